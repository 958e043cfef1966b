/** The OAuth endpoints under /shop_oauth: authorize (sign-in page), token and revoke. */
import { credentialInUrl, REVOKE_BODY_ONLY, revokeEndpoint, TOKEN_BODY_ONLY, tokenEndpoint } from '../oauth.js';
import { routesWith, type EndpointRouter } from '../endpoints.js';
import type { RequestContext } from '../request-context.js';
import { PUBLIC } from '../scopes.js';
import { registerAuthorizeRoutes } from './authorize.js';

/** The Authorization header (client authentication by HTTP Basic), the first when sent twice. */
function authorizationOf(ctx: RequestContext): string | undefined {
  const auth = ctx.headers.authorization;
  return Array.isArray(auth) ? auth[0] : auth;
}

export function registerOAuthRoutes(endpoints: EndpointRouter): void {
  const router = routesWith(endpoints, PUBLIC);
  registerAuthorizeRoutes(endpoints);
  router.post('/shop_oauth/token', (ctx) => tokenEndpoint(ctx.db, ctx.params, authorizationOf(ctx)),
    { bodyOnly: { names: TOKEN_BODY_ONLY, refuse: credentialInUrl } });
  router.post('/shop_oauth/revoke', (ctx) => revokeEndpoint(ctx.db, ctx.params, authorizationOf(ctx)),
    { bodyOnly: { names: REVOKE_BODY_ONLY, refuse: credentialInUrl } });
}
