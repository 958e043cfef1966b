/** One shipment's rates as a radio group: what goes, from where, and how (the chosen rate marked). */
import type { SaleCart } from '../../../../shared/bridge/bridge.js';
import type { Shipment } from '../../../../shared/storefront/types/types.js';
import { ratesOffered } from './shipping-rates.js';
import { defineMessages } from '../../../../shared/i18n/words.js';
import { usePlace, useWords } from '../../../i18n/use-words.js';
import { amountWords } from '../../../../shared/money.js';

const messages = defineMessages({
  label: {
    id: 'checkout.rates.label',
    defaultMessage:
      '{when, select, backordered {Back-ordered, ships when stock arrives} inStock {In stock} other {Shipping}}: {items, plural, one {# item} other {# items}}{hasFrom, select, yes { from {from}} other {}}',
  },
  free: { id: 'checkout.rates.free', defaultMessage: 'Free' },
});

export interface ShipmentRatesProps {
  cart: SaleCart;
  shipment: Shipment;
  /** Collected at the counter: only pickup is offered; else only the rates that ship. */
  collected: boolean;
  busy: string | null;
  /** The rate a clerk just chose, shown as chosen until the store answers. */
  choosing: { shipmentId: string; rateId: string } | null;
  onChoose(shipmentId: string, rateId: string): void;
}

export function ShipmentRates({ cart, shipment, collected, busy, choosing, onChoose }: ShipmentRatesProps) {
  const words = useWords();
  const place = usePlace();
  const items = shipment.lineItemIds.length || cart.lineItems.length;
  const names = cart.lineItems.filter((l) => shipment.lineItemIds.includes(l.id)).map((l) => l.name);
  const when = shipment.backordered === true ? 'backordered' : shipment.backordered === false && cart.shipments.length > 1 ? 'inStock' : 'shipping';
  const label = words.formatMessage(messages.label, { when, items, hasFrom: shipment.stockLocation ? 'yes' : 'no', from: shipment.stockLocation ?? '' });
  const rates = ratesOffered(shipment, collected).sort((a, b) => Number(b.free) - Number(a.free) || Number(a.cost) - Number(b.cost));
  return (
    <fieldset className="rates" role="radiogroup" aria-label={label}>
      <legend>
        {label}
        {names.length > 0 && cart.shipments.length > 1 && <span className="muted rates-items"> · {names.join(', ')}</span>}
      </legend>
      {rates.map((rate) => {
        const chosen = choosing?.shipmentId === shipment.id ? rate.id === choosing.rateId : rate.id === shipment.selectedRateId;
        return (
          <label key={rate.id} className={`rate${chosen ? ' rate-chosen' : ''}`}>
            <input type="radio" name={`shipment-${shipment.id}`} checked={chosen} disabled={busy !== null} onChange={() => onChoose(shipment.id, rate.id)} />
            <span className="rate-name">{rate.name}</span>
            <span className="rate-cost">{rate.free ? words.formatMessage(messages.free) : amountWords(rate.cost, cart.currency, place)}</span>
          </label>
        );
      })}
    </fieldset>
  );
}
