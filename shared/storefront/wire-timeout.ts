/**
 * The request timeout, counted from when a request goes on the wire. The client asks for one
 * (`timeoutMs`); whichever transport actually sends applies it: the request scheduler when it
 * dispatches a job, or this wrapper around plain fetch. A request waiting its turn in the
 * scheduler's queue therefore never times out merely for waiting.
 *
 * The timeout covers the whole answer, its body included, and is a plain timer held by this
 * request until it fires or the request is done. A `streamed` answer (an event stream that stays
 * open) is timed only until it starts: its body then flows for as long as it lasts, and the
 * caller's signal can still end it. (AbortSignal.timeout combined through
 * AbortSignal.any is not used: Node 20 may collect that timer with the garbage, and the request
 * then waits until the connection dies.)
 */
import { readCappedBody } from './capped-body.js';
import type { FetchLike } from './types/client-types.js';
import { StorefrontError } from './errors.js';

/**
 * The most of one answer the app reads (32 MiB): far above any page of the interface, so a store
 * that sends more within the timeout is cut off instead of filling the till's memory.
 */
export const MAX_ANSWER_BYTES = 32 * 1024 * 1024;

/** What a request that ran out of time fails with (its name is what callers look for). */
function timeoutError(): DOMException {
  return new DOMException('The store did not answer in time.', 'TimeoutError');
}

/** The answer with its body read in full (within the timeout and its size limit), as a Response of its own. */
async function readWhole(response: Response): Promise<Response> {
  if (!response.body) return response;
  const body = await readCappedBody(response, MAX_ANSWER_BYTES);
  if (body.kind === 'too_large') {
    throw new StorefrontError({
      kind: 'server',
      status: response.status,
      message: `The store's answer was larger than ${MAX_ANSWER_BYTES / (1024 * 1024)} MB, so the app did not read it.`,
    });
  }
  // As fetch itself fails when an answer breaks off: no answer to act on.
  if (body.kind === 'broken') throw new TypeError("The store's answer broke off before its end.");
  return new Response(body.bytes.buffer as ArrayBuffer, { status: response.status, statusText: response.statusText, headers: response.headers });
}

export function withWireTimeout(fetchImpl: FetchLike): FetchLike {
  return async (input, init = {}) => {
    const { timeoutMs, streamed, ...rest } = init;
    if (!timeoutMs) return fetchImpl(input, rest);
    const controller = new AbortController();
    const outer = rest.signal ?? null;
    const onOuterAbort = () => controller.abort(outer?.reason);
    if (outer?.aborted) onOuterAbort();
    else outer?.addEventListener('abort', onOuterAbort, { once: true });
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort(timeoutError());
    }, timeoutMs);
    const letGo = () => outer?.removeEventListener('abort', onOuterAbort);
    /** A streamed answer's body still hears the caller's signal after the timer is gone, until it ends. */
    let stillStreaming = false;
    try {
      const response = await fetchImpl(input, { ...rest, signal: controller.signal });
      if (!streamed) return await readWhole(response);
      stillStreaming = response.body !== null;
      return stillStreaming ? untilItEnds(response, letGo) : response;
    } catch (error) {
      if (timedOut && !outer?.aborted) throw timeoutError();
      throw error;
    } finally {
      clearTimeout(timer);
      if (!stillStreaming) letGo();
    }
  };
}

/**
 * The same answer, its body passed on as it comes; `ended` is called once the body has ended
 * (read to its end, broken off, or cancelled by the reader), so the caller's signal, which may
 * outlive many streams, is not listened to any longer than the stream it ends.
 */
function untilItEnds(response: Response, ended: () => void): Response {
  const reader = response.body!.getReader();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done, value } = await reader.read();
        if (done) {
          ended();
          controller.close();
        } else {
          controller.enqueue(value);
        }
      } catch (error) {
        ended();
        controller.error(error);
      }
    },
    cancel(reason) {
      ended();
      return reader.cancel(reason);
    },
  });
  return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
}
