/**
 * The webhooks of a return, against a real demo store and a receiver on loopback:
 * return_authorization.created and .canceled, customer_return.received, refund.created and
 * reimbursement.reimbursed, each naming its record and its order; nothing for a refused step.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoStore, type DemoStore } from '../../../../electron/demo-store/http/server.js';
import { adminToken } from '../../../support/demo-store/admin-token.js';
import { authorize, completedSale, platform, returnItemsOf, type Platform } from '../../../support/demo-store/returns-client.js';
import { one } from '../../../support/demo-store/store-client.js';
import { WebhookReceiver } from '../../../support/net/webhook-receiver.js';

let store: DemoStore;
let pf: Platform;
const receiver = new WebhookReceiver();

beforeAll(async () => {
  store = await startDemoStore({ rateLimit: false });
  pf = platform(store, await adminToken(store.url));
  await receiver.start();
  const subscribed = await pf.post('/webhooks/subscribers', {
    subscriber: { url: `${receiver.url}/returns`, active: true, subscriptions: ['return_authorization.*', 'customer_return.*', 'reimbursement.*', 'refund.*'] },
  });
  expect(subscribed.status, JSON.stringify(subscribed.body)).toBe(201);
});

afterAll(async () => {
  await receiver.close();
  await store.close();
});

describe('webhooks of a return', () => {
  it('tell each step once, with its record and its order', async () => {
    const sale = await completedSale(store, pf, { items: [['classic-crew-tee', 2]] });
    const canceled = await authorize(pf, sale, [{ line: sale.lines[0]!, quantity: 1 }]);
    expect((await pf.patch(`/return_authorizations/${one(canceled.body).attributes.number as string}/cancel`)).status).toBe(200);
    const kept = await authorize(pf, sale, [{ line: sale.lines[0]!, quantity: 2 }]);
    const items = returnItemsOf(kept).map((i) => ({ id: i.id, resellable: true }));
    // A refused step tells nothing: store credit for a guest.
    expect(
      (
        await pf.post('/reimbursements', {
          reimbursement: { reimbursement_type: 'store_credit', return_authorization_id: one(kept.body).attributes.number, return_items: items },
        })
      ).status,
    ).toBe(422);
    const done = await pf.post('/reimbursements', { reimbursement: { return_authorization_id: one(kept.body).attributes.number, return_items: items } });
    expect(done.status).toBe(201);

    const ofSale = () => receiver.on('/returns').filter((r) => r.body.resource.order_number === sale.number);
    await receiver.waitFor(() => ofSale().length >= 6);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(ofSale().map((r) => r.body.event)).toEqual([
      'return_authorization.created',
      'return_authorization.canceled',
      'return_authorization.created',
      'customer_return.received',
      'refund.created',
      'reimbursement.reimbursed',
    ]);
    const reimbursed = ofSale().find((r) => r.body.event === 'reimbursement.reimbursed')!;
    expect(reimbursed.body.resource).toMatchObject({
      type: 'reimbursement',
      number: one(done.body).attributes.number,
      state: 'reimbursed',
      order_number: sale.number,
    });
    const refund = ofSale().find((r) => r.body.event === 'refund.created')!;
    expect(refund.body.resource).toMatchObject({ type: 'refund', state: 'completed' });
    expect(refund.body.resource.number).toMatch(/^RF\d{9}$/);
  });
});
