/**
 * The manager's orders board: every order of the store in the date range, grouped by what needs
 * doing, with filters (range, where it was sold, state, payment, who sold it at this till, a
 * search by number, email or name), "Last checked" and Refresh, a tick box per order (the pick
 * list's selection), and each order's next action. Loaded only when a manager opens it.
 */
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { BOARD_GROUP_WORDS, BOARD_GROUPS } from '../../../shared/orders/orders-board.js';
import { defineMessages } from '../../../shared/i18n/words.js';
import { useWords } from '../../i18n/use-words.js';
import { AlertList } from '../alerts/AlertList.js';
import { BoardFilters } from './BoardFilters.js';
import { BoardGroupTable } from './BoardGroupTable.js';
import { ErrorBanner } from '../../ui/ErrorBanner.js';
import { useBoard } from './board.js';
import { useBoardReading } from './board-reading.js';
import { BoardActionDialog, type ActionRequest } from './BoardActionDialog.js';
import { BoardOrderDialog } from './BoardOrderDialog.js';
import type { PaperKind } from '../reports/PaperDialog.js';
import { timeOfDay } from '../../ui/words/format-time.js';
import { LowStockAlert } from '../stock/low-stock/LowStockAlert.js';

const PaperDialog = lazy(() => import('../reports/PaperDialog.js').then((m) => ({ default: m.PaperDialog })));

const messages = defineMessages({
  title: { id: 'board.screen.title', defaultMessage: 'Orders board' },
  readingPage: { id: 'board.screen.readingPage', defaultMessage: 'Reading the store’s orders… page {page}' },
  readingPageOf: { id: 'board.screen.readingPageOf', defaultMessage: 'Reading the store’s orders… page {page} of {pages}' },
  lastChecked: { id: 'board.screen.lastChecked', defaultMessage: 'Last checked {time}' },
  reading: { id: 'board.screen.reading', defaultMessage: 'Reading the store’s orders…' },
  notChecked: { id: 'board.screen.notChecked', defaultMessage: 'Not checked yet' },
  checking: { id: 'board.screen.checking', defaultMessage: 'Checking…' },
  refresh: { id: 'board.screen.refresh', defaultMessage: 'Refresh' },
  summary: { id: 'board.screen.summary', defaultMessage: 'Orders by what needs doing' },
  groupCount: { id: 'board.screen.groupCount', defaultMessage: '{group} <strong>{count}</strong>' },
  selected: { id: 'board.screen.selected', defaultMessage: '{count} selected' },
  pickList: { id: 'board.screen.pickList', defaultMessage: 'Pick list' },
  packingSlips: { id: 'board.screen.packingSlips', defaultMessage: 'Packing slips' },
  clear: { id: 'board.screen.clear', defaultMessage: 'Clear' },
  noneInRange: { id: 'board.screen.noneInRange', defaultMessage: 'No orders in this range.' },
  noMatch: { id: 'board.screen.noMatch', defaultMessage: 'No order matches these filters.' },
});

const strong = (chunks: ReactNode[]) => <strong>{chunks}</strong>;

/** How often the board asks the store what changed while it is open (one request each time). */
const REFRESH_EVERY_MS = 60_000;

export function OrdersBoard() {
  const words = useWords();
  const board = useBoard((s) => s.board);
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
  const clearSelection = useBoard((s) => s.clearSelection);
  const openDetail = useBoard((s) => s.openDetail);
  const closeDetail = useBoard((s) => s.closeDetail);
  const [asking, setAsking] = useState<ActionRequest | null>(null);
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
        <h3 id="board-title">{words.formatMessage(messages.title)}</h3>
        <span className="muted" role="status">
          {loading && reading
            ? reading.pages
              ? words.formatMessage(messages.readingPageOf, { page: reading.page, pages: reading.pages })
              : words.formatMessage(messages.readingPage, { page: reading.page })
            : board?.checkedAt
              ? words.formatMessage(messages.lastChecked, { time: timeOfDay(board.checkedAt) })
              : words.formatMessage(loading ? messages.reading : messages.notChecked)}
        </span>
        <button type="button" className="btn btn-small btn-touch" disabled={loading} onClick={() => void refresh()}>
          {words.formatMessage(loading ? messages.checking : messages.refresh)}
        </button>
      </div>
      <LowStockAlert />
      <BoardFilters />
      {error && <ErrorBanner message={error} onRetry={() => void load()} />}
      <p className="board-notice" role="status">
        {notice}
      </p>
      <div className="board-summary" aria-label={words.formatMessage(messages.summary)}>
        {(board?.groups ?? BOARD_GROUPS.map((g) => ({ ...g, count: 0 }))).map((g) => (
          <span key={g.id} className={`board-count${g.count > 0 && g.id === 'attention' ? ' board-count-attention' : ''}`}>
            {words.formatMessage(messages.groupCount, { group: words.formatMessage(BOARD_GROUP_WORDS[g.id]), count: g.count, strong })}
          </span>
        ))}
        {selected.length > 0 && (
          <span className="board-selected">
            {words.formatMessage(messages.selected, { count: selected.length })}
            <button type="button" className="btn btn-small btn-touch" onClick={() => setPaper('pick-list')}>
              {words.formatMessage(messages.pickList)}
            </button>
            <button type="button" className="btn btn-small btn-touch" onClick={() => setPaper('packing-slips')}>
              {words.formatMessage(messages.packingSlips)}
            </button>
            <button type="button" className="btn btn-small btn-touch btn-ghost" onClick={clearSelection}>
              {words.formatMessage(messages.clear)}
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
      {board && shown.length === 0 && <p className="empty">{words.formatMessage(board.total === 0 ? messages.noneInRange : messages.noMatch)}</p>}
      {BOARD_GROUPS.map((g) => {
        const inGroup = shown.filter((o) => o.group === g.id);
        if (inGroup.length === 0) return null;
        return <BoardGroupTable key={g.id} label={words.formatMessage(BOARD_GROUP_WORDS[g.id])} orders={inGroup} onOpen={open} onAct={onAct} />;
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
