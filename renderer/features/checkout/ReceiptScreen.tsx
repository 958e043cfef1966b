/**
 * The receipt of the sale just completed: print it or save it as a PDF (through the app's print
 * service in Electron, the browser's own print dialog elsewhere), or start the next sale with Enter.
 */
import { useEffect, useRef } from 'react';
import { useApp } from '../../shell/app.js';
import { usePaper } from '../../ui/use-paper.js';
import { useSale } from '../sell/sale.js';
import { LineItems } from '../../ui/LineItems.js';
import { Totals } from '../../ui/Totals.js';
import { Barcode } from '../../ui/Barcode.js';
import { storeLineView } from '../../ui/words/line-views.js';
import { orderTotalsRows, receiptPaymentRows } from '../../ui/words/totals-rows.js';
import { SignCustomerOut } from '../customer/SignCustomerOut.js';
import { ExchangeOnReceipt } from '../returns/ExchangeOnReceipt.js';
import { GiftCardsOnReceipt } from '../giftcards/GiftCardsOnReceipt.js';
import { allPickedUp } from '../../../shared/sale/pickup-rate.js';
import { dateTime } from '../../ui/words/format-time.js';
import { useSaleDiscounts } from '../sell/discounts/use-sale-discounts.js';
import { ReceiptPrinterNote } from './ReceiptPrinterNote.js';

export function ReceiptScreen() {
  const receipt = useSale((s) => s.receipt);
  const newSale = useSale((s) => s.newSale);
  const go = useApp((s) => s.go);
  const next = useRef<HTMLButtonElement>(null);
  const { working, note, print, savePdf } = usePaper();
  // The reasons of the discounts the store keeps for the order (an offline sale's, as the till journaled them).
  const discounts = useSaleDiscounts(receipt ? receipt.order : null, false);

  // The focus goes to New sale without scrolling the notice and the top of the receipt out of view.
  useEffect(() => {
    next.current?.focus({ preventScroll: true });
  }, []);

  // Enter starts the next sale wherever the focus is, except on another button or a link (Enter is theirs).
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Enter' || e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey) return;
      const target = e.target as HTMLElement | null;
      if (target && target !== next.current && target.closest('button, a, input, select, textarea, summary')) return;
      e.preventDefault();
      newSale();
      go('sell');
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [newSale, go]);

  if (!receipt) return null;
  const { order } = receipt;
  const startNext = () => {
    newSale();
    go('sell');
  };
  return (
    <div className="receipt-screen">
      {/* Focusable, so the keyboard can scroll a receipt longer than the screen. */}
      <div className="receipt-scroll" role="region" aria-label="The receipt, scrolled above its actions" tabIndex={0}>
        <ReceiptPrinterNote orderNumber={order.number} />
        {receipt.notice && (
          <p className="banner banner-warning receipt-notice" role="alert">
            {receipt.notice}
          </p>
        )}
        <article className="receipt card" aria-labelledby="receipt-title">
          <header>
            <h2 id="receipt-title">Receipt</h2>
            <p className="store-name">{receipt.storeName}</p>
            {receipt.offline ? (
              <>
                <p className="receipt-offline">
                  <strong>Offline sale, order number to follow</strong>
                </p>
                <p>
                  Reference <strong>{receipt.offline.ref}</strong>
                </p>
              </>
            ) : (
              <p>
                Order <strong>{order.number}</strong>
              </p>
            )}
            <p className="muted">{dateTime(order.completedAt ?? receipt.printedAt)}</p>
            {receipt.servedBy && <p className="served-by">Served by {receipt.servedBy}</p>}
            {allPickedUp(order.shipments) && <p className="receipt-pickup">Picked up in store</p>}
          </header>
          <LineItems
            look="receipt"
            caption="Items"
            lines={order.lineItems.map((l) => storeLineView(l, order.currency, discounts))}
            columns={['quantity', 'amount']}
          />
          <ExchangeOnReceipt orderNumber={order.number} />
          <GiftCardsOnReceipt receipt={receipt} />
          <Totals rows={[...orderTotalsRows(order), ...receiptPaymentRows(receipt)]} />
          {receipt.offline && <p className="muted receipt-tax-note">{receipt.offline.taxNote}</p>}
          {receipt.returnPolicy && (
            <section className="receipt-policy" aria-label={receipt.returnPolicy.name}>
              <h3>{receipt.returnPolicy.name}</h3>
              <p>{receipt.returnPolicy.body.split(/\n{2,}/)[0]}</p>
            </section>
          )}
          {!receipt.offline && <Barcode text={order.number} label={`Order ${order.number} as a barcode, for returns`} />}
          <p className="muted thanks">Thank you for shopping with us.</p>
        </article>
        <SignCustomerOut />
      </div>
      <div className="receipt-actions">
        <button type="button" className="btn" aria-busy={working === 'print'} onClick={() => void print()}>
          {working === 'print' ? 'Printing…' : 'Print receipt'}
        </button>
        <button type="button" className="btn" aria-busy={working === 'pdf'} onClick={() => void savePdf(`Receipt ${order.number}`)}>
          {working === 'pdf' ? 'Saving…' : 'Save as PDF'}
        </button>
        <button ref={next} type="button" className="btn btn-primary" aria-keyshortcuts="Enter" onClick={startNext}>
          New sale <kbd>Enter</kbd>
        </button>
      </div>
      <p className={`receipt-note${note?.error ? ' field-error' : ''}`} role="status">
        {note?.text}
      </p>
    </div>
  );
}
