/** The return done: what came back, what went back to which tender, the cash to hand back; print it or save it as a PDF. */
import { useEffect, useRef } from 'react';
import { usePaper } from '../../ui/use-paper.js';
import { amountWords, moneyWords, toCents } from '../../../shared/money.js';
import { dateTime } from '../../ui/words/format-time.js';
import { useReturns } from './returns.js';
import { OfflineReturnMark } from './OfflineReturnMark.js';
import { ReturnedItemRows } from './ReturnedItemRows.js';
import { defineMessages } from '../../../shared/i18n/words.js';
import { usePlace, useWords } from '../../i18n/use-words.js';
import { reasonNamed } from './reason-words.js';
import { tillLabelWords } from '../../ui/words/till-labels.js';

const messages = defineMessages({
  handBack: { id: 'returns.receipt.handBack', defaultMessage: 'Hand back {amount} in cash from the drawer.' },
  title: { id: 'returns.receipt.title', defaultMessage: 'Return receipt' },
  orderAndReturn: { id: 'returns.receipt.orderAndReturn', defaultMessage: 'Order <strong>{order}</strong> · Return {authorization}' },
  reason: { id: 'returns.receipt.reason', defaultMessage: 'Reason: {reason}' },
  servedBy: { id: 'returns.receipt.servedBy', defaultMessage: 'Served by {name}' },
  approvedBy: { id: 'returns.receipt.approvedBy', defaultMessage: 'Approved by {name}' },
  recordedOnly: {
    id: 'returns.receipt.recordedOnly',
    defaultMessage: 'Recorded on the order by the till: the store’s stock and totals did not change.',
  },
  itemsReturned: { id: 'returns.receipt.itemsReturned', defaultMessage: 'Items returned' },
  givenAsCredit: { id: 'returns.receipt.givenAsCredit', defaultMessage: 'Given as store credit' },
  refundedTo: { id: 'returns.receipt.refundedTo', defaultMessage: 'Refunded to' },
  storeCredit: { id: 'returns.receipt.storeCredit', defaultMessage: 'Store credit' },
  totalRefunded: { id: 'returns.receipt.totalRefunded', defaultMessage: 'Total refunded' },
  printing: { id: 'returns.receipt.printing', defaultMessage: 'Printing…' },
  print: { id: 'returns.receipt.print', defaultMessage: 'Print return receipt' },
  pdfName: { id: 'returns.receipt.pdfName', defaultMessage: 'Return {authorization}' },
  saving: { id: 'returns.receipt.saving', defaultMessage: 'Saving…' },
  savePdf: { id: 'returns.receipt.savePdf', defaultMessage: 'Save as PDF' },
  next: { id: 'returns.receipt.next', defaultMessage: 'Next return' },
});

export function ReturnReceipt() {
  const done = useReturns((s) => s.done)!;
  const offered = useReturns((s) => s.desk?.reasons ?? null);
  const reset = useReturns((s) => s.reset);
  const { working, note, print, savePdf } = usePaper();
  const next = useRef<HTMLButtonElement>(null);
  const words = useWords();
  const place = usePlace();
  useEffect(() => next.current?.focus({ preventScroll: true }), []);

  return (
    <div className="returns-done">
      {done.cashOut && (
        <p className="banner banner-info returns-cash" role="status">
          {words.formatMessage(messages.handBack, { amount: moneyWords(toCents(done.cashOut), done.currency) })}
        </p>
      )}
      <article className="receipt card" aria-labelledby="return-receipt-title">
        <header>
          <h3 id="return-receipt-title">{words.formatMessage(messages.title)}</h3>
          {done.offlineRef && <OfflineReturnMark />}
          <p>
            {words.formatMessage(messages.orderAndReturn, {
              order: done.orderNumber,
              authorization: done.authorizationNumber,
              strong: (chunks) => <strong dir="ltr">{chunks}</strong>,
            })}
          </p>
          <p className="muted">{dateTime(done.at)}</p>
          {done.reason && <p>{words.formatMessage(messages.reason, { reason: reasonNamed(words, done.reason, offered ?? []) })}</p>}
          {done.servedBy && <p>{words.formatMessage(messages.servedBy, { name: done.servedBy })}</p>}
          {done.approvedBy && (
            <p>
              {words.formatMessage(messages.approvedBy, {
                name: typeof done.approvedBy === 'string' ? done.approvedBy : words.formatMessage(done.approvedBy, done.approvedBy.values ?? undefined),
              })}
            </p>
          )}
          {done.recordedOnly && <p className="muted">{words.formatMessage(messages.recordedOnly)}</p>}
        </header>
        <table className="returns-lines">
          <caption>{words.formatMessage(messages.itemsReturned)}</caption>
          <ReturnedItemRows items={done.items} currency={done.currency} />
        </table>
        <table className="returns-lines">
          <caption>{words.formatMessage(done.to === 'store_credit' ? messages.givenAsCredit : messages.refundedTo)}</caption>
          <tbody>
            {done.refunds.map((r, i) => (
              <tr key={i}>
                <th scope="row">
                  {r.card ? <span dir="ltr">{words.formatMessage(r.card, r.card.values ?? undefined)}</span> : tillLabelWords(words, r.method)}
                  {r.card && <span className="muted"> ({tillLabelWords(words, r.method)})</span>}
                </th>
                <td className="num">{amountWords(r.amount, done.currency, place)}</td>
              </tr>
            ))}
            {done.to === 'store_credit' && (
              <tr>
                <th scope="row">{words.formatMessage(messages.storeCredit)}</th>
                <td className="num">{amountWords(done.total, done.currency, place)}</td>
              </tr>
            )}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{words.formatMessage(messages.totalRefunded)}</th>
              <td className="num">
                <strong>{amountWords(done.total, done.currency, place)}</strong>
              </td>
            </tr>
          </tfoot>
        </table>
      </article>
      <div className="receipt-actions">
        <button type="button" className="btn" aria-busy={working === 'print'} onClick={() => void print()}>
          {words.formatMessage(working === 'print' ? messages.printing : messages.print)}
        </button>
        <button
          type="button"
          className="btn"
          aria-busy={working === 'pdf'}
          onClick={() => void savePdf(words.formatMessage(messages.pdfName, { authorization: done.authorizationNumber }))}
        >
          {words.formatMessage(working === 'pdf' ? messages.saving : messages.savePdf)}
        </button>
        <button ref={next} type="button" className="btn btn-primary" onClick={() => void reset()}>
          {words.formatMessage(messages.next)}
        </button>
      </div>
      <p className={`receipt-note${note?.error ? ' field-error' : ''}`} role="status">
        {note?.text}
      </p>
    </div>
  );
}
