/**
 * What the Storefront API's OpenAPI document (served as /api/openapi/storefront.yaml) says besides
 * its routes: its description, tags, security schemes, shared parameters, components and answers.
 * Every path, parameter, body and answer is generated from the routes' own declarations
 * (routes/account.ts, cart.ts, catalog.ts, ...; see generate.ts).
 */
import { ERROR_ANSWERS } from './answers.js';
import * as components from './schemas/components.js';
import type { DocumentFrame } from './generate.js';
import { STOREFRONT_PARAMETERS } from './storefront-parameters.js';
import * as requests from './storefront-requests.js';

const SCOPES = {
  read: 'Own account, addresses, cards, orders, wishlist and cart',
  write: 'Account changes, addresses, cards, wishlist, cart and checkout',
};

export const STOREFRONT_FRAME: DocumentFrame = {
  info: {
    title: 'Storefront API',
    version: '2.0.0',
    description: [
      'The REST interface of the online store: catalog, carts, checkout, customer accounts, wishlists and\n',
      "content. Answers are JSON:API documents (application/vnd.api+json): 'data' holds a resource object\n",
      "(id, type, attributes, relationships) or a list of them; lists add 'meta' and 'links'. Identifiers are\n",
      'strings; amounts are decimal strings with a display_ twin ("19.99", "$19.99").\n',
      '\n',
      "Authentication: a guest's cart is reached with its order token in the X-Shop-Order-Token header; a\n",
      'customer signs in with OAuth 2.0 (see /api/openapi/oauth.yml) and sends Authorization: Bearer. Signed-in\n',
      'reads need the read scope and changes the write scope. A bearer token that is presented but unknown,\n',
      'malformed, expired or revoked is refused with 401 on every call (never served as a guest), with\n',
      'WWW-Authenticate: Bearer error="invalid_token".\n',
      '\n',
      "Publishable keys: a client the store's operator knows (a till) may send the key it was issued (Platform\n",
      'API, /publishable_keys) as X-Shop-Token on every call. It grants nothing a call without it does not get;\n',
      'a call without it is served as before, and one presenting a key the store did not issue, or revoked, is\n',
      'refused with 401 (error invalid_publishable_key) on every call.\n',
      '\n',
      'Hosts: the store answers only the hosts it is served as (127.0.0.1, localhost and [::1] on its port,\n',
      'and names its operator adds); a request naming another Host is refused with 403 host_not_allowed.\n',
      'Paths are served in their one canonical spelling only (no empty, "." or ".." segments, trailing\n',
      'slashes, ";" parameters or percent-encoded letters, digits or slashes): any other spelling is 404.\n',
      '\n',
      'Limits: per_page at most 100 (default 25); 60 calls in any 60 seconds per client IP, with\n',
      'X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset and X-RateLimit-Policy on every answer and\n',
      'Retry-After on a 429. Errors answer {error, code, message, documentation}; a 422 adds errors.\n',
    ].join(''),
  },
  base: '/api/v2/storefront',
  tags: ['Account', 'Addresses', 'Credit cards', 'Orders', 'Cart', 'Checkout', 'Catalog', 'Store', 'Content', 'Wishlists'].map((name) => ({ name })),
  security: [{}, { orderToken: [] }, { bearer: [] }, { publishableKey: [] }],
  securitySchemes: {
    orderToken: {
      type: 'apiKey',
      in: 'header',
      name: 'X-Shop-Order-Token',
      description: "The cart's token from POST /cart; good until the order is completed or cancelled.",
    },
    publishableKey: {
      type: 'apiKey',
      in: 'header',
      name: 'X-Shop-Token',
      description:
        'A publishable key the store issued to this client (Platform API, /publishable_keys); optional on every call, ' +
        'which it does not give more access; a key not issued or revoked is a 401.',
    },
    bearer: {
      type: 'oauth2',
      description: "A customer's access token (7200 seconds). See /api/openapi/oauth.yml.",
      flows: {
        authorizationCode: { authorizationUrl: '/shop_oauth/authorize', tokenUrl: '/shop_oauth/token', refreshUrl: '/shop_oauth/token', scopes: SCOPES },
        password: { tokenUrl: '/shop_oauth/token', refreshUrl: '/shop_oauth/token', scopes: SCOPES },
      },
    },
  },
  parameters: STOREFRONT_PARAMETERS,
  schemas: [...Object.values(components), ...Object.values(requests)],
  answers: Object.values(ERROR_ANSWERS),
};
