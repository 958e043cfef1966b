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

const amountOf = (record: OwedRecord) => moneyWords(toCents(record.amount), record.currency);

/** What the clerk is told once a record is settled. */
function settledWords(settled: OwedSettled): string {
  const approved = settled.approver ? ` Approved by ${settled.approver}.` : '';
  return settled.how === 'terminal'
    ? `${settled.displayAmount} went back to the card at the terminal (sale ${settled.record.sale}).${approved}`
    : `Hand back ${settled.displayAmount} in cash from the drawer (offline sale ${settled.record.sale}).${approved}`;
}

export function OwedToCustomers() {
  const [records, setRecords] = useState<OwedRecord[]>([]);
  const [settled, setSettled] = useState<OwedSettled | null>(null);
  const loading = useAction();
  const settling = useAction();
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
      <h3 id="returns-owed-title">Owed to customers</h3>
      {settled && (
        <p className="banner banner-info" role="status">
          {settledWords(settled)}
        </p>
      )}
      {loading.error && <ErrorBanner message={loading.error.message} onRetry={load} />}
      {settling.error && <ErrorBanner message={settling.error.message} onDismiss={() => settling.setError(null)} />}
      {records.length > 0 && (
        <ul className="returns-owed-list" aria-label="Owed to customers">
          {records.map((record) => (
            <li key={`${record.kind}:${record.key}`}>
              <span>
                <strong>{record.kind === 'terminal_approval' ? 'Card charged, no sale took it' : 'Refund owed, offline sale'}</strong>
                <span className="muted">
                  {record.kind === 'terminal_approval' ? `Sale ${record.sale}` : `Offline sale ${record.sale}`} · {dateTime(record.at)}
                </span>
                {record.kind === 'terminal_approval' && <span className="muted">Terminal reference {record.key}</span>}
              </span>
              <span className="num">{amountOf(record)}</span>
              <button type="button" className="btn" disabled={settling.busy} onClick={() => settle(record)}>
                {record.kind === 'terminal_approval' ? `Refund ${amountOf(record)} at the terminal` : `Hand back ${amountOf(record)} in cash`}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
