/**
 * Tracked orders, live: today's orders and revenue by hour, order, payment and shipment state
 * with filters, when each was last checked, an order's detail, and finding a guest's web order
 * by its number and order token. Above them, the outbox of sales taken while the store could
 * not be reached (when there are any). A manager on the till with the admin client connected sees
 * the orders board first (every order of the store, with actions); staff see this till's sales.
 */
import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import type { AdminStatus } from '../../../shared/bridge/bridge.js';
import { pos } from '../../bridge/pos.js';
import { DayChart } from '../reports/DayChart.js';
import { MoreOrders } from './MoreOrders.js';
import { ErrorBanner } from '../../ui/ErrorBanner.js';
import { OfflineOutbox } from '../offline/OfflineOutbox.js';
import { OfflineReturnsList } from '../offline/OfflineReturnsList.js';
import { OrderDetailDialog } from './OrderDetailDialog.js';
import { PaperForOrders } from './PaperForOrders.js';
import { trackingStatus } from './tracking-status.js';
import { useApp } from '../../shell/app.js';
import { filterOrders, useOrders } from './orders.js';
import { OrderFilterBar } from './list/OrderFilterBar.js';
import { TrackedOrdersTable } from './list/TrackedOrdersTable.js';
import { useStaff } from '../staff/staff.js';
import { defineMessages } from '../../../shared/i18n/words.js';
import { useWords } from '../../i18n/use-words.js';

const messages = defineMessages({
  enterBoth: { id: 'orders.lookup.enterBoth', defaultMessage: 'Enter both the order number and the order token.' },
  lookupTitle: { id: 'orders.lookup.title', defaultMessage: 'Find a web order' },
  lookupHint: {
    id: 'orders.lookup.hint',
    defaultMessage: 'For a customer who ordered online as a guest: the number and token are in their order email.',
  },
  orderNumber: { id: 'orders.lookup.orderNumber', defaultMessage: 'Order number' },
  orderToken: { id: 'orders.lookup.orderToken', defaultMessage: 'Order token' },
  lookingUp: { id: 'orders.lookup.lookingUp', defaultMessage: 'Looking it up…' },
  find: { id: 'orders.lookup.find', defaultMessage: 'Find order' },
  title: { id: 'orders.screen.title', defaultMessage: 'Orders' },
  liveHint: { id: 'orders.screen.liveHint', defaultMessage: 'The till checks each order with the store and updates this list by itself.' },
  checkedEvery: { id: 'orders.screen.checkedEvery', defaultMessage: 'Checked every 5–10 s while being fulfilled, every 1–2 min after shipping.' },
  views: { id: 'orders.screen.views', defaultMessage: 'Orders to show' },
  board: { id: 'orders.screen.board', defaultMessage: 'Orders board' },
  tillSales: { id: 'orders.screen.tillSales', defaultMessage: 'This till’s sales' },
  connectAdmin: {
    id: 'orders.screen.connectAdmin',
    defaultMessage: 'Connect the store’s admin client in Settings to see every order of the store on the orders board.',
  },
  openingBoard: { id: 'orders.screen.openingBoard', defaultMessage: 'Opening the orders board…' },
  none: { id: 'orders.screen.none', defaultMessage: 'No orders yet. Sales you complete appear here.' },
});

const OrdersBoard = lazy(() => import('../board/OrdersBoard.js').then((m) => ({ default: m.OrdersBoard })));

