/**
 * Who may use the account area: a bearer token of a user (403 without one, as the interface
 * answers account calls from guests), with the `read` scope to read and `write` to change.
 */
import { forbidden } from '../http/api-error.js';
import { requireUser, type RequestContext } from '../http/request-context.js';

export type AccountScope = 'read' | 'write';

/** The signed-in user's id; 403 for guests and for tokens without the scope the call needs. */
export function requireAccount(ctx: RequestContext, scope: AccountScope): number {
  const userId = requireUser(ctx);
  if (ctx.bearer.kind !== 'valid' || !ctx.bearer.principal.scopes.has(scope)) throw forbidden();
  return userId;
}
