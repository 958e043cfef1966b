/**
 * The offline outbox on the Orders screen: every sale taken while the store could not be reached,
 * oldest first, with where it stands (waiting, being sent, placed with its order number, needs a
 * manager, resolved) and what the store charged differently; the manager's list of sales the
 * store refused, with the customer's lines, the store's words and the manager's actions; and the
 * customer's receipt reprinted with its order number once placed.
 */
import { useEffect, useRef, useState } from 'react';
import { fromCents, toCents } from '../../../shared/money.js';
import type { OfflineSaleView } from '../../../shared/offline/offline-outbox.js';
import { clockTime } from '../../ui/words/format-time.js';
import { money } from '../orders/offline-words.js';
import { OutboxRow } from './OutboxRow.js';
import { useOffline, type OfflineAction } from './offline.js';
import { OfflineReceiptDialog } from './OfflineReceiptDialog.js';

function summaryOf(outbox: readonly OfflineSaleView[]): string {
  const waiting = outbox.filter((s) => s.state === 'pending' || s.state === 'replaying').length;
  const needs = outbox.filter((s) => s.state === 'needs_manager').length;
  const parts = [`${waiting} waiting to be sent`, `${needs} needs a manager`];
  return `${parts.join(' · ')} · ${outbox.length - waiting - needs} settled`;
}

/** Refunds owed to customers (recorded by a manager, or lines left out of a placed sale), in the outbox's currency. */
function owedOf(outbox: readonly OfflineSaleView[]): { amount: string; refs: string[]; currency: string } | null {
  const owing = outbox.filter((s) => s.refundOwed !== null && toCents(s.refundOwed) > 0);
  if (owing.length === 0) return null;
  const currency = owing[0]!.currency;
  const cents = owing.reduce((sum, s) => sum + toCents(s.refundOwed!), 0);
  return { amount: fromCents(cents), refs: owing.map((s) => s.ref), currency };
}

function ManagerItem({
  sale,
  now,
  busy,
  onAct,
  onReceipt,
}: {
  sale: OfflineSaleView;
  now: number;
  busy: boolean;
  onAct(action: OfflineAction): void;
  onReceipt(from: HTMLElement): void;
}) {
  const refused = new Set(sale.refusedVariantIds);
  const keepsSomething = sale.refusedVariantIds.length > 0 && sale.lines.some((l) => !refused.has(l.variantId));
  return (
    <li className="offline-needs-item">
      <p className="offline-needs-title">
        <strong>{sale.ref}</strong>
        <span className="muted">
          {' '}
          · taken {clockTime(sale.takenAt, now)}
          {sale.staff ? ` by ${sale.staff.name}` : ''} · {money(sale.total, sale.currency)} paid in cash
        </span>
      </p>
      <ul className="offline-lines">
        {sale.lines.map((l) => (
          <li key={l.variantId}>
            {l.quantity} × {l.name} · {money(l.amount, sale.currency)}
            {refused.has(l.variantId) && <span className="badge badge-bad">Refused</span>}
          </li>
        ))}
      </ul>
      <p className="offline-store-said">
        <span className="muted">The store said: </span>
        {sale.storeSaid}
      </p>
      <div className="offline-actions" role="group" aria-label={`What to do with ${sale.ref}`}>
        <button type="button" className="btn btn-small" disabled={busy || !keepsSomething} onClick={() => onAct('placeWithoutLines')}>
          Place without the refused lines
        </button>
        <button
          type="button"
          className="btn btn-small"
          disabled={busy}
          onClick={() => onAct('placeAsBackorder')}
          aria-describedby={`${sale.ref}-backorder-note`}
        >
          Place as a back-order
        </button>
        <button type="button" className="btn btn-small" disabled={busy} onClick={() => onAct('recordRefundOwed')}>
          Record a refund owed
        </button>
        <button
          type="button"
          className="btn btn-small btn-ghost"
          aria-label={`Reprint the customer’s receipt of ${sale.ref}`}
          onClick={(e) => onReceipt(e.currentTarget)}
        >
          Receipt
        </button>
      </div>
      <p id={`${sale.ref}-backorder-note`} className="muted small">
        A back-order goes through only where the store takes back-orders for the item (the demo store does for items marked back-orderable).
      </p>
    </li>
  );
}

