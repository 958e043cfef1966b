/**
 * The signature base of RFC 9421 §2.5 for a request. The component lines (`"@method": POST`,
 * `"content-digest": sha-256=:…:`, …) come from `http-message-signatures` (a maintained RFC 9421
 * implementation: derived components and field canonicalisation); the closing
 * `"@signature-params"` line is the canonical serialization of the signature's own input, so the
 * signer and the verifier build byte-identical bases from the same parsed input.
 */
import { createSignatureBase, formatSignatureBase } from 'http-message-signatures/lib/httpbis/index.js';
import { serializeComponentId, serializeSignatureInput, type SignatureInput } from './signature-fields.js';

export interface SignableRequest {
  method: string;
  /** The absolute target URI as sent (`@target-uri`). */
  url: string;
  /** Header fields by name (any case). */
  headers: Record<string, string | string[] | undefined>;
}

function presentHeaders(headers: SignableRequest['headers']): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) if (value !== undefined) out[name] = value;
  return out;
}

/** Throws when a covered component cannot be derived from the request (e.g. an absent header). */
export function buildSignatureBase(request: SignableRequest, input: SignatureInput): string {
  const lines = createSignatureBase(
    { fields: input.components.map(serializeComponentId) },
    { method: request.method, url: request.url, headers: presentHeaders(request.headers) },
  );
  lines.push(['"@signature-params"', [serializeSignatureInput(input)]]);
  return formatSignatureBase(lines);
}
