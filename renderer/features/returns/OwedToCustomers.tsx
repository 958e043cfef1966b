/**
 * Money this till owes customers, settled from the Returns screen: a card charge the terminal
 * approved that no sale took is refunded at the terminal; an offline sale settled as a refund
 * owed is handed back in cash from the drawer. Either takes a manager (the one on the till, or a
 * manager's PIN for that record alone). Shown only while something is owed or was just settled.
 */
import { useCallback, useEffect, useState } from 'react';
import type { OwedRecord, OwedSettled } from '../../../shared/bridge/returns.js';
import { moneyWords, toCents } from '../../../shared/money.js';
import { pos } from '../../bridge/pos.js';
import { ErrorBanner } from '../../ui/ErrorBanner.js';
import { useAction } from '../../ui/use-action.js';
import { dateTime } from '../../ui/words/format-time.js';
import { defineMessages } from '../../../shared/i18n/words.js';
import { say } from '../../i18n/screen-language.js';
import { useWords } from '../../i18n/use-words.js';

const messages = defineMessages({
  toCard: {
    id: 'returns.owed.toCard',
    defaultMessage: '{amount} went back to the card at the terminal (sale {sale}).',
  },
  toCardApproved: {
    id: 'returns.owed.toCardApproved',
    defaultMessage: '{amount} went back to the card at the terminal (sale {sale}). Approved by {approver}.',
  },
  handBack: { id: 'returns.owed.handBack', defaultMessage: 'Hand back {amount} in cash from the drawer (offline sale {sale}).' },
  handBackApproved: {
    id: 'returns.owed.handBackApproved',
    defaultMessage: 'Hand back {amount} in cash from the drawer (offline sale {sale}). Approved by {approver}.',
  },
  title: { id: 'returns.owed.title', defaultMessage: 'Owed to customers' },
  cardCharged: { id: 'returns.owed.cardCharged', defaultMessage: 'Card charged, no sale took it' },
  refundOwed: { id: 'returns.owed.refundOwed', defaultMessage: 'Refund owed, offline sale' },
  sale: { id: 'returns.owed.sale', defaultMessage: 'Sale {sale}' },
  offlineSale: { id: 'returns.owed.offlineSale', defaultMessage: 'Offline sale {sale}' },
  terminalReference: { id: 'returns.owed.terminalReference', defaultMessage: 'Terminal reference {reference}' },
  refundAtTerminal: { id: 'returns.owed.refundAtTerminal', defaultMessage: 'Refund {amount} at the terminal' },
  handBackCash: { id: 'returns.owed.handBackCash', defaultMessage: 'Hand back {amount} in cash' },
});

const amountOf = (record: OwedRecord) => moneyWords(toCents(record.amount), record.currency);

/** What the clerk is told once a record is settled. */
function settledWords(settled: OwedSettled): string {
  const values = { amount: amountOf(settled.record), sale: settled.record.sale, approver: settled.approver };
  if (settled.how === 'terminal') return say(settled.approver ? messages.toCardApproved : messages.toCard, values);
  return say(settled.approver ? messages.handBackApproved : messages.handBack, values);
}

export function OwedToCustomers() {
  const [records, setRecords] = useState<OwedRecord[]>([]);
  const [settled, setSettled] = useState<OwedSettled | null>(null);
  const loading = useAction();
  const settling = useAction();
  const words = useWords();
  const { run: runLoading } = loading;
  const load = useCallback(() => void runLoading(async () => setRecords(await pos().returns.owed())), [runLoading]);
  useEffect(load, [load]);

  const settle = (record: OwedRecord) =>
    void settling.run(async () => {
      setSettled(null);
      const done = record.kind === 'terminal_approval' ? await pos().returns.refundApproval(record.key) : await pos().returns.handBackOwed(record.key);
      setSettled(done);
      load();
    });

  if (records.length === 0 && !settled && !loading.error && !settling.error) return null;
  return (
    <section className="card returns-owed" aria-labelledby="returns-owed-title">
      <h3 id="returns-owed-title">{words.formatMessage(messages.title)}</h3>
      {settled && (
        <p className="banner banner-info" role="status">
          {settledWords(settled)}
        </p>
      )}
      {loading.error && <ErrorBanner message={loading.error.message} onRetry={load} />}
      {settling.error && <ErrorBanner message={settling.error.message} onDismiss={() => settling.setError(null)} />}
      {records.length > 0 && (
        <ul className="returns-owed-list" aria-label={words.formatMessage(messages.title)}>
          {records.map((record) => (
            <li key={`${record.kind}:${record.key}`}>
              <span>
                <strong>{words.formatMessage(record.kind === 'terminal_approval' ? messages.cardCharged : messages.refundOwed)}</strong>
                <span className="muted">
                  {words.formatMessage(record.kind === 'terminal_approval' ? messages.sale : messages.offlineSale, { sale: record.sale })} ·{' '}
                  {dateTime(record.at)}
                </span>
                {record.kind === 'terminal_approval' && (
                  <span className="muted">{words.formatMessage(messages.terminalReference, { reference: record.key })}</span>
                )}
              </span>
              <span className="num">{amountOf(record)}</span>
              <button type="button" className="btn" disabled={settling.busy} onClick={() => settle(record)}>
                {words.formatMessage(record.kind === 'terminal_approval' ? messages.refundAtTerminal : messages.handBackCash, { amount: amountOf(record) })}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
