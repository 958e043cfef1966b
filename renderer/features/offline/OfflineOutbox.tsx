/**
 * The offline outbox on the Orders screen: every sale taken while the store could not be reached,
 * oldest first, with where it stands (waiting, being sent, placed with its order number, needs a
 * manager, resolved) and what the store charged differently; the manager's list of sales the
 * store refused, with the customer's lines, the store's words and the manager's actions; and the
 * customer's receipt reprinted with its order number once placed.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { fromCents, toCents } from '../../../shared/money.js';
import type { OfflineSaleView } from '../../../shared/offline/offline-outbox.js';
import { clockTime } from '../../ui/words/format-time.js';
import { money } from '../orders/offline-words.js';
import { OutboxRow } from './OutboxRow.js';
import { useOffline, type OfflineAction } from './offline.js';
import { OfflineReceiptDialog } from './OfflineReceiptDialog.js';
import { defineMessages } from '../../../shared/i18n/words.js';
import { useWords } from '../../i18n/use-words.js';
import { say } from '../../i18n/screen-language.js';
import { storeSaidText } from '../../../shared/offline/offline-store-said.js';

const messages = defineMessages({
  summary: { id: 'offline.outbox.summary', defaultMessage: '{waiting} waiting to be sent · {needs} needs a manager · {settled} settled' },
  taken: { id: 'offline.outbox.taken', defaultMessage: '· taken {time}' },
  takenBy: { id: 'offline.outbox.takenBy', defaultMessage: '· taken {time} by {name}' },
  paidInCash: { id: 'offline.outbox.paidInCash', defaultMessage: '· {amount} paid in cash' },
  refused: { id: 'offline.outbox.refused', defaultMessage: 'Refused' },
  storeSaid: { id: 'offline.outbox.storeSaid', defaultMessage: 'The store said:' },
  whatToDo: { id: 'offline.outbox.whatToDo', defaultMessage: 'What to do with {ref}' },
  placeWithoutLines: { id: 'offline.outbox.placeWithoutLines', defaultMessage: 'Place without the refused lines' },
  placeAsBackorder: { id: 'offline.outbox.placeAsBackorder', defaultMessage: 'Place as a back-order' },
  recordRefundOwed: { id: 'offline.outbox.recordRefundOwed', defaultMessage: 'Record a refund owed' },
  reprint: { id: 'offline.outbox.reprint', defaultMessage: 'Reprint the customer’s receipt of {ref}' },
  receipt: { id: 'offline.outbox.receipt', defaultMessage: 'Receipt' },
  backorderNote: {
    id: 'offline.outbox.backorderNote',
    defaultMessage: 'A back-order goes through only where the store takes back-orders for the item (the demo store does for items marked back-orderable).',
  },
  title: { id: 'offline.outbox.title', defaultMessage: 'Offline sales' },
  sending: { id: 'offline.outbox.sending', defaultMessage: 'Sending…' },
  sendNow: { id: 'offline.outbox.sendNow', defaultMessage: 'Send now' },
  sentByThemselves: { id: 'offline.outbox.sentByThemselves', defaultMessage: 'Sent to the store by themselves, oldest first, whenever it answers again.' },
  owed: { id: 'offline.outbox.owed', defaultMessage: 'Refunds owed to customers: <strong>{amount}</strong>' },
  busy: { id: 'offline.outbox.busy', defaultMessage: '{doing}…' },
  needsManager: { id: 'offline.outbox.needsManager', defaultMessage: 'Needs a manager' },
  caption: { id: 'offline.outbox.caption', defaultMessage: 'Offline sales, oldest first' },
  sale: { id: 'offline.outbox.sale', defaultMessage: 'Sale' },
  takenColumn: { id: 'offline.outbox.takenColumn', defaultMessage: 'Taken' },
  total: { id: 'offline.outbox.total', defaultMessage: 'Total' },
  standing: { id: 'offline.outbox.standing', defaultMessage: 'Where it stands' },
  order: { id: 'offline.outbox.order', defaultMessage: 'Order' },
});

const strong = (chunks: ReactNode[]) => <strong>{chunks}</strong>;

function summaryOf(outbox: readonly OfflineSaleView[]): string {
  const waiting = outbox.filter((s) => s.state === 'pending' || s.state === 'replaying').length;
  const needs = outbox.filter((s) => s.state === 'needs_manager').length;
  return say(messages.summary, { waiting, needs, settled: outbox.length - waiting - needs });
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
  const words = useWords();
  const refused = new Set(sale.refusedVariantIds);
  const keepsSomething = sale.refusedVariantIds.length > 0 && sale.lines.some((l) => !refused.has(l.variantId));
  return (
    <li className="offline-needs-item">
      <p className="offline-needs-title">
        <strong>{sale.ref}</strong>
        <span className="muted">
          {' '}
          {sale.staff
            ? words.formatMessage(messages.takenBy, { time: clockTime(sale.takenAt, now), name: sale.staff.name })
            : words.formatMessage(messages.taken, { time: clockTime(sale.takenAt, now) })}{' '}
          {words.formatMessage(messages.paidInCash, { amount: money(sale.total, sale.currency) })}
        </span>
      </p>
      <ul className="offline-lines">
        {sale.lines.map((l) => (
          <li key={l.variantId}>
            {l.quantity} × {l.name} · {money(l.amount, sale.currency)}
            {refused.has(l.variantId) && <span className="badge badge-bad">{words.formatMessage(messages.refused)}</span>}
          </li>
        ))}
      </ul>
      <p className="offline-store-said">
        <span className="muted">{words.formatMessage(messages.storeSaid)} </span>
        {storeSaidText(sale)}
      </p>
      <div className="offline-actions" role="group" aria-label={words.formatMessage(messages.whatToDo, { ref: sale.ref })}>
        <button type="button" className="btn btn-small" disabled={busy || !keepsSomething} onClick={() => onAct('placeWithoutLines')}>
          {words.formatMessage(messages.placeWithoutLines)}
        </button>
        <button
          type="button"
          className="btn btn-small"
          disabled={busy}
          onClick={() => onAct('placeAsBackorder')}
          aria-describedby={`${sale.ref}-backorder-note`}
        >
          {words.formatMessage(messages.placeAsBackorder)}
        </button>
        <button type="button" className="btn btn-small" disabled={busy} onClick={() => onAct('recordRefundOwed')}>
          {words.formatMessage(messages.recordRefundOwed)}
        </button>
        <button
          type="button"
          className="btn btn-small btn-ghost"
          aria-label={words.formatMessage(messages.reprint, { ref: sale.ref })}
          onClick={(e) => onReceipt(e.currentTarget)}
        >
          {words.formatMessage(messages.receipt)}
        </button>
      </div>
      <p id={`${sale.ref}-backorder-note`} className="muted small">
        {words.formatMessage(messages.backorderNote)}
      </p>
    </li>
  );
}

export function OfflineOutbox({ onOpenOrder }: { onOpenOrder(number: string, from: HTMLElement): void }) {
  const words = useWords();
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
        <h3 id="offline-title">{words.formatMessage(messages.title)}</h3>
        <span className="muted small" role="status">
          {summaryOf(outbox)}
        </span>
        <button type="button" className="btn btn-small" disabled={busy !== null || !waiting} onClick={() => void sendNow()}>
          {words.formatMessage(busy?.sending ? messages.sending : messages.sendNow)}
        </button>
      </div>
      <p className="muted small">{words.formatMessage(messages.sentByThemselves)}</p>
      {owed && (
        <p className="offline-owed">
          {words.formatMessage(messages.owed, { amount: money(owed.amount, owed.currency), strong })}
          <span className="muted"> ({owed.refs.join(', ')})</span>
        </p>
      )}
      {busy && (
        <p className="muted small" aria-live="polite">
          {words.formatMessage(messages.busy, { doing: busy.words })}
        </p>
      )}
      {message && (
        <p className="field-error" role="alert">
          {message}
        </p>
      )}
      {needs.length > 0 && (
        <>
          <h4 id="offline-needs-title">{words.formatMessage(messages.needsManager)}</h4>
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
          <caption>{words.formatMessage(messages.caption)}</caption>
          <thead>
            <tr>
              <th scope="col">{words.formatMessage(messages.sale)}</th>
              <th scope="col">{words.formatMessage(messages.takenColumn)}</th>
              <th scope="col" className="num">
                {words.formatMessage(messages.total)}
              </th>
              <th scope="col">{words.formatMessage(messages.standing)}</th>
              <th scope="col">{words.formatMessage(messages.order)}</th>
              <th scope="col">
                <span className="visually-hidden">{words.formatMessage(messages.receipt)}</span>
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
