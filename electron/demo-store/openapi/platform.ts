/**
 * The Platform API's OpenAPI document (served as /api/openapi/platform.yaml): the administrative
 * surface this store offers, reachable only with a token carrying the `admin` scope. Its paths are
 * generated from the routes declared under routes/platform*.ts; this is the rest of it.
 */
import { ERROR_ANSWERS } from './answers.js';
import * as components from './schemas/components.js';
import type { DocumentFrame } from './generate.js';
import { PLATFORM_PARAMETERS } from './platform-parameters.js';
import { ReturnItem } from '../returns/return-schemas.js';

/** What the Platform document says besides its routes. */
export const PLATFORM_FRAME: DocumentFrame = {
  info: {
    title: 'Platform API',
    version: '2.0.0',
    description: [
      'The administrative surface of the store: orders (approve, cancel, resume), shipments (ready, pend, ship,\n',
      'deliver, cancel, resume), payments, product content and prices, stock, and\n',
      "webhook subscriptions with their delivery attempts, and the publishable keys of the store's own clients\n",
      "(X-Shop-Token), and the public keys of the store's tills; returns (reasons, return authorizations,\n",
      "customer returns, reimbursements, refunds: operations marked x-storefront-extension are this store's own,\n",
      "not Spree's) and store credits. Every call needs\n",
      'Authorization: Bearer with a token that has the admin scope (client credentials of a registered\n',
      "server-side client, or a staff member's password grant with scope=admin presented together with that\n",
      'client and its secret; a password alone never gives admin): without a good token the\n',
      'answer is 401, with a token of another scope 403. Answers are JSON:API documents as in the Storefront\n',
      'API; lists take page and per_page (at most 100) and carry meta and links. The same rate limit applies:\n',
      '60 calls in any 60 seconds per client IP.\n',
    ].join(''),
  },
  base: '/api/v2/platform',
  tags: ['Orders', 'Shipments', 'Payments', 'Returns', 'Catalog', 'Stock', 'Webhooks', 'Publishable keys', 'Mails'].map((name) => ({ name })),
  security: [{ admin: ['admin'] }],
  securitySchemes: {
    admin: {
      type: 'oauth2',
      description: 'See /api/openapi/oauth.yml. Admin credentials must be kept server-side.',
      flows: {
        clientCredentials: { tokenUrl: '/shop_oauth/token', scopes: { admin: 'The whole Platform API' } },
        password: {
          tokenUrl: '/shop_oauth/token',
          refreshUrl: '/shop_oauth/token',
          scopes: { admin: 'The whole Platform API (staff accounts, through a confidential client with its secret only)' },
        },
      },
    },
  },
  parameters: PLATFORM_PARAMETERS,
  // A return item is only ever included (include=return_items), so no answer names it.
  schemas: [...Object.values(components), ReturnItem],
  answers: Object.values(ERROR_ANSWERS),
};
