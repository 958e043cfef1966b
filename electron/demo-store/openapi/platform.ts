/**
 * The Platform API's OpenAPI document (served as /api/openapi/platform.yaml): the administrative
 * surface this store offers, reachable only with a token carrying the `admin` scope.
 */
import { ORDER_PARAMETERS, ORDER_PATHS, ORDER_RESPONSES, ORDER_SCHEMAS } from './platform-orders.js';
import { CATALOG_PARAMETERS, CATALOG_PATHS, CATALOG_RESPONSES, CATALOG_SCHEMAS } from './platform-catalog.js';
import { PUBLISHABLE_KEY_PATHS, PUBLISHABLE_KEY_RESPONSES, PUBLISHABLE_KEY_SCHEMAS } from './platform-publishable-keys.js';
import { WEBHOOK_PATHS, WEBHOOK_RESPONSES, WEBHOOK_SCHEMAS } from './platform-webhooks.js';
import { TILL_KEY_PATHS, TILL_KEY_RESPONSES, TILL_KEY_SCHEMAS } from './platform-till-keys.js';
import { ERROR_RESPONSES, JSONAPI_SCHEMAS, RESOURCE_SCHEMAS } from './shared-schemas.js';

const DOCUMENT_RESPONSES = ORDER_RESPONSES + CATALOG_RESPONSES + WEBHOOK_RESPONSES + PUBLISHABLE_KEY_RESPONSES + TILL_KEY_RESPONSES;

export const PLATFORM_OPENAPI = String.raw`openapi: 3.0.3
info:
  title: Platform API
  version: 2.0.0
  description: |
    The administrative surface of the store: orders (approve, cancel, resume), shipments (ready, pend, ship,
    deliver, cancel, resume), payments, product content and prices, stock, and
    webhook subscriptions with their delivery attempts, and the publishable keys of the store's own clients
    (X-Shop-Token), and the public keys of the store's tills. Every call needs
    Authorization: Bearer with a token that has the admin scope (client credentials of a registered
    server-side client, or a staff member's password grant with scope=admin presented together with that
    client and its secret; a password alone never gives admin): without a good token the
    answer is 401, with a token of another scope 403. Answers are JSON:API documents as in the Storefront
    API; lists take page and per_page (at most 100) and carry meta and links. The same rate limit applies:
    60 calls in any 60 seconds per client IP.
servers:
  - url: /api/v2/platform
tags:
  - name: Orders
  - name: Shipments
  - name: Payments
  - name: Catalog
  - name: Stock
  - name: Webhooks
  - name: Publishable keys
security:
  - admin: [admin]
paths:${ORDER_PATHS}${CATALOG_PATHS}${WEBHOOK_PATHS}${PUBLISHABLE_KEY_PATHS}${TILL_KEY_PATHS}
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
        type: string${ORDER_PARAMETERS}${CATALOG_PARAMETERS}
  responses:${ERROR_RESPONSES.replace(/\n$/, '')}${DOCUMENT_RESPONSES}
  schemas:${JSONAPI_SCHEMAS.replace(/\n$/, '')}${RESOURCE_SCHEMAS.replace(/\n$/, '')}${ORDER_SCHEMAS}${CATALOG_SCHEMAS}${WEBHOOK_SCHEMAS}${PUBLISHABLE_KEY_SCHEMAS}${TILL_KEY_SCHEMAS}`;
