/**
 * A receipt of an order the store placed for more than its payments (a store that places an
 * order its payments do not cover shows it with a balance due) tells the clerk what to collect,
 * one placed for less what to give back; a receipt of an order paid in full says nothing of the kind.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createStorefrontClient } from '../../../../shared/storefront/client/client.js';
import { SHOP_DIALECT } from '../../../../shared/storefront/dialect.js';
import type { Order } from '../../../../shared/storefront/types/types.js';
import { createOrderTracker } from '../../../../electron/till/orders/order-tracker.js';
import { createSaleContext } from '../../../../electron/till/sale/service/sale-context.js';
import { saleReceipts } from '../../../../electron/till/sale/service/sale-receipts.js';
import { openSettingsFile } from '../../../../electron/till/settings/settings-store.js';
import { TIMERS_NEVER_FIRE } from '../../../support/till/sale-till.js';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function receipts() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pos-receipt-owing-'));
  folders.push(dataDir);
  // No request is made: the receipt is made from the order given.
  const client = createStorefrontClient({ baseUrl: 'http://127.0.0.1:9', dialect: SHOP_DIALECT });
  const settings = openSettingsFile(dataDir);
  const tracker = createOrderTracker({ client, settings, clock: TIMERS_NEVER_FIRE });
  return saleReceipts(createSaleContext({ client, settings, tracker, storeName: async () => 'Harbor & Pine Outfitters' }));
}

/** A placed walk-in order of `total`, paid `paid` in cash. */
function placed(total: string, paid: string): Order {
  return {
    id: '1',
    number: 'R100000001',
    token: null,
    email: 'walk-in@shop.example.com',
    currency: 'USD',
    state: 'complete',
    paymentState: total === paid ? 'paid' : Number(total) > Number(paid) ? 'balance_due' : 'credit_owed',
    shipmentState: 'ready',
    itemCount: 1,
    itemTotal: '22.00',
    displayItemTotal: '$22.00',
    shipTotal: '3.00',
    displayShipTotal: '$3.00',
    taxTotal: '0.00',
    displayTaxTotal: '$0.00',
    promoTotal: '0.00',
    displayPromoTotal: '$0.00',
    total,
    displayTotal: `$${total}`,
    completedAt: '2026-11-29T02:40:00.000Z',
    updatedAt: '2026-11-29T02:40:00.000Z',
    lineItems: [],
    shipments: [],
    payments: [{ id: '1', number: 'P1234567', amount: paid, state: 'completed', paymentMethodId: '1', paymentMethodName: 'Cash' }],
    billAddress: null,
    shipAddress: null,
  };
}

describe('a receipt of an order placed for more than its payments', () => {
  it('says what to collect from the customer', async () => {
    const receipt = await receipts().receiptFor(placed('25.00', '22.00'), { tendered: '22.00' }, 'Cash');
    expect(receipt.notice).toBe(
      'The store placed order R100000001 at $25.00, $3.00 more than was paid: collect $3.00 from the customer. The store shows a balance due.',
    );
  });

  it('says what to give back for an order placed for less than its payments', async () => {
    const receipt = await receipts().receiptFor(placed('20.00', '22.00'), { tendered: '22.00' }, 'Cash');
    expect(receipt.notice).toBe(
      'The store placed order R100000001 at $20.00, $2.00 less than was paid: give $2.00 back to the customer. The store shows a credit owed.',
    );
  });

  it('says nothing of it for an order paid in full', async () => {
    const receipt = await receipts().receiptFor(placed('25.00', '25.00'), { tendered: '30.00' }, 'Cash');
    expect(receipt.notice).toBeUndefined();
    expect(receipt.change).toBe('5.00');
  });
});
