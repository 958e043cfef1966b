/**
 * The receipt itself, as printed or saved as a PDF: in the store's language and its way of writing
 * amounts and dates, whatever the language on screen (the actions around it stay the clerk's).
 */
import type { ReactNode } from 'react';
import type { Receipt, SaleDiscount } from '../../../shared/bridge/bridge.js';
import { dateTimeText } from '../../../shared/i18n/formats.js';
import { directionOf } from '../../../shared/i18n/locales.js';
import { defineMessages } from '../../../shared/i18n/words.js';
import { allPickedUp } from '../../../shared/sale/pickup-rate.js';
import { lineAmountText } from '../../../shared/sale/line-amount.js';
import { lineDiscountView } from '../../../shared/sale/line-discount-view.js';
import type { PaperWords } from '../../../shared/sale/paper-words.js';
import { StoreLanguagePaper } from '../../i18n/StoreLanguagePaper.js';
import { usePlace, useWords } from '../../i18n/use-words.js';
import { Barcode } from '../../ui/Barcode.js';
import { LineItems } from '../../ui/LineItems.js';
import { Totals } from '../../ui/Totals.js';
import { storeLineView, type LineView } from '../../ui/words/line-views.js';
import { orderTotalsRows, receiptPaymentRows } from '../../ui/words/totals-rows.js';
import { ExchangeOnReceipt } from '../returns/ExchangeOnReceipt.js';
import { GiftCardsOnReceipt } from '../giftcards/GiftCardsOnReceipt.js';

const messages = defineMessages({
  title: { id: 'receipt.paper.title', defaultMessage: 'Receipt' },
  offline: { id: 'receipt.paper.offline', defaultMessage: 'Offline sale, order number to follow' },
  reference: { id: 'receipt.paper.reference', defaultMessage: 'Reference <strong>{ref}</strong>' },
  order: { id: 'receipt.paper.order', defaultMessage: 'Order <strong>{number}</strong>' },
  servedBy: { id: 'receipt.paper.servedBy', defaultMessage: 'Served by {name}' },
  pickedUp: { id: 'receipt.paper.pickedUp', defaultMessage: 'Picked up in store' },
  items: { id: 'receipt.paper.items', defaultMessage: 'Items' },
  barcode: { id: 'receipt.paper.barcode', defaultMessage: 'Order {number} as a barcode, for returns' },
  thanks: { id: 'receipt.paper.thanks', defaultMessage: 'Thank you for shopping with us.' },
});

const strong = (chunks: ReactNode[]) => <strong dir="ltr">{chunks}</strong>;

/** A line of the order, its amount and discount in the paper's words. */
function paperLineView(line: Receipt['order']['lineItems'][number], currency: string, discounts: readonly SaleDiscount[], paper: PaperWords): LineView {
  const view = storeLineView(line, currency, discounts);
  const discount = lineDiscountView(line, currency, discounts, paper);
  return { ...view, amount: lineAmountText(line, currency, paper.place), ...(discount ? { discount } : {}) };
}

function ReceiptArticle({ receipt, discounts }: { receipt: Receipt; discounts: readonly SaleDiscount[] }) {
  const words = useWords();
  const place = usePlace();
  const { order } = receipt;
  const paper: PaperWords = { say: (message, values) => words.formatMessage(message, values ?? undefined), place };
  return (
    <article className="receipt card" aria-labelledby="receipt-title" lang={place.locale} dir={directionOf(place.locale)}>
      <header>
        <h2 id="receipt-title">{words.formatMessage(messages.title)}</h2>
        <p className="store-name">{receipt.storeName}</p>
        {receipt.offline ? (
          <>
            <p className="receipt-offline">
              <strong>{words.formatMessage(messages.offline)}</strong>
            </p>
            <p>{words.formatMessage(messages.reference, { ref: receipt.offline.ref, strong })}</p>
          </>
        ) : (
          <p>{words.formatMessage(messages.order, { number: order.number, strong })}</p>
        )}
        <p className="muted">{dateTimeText(order.completedAt ?? receipt.printedAt, place)}</p>
        {receipt.servedBy && <p className="served-by">{words.formatMessage(messages.servedBy, { name: receipt.servedBy })}</p>}
        {allPickedUp(order.shipments) && <p className="receipt-pickup">{words.formatMessage(messages.pickedUp)}</p>}
      </header>
      <LineItems
        look="receipt"
        caption={words.formatMessage(messages.items)}
        lines={order.lineItems.map((l) => paperLineView(l, order.currency, discounts, paper))}
        columns={['quantity', 'amount']}
      />
      <ExchangeOnReceipt orderNumber={order.number} />
      <GiftCardsOnReceipt receipt={receipt} />
      <Totals rows={[...orderTotalsRows(order, paper), ...receiptPaymentRows(receipt, paper)]} />
      {receipt.offline && <p className="muted receipt-tax-note">{receipt.offline.taxNote}</p>}
      {receipt.returnPolicy && (
        <section className="receipt-policy" aria-label={receipt.returnPolicy.name}>
          <h3>{receipt.returnPolicy.name}</h3>
          <p>{receipt.returnPolicy.body.split(/\n{2,}/)[0]}</p>
        </section>
      )}
      {!receipt.offline && <Barcode text={order.number} label={words.formatMessage(messages.barcode, { number: order.number })} />}
      <p className="muted thanks">{words.formatMessage(messages.thanks)}</p>
    </article>
  );
}

/** The receipt's paper, in the store's language. */
export function ReceiptPaper({ receipt, discounts }: { receipt: Receipt; discounts: readonly SaleDiscount[] }) {
  return (
    <StoreLanguagePaper>
      <ReceiptArticle receipt={receipt} discounts={discounts} />
    </StoreLanguagePaper>
  );
}
