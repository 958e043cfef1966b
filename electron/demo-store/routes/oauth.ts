/** The OAuth endpoints under /shop_oauth: authorize (sign-in page), token and revoke. */
import { revokeEndpoint, tokenEndpoint } from '../oauth.js';
import type { Handler } from '../request-context.js';
import type { Router } from '../router.js';
import { registerAuthorizeRoutes } from './authorize.js';

export function registerOAuthRoutes(router: Router<Handler>): void {
  registerAuthorizeRoutes(router);
  router.post('/shop_oauth/token', (ctx) => {
    const auth = ctx.headers.authorization;
    return tokenEndpoint(ctx.db, ctx.params, Array.isArray(auth) ? auth[0] : auth);
  });
  router.post('/shop_oauth/revoke', (ctx) => revokeEndpoint(ctx.db, ctx.params));
}
