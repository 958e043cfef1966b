/**
 * The one Content Security Policy of the app's pages, sent by the app:// protocol in Electron
 * and by the browser host. Scripts and styles only from the app itself, no network but its own
 * origin (the renderer never talks to a store directly), no frames, no plugins.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');
