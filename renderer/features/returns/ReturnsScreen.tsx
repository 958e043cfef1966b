/**
 * Returns: scan the receipt's barcode (or type the order number), choose what comes back and why,
 * see what the store gives back, then give it back to the original tenders or as store credit.
 * The store works out every amount; cash goes back from the drawer, which the till opens.
 */
import { useEffect, useRef, useState } from 'react';
import { useAction } from '../../ui/use-action.js';
import { ErrorBanner } from '../../ui/ErrorBanner.js';
import { useReturns } from './returns.js';
import { ChooseReturnItems } from './ChooseReturnItems.js';
import { ReturnQuoteView } from './ReturnQuoteView.js';
import { ReturnReceipt } from './ReturnReceipt.js';
import { NoReceiptLookup } from './NoReceiptLookup.js';
import { AwaitingReturns } from './AwaitingReturns.js';
import { OwedToCustomers } from './OwedToCustomers.js';
import type { SaleFoundBy } from '../../../shared/bridge/returns.js';
import { defineMessages, sayWords } from '../../../shared/i18n/words.js';
import { useWords } from '../../i18n/use-words.js';

const messages = defineMessages({
  title: { id: 'returns.screen.title', defaultMessage: 'Returns' },
  findSale: { id: 'returns.screen.findSaleForm', defaultMessage: 'Find the sale' },
  number: { id: 'returns.screen.number', defaultMessage: 'Receipt or order number' },
  numberHint: { id: 'returns.screen.numberHint', defaultMessage: 'Scan the receipt’s barcode or type R…' },
  finding: { id: 'returns.screen.finding', defaultMessage: 'Finding…' },
  find: { id: 'returns.screen.find', defaultMessage: 'Find sale' },
});

export function ReturnsScreen() {
  const desk = useReturns((s) => s.desk);
  const sale = useReturns((s) => s.sale);
  const quote = useReturns((s) => s.quote);
  const done = useReturns((s) => s.done);
  const open = useReturns((s) => s.open);
  const find = useReturns((s) => s.find);
  const scanned = useReturns((s) => s.scanned);
  const takeScan = useReturns((s) => s.takeScan);
  const [number, setNumber] = useState('');
  const opening = useAction();
  const finding = useAction();
  const input = useRef<HTMLInputElement>(null);
  const words = useWords();

  const { run: runOpening } = opening;
  useEffect(() => {
    void runOpening(open);
  }, [open, runOpening]);

  // A store without return routes still takes goods back, the till's way (it says how).
  const ready = desk?.state === 'ready' || desk?.state === 'till_only';
  // The number field has the focus whenever no return is under way: at the start and after each return.
  const idle = ready && !sale && !quote && !done;
  useEffect(() => {
    if (idle) input.current?.focus({ preventScroll: true });
  }, [idle]);
  const findSale = (wanted: string, foundBy: SaleFoundBy) => {
    if (!wanted || finding.busy) return;
    void finding.run(async () => {
      await find(wanted, foundBy);
      setNumber('');
    });
  };
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    findSale(number.trim(), 'typed');
  };

  // A receipt's barcode scanned anywhere on this screen finds its sale, once.
  useEffect(() => {
    if (!scanned || !ready) return;
    const code = takeScan();
    if (code) findSale(code.trim(), 'scanned');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per scan
  }, [scanned, ready]);

  return (
    <div className="returns-screen">
      <h2>{words.formatMessage(messages.title)}</h2>
      {/* Not ready: why (an alert). Ready offline or at a store without return routes: what the till can still do. */}
      {desk?.message && (
        <p className={`banner ${ready && !desk.offline ? 'banner-info' : 'banner-warning'}`} role={ready ? 'status' : 'alert'}>
          {desk.words ? sayWords(desk.words) : desk.message}
        </p>
      )}
      {opening.error && <ErrorBanner message={opening.error.message} onRetry={() => void opening.run(open)} />}
      <form className="card returns-find" onSubmit={submit} aria-label={words.formatMessage(messages.findSale)}>
        <div className="field">
          <label htmlFor="return-order">{words.formatMessage(messages.number)}</label>
          <input
            id="return-order"
            ref={input}
            value={number}
            autoComplete="off"
            spellCheck={false}
            placeholder={words.formatMessage(messages.numberHint)}
            disabled={!ready}
            onChange={(e) => setNumber(e.target.value)}
          />
        </div>
        <button type="submit" className="btn btn-primary" disabled={!ready || !number.trim()} aria-busy={finding.busy}>
          {words.formatMessage(finding.busy ? messages.finding : messages.find)}
        </button>
      </form>
      {finding.error && <ErrorBanner message={finding.error.message} onDismiss={() => finding.setError(null)} />}
      {ready && !desk.offline && !sale && !quote && !done && <NoReceiptLookup onChoose={(orderNumber) => findSale(orderNumber, 'lookup')} />}
      {ready && !desk.offline && !sale && !quote && !done && <AwaitingReturns />}
      {!sale && !quote && !done && <OwedToCustomers />}
      {sale && !quote && <ChooseReturnItems />}
      {quote && <ReturnQuoteView />}
      {done && <ReturnReceipt />}
    </div>
  );
}
