/**
 * The last word on what a line of the app's log may carry: every line written to the log file
 * passes here first. Credentials in URLs go (shared/logging/redact-url.ts), and so do the values of
 * credential headers written as text (`Authorization: Bearer …`, `X-Shop-Order-Token: …`), bearer
 * tokens wherever they stand, `name=value` pairs naming a credential (a request target's query
 * without its origin, a form body), and JSON fields whose names carry a credential (a token, secret,
 * password, PIN or authorization). Pure: no Node or DOM imports.
 */
import { isCredentialParameter, REDACTED, redactUrlsInText } from './redact-url.js';

/** Field names (of objects logged or JSON written in a line) whose values are credentials. */
export function isCredentialField(name: string): boolean {
  const lower = name.toLowerCase();
  return (
    /token|secret|passw|authorization|cookie|api[-_]?key|credential|verifier|signature|pinhash/.test(lower) ||
    // a PIN by any name (pin, newPin, manager_pin), but not "shipping" or "pinned"
    /(^|[_-])pin$/.test(lower) ||
    /[a-z]Pin$/.test(name)
  );
}

const HEADER =
  /\b(authorization|proxy-authorization|x-shop-order-token|x-shop-token|x-spree-order-token|x-spree-token|cookie|set-cookie)(["']?\s*[:=]\s*["']?)(?:(bearer|basic|token)\s+)?[^\s"',;]+/gi;
const BEARER = /\b(bearer)\s+[A-Za-z0-9\-._~+/]+=*/gi;
const JSON_STRING_FIELD = /"((?:[^"\\]|\\.)*)"(\s*:\s*)"((?:[^"\\]|\\.)*)"/g;
const JSON_NUMBER_FIELD = /"((?:[^"\\]|\\.)*)"(\s*:\s*)(-?\d+(?:\.\d+)?)/g;
/** The same fields in JSON quoted inside a JSON string (a line's words holding JSON): `\"pin\":\"1234\"`. */
const QUOTED_JSON_FIELD = /\\"([^"\\]*)\\"(\s*:\s*)(\\"(?:[^"\\]|\\[^"])*\\"|-?\d+(?:\.\d+)?)/g;

/** `name=value` in words, a request target's query or a form body (`/cart?order_token=…`, `password=…`). */
const NAME_VALUE = /([\w.%[\]-]+)=([^&\s"'<>`,;]+)/g;

/** One line of text (plain or JSON) with every credential it shows replaced by `[redacted]`. */
export function redactLogLine(line: string): string {
  return redactUrlsInText(line)
    .replace(HEADER, (_whole, name: string, sep: string, scheme: string | undefined) => `${name}${sep}${scheme ? `${scheme} ` : ''}${REDACTED}`)
    .replace(NAME_VALUE, (whole, name: string, value: string) => (value !== REDACTED && isCredentialParameter(name) ? `${name}=${REDACTED}` : whole))
    .replace(JSON_STRING_FIELD, (whole, name: string, colon: string) => (isCredentialField(name) ? `"${name}"${colon}"${REDACTED}"` : whole))
    .replace(JSON_NUMBER_FIELD, (whole, name: string, colon: string) => (isCredentialField(name) ? `"${name}"${colon}"${REDACTED}"` : whole))
    .replace(QUOTED_JSON_FIELD, (whole, name: string, colon: string) => (isCredentialField(name) ? `\\"${name}\\"${colon}\\"${REDACTED}\\"` : whole))
    .replace(BEARER, (whole, word: string) => (whole.endsWith(REDACTED) ? whole : `${word} ${REDACTED}`));
}

/** A value to log with every credential field's value replaced (objects and arrays, deeply). */
export function redactLogFields<T>(value: T, depth = 0): T {
  if (depth > 20) return REDACTED as T;
  if (Array.isArray(value)) return value.map((v) => redactLogFields(v, depth + 1)) as T;
  if (value && typeof value === 'object' && !(value instanceof Error)) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
      out[k] = isCredentialField(k) ? REDACTED : redactLogFields(v, depth + 1);
    }
    return out as T;
  }
  return value;
}
