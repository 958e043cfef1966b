/**
 * The Platform reads paper, reports and alerts make: the filters and includes they send, and a
 * range read page after page, 100 a request, stopping at the last page or at its cap.
 */
import { describe, expect, it } from 'vitest';
import { createPlatformClient } from '../../../shared/storefront/client/platform-client.js';
import { everyPlatformOrder } from '../../../shared/storefront/client/platform-order-pages.js';

/** A store answering `pages` pages of one order each, recording every URL asked. */
function fakeStore(pages: number) {
  const asked: URL[] = [];
  const fetch = async (input: string | URL) => {
    const url = new URL(String(input));
    asked.push(url);
    const page = Number(url.searchParams.get('page'));
    const body = {
      data: [
        {
          id: String(page),
          type: 'order',
          attributes: { number: `R${page}`, state: 'complete', currency: 'USD', total: '1.00', item_total: '1.00', completed_at: '2026-11-23T10:00:00Z' },
          relationships: {},
        },
      ],
      meta: { count: 1, total_count: pages, total_pages: pages },
      links: page < pages ? { next: `${url.origin}${url.pathname}?page=${page + 1}` } : {},
    };
    return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/vnd.api+json' } });
  };
  return { asked, client: createPlatformClient({ baseUrl: 'http://store.test', fetch: fetch as never }) };
}

describe('Platform order reads', () => {
  it('send the range, the numbers, the unshipped states and what paper needs, as the Platform API reads them', async () => {
    const { asked, client } = fakeStore(1);
    await client.orders('t', {
      completedFrom: '2026-11-23T05:00:00.000Z',
      completedBefore: '2026-11-24T05:00:00.000Z',
      numbers: ['R1', 'R2'],
      shipmentStateNotIn: ['shipped', 'canceled'],
      include: 'paper',
      perPage: 100,
    });
    const q = asked[0]!.searchParams;
    expect(q.get('filter[completed_at_gteq]')).toBe('2026-11-23T05:00:00.000Z');
    expect(q.get('filter[completed_at_lt]')).toBe('2026-11-24T05:00:00.000Z');
    expect(q.get('filter[number_in]')).toBe('R1,R2');
    expect(q.get('filter[shipment_state_not_in]')).toBe('shipped,canceled');
    expect(q.get('per_page')).toBe('100');
    expect(q.get('include')).toBe('line_items.variant,shipments.shipping_rates,shipments.stock_location,payments.payment_method,bill_address,ship_address');
  });

  it('read a range page after page until the last, and count the requests', async () => {
    const { asked, client } = fakeStore(3);
    const read = await everyPlatformOrder(client, 't', { completedFrom: '2026-11-23T00:00:00Z' });
    expect(read.orders.map((o) => o.number)).toEqual(['R1', 'R2', 'R3']);
    expect(read).toMatchObject({ requests: 3, complete: true });
    expect(asked.map((u) => u.searchParams.get('per_page'))).toEqual(['100', '100', '100']);
  });

  it('stop at the cap and say the read is not complete', async () => {
    const { client } = fakeStore(5);
    expect(await everyPlatformOrder(client, 't', {}, undefined, 2)).toMatchObject({ requests: 2, complete: false });
  });
});
