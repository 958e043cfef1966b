/**
 * The Platform API's orders, shipments and payments part of its OpenAPI document: lists with
 * ransack-style filters, sort, include and paging; the order state changes (approve, cancel,
 * resume) and the shipment state changes (ready, pend, ship, deliver, cancel, resume). Paths are
 * indented for `paths`, parameters for `components.parameters`, responses for
 * `components.responses`, schemas for `components.schemas`.
 */
import { errorResponses, listResponse, singleResponse } from './documents.js';

const filter = (name: string, description: string, format = '') => `
        - name: filter[${name}]
          in: query
          description: ${JSON.stringify(description)}
          schema:
            type: string${format ? `\n            format: ${format}` : ''}`;

const listFilter = (name: string, description: string) => `
        - name: filter[${name}][]
          in: query
          description: ${JSON.stringify(description)}
          style: form
          explode: true
          schema:
            type: array
            items:
              type: string`;

const ORDER_LIST_PARAMETERS = [
  filter('state_eq', 'Orders in this state (cart, address, delivery, payment, confirm, complete, canceled, resumed).'),
  listFilter('state_in', 'Orders in any of these states.'),
  filter('state_not_eq', 'Orders in any other state.'),
  filter('channel_eq', 'Orders placed through this channel: pos (a registered till) or spree (the web store).'),
  filter('channel_not_eq', 'Orders placed through any other channel.'),
  filter('till_id_eq', 'Orders placed at this registered till (its till key id).'),
  filter('payment_state_eq', 'balance_due, paid, credit_owed, failed or void.'),
  listFilter('payment_state_in', 'Any of these payment states.'),
  filter('shipment_state_eq', 'pending, ready, partial, shipped, delivered, backorder or canceled.'),
  listFilter('shipment_state_in', 'Any of these shipment states.'),
  filter('number_eq', 'The order with this number.'),
  filter('number_cont', 'Numbers containing this text (any case).'),
  listFilter('number_in', 'Any of these numbers.'),
  filter('email_eq', 'The customer email, exactly.'),
  filter('email_cont', 'Emails containing this text (any case).'),
  filter('bill_address_firstname_cont', 'The billing first name contains this text (any case); also _start, _eq, and lastname.'),
  filter('bill_address_lastname_start', 'The billing last name starts with this text (any case).'),
  filter('bill_address_firstname_or_bill_address_lastname_cont', 'Either billing name contains this text (conditions join with _or_).'),
  filter('completed_at_gt', 'Completed after this time (ISO 8601; also _gteq). Not a date and time: 400.', 'date-time'),
  filter('completed_at_lt', 'Completed before this time (ISO 8601; also _lteq).', 'date-time'),
  filter('created_at_gt', 'Created after this time (ISO 8601; also _lt, _gteq, _lteq).', 'date-time'),
  filter('updated_at_gt', 'Changed after this time (ISO 8601): what a poller asks for.', 'date-time'),
  filter('total_gteq', 'Totals of at least this amount (decimal; also _lteq, _gt, _lt, _eq).'),
  filter('user_id_eq', 'Orders of this customer account.'),
  filter('number', 'The simple spelling: comma-separated numbers (as number_in).'),
  filter('state', 'The simple spelling: comma-separated states (as state_in).'),
  filter('payment_state', 'The simple spelling: comma-separated payment states.'),
  filter('shipment_state', 'The simple spelling: comma-separated shipment states.'),
  filter('email', 'The simple spelling: comma-separated emails, exactly.'),
].join('');

const PAYMENT_LIST_PARAMETERS = [
  filter('order_id_eq', "The payments of the order with this id."),
  filter('order_number_eq', 'The payments of the order with this number.'),
  filter('state_eq', 'checkout, pending, processing, completed, failed, void or invalid.'),
  listFilter('state_in', 'Any of these states.'),
  filter('payment_method_id_eq', 'Payments by this payment method.'),
  filter('amount_gteq', 'At least this amount (decimal; also _lteq, _gt, _lt, _eq).'),
  filter('number_eq', 'The payment with this number.'),
].join('');

const orderChange = (event: 'approve' | 'cancel' | 'resume', summary: string, description: string) => String.raw`
  /orders/{number}/${event}:
    patch:
      tags: [Orders]
      operationId: ${event}Order
      summary: ${summary}
      description: ${JSON.stringify(description)}
      parameters:
        - $ref: '#/components/parameters/OrderNumber'
        - $ref: '#/components/parameters/Include'
      responses:
        '200':
          $ref: '#/components/responses/PlatformOrderDocument'${errorResponses(400, 401, 403, 404, 422, 429)}`;

