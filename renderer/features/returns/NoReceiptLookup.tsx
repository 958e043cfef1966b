/** A return without a receipt: the customer's placed sales by email or last name; choosing one asks a manager before anything is quoted. */
import { useState } from 'react';
import type { CustomerSale } from '../../../shared/bridge/returns.js';
import { pos } from '../../bridge/pos.js';
import { useAction } from '../../ui/use-action.js';
import { ErrorBanner } from '../../ui/ErrorBanner.js';
import { dateTime } from '../../ui/words/format-time.js';

export function NoReceiptLookup({ onChoose }: { onChoose(orderNumber: string): void }) {
  const [query, setQuery] = useState('');
  const [sales, setSales] = useState<CustomerSale[] | null>(null);
  const looking = useAction();
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (query.trim().length < 2 || looking.busy) return;
    void looking.run(async () => setSales(await pos().returns.findByCustomer(query.trim())));
  };
  return (
    <section className="card returns-lookup" aria-labelledby="returns-lookup-title">
      <h3 id="returns-lookup-title">No receipt?</h3>
      <p className="muted">Find the customer’s sale by email or last name. A return without a receipt needs a manager.</p>
      <form className="returns-find" onSubmit={submit} aria-label="Find the customer’s sales">
        <div className="field">
          <label htmlFor="return-customer">Customer’s email or last name</label>
          <input id="return-customer" value={query} autoComplete="off" spellCheck={false} onChange={(e) => setQuery(e.target.value)} />
        </div>
        <button type="submit" className="btn" disabled={query.trim().length < 2} aria-busy={looking.busy}>
          {looking.busy ? 'Looking…' : 'Find sales'}
        </button>
      </form>
      {looking.error && <ErrorBanner message={looking.error.message} onDismiss={() => looking.setError(null)} />}
      {sales && sales.length === 0 && <p role="status">No placed sales for “{query.trim()}”.</p>}
      {sales && sales.length > 0 && (
        <ul className="returns-customer-sales" aria-label="The customer’s sales">
          {sales.map((s) => (
            <li key={s.orderNumber}>
              <button type="button" className="btn btn-ghost" onClick={() => onChoose(s.orderNumber)}>
                <strong>{s.orderNumber}</strong>
                <span>{s.completedAt ? dateTime(s.completedAt) : ''}</span>
                <span>{[s.customerName, s.email].filter(Boolean).join(' · ')}</span>
                <span className="num">
                  {s.itemCount} item{s.itemCount === 1 ? '' : 's'} · {s.displayTotal}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
