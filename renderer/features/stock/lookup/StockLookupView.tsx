/**
 * One variant's stock as the lookup shows it: on hand and backorderable at every location, what web
 * carts and open orders hold, and its last movements (newest first). Read when shown; "Look again" reads it again.
 */
import { useCallback, useEffect, useState } from 'react';
import type { StockLookup } from '../../../../shared/stock/stock-lookup.js';
import { defineMessages } from '../../../../shared/i18n/words.js';
import { pos } from '../../../bridge/pos.js';
import { useWords } from '../../../i18n/use-words.js';
import { ErrorBanner } from '../../../ui/ErrorBanner.js';
import { useAction } from '../../../ui/use-action.js';
import { dateTime } from '../../../ui/words/format-time.js';

const messages = defineMessages({
  region: { id: 'stock.lookupView.region', defaultMessage: 'Stock of {label}' },
  looking: { id: 'stock.lookupView.looking', defaultMessage: 'Looking…' },
  lookAgain: { id: 'stock.lookupView.lookAgain', defaultMessage: 'Look again' },
  onHandCaption: { id: 'stock.lookupView.onHandCaption', defaultMessage: 'On hand by location' },
  location: { id: 'stock.lookupView.location', defaultMessage: 'Location' },
  onHand: { id: 'stock.lookupView.onHand', defaultMessage: 'On hand' },
  backorderable: { id: 'stock.lookupView.backorderable', defaultMessage: 'Backorderable' },
  sellsHere: { id: 'stock.lookupView.sellsHere', defaultMessage: '(sells here)' },
  yes: { id: 'stock.lookupView.yes', defaultMessage: 'Yes' },
  no: { id: 'stock.lookupView.no', defaultMessage: 'No' },
  holds: {
    id: 'stock.lookupView.holds',
    defaultMessage:
      'Web carts hold {inCarts, plural, one {# unit} other {# units}}{carts, plural, =0 {} =1 {} other { (# carts)}}; open orders not yet shipped hold {byOrders, plural, one {# unit} other {# units}}{orders, plural, =0 {} one { (# order, already taken off on hand)} other { (# orders, already taken off on hand)}}.',
  },
  lastMovements: { id: 'stock.lookupView.lastMovements', defaultMessage: 'Last movements' },
  noMovements: { id: 'stock.lookupView.noMovements', defaultMessage: 'No movements yet.' },
  when: { id: 'stock.lookupView.when', defaultMessage: 'When' },
  what: { id: 'stock.lookupView.what', defaultMessage: 'What' },
  units: { id: 'stock.lookupView.units', defaultMessage: 'Units' },
  by: { id: 'stock.lookupView.by', defaultMessage: 'By' },
});

export function StockLookupView({ variantId, label, exceptOrder }: { variantId: string; label: string; exceptOrder: string | null }) {
  const [found, setFound] = useState<StockLookup | null>(null);
  const { busy, error, run } = useAction();
  const words = useWords();
  const read = useCallback(
    () =>
      void run(async () => {
        setFound(await pos().stockLookup.lookup(variantId, exceptOrder));
      }),
    [run, variantId, exceptOrder],
  );
  useEffect(read, [read]);

  return (
    <section className="stock-lookup" aria-label={words.formatMessage(messages.region, { label })}>
      <header className="stock-lookup-header">
        <h3>{label}</h3>
        <button type="button" className="btn btn-small btn-touch" disabled={busy} onClick={read}>
          {words.formatMessage(busy ? messages.looking : messages.lookAgain)}
        </button>
      </header>
      {error && <ErrorBanner message={error.message} onRetry={read} />}
      {found && found.variantId === variantId && (
        <>
          <table className="stock-table">
            <caption className="visually-hidden">{words.formatMessage(messages.onHandCaption)}</caption>
            <thead>
              <tr>
                <th scope="col">{words.formatMessage(messages.location)}</th>
                <th scope="col">{words.formatMessage(messages.onHand)}</th>
                <th scope="col">{words.formatMessage(messages.backorderable)}</th>
              </tr>
            </thead>
            <tbody>
              {found.locations.map((l) => (
                <tr key={l.locationId}>
                  <th scope="row">
                    {l.name}
                    {l.isDefault && <span className="muted small"> {words.formatMessage(messages.sellsHere)}</span>}
                  </th>
                  <td>{l.countOnHand}</td>
                  <td>{words.formatMessage(l.backorderable ? messages.yes : messages.no)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="stock-holds" role="status">
            {words.formatMessage(messages.holds, {
              inCarts: found.holds.heldInCarts,
              carts: found.holds.carts,
              byOrders: found.holds.heldByOrders,
              orders: found.holds.orders,
            })}
          </p>
          <h4>{words.formatMessage(messages.lastMovements)}</h4>
          {found.movements.length === 0 ? (
            <p className="muted">{words.formatMessage(messages.noMovements)}</p>
          ) : (
            <table className="stock-table stock-movements">
              <thead>
                <tr>
                  <th scope="col">{words.formatMessage(messages.when)}</th>
                  <th scope="col">{words.formatMessage(messages.what)}</th>
                  <th scope="col">{words.formatMessage(messages.units)}</th>
                  <th scope="col">{words.formatMessage(messages.location)}</th>
                  <th scope="col">{words.formatMessage(messages.by)}</th>
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
