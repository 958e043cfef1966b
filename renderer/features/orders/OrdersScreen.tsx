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

const OrdersBoard = lazy(() => import('../board/OrdersBoard.js').then((m) => ({ default: m.OrdersBoard })));

function GuestLookup({ onFound }: { onFound(number: string, form: HTMLElement): void }) {
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

  const message = missing ? 'Enter both the order number and the order token.' : error;
  return (
    <section className="card lookup" aria-labelledby="lookup-title">
      <h3 id="lookup-title">Find a web order</h3>
      <p className="muted small">For a customer who ordered online as a guest: the number and token are in their order email.</p>
      <form noValidate onSubmit={(e) => void onSubmit(e)}>
        <div className="field">
          <label htmlFor="lookup-number">Order number</label>
          <input
            id="lookup-number"
            ref={numberRef}
            autoComplete="off"
            placeholder="R123456789"
            value={number}
            aria-invalid={message ? true : undefined}
            aria-describedby={message ? 'lookup-error' : undefined}
            onChange={(e) => setNumber(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="lookup-token">Order token</label>
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
          {busy ? 'Looking it up…' : 'Find order'}
        </button>
      </form>
    </section>
  );
}

export function OrdersScreen() {
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
        <h2>Orders</h2>
        <span className={`live${tracking.live ? '' : ' live-stopped'}`} title="The till checks each order with the store and updates this list by itself.">
          <span className="live-dot" aria-hidden="true" /> <span role="status">{tracking.headline}</span>
          <span className="muted"> · {tracking.detail}</span>
        </span>
        <span className="muted small">Checked every 5–10 s while being fulfilled, every 1–2 min after shipping.</span>
      </header>
      <OfflineOutbox onOpenOrder={open} />
      <OfflineReturnsList />
      {boardOpen && (
        <div className="row-actions orders-views" role="group" aria-label="Orders to show">
          <button
            type="button"
            className={`btn btn-touch${view === 'board' ? ' btn-primary' : ''}`}
            aria-pressed={view === 'board'}
            onClick={() => setView('board')}
          >
            Orders board
          </button>
          <button
            type="button"
            className={`btn btn-touch${view === 'till' ? ' btn-primary' : ''}`}
            aria-pressed={view === 'till'}
            onClick={() => setView('till')}
          >
            This till’s sales
          </button>
        </div>
      )}
      {isManager && admin && !admin.connected && (
        <p className="muted">Connect the store’s admin client in Settings to see every order of the store on the orders board.</p>
      )}
      {boardOpen && view === 'board' ? (
        <Suspense
          fallback={
            <p className="muted" role="status">
              Opening the orders board…
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
            <p className="empty">No orders yet. Sales you complete appear here.</p>
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
