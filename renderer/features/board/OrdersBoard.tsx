/**
 * The manager's orders board: every order of the store in the date range, grouped by what needs
 * doing, with filters (range, where it was sold, state, payment, who sold it at this till, a
 * search by number, email or name), "Last checked" and Refresh, a tick box per order (the pick
 * list's selection), and each order's next action. Loaded only when a manager opens it.
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { BoardOrder, BoardRange, BoardChannel } from '../../../shared/orders/orders-board.js';
import { BOARD_GROUPS } from '../../../shared/orders/orders-board.js';
import { SALE_CHANNEL_NAMES } from '../../../shared/sale/sale-channel.js';
import { AlertList } from '../alerts/AlertList.js';
import { ChoiceField } from './ChoiceField.js';
import { ErrorBanner } from '../../ui/ErrorBanner.js';
import { StatusBadge } from '../../ui/StatusBadge.js';
import { useBoard } from './board.js';
import { useBoardReading } from './board-reading.js';
import { BoardActionDialog, type ActionRequest } from './BoardActionDialog.js';
import { BoardOrderDialog } from './BoardOrderDialog.js';
import { orderActions } from './order-actions.js';
import type { PaperKind } from '../reports/PaperDialog.js';
import { dateTime, timeOfDay } from '../../ui/words/format-time.js';

const PaperDialog = lazy(() => import('../reports/PaperDialog.js').then((m) => ({ default: m.PaperDialog })));

/** How often the board asks the store what changed while it is open (one request each time). */
const REFRESH_EVERY_MS = 60_000;

const RANGES: { value: BoardRange; label: string }[] = [
  { value: 'today', label: 'Today' },
  { value: 'yesterday', label: 'Yesterday' },
  { value: 'week', label: 'This week' },
  { value: 'custom', label: 'Custom…' },
];

const CHANNELS: { value: BoardChannel | ''; label: string }[] = [
  { value: '', label: 'Anywhere' },
  ...(Object.entries(SALE_CHANNEL_NAMES) as [BoardChannel, string][]).map(([value, label]) => ({ value, label })),
];

const SOLD_WORDS: Record<BoardChannel, string> = { this_till: 'This till', other_tills: 'Another till', web: 'Web' };
const words = (value: string) => value.replace(/_/g, ' ');
const shortTime = (iso: string | null) => (iso ? dateTime(iso) : '—');

function BoardRow({
  order,
  onOpen,
  onAct,
}: {
  order: BoardOrder;
  onOpen(number: string, from: HTMLElement): void;
  onAct(request: ActionRequest, immediate: boolean): void;
}) {
  const selected = useBoard((s) => s.selected);
  const toggle = useBoard((s) => s.toggle);
  const act = useBoard((s) => s.act);
  const primary = orderActions(order, act).filter((a) => a.primary);
  return (
    <tr>
      <td className="board-pick">
        <label className="board-pick-label">
          <input type="checkbox" checked={selected.includes(order.number)} onChange={() => toggle(order.number)} />
          <span className="visually-hidden">Select {order.number}</span>
        </label>
      </td>
      <th scope="row">
        <button type="button" className="link-button" aria-label={`Details of ${order.number}`} onClick={(e) => onOpen(order.number, e.currentTarget)}>
          {order.number}
        </button>
        <div className="muted small">{shortTime(order.completedAt)}</div>
      </th>
      <td className="board-customer">
        <div>{order.customerName ?? '—'}</div>
        <div className="muted small">{order.email ?? ''}</div>
      </td>
      <td>
        {SOLD_WORDS[order.sold]}
        {order.soldBy && <div className="muted small">by {order.soldBy.name}</div>}
      </td>
      <td className="num">
        {order.displayTotal}
        <div>
          <StatusBadge value={order.paymentState} />
        </div>
      </td>
      <td>
        <StatusBadge value={order.state === 'complete' ? order.shipmentState : order.state} />
        {order.waitingSince && <div className="muted small">waiting since {timeOfDay(order.waitingSince)}</div>}
        {order.shipments.some((s) => s.tracking) && <div className="muted small">tracking {order.shipments.find((s) => s.tracking)!.tracking}</div>}
      </td>
      <td>
        <div className="board-actions">
          {primary.map((a) => (
            <button key={a.id} type="button" className="btn btn-small btn-touch" aria-label={a.label} onClick={() => onAct(a.request, a.immediate)}>
              {a.text}
            </button>
          ))}
        </div>
      </td>
    </tr>
  );
}

