/** The orders' filters (order, payment and shipment state, each by the values the orders have), Show all, and how many are shown. */
import { defineMessages } from '../../../../shared/i18n/words.js';
import { useWords } from '../../../i18n/use-words.js';
import { stateWords } from '../../../ui/words/state-words.js';
import { filterChoices, filterOrders, type OrderFilters, useOrders } from '../orders.js';

const messages = defineMessages({
  state: { id: 'orders.filters.state', defaultMessage: 'Order state' },
  paymentState: { id: 'orders.filters.paymentState', defaultMessage: 'Payment state' },
  shipmentState: { id: 'orders.filters.shipmentState', defaultMessage: 'Shipment state' },
  notYetSet: { id: 'orders.filters.notYetSet', defaultMessage: 'Not yet set' },
  filter: { id: 'orders.filters.filter', defaultMessage: 'Filter orders' },
  any: { id: 'orders.filters.any', defaultMessage: 'Any' },
  showAll: { id: 'orders.filters.showAll', defaultMessage: 'Show all' },
  someShown: { id: 'orders.filters.someShown', defaultMessage: '{shown} of {count} orders' },
  count: { id: 'orders.filters.count', defaultMessage: '{count, plural, one {# order} other {# orders}}' },
});

const FILTERS: (keyof OrderFilters)[] = ['state', 'paymentState', 'shipmentState'];

export function OrderFilterBar() {
  const words = useWords();
  const choiceWords = (value: string) => (value === '-' ? words.formatMessage(messages.notYetSet) : stateWords(words, value));
  const orders = useOrders((s) => s.orders);
  const filters = useOrders((s) => s.filters);
  const setFilter = useOrders((s) => s.setFilter);
  const clearFilters = useOrders((s) => s.clearFilters);
  const shown = filterOrders(orders, filters);
  const filtering = Object.values(filters).some(Boolean);
  return (
    <div className="orders-filters" role="group" aria-label={words.formatMessage(messages.filter)}>
      {FILTERS.map((field) => (
        <div key={field} className="field">
          <label htmlFor={`orders-filter-${field}`}>{words.formatMessage(messages[field])}</label>
          <select id={`orders-filter-${field}`} value={filters[field]} onChange={(e) => setFilter(field, e.target.value)}>
            <option value="">{words.formatMessage(messages.any)}</option>
            {filterChoices(orders, field, filters[field]).map((v) => (
              <option key={v} value={v}>
                {choiceWords(v)}
              </option>
            ))}
          </select>
        </div>
      ))}
      <button
        type="button"
        className="btn btn-small"
        disabled={!filtering}
        onClick={() => {
          clearFilters();
          document.getElementById('orders-filter-state')?.focus();
        }}
      >
        {words.formatMessage(messages.showAll)}
      </button>
      <span className="muted small orders-count" role="status">
        {filtering
          ? words.formatMessage(messages.someShown, { shown: shown.length, count: orders.length })
          : words.formatMessage(messages.count, { count: orders.length })}
      </span>
    </div>
  );
}
