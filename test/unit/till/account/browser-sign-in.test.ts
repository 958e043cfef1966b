import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createBrowserSignIn } from '../../../../electron/till/account/browser-sign-in.js';
import type { OAuthToken } from '../../../../shared/storefront/types/types.js';

const token: OAuthToken = { accessToken: 'a', refreshToken: 'r', tokenType: 'Bearer', expiresIn: 7200, createdAt: 0, scope: 'read write' };

/** Plays the user's browser: reads the authorize URL, then follows the redirect the store would send. */
function browser(answer: (params: URLSearchParams) => Record<string, string> | null) {
  const opened: URL[] = [];
  return {
    opened,
    openExternal: async (url: string) => {
      const u = new URL(url);
      opened.push(u);
      const reply = answer(u.searchParams);
      if (!reply) return;
      const back = new URL(u.searchParams.get('redirect_uri')!);
      for (const [k, v] of Object.entries(reply)) back.searchParams.set(k, v);
      setTimeout(() => void fetch(back).then((r) => r.text()), 5);
    },
  };
}

describe('sign-in in the system browser', () => {
  it('sends a PKCE S256 challenge and a loopback redirect, and exchanges the code with its verifier', async () => {
    const b = browser((p) => ({ code: 'the-code', state: p.get('state')! }));
    let exchanged: { code: string; codeVerifier: string; redirectUri: string } | null = null;
    const signIn = createBrowserSignIn({
      authorizationEndpoint: 'http://127.0.0.1:1/shop_oauth/authorize',
      clientId: 'storefront-pos',
      openExternal: b.openExternal,
      exchangeCode: async (input) => {
        exchanged = input;
        return token;
      },
    });
    await expect(signIn.run()).resolves.toEqual(token);
    const params = b.opened[0]!.searchParams;
    expect(params.get('response_type')).toBe('code');
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('redirect_uri')).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/callback$/);
    expect(exchanged!.code).toBe('the-code');
    expect(exchanged!.redirectUri).toBe(params.get('redirect_uri'));
    expect(createHash('sha256').update(exchanged!.codeVerifier).digest('base64url')).toBe(params.get('code_challenge'));
    expect(signIn.pending()).toBe(false);
  });

  it('ignores a redirect whose state is not its own', async () => {
    let redirect = '';
    const signIn = createBrowserSignIn({
      authorizationEndpoint: 'http://127.0.0.1:1/authorize',
      clientId: 'storefront-pos',
      openExternal: async (url) => {
        redirect = new URL(url).searchParams.get('redirect_uri')!;
      },
      exchangeCode: async () => token,
      timeoutMs: 1500,
    });
    const attempt = signIn.run();
    await new Promise((r) => setTimeout(r, 50));
    const forged = await fetch(`${redirect}?code=stolen&state=guess`);
    expect(forged.status).toBe(400);
    expect(signIn.pending()).toBe(true);
    await expect(attempt).rejects.toThrow(/took too long/);
  });

  it('allows one attempt at a time, and reports a refusal in the browser', async () => {
    const b = browser((p) => ({ error: 'access_denied', state: p.get('state')! }));
    const signIn = createBrowserSignIn({
      authorizationEndpoint: 'http://127.0.0.1:1/a',
      clientId: 'c',
      openExternal: b.openExternal,
      exchangeCode: async () => token,
    });
    const first = signIn.run();
    await expect(signIn.run()).rejects.toThrow(/already waiting/);
    await expect(first).rejects.toThrow(/cancelled in the browser/);
  });
});
