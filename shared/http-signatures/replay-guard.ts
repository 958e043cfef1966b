/**
 * Remembers the signatures it has accepted until they expire, so the same signature is refused
 * a second time within its window (RFC 9421 §7.2.2). Memory is bounded: expired entries are
 * dropped on each call, and at `capacity` the
 * earliest remembered entry goes first.
 */
export class ReplayGuard {
  private readonly seen = new Map<string, number>();

  constructor(private readonly capacity = 100_000) {}

  /** True the first time a signature is offered before it expires; false for a replay. */
  accept(signature: string, expiresSeconds: number, nowSeconds = Math.floor(Date.now() / 1000)): boolean {
    for (const [key, expires] of this.seen) if (expires < nowSeconds) this.seen.delete(key);
    if (this.seen.has(signature)) return false;
    if (this.seen.size >= this.capacity) {
      const first = this.seen.keys().next();
      if (!first.done) this.seen.delete(first.value);
    }
    this.seen.set(signature, expiresSeconds);
    return true;
  }
}
