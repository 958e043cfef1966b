/**
 * The customer display's feed: the thank-you of a placed sale gives way to the welcome after a
 * while or at the next sale's first line (not at its own cart read again); "Show test" shows a
 * sample sale for a few seconds; off, the welcome alone; staff named by first name.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEventHub } from '../../../../electron/till/runtime/event-hub.js';
import { createCustomerDisplayFeed } from '../../../../electron/till/display/customer-display-feed.js';
import type { Receipt, SaleCart } from '../../../../shared/bridge/bridge.js';
import { line, order } from '../../reports/order-fixtures.js';

const cart = (number: string): SaleCart => {
  const { token: _token, ...rest } = order(number, null, [line(`${number}-1`, 'v1', 'Canvas tote', 1, '18.00')]);
  return { ...rest, payments: [] };
};
const receipt = (number: string): Receipt => ({
  order: cart(number),
  storeName: 'Harbor',
  paymentMethodName: 'Cash',
  tendered: '20.00',
  change: '2.00',
  printedAt: 'now',
  servedBy: 'Dana Smith',
});

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the customer display feed', () => {
  it('shows the thank-you until the next sale’s first line or the time is up', () => {
    const events = createEventHub();
    const feed = createCustomerDisplayFeed({ events, staffName: () => 'Dana Smith', showing: true, thanksMs: 1000 });
    const seen: string[] = [];
    feed.subscribe((v) => seen.push(v.screen));
    events.emit({ type: 'sale.changed', cart: cart('R1') });
    expect(feed.view()).toMatchObject({ screen: 'sale', servedBy: 'Dana' });
    feed.placed(receipt('R1'));
    events.emit({ type: 'sale.changed', cart: cart('R1') }); // the placed sale's cart read again
    expect(feed.view().screen).toBe('thanks');
    events.emit({ type: 'sale.changed', cart: null });
    expect(feed.view().screen).toBe('thanks');
    events.emit({ type: 'sale.changed', cart: cart('R2') });
    expect(feed.view().screen).toBe('sale');

    feed.placed(receipt('R2'));
    vi.advanceTimersByTime(999);
    expect(feed.view().screen).toBe('thanks');
    vi.advanceTimersByTime(1);
    expect(feed.view().screen).toBe('welcome');
    expect(seen.at(-1)).toBe('welcome');
    feed.close();
  });

  it('shows a sample sale for a few seconds, and off shows the welcome alone', () => {
    const events = createEventHub();
    const feed = createCustomerDisplayFeed({ events, staffName: () => null, showing: false, testMs: 500 });
    events.emit({ type: 'sale.changed', cart: cart('R3') });
    expect(feed.view().screen).toBe('welcome');
    feed.showTest();
    expect(feed.view()).toMatchObject({ screen: 'sale', sample: true });
    vi.advanceTimersByTime(500);
    expect(feed.view()).toMatchObject({ screen: 'welcome', sample: false });
    feed.setShowing(true);
    expect(feed.view().screen).toBe('sale');
    events.emit({
      type: 'staff.changed',
      till: {
        state: 'open',
        onTill: { id: 's', name: 'Morgan Lee', role: 'staff' },
        onTillRole: 'Clerk',
        lastOnTill: null,
        lockedBecause: null,
        retryAt: null,
        idleLockMinutes: null,
        notice: null,
        language: null,
      },
    });
    expect(feed.view().servedBy).toBe('Morgan');
    feed.close();
  });
});
