/**
 * The HTML of the sign-in page behind GET /shop_oauth/authorize: a small, accessible form (email
 * and password with labels, errors announced, the store's name and what the app asks for) with no
 * external resource and no script. Its headers forbid everything but its own inline style (by a
 * per-response nonce), posting the form to this server, and the redirect to the app.
 */
import { randomBytes } from 'node:crypto';
import type { Reply } from '../http/http-io.js';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

const SCOPE_WORDS: Record<string, string> = {
  read: 'See your account, saved addresses and cards, orders, wishlist and cart',
  write: 'Change your account, addresses, cards, wishlist and cart, and place orders',
  admin: 'Manage the whole store',
};

const STYLE = `
:root{color-scheme:light dark;--fg:#1d2433;--bg:#ffffff;--muted:#4a5568;--line:#8a94a6;--accent:#1f5fa8;--error:#a4262c}
@media (prefers-color-scheme:dark){:root{--fg:#e8ecf3;--bg:#151a23;--muted:#b8c0cc;--line:#6b7689;--accent:#7fb2ff;--error:#ff8a8f}}
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif;color:var(--fg);background:var(--bg)}
main{max-width:26rem;margin:3rem auto;padding:0 1.25rem}
h1{font-size:1.5rem;margin:0 0 .25rem}
p{margin:.25rem 0 1rem;color:var(--muted)}
ul{margin:0 0 1.25rem;padding-left:1.25rem}
label{display:block;font-weight:600;margin:1rem 0 .25rem}
input{width:100%;font:inherit;padding:.6rem .7rem;border:1px solid var(--line);border-radius:.4rem;background:transparent;color:inherit}
input:focus-visible,button:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
.actions{display:flex;gap:.75rem;margin-top:1.5rem}
button{font:inherit;font-weight:600;padding:.6rem 1.2rem;border-radius:.4rem;border:1px solid var(--accent);cursor:pointer}
button[value=allow]{background:var(--accent);color:var(--bg)}
button[value=deny]{background:transparent;color:var(--accent)}
.error{color:var(--error);font-weight:600;border-left:4px solid var(--error);padding-left:.75rem}
`;

export interface SignInPage {
  storeName: string;
  clientName: string;
  scopes: string[];
  /** The one-time form id that ties the POST to this page and this browser. */
  formId: string;
  email?: string;
  error?: string;
  /** Origin of the client's redirect URI, where the browser will be sent after the form. */
  redirectOrigin: string;
}

function pageHeaders(styleNonce: string, formAction: string): Record<string, string> {
  return {
    'Content-Security-Policy': [
      "default-src 'none'",
      `style-src 'nonce-${styleNonce}'`,
      `form-action ${formAction}`,
      "frame-ancestors 'none'",
      "base-uri 'none'",
    ].join('; '),
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'no-referrer',
    'Cache-Control': 'no-store',
    Pragma: 'no-cache',
  };
}

function document(title: string, styleNonce: string, main: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style nonce="${styleNonce}">${STYLE}</style>
</head>
<body>
<main>
${main}
</main>
</body>
</html>
`;
}

export function signInPage(page: SignInPage, status = 200, extraHeaders: Record<string, string> = {}): Reply {
  const styleNonce = randomBytes(16).toString('base64url');
  const store = escapeHtml(page.storeName);
  const scopeItems = page.scopes.map((s) => `<li>${escapeHtml(SCOPE_WORDS[s] ?? s)}</li>`).join('');
  const error = page.error ? `<p class="error" id="sign-in-error" role="alert">${escapeHtml(page.error)}</p>` : '';
  const described = page.error ? ' aria-describedby="sign-in-error" aria-invalid="true"' : '';
  const main = `<h1>Sign in to ${store}</h1>
<p><strong>${escapeHtml(page.clientName)}</strong> asks to use your ${store} account to:</p>
<ul>${scopeItems}</ul>
${error}
<form method="post" action="/shop_oauth/authorize">
<input type="hidden" name="form_id" value="${escapeHtml(page.formId)}">
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(page.email ?? '')}"${described}${page.email ? '' : ' autofocus'}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${described}${page.email ? ' autofocus' : ''}>
<div class="actions">
<button type="submit" name="decision" value="allow">Sign in</button>
<button type="submit" name="decision" value="deny" formnovalidate>Cancel</button>
</div>
</form>`;
  return {
    status,
    contentType: 'text/html',
    body: document(`Sign in to ${page.storeName}`, styleNonce, main),
    headers: { ...pageHeaders(styleNonce, `'self' ${page.redirectOrigin}`), ...extraHeaders },
  };
}

/** A page for requests that cannot go back to the app (unknown client, bad redirect URI, stale form). */
export function problemPage(storeName: string, title: string, detail: string, status = 400): Reply {
  const styleNonce = randomBytes(16).toString('base64url');
  const main = `<h1>${escapeHtml(title)}</h1>
<p role="alert">${escapeHtml(detail)}</p>
<p>${escapeHtml(storeName)}</p>`;
  return {
    status,
    contentType: 'text/html',
    body: document(title, styleNonce, main),
    headers: pageHeaders(styleNonce, "'none'"),
  };
}
