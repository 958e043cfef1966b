/** The account's saved cards (bearer token of a user: `read` to list, `write` to remove). */
import { requireAccount } from '../account-access.js';
import { asString, dig } from '../params.js';
import { pageRequest, relatedList, relatedOrNull, type ResourceDef } from '../jsonapi.js';
import { routesWith, type EndpointRouter } from '../endpoints.js';
import { OWN_DATA } from '../scopes.js';
import { countSavedCards, defaultSavedCard, listSavedCards, removeSavedCard } from '../saved-cards.js';
import { creditCardResource } from '../serializers/orders.js';
import { sendDocument, sendList } from './documents.js';

const cardDef = creditCardResource as ResourceDef<unknown>;

export function registerCreditCardRoutes(endpoints: EndpointRouter, base: string): void {
  const router = routesWith(endpoints, OWN_DATA);
  router.get(`${base}/account/credit_cards`, (ctx) => {
    const userId = requireAccount(ctx, 'read');
    const wanted = asString(dig(ctx.params, 'filter', 'payment_method_id'))?.trim();
    // An id that cannot be a payment method's matches no card.
    const filter = { paymentMethodId: wanted ? (/^\d{1,15}$/.test(wanted) ? Number(wanted) : -1) : null };
    const page = pageRequest(ctx.params);
    const rows = listSavedCards(ctx.db, userId, filter, page.perPage, page.offset);
    return sendList(ctx, cardDef, relatedList(creditCardResource, rows), page, countSavedCards(ctx.db, userId, filter));
  });
  // `data` is null when the account has no default card.
  router.get(`${base}/account/credit_cards/default`, (ctx) => {
    const userId = requireAccount(ctx, 'read');
    return sendDocument(ctx, cardDef, relatedOrNull(creditCardResource, defaultSavedCard(ctx.db, userId)));
  });
  router.delete(`${base}/account/credit_cards/:id`, (ctx) => {
    const userId = requireAccount(ctx, 'write');
    removeSavedCard(ctx.db, userId, ctx.pathParams.id);
    return { status: 204 };
  });
}