const SHIP_BODY = String.raw`
      requestBody:
        required: false
        content:
          application/vnd.api+json:
            schema:
              $ref: '#/components/schemas/ShipRequest'
          application/json:
            schema:
              $ref: '#/components/schemas/ShipRequest'`;

const shipmentChange = (event: string, summary: string, description: string, body = '') => String.raw`
  /shipments/{id}/${event}:
    patch:
      tags: [Shipments]
      operationId: ${event}Shipment
      summary: ${summary}
      description: ${JSON.stringify(description)}
      parameters:
        - $ref: '#/components/parameters/ShipmentId'
        - $ref: '#/components/parameters/Include'${body}
      responses:
        '200':
          $ref: '#/components/responses/ShipmentDocument'${errorResponses(400, 401, 403, 404, 422, 429)}`;

export const ORDER_PATHS = String.raw`
  /orders:
    get:
      tags: [Orders]
      operationId: listOrders
      summary: Orders (carts and completed orders)
      description: Ransack-style filters filter[<attribute>_<predicate>] with the predicates eq, not_eq, in, not_in,
        cont, start, end, gt, gteq, lt, lteq, null and present; attributes id, number, state, payment_state,
        shipment_state, email, currency, channel, till_id, user_id, user_email, total, item_total, item_count, completed_at,
        created_at, updated_at, approved_at, canceled_at, bill_address_ and ship_address_ firstname, lastname,
        city, zipcode (and bill_address_company, bill_address_phone). Attributes join with _or_. Conditions on
        other attributes and blank values are ignored; a value its attribute cannot hold (a date that is not one)
        is a 400 in words.
      parameters:${ORDER_LIST_PARAMETERS}
        - name: sort
          in: query
          description: Comma-separated id, number, state, payment_state, shipment_state, email, total, item_total,
            item_count, created_at, updated_at, completed_at, approved_at or canceled_at; prefix - for descending.
            Any other name is a 400.
          schema:
            type: string
        - $ref: '#/components/parameters/Page'
        - $ref: '#/components/parameters/PerPage'
        - $ref: '#/components/parameters/Include'
      responses:
        '200':
          $ref: '#/components/responses/PlatformOrderList'${errorResponses(400, 401, 403, 429)}
  /orders/{number}:
    get:
      tags: [Orders]
      operationId: getOrder
      summary: An order by number, else by id
      parameters:
        - $ref: '#/components/parameters/OrderNumber'
        - $ref: '#/components/parameters/Include'
      responses:
        '200':
          $ref: '#/components/responses/PlatformOrderDocument'${errorResponses(400, 401, 403, 404, 429)}${orderChange('approve', 'Approve an order',
  'A complete or resumed order, once; records approver_id (the admin client that approved it) and approved_at. 422 for an order approved already, a cart or a canceled order.')}${orderChange('cancel', 'Cancel an order',
  'From complete, while no shipment has shipped (422 naming the shipment otherwise). Its pending and ready shipments are canceled and their units go back to stock; its payments are voided (a gift card or store credit spent on it gets the amount back), so payment_state becomes void. Records canceler_id and canceled_at. Sends order.canceled, shipment.canceled and payment.voided.')}${orderChange('resume', 'Resume a canceled order',
  'From canceled only (422 from any other state), to resumed. Its shipments are resumed: their units are taken from stock again, and they wait in pending while the order is not paid (voided payments stay void: payment_state failed). Sends order.resumed and shipment.resumed.')}
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
          $ref: '#/components/responses/ShipmentDocument'${errorResponses(400, 401, 403, 404, 429)}${shipmentChange('ready', 'Mark a shipment ready',
  'From pending (a back-ordered shipment once its stock is in, or a resumed order paid again); the order must be paid. 422 otherwise.')}${shipmentChange('pend', 'Move a shipment back to pending',
  'From ready; 422 from any other state.')}${shipmentChange('ship', 'Ship a shipment',
  'From ready; 422 from any other state (a canceled shipment is resumed first). The order becomes shipped when all its shipments are, partial before. Sends shipment.shipped.', SHIP_BODY)}${shipmentChange('deliver', 'Confirm delivery',
  "The demo store's own step after shipped: from shipped; 422 from any other state. Sends shipment.delivered.")}${shipmentChange('cancel', 'Cancel a shipment',
  'From pending or ready; its units go back to stock. A shipped or delivered shipment cannot be canceled (422). Sends shipment.canceled.')}${shipmentChange('resume', 'Resume a canceled shipment',
  "From canceled, while its order is not canceled (resume the order instead): to ready when the order is paid, else pending; its units are taken from stock again. Sends shipment.resumed.")}
  /payments:
    get:
      tags: [Payments]
      operationId: listPayments
      summary: Payments of every order, in every state (voided and failed ones too)
      description: Ransack-style filters as for orders, on id, number, state, order_id, order_number,
        payment_method_id, amount, created_at and updated_at.
      parameters:${PAYMENT_LIST_PARAMETERS}
        - name: sort
          in: query
          description: id, number, state, amount, created_at or updated_at; prefix - for descending. Any other name is a 400.
          schema:
            type: string
        - $ref: '#/components/parameters/Page'
        - $ref: '#/components/parameters/PerPage'
        - name: include
          in: query
          description: Comma-separated order, payment_method, source.
          schema:
            type: string
      responses:
        '200':
          $ref: '#/components/responses/PaymentList'${errorResponses(400, 401, 403, 429)}
  /payments/{id}:
    get:
      tags: [Payments]
      operationId: getPayment
      summary: A payment by id, else by number
      parameters:
        - name: id
          in: path
          required: true
          schema:
            type: string
        - name: include
          in: query
          description: Comma-separated order, payment_method, source.
          schema:
            type: string
      responses:
        '200':
          $ref: '#/components/responses/PaymentDocument'${errorResponses(400, 401, 403, 404, 429)}`;

