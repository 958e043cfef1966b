/**
 * The return routes are in the generated Platform document, each marked as this store's own
 * (x-storefront-extension: true, which Spree's routes never carry), and store credits are created
 * as Spree's document has it (not marked). That every served route is documented and the answers
 * match their schemas is the OpenAPI test's (test/integration/demo-store/http/openapi.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { startDemoStore, type DemoStore } from '../../../../electron/demo-store/http/server.js';

let store: DemoStore;
let paths: Record<string, Record<string, Record<string, unknown>>>;

beforeAll(async () => {
  store = await startDemoStore({ rateLimit: false });
  const res = await fetch(`${store.url}/api/openapi/platform.yaml`);
  expect(res.status).toBe(200);
  paths = (parse(await res.text()) as { paths: typeof paths }).paths;
});

afterAll(async () => {
  await store.close();
});

const RETURN_OPERATIONS = [
  'get /refund_reasons',
  'post /refund_reasons',
  'get /return_authorization_reasons',
  'post /return_authorization_reasons',
  'get /return_authorizations',
  'post /return_authorizations',
  'get /return_authorizations/{id}',
  'patch /return_authorizations/{id}/cancel',
  'post /customer_returns',
  'get /customer_returns/{id}',
  'post /reimbursements',
  'get /reimbursements/{id}',
  'get /refunds',
  'post /refunds',
  'get /refunds/{id}',
];

describe('the Platform document', () => {
  it("names every return route, each marked as this store's extension", () => {
    for (const entry of RETURN_OPERATIONS) {
      const [method, path] = entry.split(' ') as [string, string];
      expect(paths[path]?.[method], entry).toBeDefined();
      expect(paths[path]![method]!['x-storefront-extension'], entry).toBe(true);
    }
  });

  /** The gift cards (issue 27), also this store's own. */
  const GIFT_CARD_OPERATIONS = ['get /gift_cards', 'post /gift_cards', 'get /gift_cards/{id}', 'post /gift_cards/{id}/loads'];
  /** The outbox of the mails the store would send, and an order's confirmation sent again (issue 28). */
  const MAIL_OPERATIONS = ['get /mails', 'patch /orders/{number}/resend_confirmation_email'];
  /** A stock lookup's movements and holds, low-stock thresholds and the reorder list, a count's movements, deliveries and transfers (issue 29). */
  const STOCK_OPERATIONS = [
    'get /stock_movements',
    'post /stock_movements/batch',
    'get /stock_transfers',
    'post /stock_transfers',
    'get /stock_transfers/{number}',
    'patch /stock_transfers/{number}/receive',
    'get /stock_holds',
    'get /stock_thresholds',
    'post /stock_thresholds',
    'delete /stock_thresholds/{id}',
    'get /low_stock_items',
  ];

  it("marks nothing else: Spree's own routes, store credits among them, carry no mark", () => {
    const marked = Object.entries(paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([, operation]) => operation['x-storefront-extension'] === true)
        .map(([method]) => `${method} ${path}`),
    );
    expect(marked.sort()).toEqual([...RETURN_OPERATIONS, ...GIFT_CARD_OPERATIONS, ...MAIL_OPERATIONS, ...STOCK_OPERATIONS].sort());
    expect(paths['/store_credits']?.post).toBeDefined();
    expect((paths['/users']?.get?.parameters as { name: string }[] | undefined)?.map((p) => p.name)).toEqual(
      expect.arrayContaining(['filter[email_eq]', 'filter[email_cont]']),
    );
  });
});
