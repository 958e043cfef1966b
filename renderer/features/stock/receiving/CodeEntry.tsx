/**
 * A code typed (SKU or barcode) with how many, for a clerk without a scan at hand: Enter or Add
 * adds the line (a scan adds one unit on its own, through the Stock screen's scan).
 */
import { useState, type FormEvent } from 'react';
import { defineMessages } from '../../../../shared/i18n/words.js';
import { useWords } from '../../../i18n/use-words.js';

const messages = defineMessages({
  form: { id: 'stock.codeEntry.form', defaultMessage: 'Add by code' },
  code: { id: 'stock.codeEntry.code', defaultMessage: 'SKU or barcode' },
  placeholder: { id: 'stock.codeEntry.placeholder', defaultMessage: 'Scan, or type a code' },
  units: { id: 'stock.codeEntry.units', defaultMessage: 'Units' },
  add: { id: 'stock.codeEntry.add', defaultMessage: 'Add' },
});

export function CodeEntry({ id, busy, onAdd }: { id: string; busy: boolean; onAdd(code: string, quantity: number): Promise<boolean> }) {
  const [code, setCode] = useState('');
  const [quantity, setQuantity] = useState('1');
  const words = useWords();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const units = Math.round(Number(quantity));
    if (!code.trim() || !(units >= 1)) return;
    void onAdd(code, Math.min(100_000, units)).then((added) => {
      if (!added) return;
      setCode('');
      setQuantity('1');
    });
  };
  return (
    <form className="stock-code-entry" onSubmit={submit} aria-label={words.formatMessage(messages.form)}>
      <div className="field">
        <label htmlFor={`${id}-code`}>{words.formatMessage(messages.code)}</label>
        <input
          id={`${id}-code`}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          placeholder={words.formatMessage(messages.placeholder)}
          autoComplete="off"
        />
      </div>
      <div className="field stock-code-quantity">
        <label htmlFor={`${id}-quantity`}>{words.formatMessage(messages.units)}</label>
        <input id={`${id}-quantity`} inputMode="numeric" value={quantity} onChange={(e) => setQuantity(e.target.value.replace(/\D/g, ''))} />
      </div>
      <button type="submit" className="btn" disabled={busy || !code.trim()}>
        {words.formatMessage(messages.add)}
      </button>
    </form>
  );
}
