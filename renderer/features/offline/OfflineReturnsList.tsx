/**
 * Returns taken while the store could not be reached, on the Orders screen: each with where it
 * stands at the store (waiting to be recorded, recorded with the store's return number, refused
 * and waiting for a manager, settled by one). A return the store refused shows its words, and a
 * manager records its refund as owed (manager-only: the bridge asks for a PIN): the cash already
 * went out at the counter. Read when the screen opens and whenever the offline outbox changes.
 */
import { useEffect, useState } from 'react';
import type { OfflineReturnView } from '../../../shared/returns/offline-returns.js';
import { pos } from '../../bridge/pos.js';
import { shownError } from '../../shell/errors.js';
import { useAction } from '../../ui/use-action.js';
import { money } from '../orders/offline-words.js';
import { ltr } from '../orders/left-to-right.js';
import { useOffline } from './offline.js';
import { defineMessages } from '../../../shared/i18n/words.js';
import { useWords } from '../../i18n/use-words.js';

const STANDS = defineMessages<OfflineReturnView['state']>({
  pending: { id: 'offline.returns.pending', defaultMessage: 'Waiting to be recorded' },
  placed: { id: 'offline.returns.placed', defaultMessage: 'Recorded at the store' },
  needs_manager: { id: 'offline.returns.needsManager', defaultMessage: 'Needs a manager' },
  resolved: { id: 'offline.returns.resolved', defaultMessage: 'Refund recorded as owed' },
});

const messages = defineMessages({
  title: { id: 'offline.returns.title', defaultMessage: 'Returns taken offline' },
  summary: { id: 'offline.returns.summary', defaultMessage: '{waiting} waiting to be recorded · {needs} needs a manager' },
  needsList: { id: 'offline.returns.needsList', defaultMessage: 'Returns that need a manager' },
  handedBack: { id: 'offline.returns.handedBack', defaultMessage: '· order <ltr>{order}</ltr> · {amount} handed back in cash' },
  storeSaid: { id: 'offline.returns.storeSaid', defaultMessage: 'The store said:' },
  recordOwed: { id: 'offline.returns.recordOwed', defaultMessage: 'Record the refund as owed' },
  caption: { id: 'offline.returns.caption', defaultMessage: 'Returns taken offline, oldest first' },
  return: { id: 'offline.returns.return', defaultMessage: 'Return' },
  order: { id: 'offline.returns.order', defaultMessage: 'Order' },
  cashBack: { id: 'offline.returns.cashBack', defaultMessage: 'Cash back' },
  standing: { id: 'offline.returns.standing', defaultMessage: 'Where it stands' },
});

export function OfflineReturnsList() {
  const words = useWords();
  const outbox = useOffline((s) => s.outbox);
  const [returns, setReturns] = useState<OfflineReturnView[]>([]);
  const [error, setError] = useState<string | null>(null);
  /** Bumped after a manager's decision: the list is read again. */
  const [decided, setDecided] = useState(0);
  const acting = useAction();
  useEffect(() => {
    let live = true;
    pos()
      .offline.returns()
      .then(
        (read) => {
          if (!live) return;
          setReturns(read);
          setError(null);
        },
        (e: unknown) => live && setError(shownError(e).message),
      );
    return () => {
      live = false;
    };
  }, [outbox, decided]);

  if (returns.length === 0 && !error) return null;
  const needs = returns.filter((r) => r.state === 'needs_manager');
  const recordOwed = (ref: string) =>
    void acting.run(async () => {
      await pos().offline.recordReturnOwed(ref);
      setDecided((n) => n + 1);
    });

  return (
    <section className="card offline-outbox" aria-labelledby="offline-returns-title">
      <div className="offline-head">
        <h3 id="offline-returns-title">{words.formatMessage(messages.title)}</h3>
        <span className="muted small" role="status">
          {words.formatMessage(messages.summary, { waiting: returns.filter((r) => r.state === 'pending').length, needs: needs.length })}
        </span>
      </div>
      {(error ?? acting.error) && (
        <p className="field-error" role="alert">
          {error ?? acting.error?.message}
        </p>
      )}
      {needs.length > 0 && (
        <ul className="offline-needs" aria-label={words.formatMessage(messages.needsList)}>
          {needs.map((r) => (
            <li key={r.ref} className="offline-needs-item">
              <p className="offline-needs-title">
                <strong>{r.ref}</strong>
                <span className="muted"> {words.formatMessage(messages.handedBack, { order: r.orderNumber, amount: money(r.cashOut, r.currency), ltr })}</span>
              </p>
              <p className="offline-store-said">
                <span className="muted">{words.formatMessage(messages.storeSaid)} </span>
                {r.storeSaid}
              </p>
              <div className="offline-actions">
                <button type="button" className="btn btn-small" disabled={acting.busy} onClick={() => recordOwed(r.ref)}>
                  {words.formatMessage(messages.recordOwed)}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <div className="table-wrap">
        <table className="orders-table offline-table">
          <caption>{words.formatMessage(messages.caption)}</caption>
          <thead>
            <tr>
              <th scope="col">{words.formatMessage(messages.return)}</th>
              <th scope="col">{words.formatMessage(messages.order)}</th>
              <th scope="col" className="num">
                {words.formatMessage(messages.cashBack)}
              </th>
              <th scope="col">{words.formatMessage(messages.standing)}</th>
            </tr>
          </thead>
          <tbody>
            {returns.map((r) => (
              <tr key={r.ref}>
                <th scope="row">{r.ref}</th>
                <td>{r.orderNumber}</td>
                <td className="num">{money(r.cashOut, r.currency)}</td>
                <td>
                  {words.formatMessage(STANDS[r.state])}
                  {r.authorizationNumber && <span className="muted"> · {r.authorizationNumber}</span>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
