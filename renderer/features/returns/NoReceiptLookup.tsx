/** A return without a receipt: the customer's placed sales by email or last name; choosing one asks a manager before anything is quoted. */
import { useState } from 'react';
import type { CustomerSale } from '../../../shared/bridge/returns.js';
import { pos } from '../../bridge/pos.js';
import { useAction } from '../../ui/use-action.js';
import { ErrorBanner } from '../../ui/ErrorBanner.js';
import { dateTime } from '../../ui/words/format-time.js';
import { defineMessages } from '../../../shared/i18n/words.js';
import { usePlace, useWords } from '../../i18n/use-words.js';
import { amountWords } from '../../../shared/money.js';

const messages = defineMessages({
  title: { id: 'returns.noReceipt.title', defaultMessage: 'No receipt?' },
  intro: {
    id: 'returns.noReceipt.intro',
    defaultMessage: 'Find the customer’s sale by email or last name. A return without a receipt needs a manager.',
  },
  form: { id: 'returns.noReceipt.form', defaultMessage: 'Find the customer’s sales' },
  query: { id: 'returns.noReceipt.query', defaultMessage: 'Customer’s email or last name' },
  looking: { id: 'returns.noReceipt.looking', defaultMessage: 'Looking…' },
  find: { id: 'returns.noReceipt.find', defaultMessage: 'Find sales' },
  none: { id: 'returns.noReceipt.none', defaultMessage: 'No placed sales for “{query}”.' },
  sales: { id: 'returns.noReceipt.sales', defaultMessage: 'The customer’s sales' },
  items: { id: 'returns.noReceipt.items', defaultMessage: '{count, plural, one {# item} other {# items}} · {total}' },
});

export function NoReceiptLookup({ onChoose }: { onChoose(orderNumber: string): void }) {
  const [query, setQuery] = useState('');
  const [sales, setSales] = useState<CustomerSale[] | null>(null);
  const looking = useAction();
  const words = useWords();
  const place = usePlace();
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (query.trim().length < 2 || looking.busy) return;
    void looking.run(async () => setSales(await pos().returns.findByCustomer(query.trim())));
  };
  return (
    <section className="card returns-lookup" aria-labelledby="returns-lookup-title">
      <h3 id="returns-lookup-title">{words.formatMessage(messages.title)}</h3>
      <p className="muted">{words.formatMessage(messages.intro)}</p>
      <form className="returns-find" onSubmit={submit} aria-label={words.formatMessage(messages.form)}>
        <div className="field">
          <label htmlFor="return-customer">{words.formatMessage(messages.query)}</label>
          <input id="return-customer" value={query} autoComplete="off" spellCheck={false} onChange={(e) => setQuery(e.target.value)} />
        </div>
        <button type="submit" className="btn" disabled={query.trim().length < 2} aria-busy={looking.busy}>
          {words.formatMessage(looking.busy ? messages.looking : messages.find)}
        </button>
      </form>
      {looking.error && <ErrorBanner message={looking.error.message} onDismiss={() => looking.setError(null)} />}
      {sales && sales.length === 0 && <p role="status">{words.formatMessage(messages.none, { query: query.trim() })}</p>}
      {sales && sales.length > 0 && (
        <ul className="returns-customer-sales" aria-label={words.formatMessage(messages.sales)}>
          {sales.map((s) => (
            <li key={s.orderNumber}>
              <button type="button" className="btn btn-ghost" onClick={() => onChoose(s.orderNumber)}>
                <strong dir="ltr">{s.orderNumber}</strong>
                <span>{s.completedAt ? dateTime(s.completedAt) : ''}</span>
                <span>{[s.customerName, s.email].filter(Boolean).join(' · ')}</span>
                <span className="num">{words.formatMessage(messages.items, { count: s.itemCount, total: amountWords(s.total, s.currency, place) })}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