export function OrdersBoard() {
  const board = useBoard((s) => s.board);
  const filters = useBoard((s) => s.filters);
  const loading = useBoard((s) => s.loading);
  const reading = useBoardReading((s) => s.reading);
  const error = useBoard((s) => s.error);
  const notice = useBoard((s) => s.notice);
  const detail = useBoard((s) => s.detail);
  const selected = useBoard((s) => s.selected);
  const [paper, setPaper] = useState<PaperKind | null>(null);
  /** When the board was opened: the alerts' "checked …ago" counts from the board's own last check after that. */
  const [openedAt] = useState(() => Date.now());
  const load = useBoard((s) => s.load);
  const refresh = useBoard((s) => s.refresh);
  const setFilters = useBoard((s) => s.setFilters);
  const clearSelection = useBoard((s) => s.clearSelection);
  const openDetail = useBoard((s) => s.openDetail);
  const closeDetail = useBoard((s) => s.closeDetail);
  const [asking, setAsking] = useState<ActionRequest | null>(null);
  const [search, setSearch] = useState(filters.search);
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    void load();
    const timer = setInterval(() => void refresh(), REFRESH_EVERY_MS);
    return () => clearInterval(timer);
  }, [load, refresh]);

  const onAct = (request: ActionRequest, immediate: boolean) => {
    opener.current = document.activeElement as HTMLElement | null;
    if (immediate) void request.run({ reason: '', carrier: '', tracking: '' }).then((refused) => refused && useBoard.setState({ notice: refused }));
    else setAsking(request);
  };
  const open = (number: string, from: HTMLElement) => {
    opener.current = from;
    void openDetail(number);
  };
  const restoreFocus = () => setTimeout(() => opener.current?.isConnected && opener.current.focus(), 0);

  const shown = board?.orders ?? [];
  return (
    <section className="orders-board" aria-labelledby="board-title">
      <div className="board-head">
        <h3 id="board-title">Orders board</h3>
        <span className="muted" role="status">
          {loading && reading
            ? `Reading the store’s orders… page ${reading.page}${reading.pages ? ` of ${reading.pages}` : ''}`
            : board?.checkedAt
              ? `Last checked ${timeOfDay(board.checkedAt)}`
              : loading
                ? 'Reading the store’s orders…'
                : 'Not checked yet'}
        </span>
        <button type="button" className="btn btn-small btn-touch" disabled={loading} onClick={() => void refresh()}>
          {loading ? 'Checking…' : 'Refresh'}
        </button>
      </div>
      <form
        className="orders-filters board-filters"
        role="search"
        aria-label="Filter the board"
        onSubmit={(e) => {
          e.preventDefault();
          setFilters({ search });
        }}
      >
        <ChoiceField id="board-range" label="Completed" value={filters.range} choices={RANGES} onChange={(range) => setFilters({ range })} />
        {filters.range === 'custom' && (
          <>
            <div className="field">
              <label htmlFor="board-from">From</label>
              <input id="board-from" type="date" value={filters.from ?? ''} onChange={(e) => setFilters({ from: e.target.value || undefined })} />
            </div>
            <div className="field">
              <label htmlFor="board-to">To</label>
              <input id="board-to" type="date" value={filters.to ?? ''} onChange={(e) => setFilters({ to: e.target.value || undefined })} />
            </div>
          </>
        )}
        <ChoiceField id="board-channel" label="Sold at" value={filters.channel} choices={CHANNELS} onChange={(channel) => setFilters({ channel })} />
        <ChoiceField
          id="board-state"
          label="Order state"
          anyLabel="Any"
          value={filters.state}
          choices={(board?.states ?? []).map((s) => ({ value: s, label: words(s) }))}
          onChange={(state) => setFilters({ state })}
        />
        <ChoiceField
          id="board-payment"
          label="Payment state"
          anyLabel="Any"
          value={filters.paymentState}
          choices={(board?.paymentStates ?? []).map((s) => ({ value: s, label: words(s) }))}
          onChange={(paymentState) => setFilters({ paymentState })}
        />
        <ChoiceField
          id="board-staff"
          label="Sold by"
          anyLabel="Anyone"
          value={filters.staffId}
          choices={(board?.staff ?? []).map((s) => ({ value: s.id, label: s.name }))}
          onChange={(staffId) => setFilters({ staffId })}
        />
        <div className="field board-search">
          <label htmlFor="board-search">Number, email or name</label>
          <input
            id="board-search"
            type="search"
            value={search}
            autoComplete="off"
            onChange={(e) => {
              setSearch(e.target.value);
              if (!e.target.value) setFilters({ search: '' });
            }}
          />
        </div>
        <button type="submit" className="btn btn-small btn-touch">
          Find
        </button>
      </form>
      {error && <ErrorBanner message={error} onRetry={() => void load()} />}
      <p className="board-notice" role="status">
        {notice}
      </p>
      <div className="board-summary" aria-label="Orders by what needs doing">
        {(board?.groups ?? BOARD_GROUPS.map((g) => ({ ...g, count: 0 }))).map((g) => (
          <span key={g.id} className={`board-count${g.count > 0 && g.id === 'attention' ? ' board-count-attention' : ''}`}>
            {g.label} <strong>{g.count}</strong>
          </span>
        ))}
        {selected.length > 0 && (
          <span className="board-selected">
            {selected.length} selected
            <button type="button" className="btn btn-small btn-touch" onClick={() => setPaper('pick-list')}>
              Pick list
            </button>
            <button type="button" className="btn btn-small btn-touch" onClick={() => setPaper('packing-slips')}>
              Packing slips
            </button>
            <button type="button" className="btn btn-small btn-touch btn-ghost" onClick={clearSelection}>
              Clear
            </button>
          </span>
        )}
        {paper && (
          <Suspense fallback={null}>
            <PaperDialog kind={paper} orderNumbers={selected} onClose={() => setPaper(null)} />
          </Suspense>
        )}
      </div>
      {/* Pickups waiting, paid orders not shipped, failed payments and balances due (raised once each as notifications). */}
      <AlertList now={board?.checkedAt ? Date.parse(board.checkedAt) : openedAt} />
      {board && shown.length === 0 && <p className="empty">{board.total === 0 ? 'No orders in this range.' : 'No order matches these filters.'}</p>}
      {BOARD_GROUPS.map((g) => {
        const inGroup = shown.filter((o) => o.group === g.id);
        if (inGroup.length === 0) return null;
        return (
          <div key={g.id} className="table-wrap board-group">
            <table className="orders-table board-table">
              <caption>
                {g.label} ({inGroup.length})
              </caption>
              <thead>
                <tr>
                  <th scope="col">
                    <span className="visually-hidden">Select</span>
                  </th>
                  <th scope="col">Order</th>
                  <th scope="col">Customer</th>
                  <th scope="col">Sold</th>
                  <th scope="col" className="num">
                    Total
                  </th>
                  <th scope="col">Fulfilment</th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {inGroup.map((o) => (
                  <BoardRow key={o.number} order={o} onOpen={open} onAct={onAct} />
                ))}
              </tbody>
            </table>
          </div>
        );
      })}
      {detail && !asking && (
        <BoardOrderDialog
          detail={detail}
          onAct={(request, immediate) => {
            if (immediate) void request.run({ reason: '', carrier: '', tracking: '' }).then((refused) => refused && useBoard.setState({ notice: refused }));
            else setAsking(request);
          }}
          onClose={() => {
            closeDetail();
            restoreFocus();
          }}
        />
      )}
      {asking && (
        <BoardActionDialog
          request={asking}
          onClose={() => {
            setAsking(null);
            restoreFocus();
          }}
        />
      )}
    </section>
  );
}