function GuestLookup({ onFound }: { onFound(number: string, form: HTMLElement): void }) {
  const words = useWords();
  const lookup = useOrders((s) => s.lookup);
  const busy = useOrders((s) => s.lookupBusy);
  const error = useOrders((s) => s.lookupError);
  const [number, setNumber] = useState('');
  const [token, setToken] = useState('');
  const [missing, setMissing] = useState(false);
  const numberRef = useRef<HTMLInputElement>(null);
  const submit = useRef<HTMLButtonElement>(null);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!number.trim() || !token.trim()) {
      setMissing(true);
      numberRef.current?.focus();
      return;
    }
    setMissing(false);
    const found = await lookup(number, token);
    if (found) {
      setNumber('');
      setToken('');
      onFound(found.number, submit.current!);
    } else {
      numberRef.current?.focus();
    }
  };

  const message = missing ? words.formatMessage(messages.enterBoth) : error;
  return (
    <section className="card lookup" aria-labelledby="lookup-title">
      <h3 id="lookup-title">{words.formatMessage(messages.lookupTitle)}</h3>
      <p className="muted small">{words.formatMessage(messages.lookupHint)}</p>
      <form noValidate onSubmit={(e) => void onSubmit(e)}>
        <div className="field">
          <label htmlFor="lookup-number">{words.formatMessage(messages.orderNumber)}</label>
          <input
            id="lookup-number"
            ref={numberRef}
            autoComplete="off"
            placeholder="R123456789" // not-words: an example order number
            value={number}
            aria-invalid={message ? true : undefined}
            aria-describedby={message ? 'lookup-error' : undefined}
            onChange={(e) => setNumber(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="lookup-token">{words.formatMessage(messages.orderToken)}</label>
          <input
            id="lookup-token"
            autoComplete="off"
            spellCheck={false}
            value={token}
            aria-invalid={message ? true : undefined}
            aria-describedby={message ? 'lookup-error' : undefined}
            onChange={(e) => setToken(e.target.value)}
          />
        </div>
        {message && (
          <p id="lookup-error" className="field-error" role="alert">
            {message}
          </p>
        )}
        <button ref={submit} type="submit" className="btn btn-primary" disabled={busy}>
          {words.formatMessage(busy ? messages.lookingUp : messages.find)}
        </button>
      </form>
    </section>
  );
}

export function OrdersScreen() {
  const words = useWords();
  const orders = useOrders((s) => s.orders);
  const loading = useOrders((s) => s.loading);
  const error = useOrders((s) => s.error);
  const load = useOrders((s) => s.load);
  const filters = useOrders((s) => s.filters);
  const detail = useOrders((s) => s.detail);
  const openDetail = useOrders((s) => s.openDetail);
  const closeDetail = useOrders((s) => s.closeDetail);
  const connection = useApp((s) => s.connection);
  const [now, setNow] = useState(() => Date.now());
  const opener = useRef<HTMLElement | null>(null);
  const shown = filterOrders(orders, filters);
  const tracking = trackingStatus(orders, connection, now);
  const isManager = useStaff((s) => s.till?.onTill?.role === 'manager');
  const [admin, setAdmin] = useState<AdminStatus | null>(null);
  const [view, setView] = useState<'board' | 'till'>('board');
  const boardOpen = isManager && admin?.connected === true;

  useEffect(() => {
    if (!isManager) return;
    let live = true;
    pos()
      .admin.status()
      .then((status) => live && setAdmin(status))
      .catch(() => live && setAdmin(null));
    return () => {
      live = false;
    };
  }, [isManager]);

  useEffect(() => {
    void load();
    const t = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(t);
  }, [load]);

  const open = (number: string, from: HTMLElement) => {
    opener.current = from;
    void openDetail(number);
  };

  return (
    <div className="orders">
      <header className="screen-header">
        <h2>{words.formatMessage(messages.title)}</h2>
        <span className={`live${tracking.live ? '' : ' live-stopped'}`} title={words.formatMessage(messages.liveHint)}>
          <span className="live-dot" aria-hidden="true" /> <span role="status">{tracking.headline}</span>
          <span className="muted"> · {tracking.detail}</span>
        </span>
        <span className="muted small">{words.formatMessage(messages.checkedEvery)}</span>
      </header>
      <OfflineOutbox onOpenOrder={open} />
      <OfflineReturnsList />
      {boardOpen && (
        <div className="row-actions orders-views" role="group" aria-label={words.formatMessage(messages.views)}>
          <button
            type="button"
            className={`btn btn-touch${view === 'board' ? ' btn-primary' : ''}`}
            aria-pressed={view === 'board'}
            onClick={() => setView('board')}
          >
            {words.formatMessage(messages.board)}
          </button>
          <button
            type="button"
            className={`btn btn-touch${view === 'till' ? ' btn-primary' : ''}`}
            aria-pressed={view === 'till'}
            onClick={() => setView('till')}
          >
            {words.formatMessage(messages.tillSales)}
          </button>
        </div>
      )}
      {isManager && admin && !admin.connected && <p className="muted">{words.formatMessage(messages.connectAdmin)}</p>}
      {boardOpen && view === 'board' ? (
        <Suspense
          fallback={
            <p className="muted" role="status">
              {words.formatMessage(messages.openingBoard)}
            </p>
          }
        >
          <OrdersBoard />
        </Suspense>
      ) : (
        <>
          <div className="orders-top">
            <DayChart orders={orders} now={now} />
            <GuestLookup onFound={open} />
          </div>
          {error && <ErrorBanner message={error} onRetry={() => void load()} />}
          <OrderFilterBar />
          {!loading && orders.length === 0 ? (
            <p className="empty">{words.formatMessage(messages.none)}</p>
          ) : (
            <TrackedOrdersTable shown={shown} now={now} onOpen={open} />
          )}
          <MoreOrders />
        </>
      )}
      <PaperForOrders />
      {detail && (
        <OrderDetailDialog
          tracked={orders.find((o) => o.number === detail.number)}
          onClose={() => {
            closeDetail();
            // Once the modal dialog has left the page, the rest of it can take the focus again.
            setTimeout(() => opener.current?.focus(), 0);
          }}
        />
      )}
    </div>
  );
}
