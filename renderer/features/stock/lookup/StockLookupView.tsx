/**
 * One variant's stock as the lookup shows it: on hand and backorderable at every location, what web
 * carts and open orders hold, and its last movements (newest first). Read when shown; "Look again" reads it again.
 */
import { useCallback, useEffect, useState } from 'react';
import type { StockLookup } from '../../../../shared/stock/stock-lookup.js';
import { pos } from '../../../bridge/pos.js';
import { ErrorBanner } from '../../../ui/ErrorBanner.js';
import { useAction } from '../../../ui/use-action.js';
import { dateTime } from '../../../ui/words/format-time.js';

const unitsWords = (n: number) => (n === 1 ? '1 unit' : `${n} units`);

export function StockLookupView({ variantId, label, exceptOrder }: { variantId: string; label: string; exceptOrder: string | null }) {
  const [found, setFound] = useState<StockLookup | null>(null);
  const { busy, error, run } = useAction();
  const read = useCallback(
    () =>
      void run(async () => {
        setFound(await pos().stockLookup.lookup(variantId, exceptOrder));
      }),
    [run, variantId, exceptOrder],
  );
  useEffect(read, [read]);

  return (
    <section className="stock-lookup" aria-label={`Stock of ${label}`}>
      <header className="stock-lookup-header">
        <h3>{label}</h3>
        <button type="button" className="btn btn-small btn-touch" disabled={busy} onClick={read}>
          {busy ? 'Looking…' : 'Look again'}
        </button>
      </header>
      {error && <ErrorBanner message={error.message} onRetry={read} />}
      {found && found.variantId === variantId && (
        <>
          <table className="stock-table">
            <caption className="visually-hidden">On hand by location</caption>
            <thead>
              <tr>
                <th scope="col">Location</th>
                <th scope="col">On hand</th>
                <th scope="col">Backorderable</th>
              </tr>
            </thead>
            <tbody>
              {found.locations.map((l) => (
                <tr key={l.locationId}>
                  <th scope="row">
                    {l.name}
                    {l.isDefault && <span className="muted small"> (sells here)</span>}
                  </th>
                  <td>{l.countOnHand}</td>
                  <td>{l.backorderable ? 'Yes' : 'No'}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="stock-holds" role="status">
            Web carts hold {unitsWords(found.holds.heldInCarts)}
            {found.holds.carts > 1 ? ` (${found.holds.carts} carts)` : ''}; open orders not yet shipped hold {unitsWords(found.holds.heldByOrders)}
            {found.holds.orders > 0 ? ` (${found.holds.orders === 1 ? '1 order' : `${found.holds.orders} orders`}, already taken off on hand)` : ''}.
          </p>
          <h4>Last movements</h4>
          {found.movements.length === 0 ? (
            <p className="muted">No movements yet.</p>
          ) : (
            <table className="stock-table stock-movements">
              <thead>
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">What</th>
                  <th scope="col">Units</th>
                  <th scope="col">Location</th>
                  <th scope="col">By</th>
                </tr>
              </thead>
              <tbody>
                {found.movements.map((m, i) => (
                  <tr key={i}>
                    <td>{m.at ? dateTime(m.at) : '—'}</td>
                    <td>{m.action}</td>
                    <td>{m.quantity > 0 ? `+${m.quantity}` : m.quantity}</td>
                    <td>{m.locationName}</td>
                    <td>{m.originator ?? '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    </section>
  );
}
