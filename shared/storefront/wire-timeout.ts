/**
 * The request timeout, counted from when a request goes on the wire. The client asks for one
 * (`timeoutMs`); whichever transport actually sends applies it: the request scheduler when it
 * dispatches a job, or this wrapper around plain fetch. A request waiting its turn in the
 * scheduler's queue therefore never times out merely for waiting.
 */
import type { FetchLike, ScheduledRequestInit } from './client-types.js';

export function withWireTimeout(fetchImpl: FetchLike): FetchLike {
  return (input, init: ScheduledRequestInit = {}) => {
    const { timeoutMs, ...rest } = init;
    if (!timeoutMs) return fetchImpl(input, rest);
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = rest.signal ? AbortSignal.any([rest.signal, timeout]) : timeout;
    return fetchImpl(input, { ...rest, signal });
  };
}
