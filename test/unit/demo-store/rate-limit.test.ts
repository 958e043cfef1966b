import { describe, expect, it } from 'vitest';
import { RollingWindowLimiter, rateLimitBucket } from '../../../electron/demo-store/http/rate-limit.js';

function clock(start = 1_000_000) {
  let now = start;
  return {
    now: () => now,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe('RollingWindowLimiter', () => {
  it('allows `limit` calls in any window and counts down what remains', () => {
    const time = clock();
    const limiter = new RollingWindowLimiter({ limit: 3, windowSeconds: 60 }, time.now);
    expect(limiter.take('a')).toMatchObject({ allowed: true, remaining: 2, resetSeconds: 60 });
    time.advance(10_000);
    expect(limiter.take('a')).toMatchObject({ allowed: true, remaining: 1, resetSeconds: 50 });
    expect(limiter.take('a')).toMatchObject({ allowed: true, remaining: 0 });
    const refused = limiter.take('a');
    expect(refused).toMatchObject({ allowed: false, remaining: 0, retryAfterSeconds: 50 });
  });

  it("gives back the newest slot a client took, and only that client's", () => {
    const time = clock();
    const limiter = new RollingWindowLimiter({ limit: 2, windowSeconds: 60 }, time.now);
    limiter.take('till:1');
    limiter.take('till:1');
    limiter.take('address:127.0.0.1');
    limiter.giveBack('till:1');
    limiter.giveBack('nobody');
    expect(limiter.take('till:1')).toMatchObject({ allowed: true, remaining: 0 });
    expect(limiter.take('address:127.0.0.1')).toMatchObject({ allowed: true, remaining: 0 });
  });

  it('frees slots one by one as they leave the window (rolling, not fixed)', () => {
    const time = clock();
    const limiter = new RollingWindowLimiter({ limit: 2, windowSeconds: 60 }, time.now);
    limiter.take('a');
    time.advance(30_000);
    limiter.take('a');
    expect(limiter.take('a').allowed).toBe(false);
    time.advance(30_000); // the first call is now 60 s old
    expect(limiter.take('a')).toMatchObject({ allowed: true, remaining: 0, resetSeconds: 30 });
    expect(limiter.take('a').allowed).toBe(false);
  });

  it('does not count refused calls, so waiting Retry-After always works', () => {
    const time = clock();
    const limiter = new RollingWindowLimiter({ limit: 1, windowSeconds: 10 }, time.now);
    limiter.take('a');
    for (let i = 0; i < 5; i++) {
      time.advance(1000);
      limiter.take('a');
    }
    const refused = limiter.take('a');
    time.advance(refused.retryAfterSeconds * 1000);
    expect(limiter.take('a').allowed).toBe(true);
  });

  it('keeps clients apart and reports its policy', () => {
    const limiter = new RollingWindowLimiter({ limit: 1, windowSeconds: 60 }, clock().now);
    expect(limiter.take('a').allowed).toBe(true);
    expect(limiter.take('b').allowed).toBe(true);
    expect(limiter.take('a').allowed).toBe(false);
    expect(limiter.policyHeader).toBe('1;w=60');
  });
});

describe('rateLimitBucket', () => {
  it("gives a signed till its own bucket and every other request its address's", () => {
    expect(rateLimitBucket({ id: '3' }, '127.0.0.1')).toBe('till:3');
    expect(rateLimitBucket(null, '127.0.0.1')).toBe('address:127.0.0.1');
    expect(rateLimitBucket({ id: '3' }, '127.0.0.1')).not.toBe(rateLimitBucket({ id: '4' }, '127.0.0.1'));
  });
});
