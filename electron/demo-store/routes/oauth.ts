/** OAuth endpoints and discovery documents. */
import { authorizationServerMetadata, protectedResourceMetadata, revokeEndpoint, tokenEndpoint } from '../oauth.js';
import type { Handler } from '../request-context.js';
import type { Router } from '../router.js';

export function registerOAuthRoutes(router: Router<Handler>): void {
  router.post('/shop_oauth/token', (ctx) => {
    const auth = ctx.headers.authorization;
    return tokenEndpoint(ctx.db, ctx.params, Array.isArray(auth) ? auth[0] : auth);
  });
  router.post('/shop_oauth/revoke', (ctx) => revokeEndpoint(ctx.db, ctx.params));
  router.get('/.well-known/oauth-authorization-server', (ctx) => ({
    status: 200, body: authorizationServerMetadata(ctx.origin), contentType: 'application/json',
  }));
  router.get('/.well-known/oauth-protected-resource', (ctx) => ({
    status: 200, body: protectedResourceMetadata(ctx.origin), contentType: 'application/json',
  }));
}
