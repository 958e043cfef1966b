/**
 * Orders beyond this till's own, read from the store on demand: the signed-in account's orders,
 * or (with the manager's admin client, for a manager on the till) every order of the store.
 */
import { useEffect, useState } from 'react';
import type { SaleCart } from '../../../shared/bridge/bridge.js';
import type { Page } from '../../../shared/storefront/types/types.js';
import { pos } from '../../bridge/pos.js';
import { shownError } from '../../shell/errors.js';
import { useStaff } from '../staff/staff.js';
import { ErrorBanner } from '../../ui/ErrorBanner.js';
import { OrderList } from './OrderList.js';
import { defineMessages } from '../../../shared/i18n/words.js';
import { useWords } from '../../i18n/use-words.js';

const messages = defineMessages({
  title: { id: 'orders.more.title', defaultMessage: 'Orders at the store' },
  which: { id: 'orders.more.which', defaultMessage: 'Which orders' },
  account: { id: 'orders.more.account', defaultMessage: 'The signed-in account’s orders' },
  store: { id: 'orders.more.store', defaultMessage: 'Every order of the store' },
  accountCaption: { id: 'orders.more.accountCaption', defaultMessage: 'Orders of the signed-in account' },
  storeCaption: { id: 'orders.more.storeCaption', defaultMessage: 'Orders of the store' },
});

type Source = 'account' | 'store';

export function MoreOrders() {
  const words = useWords();
  const [source, setSource] = useState<Source | null>(null);
  const [page, setPage] = useState(1);
  const [orders, setOrders] = useState<Page<SaleCart> | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Every order of the store is the admin client's: for a manager on the till only.
  const isManager = useStaff((s) => s.till?.onTill?.role === 'manager');
  useEffect(() => {
    if (!source) return;
    let live = true;
    const read = source === 'account' ? pos().customer.orders(page) : pos().admin.storeOrders({ page });
    read
      .then((p) => {
        if (!live) return;
        setOrders(p);
        setError(null);
      })
      .catch((e: unknown) => {
        if (!live) return;
        setOrders(null);
        setError(shownError(e).message);
      });
    return () => {
      live = false;
    };
  }, [source, page]);
  const choose = (next: Source) => {
    setSource(next);
    setPage(1);
    setOrders(null);
  };
  return (
    <section className="card more-orders" aria-labelledby="more-orders-title" aria-busy={source !== null && orders === null && !error}>
      <h3 id="more-orders-title">{words.formatMessage(messages.title)}</h3>
      <div className="row-actions" role="group" aria-label={words.formatMessage(messages.which)}>
        <button
          type="button"
          className={`btn btn-small${source === 'account' ? ' btn-primary' : ''}`}
          aria-pressed={source === 'account'}
          onClick={() => choose('account')}
        >
          {words.formatMessage(messages.account)}
        </button>
        {isManager && (
          <button
            type="button"
            className={`btn btn-small${source === 'store' ? ' btn-primary' : ''}`}
            aria-pressed={source === 'store'}
            onClick={() => choose('store')}
          >
            {words.formatMessage(messages.store)}
          </button>
        )}
      </div>
      {error && <ErrorBanner message={error} />}
      {orders && source && (
        <OrderList
          caption={words.formatMessage(source === 'account' ? messages.accountCaption : messages.storeCaption)}
          orders={orders}
          page={page}
          onPage={setPage}
        />
      )}
    </section>
  );
}
