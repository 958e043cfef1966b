/**
 * One request to the store and its answer read: timeouts and refused connections become
 * `network` errors, a redirect is not followed and becomes a `redirected` error saying where it
 * pointed, other non-2xx answers become StorefrontErrors typed by status with the server's
 * message, nested field errors and retry time. Credentials go in headers only and never into
 * an error message.
 */
import type { FetchLike, RequestContext } from './types/client-types.js';
import { errorFromAnswer, StorefrontError } from './errors.js';
import { NO_REDIRECTS, refuseRedirect } from './redirects.js';

const JSON_API = 'application/vnd.api+json';

export interface HttpRequest {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  url: string;
  headers?: Record<string, string>;
  body?: unknown;
  ctx?: RequestContext;
}

export async function send(fetchImpl: FetchLike, request: HttpRequest, timeoutMs: number): Promise<unknown> {
  const controller = new AbortController();
  const outer = request.ctx?.signal;
  const onAbort = () => controller.abort(outer?.reason);
  outer?.addEventListener('abort', onAbort, { once: true });
  const host = (() => {
    try {
      return new URL(request.url).host;
    } catch {
      return request.url;
    }
  })();
  let response: Response;
  try {
    response = await fetchImpl(request.url, {
      method: request.method,
      ...NO_REDIRECTS,
      headers: {
        Accept: JSON_API,
        ...(request.body !== undefined ? { 'Content-Type': JSON_API } : {}),
        ...request.headers,
      },
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: controller.signal,
      priority: request.ctx?.priority,
      timeoutMs: request.ctx?.timeoutMs ?? timeoutMs,
    });
  } catch (error) {
    // The transport's own refusal (an answer over the size the app reads) is already in words.
    if (error instanceof StorefrontError) throw error;
    const timedOut = !outer?.aborted && error instanceof Error && error.name === 'TimeoutError';
    throw new StorefrontError({
      kind: 'network',
      status: 0,
      message: timedOut ? `The store at ${host} did not answer in time.` : `Could not reach the store at ${host}.`,
      body: error instanceof Error ? error.name : undefined,
    });
  } finally {
    outer?.removeEventListener('abort', onAbort);
  }

  await refuseRedirect(response, request.url, 'this request');
  if (response.status === 204) return undefined;
  const text = await response.text().catch(() => '');
  let body: unknown = undefined;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
  }
  if (response.ok) {
    if (body === undefined && text) {
      throw new StorefrontError({ kind: 'server', status: response.status, message: 'The store answered something that is not JSON.' });
    }
    return body;
  }
  throw errorFromAnswer(response.status, body, response.headers.get('retry-after'));
}
