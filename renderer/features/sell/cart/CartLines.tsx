/** The cart's lines, each with its quantity (stepped or typed), its menu (discount, price) and a remove button. */
import { isGiftCardSku } from '../../../../shared/giftcards/gift-card-product.js';
import type { SaleCart } from '../../../../shared/bridge/bridge.js';
import { LineItems } from '../../../ui/LineItems.js';
import { storeLineView } from '../../../ui/words/line-views.js';
import { LineQuantity } from '../LineQuantity.js';
import { UPDATING_QUANTITY, useSale } from '../sale.js';
import { LineMenu } from '../discounts/LineMenu.js';
import { useSaleDiscounts } from '../discounts/use-sale-discounts.js';
import { defineMessages } from '../../../../shared/i18n/words.js';
import { useWords } from '../../../i18n/use-words.js';

const messages = defineMessages({
  remove: { id: 'sell.cartLines.remove', defaultMessage: 'Remove {name}' },
});

export function CartLines({ cart, busy }: { cart: SaleCart; busy: string | null }) {
  const words = useWords();
  const setQuantity = useSale((s) => s.setQuantity);
  const removeLine = useSale((s) => s.removeLine);
  const refuse = useSale((s) => s.refuse);
  const discounts = useSaleDiscounts(cart);
  return (
    <LineItems
      look="cart"
      lines={cart.lineItems.map((line) => storeLineView(line, cart.currency, discounts))}
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
        <span className="line-actions">
          {/* A gift card sells at the value it loads: nothing to discount or price by hand. */}
          {!isGiftCardSku(cart.lineItems.find((l) => l.id === line.key)?.sku) && (
            <LineMenu line={cart.lineItems.find((l) => l.id === line.key)!} currency={cart.currency} busy={busy !== null} />
          )}
          <button
            type="button"
            className="btn btn-icon btn-ghost line-remove"
            aria-label={words.formatMessage(messages.remove, { name: line.name })}
            aria-disabled={busy !== null}
            onClick={() => busy === null && void removeLine(line.key, line.name)}
          >
            ×
          </button>
        </span>
      )}
    />
  );
}
