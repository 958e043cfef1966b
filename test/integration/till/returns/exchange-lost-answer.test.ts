/**
 * An exchange whose answer is lost on the way back from the store: the till looks at the store
 * before anything is sent again, finds the reimbursement it made, and goes on once (one return
 * journaled, the rest's cash handed back once, one Exchange credit on the new sale); the customer
 * then pays nothing more than the sale leaves.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoStore, type DemoStore } from '../../../../electron/demo-store/http/server.js';
import { DEMO_ADMIN_CLIENT } from '../../../../electron/demo-store/auth/demo-accounts.js';
import { DEMO_LOCATION } from '../../../../electron/till/store/store-profiles.js';
import { fromCents, toCents } from '../../../../shared/money.js';
import { adminToken } from '../../../support/demo-store/admin-token.js';
import { startFlakyProxy } from '../../../support/net/flaky-proxy.js';
import { startTestRuntimeWithCatalog } from '../../../support/till/test-runtime.js';

let store: DemoStore;

beforeAll(async () => {
  store = await startDemoStore({ rateLimit: false, allowedHosts: ['127.0.0.1'] });
});

afterAll(async () => {
  await store?.close();
});

describe('an exchange whose answer is lost', () => {
  it('is found at the store and goes on once: journaled once, the rest handed back once, the credit on the sale once', async () => {
    const proxy = await startFlakyProxy(store.url, { dropRequest: 0, dropResponse: 1, delay: 0, maxDelayMs: 0 }, 1, true);
    proxy.setTarget((method, url) => method === 'POST' && url.startsWith('/api/v2/platform/reimbursements') && proxy.counts.droppedResponses === 0);
    const lossy = await startTestRuntimeWithCatalog({ storeUrl: proxy.url, storeLocation: DEMO_LOCATION, rateLimit: { limit: 1000, windowMs: 60_000 } });
    try {
      const { calls } = lossy.runtime;
      await calls.admin.connect({ clientId: DEMO_ADMIN_CLIENT.clientId, clientSecret: DEMO_ADMIN_CLIENT.clientSecret });
      await calls.shift.open({ lines: [{ value: '20.00', count: 5 }] });
      await calls.sale.addByCode('HP-TEE-001-NAV-M', 2);
      const sold = await calls.sale.pickupInStore();
      expect((await calls.sale.tenderCash({ tendered: sold.total })).outcome).toBe('placed');
      const desk = await calls.returns.open();
      const found = await calls.returns.findSale(sold.number);
      const quote = await calls.returns.quote({
        orderNumber: sold.number,
        reasonId: desk.reasons[0]!.id,
        lines: [{ lineItemId: found.lines[0]!.lineItemId, quantity: 2 }],
      });
      await calls.returns.startExchange({ authorizationId: quote.authorizationId, items: quote.items.map((i) => ({ id: i.id, resellable: true })) });
      await calls.sale.addByCode('HP-TEE-001-NAV-M', 1);
      const cart = await calls.sale.pickupInStore();

      const applied = await calls.returns.applyExchange();
      expect(proxy.counts.droppedResponses).toBe(1);
      const rest = fromCents(toCents(quote.total) - toCents(cart.total));
      expect(applied.credited).toMatchObject({ saleNumber: cart.number, credit: cart.total, cashOut: rest });
      expect(lossy.runtime.journal.entries({ kinds: ['return.refunded'] })).toHaveLength(1);
      expect(lossy.runtime.journal.entries({ kinds: ['drawer.opened'] }).filter((e) => e.data.reason === 'Cash refund')).toHaveLength(1);
      const admin = await adminToken(store.url);
      const refunds = await fetch(`${store.url}/api/v2/platform/refunds?filter[order_number]=${sold.number}`, {
        headers: { Authorization: `Bearer ${admin}` },
      });
      expect(((await refunds.json()) as { data: unknown[] }).data).toHaveLength(1);
      const receipt = await calls.sale.completePaid();
      expect(receipt.order.payments.filter((p) => p.paymentMethodName === 'Exchange credit')).toHaveLength(1);
    } finally {
      await lossy.stop();
      await proxy.close();
    }
  });
});
