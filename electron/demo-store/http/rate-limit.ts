/**
 * The rolling-window rate limit of the interface: at most `limit` calls per client in any
 * `windowSeconds`. Each accepted call takes a slot until it is `windowSeconds` old; refused
 * calls take none, so a client that waits as told always gets through.
 */
export interface RateLimitPolicy {
  limit: number;
  windowSeconds: number;
}

/**
 * The bucket a request counts against: a till authenticated by its request signature has its own
 * (the same limit, counted apart); every other request shares its client address's.
 */
export function rateLimitBucket(till: { id: string } | null, address: string | undefined): string {
  return till ? `till:${till.id}` : `address:${address ?? 'unknown'}`;
}

export interface RateDecision {
  allowed: boolean;
  limit: number;
  /** Slots left after this call. */
  remaining: number;
  /** Seconds until the oldest slot frees (0 when nothing is taken). */
  resetSeconds: number;
  /** On refusal: seconds to wait before a call can succeed. */
  retryAfterSeconds: number;
}

export class RollingWindowLimiter {
  private readonly calls = new Map<string, number[]>();

  constructor(
    readonly policy: RateLimitPolicy,
    private readonly now: () => number = Date.now,
  ) {}

  /** The `X-RateLimit-Policy` value, e.g. `60;w=60`. */
  get policyHeader(): string {
    return `${this.policy.limit};w=${this.policy.windowSeconds}`;
  }

  take(client: string): RateDecision {
    const now = this.now();
    const windowMs = this.policy.windowSeconds * 1000;
    const times = (this.calls.get(client) ?? []).filter((t) => t > now - windowMs);
    const allowed = times.length < this.policy.limit;
    if (allowed) times.push(now);
    if (times.length > 0) this.calls.set(client, times);
    else this.calls.delete(client);
    const oldest = times[0];
    const resetSeconds = oldest === undefined ? 0 : Math.max(1, Math.ceil((oldest + windowMs - now) / 1000));
    return {
      allowed,
      limit: this.policy.limit,
      remaining: Math.max(0, this.policy.limit - times.length),
      resetSeconds,
      retryAfterSeconds: allowed ? 0 : resetSeconds,
    };
  }

  /** Gives back the newest slot `client` took (its call turned out to be someone else's to count). */
  giveBack(client: string): void {
    const times = this.calls.get(client);
    if (!times) return;
    times.pop();
    if (times.length === 0) this.calls.delete(client);
  }

  /** Drops clients whose calls have all left the window (keeps memory flat). */
  sweep(): void {
    const cutoff = this.now() - this.policy.windowSeconds * 1000;
    for (const [client, times] of this.calls) {
      if (!times.some((t) => t > cutoff)) this.calls.delete(client);
    }
  }
}