export const ORDER_PARAMETERS = String.raw`
    OrderNumber:
      name: number
      in: path
      required: true
      description: The order's number (R...) or id.
      schema:
        type: string`;

export const ORDER_RESPONSES = [
  listResponse('PlatformOrderList', 'PlatformOrder', 'A page of orders (carts and completed orders).'),
  singleResponse('PlatformOrderDocument', 'PlatformOrder', 'An order.'),
  singleResponse('ShipmentDocument', 'Shipment', 'A shipment.'),
  listResponse('PaymentList', 'PlatformPayment', 'A page of payments.'),
  singleResponse('PaymentDocument', 'PlatformPayment', 'A payment.'),
].join('');

export const ORDER_SCHEMAS = String.raw`
    PlatformOrder:
      description: An order as the Storefront API shows it, plus who approved or canceled it and when, all its
        payments (voided and failed ones too) and bill_address / ship_address as Spree's Platform API names them.
      allOf:
        - $ref: '#/components/schemas/Order'
        - type: object
          required: [attributes, relationships]
          properties:
            attributes:
              type: object
              required: [approved_at, approver_id, canceled_at, canceler_id, channel, till_id]
              properties:
                approved_at:
                  type: string
                  format: date-time
                  nullable: true
                approver_id:
                  type: string
                  nullable: true
                  description: The admin client (its client id) that approved the order.
                canceled_at:
                  type: string
                  format: date-time
                  nullable: true
                canceler_id:
                  type: string
                  nullable: true
                  description: The admin client (its client id) that canceled the order.
                channel:
                  type: string
                  description: Where the order was placed, Spree's channel. pos when the request that placed it
                    carried the signature of a till the operator registered; spree (the web store) otherwise.
                  example: pos
                till_id:
                  type: string
                  nullable: true
                  description: Demo extension. The registered till (its till key's id) that placed a pos order;
                    null for any other.
            relationships:
              type: object
              required: [bill_address, ship_address]
              properties:
                bill_address:
                  $ref: '#/components/schemas/ToOne'
                ship_address:
                  $ref: '#/components/schemas/ToOne'
    PlatformPayment:
      description: A payment with its order.
      allOf:
        - $ref: '#/components/schemas/Payment'
        - type: object
          required: [relationships]
          properties:
            relationships:
              type: object
              required: [order]
              properties:
                order:
                  $ref: '#/components/schemas/ToOne'
    ShipRequest:
      type: object
      properties:
        shipment:
          type: object
          properties:
            tracking:
              type: string
              maxLength: 100
              description: The carrier's tracking number (no control characters; blank lets the store make one);
                tracking_url is made from it. Anything else is a 422 on tracking.`;
