/**
 * Defence in depth at the bridge: whatever a service answers or announces, fields that carry
 * credentials (order tokens, OAuth tokens) are removed before it reaches the renderer.
 */
const SECRET_KEYS = new Set(['token', 'accessToken', 'refreshToken', 'access_token', 'refresh_token', 'orderToken']);

export function redactSecrets<T>(value: T): T {
  if (Array.isArray(value)) return value.map((v) => redactSecrets(v)) as T;
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
      if (SECRET_KEYS.has(k)) continue;
      out[k] = redactSecrets(v);
    }
    return out as T;
  }
  return value;
}
