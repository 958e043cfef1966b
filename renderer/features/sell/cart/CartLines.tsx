/** The cart's lines, each with its quantity (stepped or typed) and a remove button. */
import type { SaleCart } from '../../../../shared/bridge/bridge.js';
import { LineItems } from '../../../ui/LineItems.js';
import { storeLineView } from '../../../ui/words/line-views.js';
import { LineQuantity } from '../LineQuantity.js';
import { UPDATING_QUANTITY, useSale } from '../sale.js';

export function CartLines({ cart, busy }: { cart: SaleCart; busy: string | null }) {
  const setQuantity = useSale((s) => s.setQuantity);
  const removeLine = useSale((s) => s.removeLine);
  const refuse = useSale((s) => s.refuse);
  return (
    <LineItems
      look="cart"
      lines={cart.lineItems.map((line) => storeLineView(line, cart.currency))}
      quantity={(line) => (
        <LineQuantity
          name={line.name}
          quantity={line.quantity}
          busy={busy !== null}
          onSet={(quantity) => setQuantity(line.key, quantity)}
          onRefuse={(message) => refuse(UPDATING_QUANTITY, message)}
        />
      )}
      remove={(line) => (
        <button
          type="button"
          className="btn btn-icon btn-ghost line-remove"
          aria-label={`Remove ${line.name}`}
          aria-disabled={busy !== null}
          onClick={() => busy === null && void removeLine(line.key, line.name)}
        >
          ×
        </button>
      )}
    />
  );
}
