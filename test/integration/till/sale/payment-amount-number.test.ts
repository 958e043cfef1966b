/**
 * A tender's amount travels as the interface documents it: `create_payment`'s `amount` is a JSON
 * number (a validating proxy in front of a store refuses the string). Through a proxy that records
 * each request's body exactly as the store received it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoStore, type DemoStore } from '../../../../electron/demo-store/http/server.js';
import { startRecordingProxy, type RecordingProxy } from '../../../support/net/recording-proxy.js';
import { inStockVariant, startTill, WALK_IN_CUSTOMER } from '../../../support/till/sale-till.js';

let store: DemoStore;
let proxy: RecordingProxy;
let tee: string;

beforeAll(async () => {
  store = await startDemoStore({ rateLimit: false, allowedHosts: ['127.0.0.1'] });
  proxy = await startRecordingProxy(store.url);
  tee = await inStockVariant(store.url, 'classic-crew-tee');
});

afterAll(async () => {
  proxy?.close();
  await store?.close();
});

const paymentBodies = () =>
  proxy.requests
    .filter((r) => r.method === 'POST' && new URL(r.url).pathname.endsWith('/checkout/create_payment'))
    .map((r) => JSON.parse(r.body.toString('utf8')) as Record<string, unknown>);

describe('create_payment amount', () => {
  it('is sent as a number for cash and card tenders, and the sale is placed', async () => {
    const { sale } = startTill(proxy.url, { timeoutMs: 5000 });
    await sale.addLine(tee, 2);
    await sale.setCustomer(WALK_IN_CUSTOMER);
    const from = paymentBodies().length;
    expect(await sale.tenderCash({ tendered: '20.10' })).toMatchObject({ outcome: 'partial', remaining: '15.90' });
    const last = await sale.tenderCard({ token: 'tok_visa', name: 'Counter Customer', lastDigits: '4242', amount: '15.90' });
    expect(last.outcome).toBe('placed');
    const sent = paymentBodies().slice(from);
    expect(sent.map((b) => b.amount)).toEqual([20.1, 15.9]);
    for (const body of sent) expect(typeof body.amount).toBe('number');
  });
});
