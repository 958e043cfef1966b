/**
 * Watches every answer (and every missing answer) from the store and reports the connection
 * state the UI shows: online, offline, or rate limited until a given time. It wraps the
 * transport, so it sees all traffic without each service reporting it.
 */
import type { ConnectionState } from '../../shared/bridge.js';
import type { FetchLike } from '../../shared/storefront/client-types.js';

export function watchConnection(
  inner: FetchLike,
  onChange: (state: ConnectionState) => void,
  now: () => number = Date.now,
): { fetch: FetchLike; current(): ConnectionState } {
  let current: ConnectionState = { state: 'online' };
  const set = (next: ConnectionState) => {
    if (JSON.stringify(next) === JSON.stringify(current)) return;
    current = next;
    onChange(next);
  };
  const wrapped: FetchLike = async (input, init) => {
    try {
      const response = await inner(input, init);
      if (response.status === 429) {
        const seconds = Number(response.headers.get('retry-after')) || 5;
        set({ state: 'rate_limited', retryAt: new Date(now() + seconds * 1000).toISOString() });
      } else {
        set({ state: 'online' });
      }
      return response;
    } catch (error) {
      if (!(error instanceof Error && error.name === 'AbortError' && init?.signal?.aborted && !isTimeout(init.signal))) {
        set({ state: 'offline', message: 'The store cannot be reached.' });
      }
      throw error;
    }
  };
  return { fetch: wrapped, current: () => current };
}

function isTimeout(signal: AbortSignal): boolean {
  return signal.reason instanceof Error && signal.reason.name === 'TimeoutError';
}
