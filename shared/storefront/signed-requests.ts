/**
 * Every request of a store that this till signs goes out signed (HTTP Message Signatures,
 * RFC 9421): the app's transport to the store is wrapped once, below the scheduler, so the store
 * client, the OAuth and Platform clients, pictures, the service status and MCP are all covered,
 * and a request sent again (after a 429, say) is signed again with a fresh `created`. The body is
 * read to the bytes that go on the wire, so what the signature's `content-digest` covers is
 * exactly what is sent. Whether to sign is asked at each request: turning signing on or off
 * takes effect at once.
 */
import type { FetchLike } from './types/client-types.js';

/** A request as it will be sent: what a signature covers. */
interface RequestToSign {
  method: string;
  url: string;
  headers: Headers;
  /** The body's bytes, or null when it has none. */
  body: Uint8Array | null;
}

/** Answers the headers that sign the request (Signature-Input, Signature, Content-Digest). */
export type SignRequest = (request: RequestToSign) => Promise<Record<string, string>>;

export function withSignedRequests(fetchImpl: FetchLike, signer: () => SignRequest | null): FetchLike {
  return async (input, init = {}) => {
    const signRequest = signer();
    if (!signRequest) return fetchImpl(input, init);
    const method = (init.method ?? 'GET').toUpperCase();
    const headers = new Headers(init.headers);
    let body: Uint8Array<ArrayBuffer> | null = null;
    if (init.body != null) {
      // The body as fetch would encode it, with the content type fetch would give it.
      const encoded = new Request(input, { method, body: init.body, headers });
      body = new Uint8Array(await encoded.arrayBuffer());
      const type = encoded.headers.get('content-type');
      if (type && !headers.has('content-type')) headers.set('content-type', type);
    }
    const added = await signRequest({ method, url: String(input), headers, body });
    for (const [name, value] of Object.entries(added)) headers.set(name, value);
    return fetchImpl(input, { ...init, method, headers, ...(body ? { body } : {}) });
  };
}
