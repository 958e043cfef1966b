/**
 * A code typed (SKU or barcode) with how many, for a clerk without a scan at hand: Enter or Add
 * adds the line (a scan adds one unit on its own, through the Stock screen's scan).
 */
import { useState, type FormEvent } from 'react';

export function CodeEntry({ id, busy, onAdd }: { id: string; busy: boolean; onAdd(code: string, quantity: number): Promise<boolean> }) {
  const [code, setCode] = useState('');
  const [quantity, setQuantity] = useState('1');
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
    <form className="stock-code-entry" onSubmit={submit} aria-label="Add by code">
      <div className="field">
        <label htmlFor={`${id}-code`}>SKU or barcode</label>
        <input id={`${id}-code`} value={code} onChange={(e) => setCode(e.target.value)} placeholder="Scan, or type a code" autoComplete="off" />
      </div>
      <div className="field stock-code-quantity">
        <label htmlFor={`${id}-quantity`}>Units</label>
        <input id={`${id}-quantity`} inputMode="numeric" value={quantity} onChange={(e) => setQuantity(e.target.value.replace(/\D/g, ''))} />
      </div>
      <button type="submit" className="btn" disabled={busy || !code.trim()}>
        Add
      </button>
    </form>
  );
}
