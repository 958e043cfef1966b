/**
 * The Platform API's OpenAPI document (served as /api/openapi/platform.yaml): the administrative
 * surface this store offers, reachable only with a token carrying the `admin` scope.
 */
import { listResponse, singleResponse } from './documents.js';
import { CATALOG_PARAMETERS, CATALOG_PATHS, CATALOG_RESPONSES, CATALOG_SCHEMAS } from './platform-catalog.js';
import { PUBLISHABLE_KEY_PATHS, PUBLISHABLE_KEY_RESPONSES, PUBLISHABLE_KEY_SCHEMAS } from './platform-publishable-keys.js';
import { WEBHOOK_PATHS, WEBHOOK_RESPONSES, WEBHOOK_SCHEMAS } from './platform-webhooks.js';
import { TILL_KEY_PATHS, TILL_KEY_RESPONSES, TILL_KEY_SCHEMAS } from './platform-till-keys.js';
import { ERROR_RESPONSES, JSONAPI_SCHEMAS, RESOURCE_SCHEMAS } from './shared-schemas.js';

const DOCUMENT_RESPONSES = [
  listResponse('OrderList', 'Order', 'A page of orders (carts and completed orders).'),
  singleResponse('OrderDocument', 'Order', 'An order.'),
  singleResponse('ShipmentDocument', 'Shipment', 'A shipment.'),
].join('') + CATALOG_RESPONSES + WEBHOOK_RESPONSES + PUBLISHABLE_KEY_RESPONSES + TILL_KEY_RESPONSES;

const shipmentEvent = (event: string, summary: string, description: string, body = '') => String.raw`
  /shipments/{id}/${event}:
    patch:
      tags: [Shipments]
      operationId: ${event}Shipment
      summary: ${summary}
      description: ${description}
      parameters:
        - $ref: '#/components/parameters/ShipmentId'${body}
      responses:
        '200':
          $ref: '#/components/responses/ShipmentDocument'
        '401':
          $ref: '#/components/responses/Unauthorized'
        '403':
          $ref: '#/components/responses/Forbidden'
        '404':
          $ref: '#/components/responses/NotFound'
        '422':
          $ref: '#/components/responses/Unprocessable'
        '429':
          $ref: '#/components/responses/TooManyRequests'`;

const SHIP_BODY = String.raw`
      requestBody:
        required: false
        content:
          application/vnd.api+json:
            schema:
              type: object
              properties:
                shipment:
                  type: object
                  properties:
                    tracking:
                      type: string
                      description: The carrier's tracking number; tracking_url is made from it.
          application/json:
            schema:
              type: object
              properties:
                shipment:
                  type: object
                  properties:
                    tracking:
                      type: string`;

export const PLATFORM_OPENAPI = String.raw`openapi: 3.0.3
info:
  title: Platform API
  version: 2.0.0
  description: |
    The administrative surface of the store: orders, fulfilment, product content and prices, stock, and
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
  - name: Catalog
  - name: Stock
  - name: Webhooks
  - name: Publishable keys
security:
  - admin: [admin]
paths:
  /orders:
    get:
      tags: [Orders]
      operationId: listOrders
      summary: Orders
      parameters:
        - name: filter[number]
          in: query
          description: Comma-separated order numbers.
          schema:
            type: string
        - name: filter[state]
          in: query
          description: Comma-separated states (cart, address, delivery, payment, confirm, complete, canceled).
          schema:
            type: string
        - name: filter[payment_state]
          in: query
          schema:
            type: string
        - name: filter[shipment_state]
          in: query
          schema:
            type: string
        - name: filter[email]
          in: query
          schema:
            type: string
        - name: filter[updated_at_gt]
          in: query
          description: Only orders changed after this time (ISO 8601).
          schema:
            type: string
            format: date-time
        - name: sort
          in: query
          description: id, number, created_at, updated_at or completed_at; prefix - for descending.
          schema:
            type: string
        - $ref: '#/components/parameters/Page'
        - $ref: '#/components/parameters/PerPage'
        - $ref: '#/components/parameters/Include'
      responses:
        '200':
          $ref: '#/components/responses/OrderList'
        '400':
          $ref: '#/components/responses/BadRequest'
        '401':
          $ref: '#/components/responses/Unauthorized'
        '403':
          $ref: '#/components/responses/Forbidden'
        '429':
          $ref: '#/components/responses/TooManyRequests'
  /orders/{number}:
    get:
      tags: [Orders]
      operationId: getOrder
      summary: An order by number, else by id
      parameters:
        - name: number
          in: path
          required: true
          schema:
            type: string
        - $ref: '#/components/parameters/Include'
      responses:
        '200':
          $ref: '#/components/responses/OrderDocument'
        '400':
          $ref: '#/components/responses/BadRequest'
        '401':
          $ref: '#/components/responses/Unauthorized'
        '403':
          $ref: '#/components/responses/Forbidden'
        '404':
          $ref: '#/components/responses/NotFound'
        '429':
          $ref: '#/components/responses/TooManyRequests'
  /shipments/{id}:
    get:
      tags: [Shipments]
      operationId: getShipment
      summary: A shipment by number, else by id
      parameters:
        - $ref: '#/components/parameters/ShipmentId'
        - $ref: '#/components/parameters/Include'
      responses:
        '200':
          $ref: '#/components/responses/ShipmentDocument'
        '401':
          $ref: '#/components/responses/Unauthorized'
        '403':
          $ref: '#/components/responses/Forbidden'
        '404':
          $ref: '#/components/responses/NotFound'
        '429':
          $ref: '#/components/responses/TooManyRequests'${shipmentEvent('ready', 'Mark a shipment ready', 'From pending (a back-ordered shipment once its stock is in); 422 from any other state.')}${shipmentEvent('ship', 'Ship a shipment', 'From ready; 422 from any other state. The order becomes shipped when all its shipments are, partial before.', SHIP_BODY)}${shipmentEvent('deliver', 'Confirm delivery', 'From shipped; 422 from any other state.')}${CATALOG_PATHS}${WEBHOOK_PATHS}${PUBLISHABLE_KEY_PATHS}${TILL_KEY_PATHS}
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
        billing_address, shipping_address, user; for shipments shipping_rates, stock_location, line_items).
      schema:
        type: string
    ShipmentId:
      name: id
      in: path
      required: true
      description: The shipment's number (H...) or id.
      schema:
        type: string${CATALOG_PARAMETERS}
  responses:${ERROR_RESPONSES.replace(/\n$/, '')}${DOCUMENT_RESPONSES}
  schemas:${JSONAPI_SCHEMAS.replace(/\n$/, '')}${RESOURCE_SCHEMAS.replace(/\n$/, '')}${CATALOG_SCHEMAS}${WEBHOOK_SCHEMAS}${PUBLISHABLE_KEY_SCHEMAS}${TILL_KEY_SCHEMAS}`;
