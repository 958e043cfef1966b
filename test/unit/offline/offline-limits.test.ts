import { describe, expect, it } from 'vitest';
import { checkOfflineLimits, DEFAULT_OFFLINE_LIMITS, type OfflineLimitFacts } from '../../../shared/offline/offline-limits.js';

const NOW = new Date('2026-11-24T12:00:00.000Z');
const facts = (over: Partial<OfflineLimitFacts> = {}): OfflineLimitFacts => ({
  limits: { maxSale: '100.00', maxPending: '300.00', maxHours: 4 },
  currency: 'USD',
  saleCents: 5_000,
  pendingCents: 0,
  storeLastAnsweredAt: '2026-11-24T11:00:00.000Z',
  now: NOW,
  ...over,
});

describe('offline limits', () => {
  it('allows a sale within every limit, up to each limit exactly', () => {
    expect(checkOfflineLimits(facts())).toEqual({ ok: true });
    expect(checkOfflineLimits(facts({ saleCents: 10_000, pendingCents: 20_000, storeLastAnsweredAt: '2026-11-24T08:00:00.000Z' }))).toEqual({ ok: true });
  });

  it('refuses a sale past the amount for one sale, naming the amounts', () => {
    const check = checkOfflineLimits(facts({ saleCents: 10_001 }));
    expect(check).toMatchObject({ ok: false, limit: 'sale' });
    expect(!check.ok && check.message).toContain('$100.01');
    expect(!check.ok && check.message).toContain('limit of $100.00 for one offline sale');
  });

  it('refuses a sale that would take the offline sales not yet placed past their total', () => {
    const check = checkOfflineLimits(facts({ saleCents: 6_000, pendingCents: 25_000 }));
    expect(check).toMatchObject({ ok: false, limit: 'pending' });
    expect(!check.ok && check.message).toContain('$250.00 of offline sales wait to be placed');
    expect(!check.ok && check.message).toContain('$300.00 in all');
  });

  it('refuses once the store has not answered for longer than the time allowed, or never has', () => {
    const late = checkOfflineLimits(facts({ storeLastAnsweredAt: '2026-11-24T07:30:00.000Z' }));
    expect(late).toMatchObject({ ok: false, limit: 'time' });
    expect(!late.ok && late.message).toContain('last answered 4.5 hours ago, past the manager’s limit of 4 hours offline');
    const never = checkOfflineLimits(facts({ storeLastAnsweredAt: null }));
    expect(never).toMatchObject({ ok: false, limit: 'time' });
    expect(!never.ok && never.message).toContain('never reached the store');
  });

  it('says the time limit first: nothing may be sold past it, whatever the amount', () => {
    expect(checkOfflineLimits(facts({ saleCents: 50_000, storeLastAnsweredAt: '2026-11-23T00:00:00.000Z' }))).toMatchObject({ limit: 'time' });
  });

  it('has sensible defaults: $250 a sale, $1,000 pending, 12 hours', () => {
    expect(DEFAULT_OFFLINE_LIMITS).toEqual({ maxSale: '250.00', maxPending: '1000.00', maxHours: 12 });
  });
});
