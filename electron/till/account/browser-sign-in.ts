/**
 * Sign-in in the system browser (OAuth authorization code with PKCE, RFC 7636, for a native app,
 * RFC 8252): the app listens once on 127.0.0.1 at a random port, opens the store's authorize
 * page in the user's browser, and takes the code the store redirects back with, only if the
 * `state` matches. One attempt at a time; an attempt ends when the code arrives, when the user
 * gives up, or after `timeoutMs`. The password never passes through the app.
 */
import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { OAuthToken } from '../../../shared/storefront/types/types.js';
import { TillRefusal } from '../runtime/error-words.js';
import { defineMessages, wordsOf } from '../../../shared/i18n/words.js';

const messages = defineMessages({
  waiting: {
    id: 'customer.browserSignIn.waiting',
    defaultMessage: 'A sign-in is already waiting in the browser. Finish it there, or cancel it first.',
  },
  cancelled: { id: 'customer.browserSignIn.cancelled', defaultMessage: 'The sign-in was cancelled.' },
  cancelledInBrowser: { id: 'customer.browserSignIn.cancelledInBrowser', defaultMessage: 'The sign-in was cancelled in the browser.' },
  notCompleted: { id: 'customer.browserSignIn.notCompleted', defaultMessage: 'The store did not complete the sign-in.' },
  tooLong: { id: 'customer.browserSignIn.tooLong', defaultMessage: 'The sign-in in the browser took too long. Try again.' },
});

export interface BrowserSignInOptions {
  /** The store's sign-in page, or how to learn it (a store whose OAuth metadata is refused rejects here, in words). */
  authorizationEndpoint: string | (() => Promise<string>);
  clientId: string;
  scope?: string;
  /** Opens the URL in the user's browser (shell.openExternal in Electron). */
  openExternal(url: string): Promise<void>;
  exchangeCode(input: { code: string; redirectUri: string; clientId: string; codeVerifier: string }): Promise<OAuthToken>;
  timeoutMs?: number;
}

const base64url = (bytes: Buffer) => bytes.toString('base64url');

function pkcePair(): { verifier: string; challenge: string } {
  const verifier = base64url(randomBytes(32));
  return { verifier, challenge: base64url(createHash('sha256').update(verifier).digest()) };
}

const PAGE = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>` +
  `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">` +
  `<style>body{font:16px system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#1d2433}</style>` +
  `</head><body><h1>${title}</h1><p>${body}</p></body></html>`;

export interface BrowserSignIn {
  /** Resolves with the token once the user has signed in; rejects in words otherwise. */
  run(): Promise<OAuthToken>;
  /** True while an attempt waits for the browser. */
  pending(): boolean;
  cancel(): void;
}

export function createBrowserSignIn(options: BrowserSignInOptions): BrowserSignIn {
  let current: { cancel: () => void } | null = null;

  const run = async (): Promise<OAuthToken> => {
    const endpoint = typeof options.authorizationEndpoint === 'string' ? options.authorizationEndpoint : await options.authorizationEndpoint();
    if (current) {
      throw new TillRefusal({ kind: 'invalid_input', message: wordsOf(messages.waiting) });
    }
    const { verifier, challenge } = pkcePair();
    const state = base64url(randomBytes(24));
    let settle!: { resolve: (code: string) => void; reject: (error: Error) => void };
    const codeArrived = new Promise<string>((resolve, reject) => {
      settle = { resolve, reject };
    });
    codeArrived.catch(() => undefined); // handled below; a cancel before the browser opens is not unhandled
    current = { cancel: () => settle.reject(new TillRefusal({ kind: 'invalid_input', message: wordsOf(messages.cancelled) })) };

    const server = http.createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      if (req.method !== 'GET' || url.pathname !== '/callback') {
        res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
        return;
      }
      const reply = (status: number, title: string, body: string) =>
        res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' }).end(PAGE(title, body));
      if (url.searchParams.get('state') !== state) {
        // Not the answer to our request (a stale tab or a forged link): ignored, the attempt goes on.
        reply(400, 'This sign-in link is not current', 'Start the sign-in again from Storefront POS.');
        return;
      }
      const error = url.searchParams.get('error');
      const code = url.searchParams.get('code');
      if (error || !code) {
        reply(200, 'Sign-in not completed', 'You can close this tab and return to Storefront POS.');
        settle.reject(
          new TillRefusal({
            kind: 'unauthorized',
            message: wordsOf(error === 'access_denied' ? messages.cancelledInBrowser : messages.notCompleted),
          }),
        );
        return;
      }
      reply(200, 'Signed in', 'You are signed in to Storefront POS. You can close this tab.');
      settle.resolve(code);
    });
    const timer = setTimeout(() => settle.reject(new TillRefusal({ kind: 'offline', message: wordsOf(messages.tooLong) })), options.timeoutMs ?? 5 * 60_000);
    try {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(0, '127.0.0.1', () => resolve());
      });
      const port = (server.address() as AddressInfo).port;
      const redirectUri = `http://127.0.0.1:${port}/callback`;
      const authorize = new URL(endpoint);
      authorize.search = new URLSearchParams({
        response_type: 'code',
        client_id: options.clientId,
        redirect_uri: redirectUri,
        code_challenge: challenge,
        code_challenge_method: 'S256',
        state,
        ...(options.scope ? { scope: options.scope } : {}),
      }).toString();
      await options.openExternal(authorize.toString());
      const code = await codeArrived;
      return await options.exchangeCode({ code, redirectUri, clientId: options.clientId, codeVerifier: verifier });
    } finally {
      clearTimeout(timer);
      current = null;
      server.closeAllConnections();
      server.close();
    }
  };

  return {
    run,
    pending: () => current !== null,
    cancel: () => current?.cancel(),
  };
}
