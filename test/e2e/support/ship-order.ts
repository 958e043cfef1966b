/** The store's operator ships every shipment of an order (Platform API), with a tracking number. */
import { expect } from 'vitest';
import { adminToken } from '../../support/demo-store/admin-token.js';

export async function shipOrder(storeUrl: string, number: string, tracking: string): Promise<void> {
  const headers = { Authorization: `Bearer ${await adminToken(storeUrl)}`, 'Content-Type': 'application/json' };
  const order = await fetch(`${storeUrl}/api/v2/platform/orders/${number}?include=shipments`, { headers });
  expect(order.status).toBe(200);
  const doc = (await order.json()) as { included?: { type: string; attributes: { number: string } }[] };
  const shipments = (doc.included ?? []).filter((r) => r.type === 'shipment');
  expect(shipments.length).toBeGreaterThan(0);
  for (const shipment of shipments) {
    const res = await fetch(`${storeUrl}/api/v2/platform/shipments/${shipment.attributes.number}/ship`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ shipment: { tracking } }),
    });
    expect(res.status).toBe(200);
  }
}
