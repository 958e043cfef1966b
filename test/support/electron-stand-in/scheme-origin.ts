/**
 * Where a custom scheme's pages live in Chromium under the harness. Playwright cannot route a
 * custom scheme (app://), so a page the app loads from `app://pos/index.html` is shown at
 * `https://pos.app.scheme.invalid/index.html`, an origin no network can answer (RFC 2606's
 * `.invalid`) and that the harness routes to the app's own protocol.handle handler. The page is
 * a secure context there, as a scheme registered `secure: true` is in Electron; what the page
 * sees in `location` differs, what main.ts sees (request.url, senderFrame.url, will-navigate's
 * url) is mapped back to the app:// spelling.
 */
const SUFFIX = '.scheme.invalid';

/** app://pos/x → https://pos.app.scheme.invalid/x (other URLs unchanged). */
export function toChromiumUrl(url: string, schemes: readonly string[]): string {
  const parsed = safeUrl(url);
  if (!parsed) return url;
  const scheme = parsed.protocol.slice(0, -1);
  if (!schemes.includes(scheme)) return url;
  return `https://${parsed.host}.${scheme}${SUFFIX}${parsed.pathname}${parsed.search}${parsed.hash}`;
}

/** https://pos.app.scheme.invalid/x → app://pos/x (other URLs unchanged). */
export function toElectronUrl(url: string): string {
  const parsed = safeUrl(url);
  if (!parsed || parsed.protocol !== 'https:' || !parsed.hostname.endsWith(SUFFIX)) return url;
  const labels = parsed.hostname.slice(0, -SUFFIX.length).split('.');
  const scheme = labels.pop();
  return `${scheme}://${labels.join('.')}${parsed.pathname}${parsed.search}${parsed.hash}`;
}

/** The custom scheme a Chromium URL stands for, or null for an ordinary URL. */
export function standInScheme(url: string): string | null {
  const parsed = safeUrl(url);
  if (!parsed || parsed.protocol !== 'https:' || !parsed.hostname.endsWith(SUFFIX)) return null;
  return parsed.hostname.slice(0, -SUFFIX.length).split('.').pop() ?? null;
}

function safeUrl(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}