export function OfflineOutbox({ onOpenOrder }: { onOpenOrder(number: string, from: HTMLElement): void }) {
  const outbox = useOffline((s) => s.outbox);
  const loaded = useOffline((s) => s.loaded);
  const busy = useOffline((s) => s.busy);
  const message = useOffline((s) => s.message);
  const load = useOffline((s) => s.load);
  const sendNow = useOffline((s) => s.sendNow);
  const act = useOffline((s) => s.act);
  const [receiptOf, setReceiptOf] = useState<string | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    void load();
    const t = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(t);
  }, [load]);

  if (!loaded || outbox.length === 0) return null;
  const needs = outbox.filter((s) => s.state === 'needs_manager');
  const waiting = outbox.some((s) => s.state === 'pending' || s.state === 'replaying');
  const owed = owedOf(outbox);
  const shownReceipt = receiptOf ? outbox.find((s) => s.ref === receiptOf) : undefined;
  const openReceipt = (ref: string, from: HTMLElement) => {
    opener.current = from;
    setReceiptOf(ref);
  };

  return (
    <section className="card offline-outbox" aria-labelledby="offline-title">
      <div className="offline-head">
        <h3 id="offline-title">Offline sales</h3>
        <span className="muted small" role="status">
          {summaryOf(outbox)}
        </span>
        <button type="button" className="btn btn-small" disabled={busy !== null || !waiting} onClick={() => void sendNow()}>
          {busy?.startsWith('Sending') ? 'Sending…' : 'Send now'}
        </button>
      </div>
      <p className="muted small">Sent to the store by themselves, oldest first, whenever it answers again.</p>
      {owed && (
        <p className="offline-owed">
          Refunds owed to customers: <strong>{money(owed.amount, owed.currency)}</strong>
          <span className="muted"> ({owed.refs.join(', ')})</span>
        </p>
      )}
      {busy && (
        <p className="muted small" aria-live="polite">
          {busy}…
        </p>
      )}
      {message && (
        <p className="field-error" role="alert">
          {message}
        </p>
      )}
      {needs.length > 0 && (
        <>
          <h4 id="offline-needs-title">Needs a manager</h4>
          <ul className="offline-needs" aria-labelledby="offline-needs-title">
            {needs.map((s) => (
              <ManagerItem
                key={s.ref}
                sale={s}
                now={now}
                busy={busy !== null}
                onAct={(action) => void act(s.ref, action)}
                onReceipt={(from) => openReceipt(s.ref, from)}
              />
            ))}
          </ul>
        </>
      )}
      <div className="table-wrap">
        <table className="orders-table offline-table">
          <caption>Offline sales, oldest first</caption>
          <thead>
            <tr>
              <th scope="col">Sale</th>
              <th scope="col">Taken</th>
              <th scope="col" className="num">
                Total
              </th>
              <th scope="col">Where it stands</th>
              <th scope="col">Order</th>
              <th scope="col">
                <span className="visually-hidden">Receipt</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {outbox.map((s) => (
              <OutboxRow key={s.ref} s={s} now={now} onOpenOrder={onOpenOrder} onReceipt={(from) => openReceipt(s.ref, from)} />
            ))}
          </tbody>
        </table>
      </div>
      {shownReceipt && (
        <OfflineReceiptDialog
          sale={shownReceipt}
          onClose={() => {
            setReceiptOf(null);
            setTimeout(() => opener.current?.focus(), 0);
          }}
        />
      )}
    </section>
  );
}
