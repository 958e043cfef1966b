/** The orders' filters (order, payment and shipment state, each by the values the orders have), Show all, and how many are shown. */
import { filterChoices, filterOrders, type OrderFilters, useOrders } from '../orders.js';

const FILTERS: { field: keyof OrderFilters; label: string }[] = [
  { field: 'state', label: 'Order state' },
  { field: 'paymentState', label: 'Payment state' },
  { field: 'shipmentState', label: 'Shipment state' },
];

const words = (value: string) => (value === '-' ? 'Not yet set' : value.replace(/_/g, ' '));

export function OrderFilterBar() {
  const orders = useOrders((s) => s.orders);
  const filters = useOrders((s) => s.filters);
  const setFilter = useOrders((s) => s.setFilter);
  const clearFilters = useOrders((s) => s.clearFilters);
  const shown = filterOrders(orders, filters);
  const filtering = Object.values(filters).some(Boolean);
  return (
    <div className="orders-filters" role="group" aria-label="Filter orders">
      {FILTERS.map(({ field, label }) => (
        <div key={field} className="field">
          <label htmlFor={`orders-filter-${field}`}>{label}</label>
          <select id={`orders-filter-${field}`} value={filters[field]} onChange={(e) => setFilter(field, e.target.value)}>
            <option value="">Any</option>
            {filterChoices(orders, field, filters[field]).map((v) => (
              <option key={v} value={v}>
                {words(v)}
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
        Show all
      </button>
      <span className="muted small orders-count" role="status">
        {filtering ? `${shown.length} of ${orders.length} orders` : `${orders.length} order${orders.length === 1 ? '' : 's'}`}
      </span>
    </div>
  );
}
