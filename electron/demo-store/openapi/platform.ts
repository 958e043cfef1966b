/**
 * The Platform API's OpenAPI document (served as /api/openapi/platform.yaml): the administrative
 * surface this store offers, reachable only with a token carrying the `admin` scope.
 */
import { ORDER_PARAMETERS, ORDER_PATHS, ORDER_RESPONSES, ORDER_SCHEMAS } from './platform-orders.js';
import { PUBLISHABLE_KEY_PATHS, PUBLISHABLE_KEY_RESPONSES, PUBLISHABLE_KEY_SCHEMAS } from './platform-publishable-keys.js';
import { ERROR_RESPONSES, JSONAPI_SCHEMAS, RESOURCE_SCHEMAS } from './shared-schemas.js';
import { ERROR_ANSWERS } from './answers.js';
import * as components from './components.js';
import type { DocumentFrame } from './generate.js';
import { PLATFORM_PARAMETERS } from './platform-parameters.js';

const DOCUMENT_RESPONSES = ORDER_RESPONSES + PUBLISHABLE_KEY_RESPONSES;

/** What the Platform document says besides its routes. */
export const PLATFORM_FRAME: DocumentFrame = {
  info: {
    title: 'Platform API',
    version: '2.0.0',
    description: [
      "The administrative surface of the store: orders (approve, cancel, resume), shipments (ready, pend, ship,\n",
      "deliver, cancel, resume), payments, product content and prices, stock, and\n",
      "webhook subscriptions with their delivery attempts, and the publishable keys of the store's own clients\n",
      "(X-Shop-Token), and the public keys of the store's tills. Every call needs\n",
      "Authorization: Bearer with a token that has the admin scope (client credentials of a registered\n",
      "server-side client, or a staff member's password grant with scope=admin presented together with that\n",
      "client and its secret; a password alone never gives admin): without a good token the\n",
      "answer is 401, with a token of another scope 403. Answers are JSON:API documents as in the Storefront\n",
      "API; lists take page and per_page (at most 100) and carry meta and links. The same rate limit applies:\n",
      "60 calls in any 60 seconds per client IP.\n"
    ].join(''),
  },
  base: '/api/v2/platform',
  tags: ['Orders', 'Shipments', 'Payments', 'Catalog', 'Stock', 'Webhooks', 'Publishable keys'].map((name) => ({ name })),
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
  schemas: Object.values(components),
  answers: Object.values(ERROR_ANSWERS),
};

/** The parts of the document not yet generated from route declarations (paths and components, as YAML). */
export const PLATFORM_OPENAPI = String.raw`paths:${ORDER_PATHS}${PUBLISHABLE_KEY_PATHS}
components:
  securitySchemes:
    admin:
      type: oauth2
      description: See /api/openapi/oauth.yml. Admin credentials must be kept server-side.
      flows:
        clientCredentials:
          tokenUrl: /shop_oauth/token
          scopes:
            admin: The whole Platform API
        password:
          tokenUrl: /shop_oauth/token
          refreshUrl: /shop_oauth/token
          scopes:
            admin: The whole Platform API (staff accounts, through a confidential client with its secret only)
  parameters:
    Page:
      name: page
      in: query
      schema:
        type: integer
        minimum: 1
        default: 1
    PerPage:
      name: per_page
      in: query
      description: Page size; values outside 1..100 give the default.
      schema:
        type: integer
        minimum: 1
        maximum: 100
        default: 25
    Include:
      name: include
      in: query
      description: Comma-separated relationships to side-load (for orders line_items, shipments, payments,
        bill_address, ship_address, user, also billing_address, shipping_address, variants, promotions, gift_card;
        for shipments shipping_rates, selected_shipping_rate, stock_location, line_items), with dot paths
        (shipments.line_items). An unknown name is a 400.
      schema:
        type: string
    ShipmentId:
      name: id
      in: path
      required: true
      description: The shipment's number (H...) or id.
      schema:
        type: string${ORDER_PARAMETERS}
  responses:${ERROR_RESPONSES.replace(/\n$/, '')}${DOCUMENT_RESPONSES}
  schemas:${JSONAPI_SCHEMAS.replace(/\n$/, '')}${RESOURCE_SCHEMAS.replace(/\n$/, '')}${ORDER_SCHEMAS}${PUBLISHABLE_KEY_SCHEMAS}`;
