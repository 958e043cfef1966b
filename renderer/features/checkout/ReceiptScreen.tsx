/**
 * The receipt of the sale just completed: print it or save it as a PDF (through the app's print
 * service in Electron, the browser's own print dialog elsewhere), or start the next sale with Enter.
 */
import { useEffect, useRef, useState } from 'react';
import { useApp } from '../../shell/app.js';
import { usePaper } from '../../ui/use-paper.js';
import { useSale } from '../sell/sale.js';
import { SignCustomerOut } from '../customer/SignCustomerOut.js';
import { useSaleDiscounts } from '../sell/discounts/use-sale-discounts.js';
import { defineMessages, sayWords } from '../../../shared/i18n/words.js';
import { useWords } from '../../i18n/use-words.js';
import { EmailReceiptButton } from './EmailReceipt.js';
import { ReceiptPaper } from './ReceiptPaper.js';
import { ReceiptPrinterNote } from './ReceiptPrinterNote.js';

const messages = defineMessages({
  scroll: { id: 'checkout.receipt.scroll', defaultMessage: 'The receipt, scrolled above its actions' },
  printing: { id: 'checkout.receipt.printing', defaultMessage: 'Printing…' },
  print: { id: 'checkout.receipt.print', defaultMessage: 'Print receipt' },
  pdfName: { id: 'checkout.receipt.pdfName', defaultMessage: 'Receipt {number}' },
  saving: { id: 'checkout.receipt.saving', defaultMessage: 'Saving…' },
  savePdf: { id: 'checkout.receipt.savePdf', defaultMessage: 'Save as PDF' },
  newSale: { id: 'checkout.receipt.newSale', defaultMessage: 'New sale' },
});

export function ReceiptScreen() {
  const receipt = useSale((s) => s.receipt);
  const newSale = useSale((s) => s.newSale);
  const go = useApp((s) => s.go);
  const words = useWords();
  const next = useRef<HTMLButtonElement>(null);
  const { working, note, print, savePdf } = usePaper();
  // What the store said of an email receipt (EmailReceipt.tsx), under the actions.
  const [emailed, setEmailed] = useState<string | null>(null);
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
      if (target && target !== next.current && target.closest('button, a, input, select, textarea, summary')) return; // not-words: a selector
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
      <div className="receipt-scroll" role="region" aria-label={words.formatMessage(messages.scroll)} tabIndex={0}>
        <ReceiptPrinterNote orderNumber={order.number} />
        {receipt.notice && (
          <p className="banner banner-warning receipt-notice" role="alert">
            {receipt.noticeWords ? sayWords(receipt.noticeWords) : receipt.notice}
          </p>
        )}
        <ReceiptPaper receipt={receipt} discounts={discounts} />
        <SignCustomerOut />
      </div>
      <div className="receipt-actions">
        <button type="button" className="btn" aria-busy={working === 'print'} onClick={() => void print()}>
          {words.formatMessage(working === 'print' ? messages.printing : messages.print)}
        </button>
        <button
          type="button"
          className="btn"
          aria-busy={working === 'pdf'}
          onClick={() => void savePdf(words.formatMessage(messages.pdfName, { number: order.number }))}
        >
          {words.formatMessage(working === 'pdf' ? messages.saving : messages.savePdf)}
        </button>
        <EmailReceiptButton receipt={receipt} onSaid={setEmailed} />
        <button ref={next} type="button" className="btn btn-primary" aria-keyshortcuts="Enter" onClick={startNext}>
          {words.formatMessage(messages.newSale)} <kbd>Enter</kbd> {/* not-words: the key's name */}
        </button>
      </div>
      <p className={`receipt-note${note?.error ? ' field-error' : ''}`} role="status">
        {note?.text ?? emailed}
      </p>
    </div>
  );
}
