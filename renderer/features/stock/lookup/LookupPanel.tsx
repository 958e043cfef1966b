/**
 * The Stock screen's Lookup tab: a product found by name or SKU (or scanned) and one of its kinds
 * chosen shows its stock everywhere. A scan while the tab is open looks that code up.
 */
import { useEffect, useState, type FormEvent } from 'react';
import type { Product } from '../../../../shared/storefront/types/types.js';
import { defineMessages } from '../../../../shared/i18n/words.js';
import { pos } from '../../../bridge/pos.js';
import { useWords } from '../../../i18n/use-words.js';
import { ErrorBanner } from '../../../ui/ErrorBanner.js';
import { useAction } from '../../../ui/use-action.js';
import { useStockScan } from '../stock-scan.js';
import { StockLookupView } from './StockLookupView.js';
import { useSale } from '../../sell/sale.js';

const messages = defineMessages({
  noCode: { id: 'stock.lookup.noCode', defaultMessage: 'Nothing has the code {code}.' },
  field: { id: 'stock.lookup.field', defaultMessage: 'Product, SKU or barcode' },
  placeholder: { id: 'stock.lookup.placeholder', defaultMessage: 'Name, SKU or scan' },
  lookUp: { id: 'stock.lookup.lookUp', defaultMessage: 'Look up' },
  found: { id: 'stock.lookup.found', defaultMessage: 'Found' },
  nothingFound: { id: 'stock.lookup.nothingFound', defaultMessage: 'Nothing found.' },
  backToFound: { id: 'stock.lookup.backToFound', defaultMessage: 'Back to the {count} found' },
});

interface Choice {
  variantId: string;
  label: string;
  sku: string;
}

const choicesOf = (products: readonly Product[]): Choice[] =>
  products.flatMap((p) => p.variants.map((v) => ({ variantId: v.id, label: v.optionsText ? `${p.name} (${v.optionsText})` : p.name, sku: v.sku })));

export function LookupPanel() {
  const [text, setText] = useState('');
  const [choices, setChoices] = useState<Choice[] | null>(null);
  const [chosen, setChosen] = useState<Choice | null>(null);
  const { busy, error, run } = useAction();
  const words = useWords();
  // The sale in progress is this till's own: left out of what carts hold.
  const saleNumber = useSale((s) => s.cart?.number ?? null);

  const byCode = (code: string) =>
    run(async () => {
      const match = await pos().catalog.lookupCode(code);
      if (!match) throw new Error(words.formatMessage(messages.noCode, { code }));
      const choice = choicesOf([match.product]).find((c) => c.variantId === match.variantId) ?? choicesOf([match.product])[0]!;
      setChoices(null);
      setChosen(choice);
    });

  useEffect(() => {
    useStockScan.getState().setHandler((code) => void byCode(code));
    return () => useStockScan.getState().setHandler(null);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const search = (e: FormEvent) => {
    e.preventDefault();
    const wanted = text.trim();
    if (!wanted) return;
    void run(async () => {
      const code = await pos().catalog.lookupCode(wanted);
      const found = code ? [code.product] : (await pos().catalog.search({ text: wanted, perPage: 8 })).items;
      const list = choicesOf(found);
      setChosen(code ? (list.find((c) => c.variantId === code.variantId) ?? null) : list.length === 1 ? list[0]! : null);
      setChoices(code ? null : list);
    });
  };

  return (
    <div className="stock-lookup-panel">
      <form className="stock-lookup-search" role="search" onSubmit={search}>
        <label htmlFor="stock-lookup-text">{words.formatMessage(messages.field)}</label>
        <input
          id="stock-lookup-text"
          type="search"
          value={text}
          autoFocus
          onChange={(e) => setText(e.target.value)}
          placeholder={words.formatMessage(messages.placeholder)}
        />
        <button type="submit" className="btn btn-primary btn-touch" disabled={busy}>
          {words.formatMessage(messages.lookUp)}
        </button>
      </form>
      {error && <ErrorBanner message={error.message} />}
      {choices && !chosen && (
        <ul className="stock-choices" aria-label={words.formatMessage(messages.found)}>
          {choices.length === 0 && <li className="muted">{words.formatMessage(messages.nothingFound)}</li>}
          {choices.map((c) => (
            <li key={c.variantId}>
              <button type="button" className="btn btn-touch stock-choice" onClick={() => setChosen(c)}>
                {c.label}{' '}
                <span className="muted small" dir="ltr">
                  {c.sku}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {chosen && (
        <>
          {choices && choices.length > 1 && (
            <button type="button" className="btn btn-small btn-touch" onClick={() => setChosen(null)}>
              {words.formatMessage(messages.backToFound, { count: choices.length })}
            </button>
          )}
          <StockLookupView variantId={chosen.variantId} label={`${chosen.label} · ${chosen.sku}`} exceptOrder={saleNumber} />
        </>
      )}
    </div>
  );
}
