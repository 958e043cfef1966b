/**
 * Verifies an order-event webhook from the store: the `signature` header (or body field) has the
 * form `t=<unix seconds>,v1=<hex HMAC-SHA256>`, computed with the subscriber's secret over
 * `<t>.<raw body>`. A webhook whose signature does not match, or whose timestamp is more than
 * 5 minutes away from now, is rejected. What a subscriber of the demo store does with its webhooks;
 * the app itself subscribes to none.
 */

const WEBHOOK_TOLERANCE_SECONDS = 300;

export type WebhookVerdict = { valid: true; timestamp: number } | { valid: false; reason: 'malformed' | 'stale' | 'mismatch' };

export function parseSignatureHeader(header: string): { timestamp: number; signatures: string[] } | null {
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [key, value] = part.trim().split('=', 2);
    if (!key || value === undefined) continue;
    if (key === 't' && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    else if (key === 'v1' && /^[0-9a-f]{64}$/i.test(value)) signatures.push(value.toLowerCase());
  }
  return timestamp === null || signatures.length === 0 ? null : { timestamp, signatures };
}

async function hmacHex(secret: string, message: string): Promise<string> {
  const enc = new TextEncoder();
  const key = await crypto.subtle.importKey('raw', enc.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, enc.encode(message)));
  return [...mac].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** Compares two equal-length hex strings without stopping at the first difference. */
export function constantTimeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

export async function signWebhook(secret: string, rawBody: string, timestamp: number): Promise<string> {
  return `t=${timestamp},v1=${await hmacHex(secret, `${timestamp}.${rawBody}`)}`;
}

export async function verifyWebhook(options: {
  secret: string;
  rawBody: string;
  signature: string;
  nowSeconds: number;
  toleranceSeconds?: number;
}): Promise<WebhookVerdict> {
  const parsed = parseSignatureHeader(options.signature);
  if (!parsed) return { valid: false, reason: 'malformed' };
  const tolerance = options.toleranceSeconds ?? WEBHOOK_TOLERANCE_SECONDS;
  if (Math.abs(options.nowSeconds - parsed.timestamp) > tolerance) return { valid: false, reason: 'stale' };
  const expected = await hmacHex(options.secret, `${parsed.timestamp}.${options.rawBody}`);
  let match = false;
  for (const candidate of parsed.signatures) match = constantTimeEqual(expected, candidate) || match;
  return match ? { valid: true, timestamp: parsed.timestamp } : { valid: false, reason: 'mismatch' };
}
