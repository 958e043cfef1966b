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
import { useOffline } from './offline.js';

const STANDS: Record<OfflineReturnView['state'], string> = {
  pending: 'Waiting to be recorded',
  placed: 'Recorded at the store',
  needs_manager: 'Needs a manager',
  resolved: 'Refund recorded as owed',
};

export function OfflineReturnsList() {
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
        <h3 id="offline-returns-title">Returns taken offline</h3>
        <span className="muted small" role="status">
          {returns.filter((r) => r.state === 'pending').length} waiting to be recorded · {needs.length} needs a manager
        </span>
      </div>
      {(error ?? acting.error) && (
        <p className="field-error" role="alert">
          {error ?? acting.error?.message}
        </p>
      )}
      {needs.length > 0 && (
        <ul className="offline-needs" aria-label="Returns that need a manager">
          {needs.map((r) => (
            <li key={r.ref} className="offline-needs-item">
              <p className="offline-needs-title">
                <strong>{r.ref}</strong>
                <span className="muted">
                  {' '}
                  · order {r.orderNumber} · {money(r.cashOut, r.currency)} handed back in cash
                </span>
              </p>
              <p className="offline-store-said">
                <span className="muted">The store said: </span>
                {r.storeSaid}
              </p>
              <div className="offline-actions">
                <button type="button" className="btn btn-small" disabled={acting.busy} onClick={() => recordOwed(r.ref)}>
                  Record the refund as owed
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <div className="table-wrap">
        <table className="orders-table offline-table">
          <caption>Returns taken offline, oldest first</caption>
          <thead>
            <tr>
              <th scope="col">Return</th>
              <th scope="col">Order</th>
              <th scope="col" className="num">
                Cash back
              </th>
              <th scope="col">Where it stands</th>
            </tr>
          </thead>
          <tbody>
            {returns.map((r) => (
              <tr key={r.ref}>
                <th scope="row">{r.ref}</th>
                <td>{r.orderNumber}</td>
                <td className="num">{money(r.cashOut, r.currency)}</td>
                <td>
                  {STANDS[r.state]}
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
