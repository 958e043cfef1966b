/**
 * The demo store's outbox: every mail a store sends about an order is kept (the confirmation once
 * when the order is placed, to the order’s email; the shipment shipped; the order canceled; a
 * return reimbursed) and listed by the Platform API (this store's extension) with filters; Spree's
 * update of an order sets its email (an address that is not one is a 422 in words) and the confirmation is sent again to
 * it. A stock store (`extensions: false`) sets the email but has neither the outbox nor the resend.
 */
import { describe, expect, it } from 'vitest';
import { adminToken } from '../../../support/demo-store/admin-token.js';
import { authorize, completedSale, platform, returnItemsOf, useReturnsStore, type Platform } from '../../../support/demo-store/returns-client.js';
import { useDemoStore } from '../../../support/demo-store/use-demo-store.js';
import {
  SF,
  addItem,
  call,
  inStockVariantId,
  included,
  many,
  newCart,
  one,
  payWith,
  toPayment,
  type Resource,
} from '../../../support/demo-store/store-client.js';

const shop = useReturnsStore();
const stock = useDemoStore({ extensions: false });

async function mails(pf: Platform, query: string): Promise<Resource[]> {
  const answer = await pf.get(`/mails?${query}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return many(answer.body);
}

describe('the outbox', () => {
  it('keeps the confirmation once, to the order’s email, with its lines and totals, and the shipment shipped (not one collected in store)', async () => {
    const collected = await completedSale(shop.store, shop.pf, { items: [['classic-crew-tee', 2]] });
    const kept = await mails(shop.pf, `filter[order_number_eq]=${collected.number}`);
    expect(kept.map((m) => m.attributes.kind)).toEqual(['order_confirmation']);
    const confirmation = kept[0]!;
    expect(confirmation.attributes.to).toBe('returns@example.com');
    expect(confirmation.attributes.subject).toContain(collected.number);
    expect(confirmation.attributes.body).toMatch(/^2 x Classic Crew Tee {2}\$/m);
    expect(confirmation.attributes.body).toContain(`Total: $${collected.order.attributes.total as string}`);
    expect(typeof confirmation.attributes.sent_at).toBe('string');

    // Shipped by Standard shipping: the customer is told it is on its way, with its tracking number.
    const cart = await newCart(shop.store);
    expect((await addItem(shop.store, cart.token, await inStockVariantId(shop.store, 'classic-crew-tee'))).status).toBe(200);
    await toPayment(shop.store, cart.token);
    const doc = (await call(shop.store, `${SF}/checkout/shipping_rates`, { orderToken: cart.token })).body;
    const shipment = many(doc)[0]!;
    const standard = included(doc, 'shipping_rate').find((r) => r.attributes.name === 'Standard shipping')!;
    const chosen = await call(shop.store, `${SF}/checkout`, {
      method: 'PATCH',
      orderToken: cart.token,
      body: { order: { shipments_attributes: [{ id: shipment.id, selected_shipping_rate_id: standard.id }] } },
    });
    expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
    expect((await payWith(shop.store, cart.token, 'Cash')).status).toBe(201);
    expect((await call(shop.store, `${SF}/checkout/complete`, { method: 'PATCH', orderToken: cart.token })).status).toBe(200);
    const shipped = await shop.pf.patch(`/shipments/${shipment.attributes.number as string}/ship`, { shipment: { tracking: '1Z999AA10123456784' } });
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
    const [mail] = await mails(shop.pf, `filter[order_number_eq]=${cart.number}&filter[kind_eq]=shipment_shipped`);
    expect(mail?.attributes.to).toBe('jordan@example.com');
    expect(mail?.attributes.body).toContain('Tracking number: 1Z999AA10123456784');
  });

  it('sets the order’s email and sends the confirmation again to it; an address that is not one is refused in words', async () => {
    const sale = await completedSale(shop.store, shop.pf, { unshipped: true });
    const bad = await shop.pf.patch(`/orders/${sale.number}`, { order: { email: 'not an address' } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors?.email).toEqual(['is invalid']);
    const set = await shop.pf.patch(`/orders/${sale.number}`, { order: { email: 'Alex@Example.com' } });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    const resent = await shop.pf.patch(`/orders/${sale.number}/resend_confirmation_email`);
    expect(resent.status, JSON.stringify(resent.body)).toBe(200);
    const mail = resent.body.data as Resource;
    expect(mail.attributes).toMatchObject({ kind: 'order_confirmation_resent', to: 'Alex@Example.com', order_number: sale.number });
    const toAlex = await mails(shop.pf, 'filter[email_eq]=alex@example.com');
    expect(toAlex.map((m) => m.attributes.order_number)).toEqual([sale.number]);
    // Canceled: the customer is told at the address the order has now.
    expect((await shop.pf.patch(`/orders/${sale.number}/cancel`)).status).toBe(200);
    const kinds = (await mails(shop.pf, `filter[order_number_eq]=${sale.number}`)).map((m) => `${m.attributes.kind as string} ${m.attributes.to as string}`);
    expect(kinds).toEqual(['order_canceled Alex@Example.com', 'order_confirmation_resent Alex@Example.com', 'order_confirmation returns@example.com']);
  });

  it('tells the customer what went back when a return is reimbursed', async () => {
    const sale = await completedSale(shop.store, shop.pf);
    const authorized = await authorize(shop.pf, sale, [{ line: sale.lines[0]!, quantity: 1 }]);
    expect(authorized.status, JSON.stringify(authorized.body)).toBe(201);
    const item = returnItemsOf(authorized)[0]!;
    const body = { return_authorization_id: one(authorized.body).attributes.number, return_items: [{ id: item.id, resellable: true }] };
    expect((await shop.pf.post('/reimbursements', { reimbursement: body })).status).toBe(201);
    const [mail] = await mails(shop.pf, `filter[order_number_eq]=${sale.number}&filter[kind_eq]=reimbursement_processed`);
    expect(mail?.attributes.to).toBe('returns@example.com');
    expect(mail?.attributes.body).toMatch(/^\$\d+\.\d\d of your order R\d+ went back to you \(reimbursement /);
  });

  it('refuses to send a cart’s confirmation', async () => {
    const cart = await newCart(shop.store);
    const refused = await shop.pf.patch(`/orders/${cart.number}/resend_confirmation_email`);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toContain('is not placed');
  });

  it('a stock store sets the email but has neither the outbox nor the resend', async () => {
    const pf = platform(stock.store, await adminToken(stock.url));
    const sale = await completedSale(stock.store, pf, { unshipped: true });
    expect((await pf.patch(`/orders/${sale.number}`, { order: { email: 'sam@example.com' } })).status).toBe(200);
    expect((await pf.patch(`/orders/${sale.number}/resend_confirmation_email`)).status).toBe(404);
    expect((await pf.get('/mails')).status).toBe(404);
  });
});
