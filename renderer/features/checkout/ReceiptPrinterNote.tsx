/**
 * Under the receipt: how its printing on the receipt printer went, in words. A receipt that did not
 * print (the printer off, out of paper, its cover open) says why, and "Print again" sends it once
 * more; a cash sale's drawer the printer did not kick open says so too. The sale itself is placed
 * whatever the printer does. Nothing shows without a receipt printer.
 */
import { useEffect } from 'react';
import { pos } from '../../bridge/pos.js';
import { useAction } from '../../ui/use-action.js';
import { useReceiptPrints } from './receipt-prints.js';
import { defineMessages } from '../../../shared/i18n/words.js';
import { useWords } from '../../i18n/use-words.js';
import { sayComposed } from '../../../shared/staff/composed-words.js';

const messages = defineMessages({
  printing: { id: 'checkout.receiptPrinter.printing', defaultMessage: 'Printing the receipt on the receipt printer…' },
  printed: { id: 'checkout.receiptPrinter.printed', defaultMessage: 'The receipt printed on the receipt printer.' },
  printingAgain: { id: 'checkout.receiptPrinter.printingAgain', defaultMessage: 'Printing…' },
  printAgain: { id: 'checkout.receiptPrinter.printAgain', defaultMessage: 'Print again' },
});

export function ReceiptPrinterNote({ orderNumber }: { orderNumber: string }) {
  const print = useReceiptPrints((s) => s.prints[orderNumber]);
  const drawer = useReceiptPrints((s) => s.drawers[orderNumber]);
  const setPrint = useReceiptPrints((s) => s.set);
  const { busy, error, run } = useAction();
  const words = useWords();

  // Printing may have ended before the screen opened: asked once, then the events tell the rest.
  useEffect(() => {
    let current = true;
    void pos()
      .hardware.receiptPrint(orderNumber)
      .then((answer) => {
        const known = useReceiptPrints.getState().prints[orderNumber];
        if (current && (!known || known.state === 'printing')) setPrint(orderNumber, answer);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [orderNumber, setPrint]);

  if (!print || print.state === 'no-printer') return null;
  const drawerNote = drawer ? (
    <p className="banner banner-warning" role="alert">
      {sayComposed(drawer)}
    </p>
  ) : null;
  const printAgain = async () => {
    setPrint(orderNumber, { state: 'printing' });
    const outcome = await run(() => pos().hardware.printReceipt(orderNumber));
    if (outcome) setPrint(orderNumber, { state: 'done', outcome });
  };
  const failed = print.state === 'done' && !print.outcome.ok ? print.outcome : null;
  return (
    <div className="receipt-printer-note">
      {drawerNote}
      {print.state === 'printing' && <p role="status">{words.formatMessage(messages.printing)}</p>}
      {print.state === 'done' && print.outcome.ok && <p role="status">{words.formatMessage(messages.printed)}</p>}
      {failed && (
        <p className="banner banner-warning" role="alert">
          {sayComposed(failed.words)}
        </p>
      )}
      {(failed || error) && (
        <button type="button" className="btn" aria-busy={busy} disabled={busy} onClick={() => void printAgain()}>
          {words.formatMessage(busy ? messages.printingAgain : messages.printAgain)}
        </button>
      )}
      {error && (
        <p className="field-error" role="alert">
          {error.message}
        </p>
      )}
    </div>
  );
}
