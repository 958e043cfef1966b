/**
 * The Storefront API's OpenAPI document (served as /api/openapi/storefront.yaml): every path of
 * the interface and every method it is answered by, with its parameters, request bodies and
 * answers, written for this service. Where a path takes a second method (or a second path serves
 * the same operation), the operation is written once and listed under each with its own id.
 */
import { listResponse, sharedOperation, singleResponse } from './documents.js';
import { ERROR_RESPONSES, JSONAPI_SCHEMAS, RESOURCE_SCHEMAS } from './shared-schemas.js';

const DOCUMENT_RESPONSES = [
  singleResponse('CartDocument', 'Order', 'The cart (type cart), or the order it became (type order) once complete.'),
  singleResponse('OrderDocument', 'Order', 'A completed order.'),
  listResponse('OrderList', 'Order', 'A page of completed orders.'),
  singleResponse('ProductDocument', 'Product', 'A product.'),
  listResponse('ProductList', 'Product', 'A page of products; meta also carries the filters the list can be narrowed by.'),
  listResponse('VariantList', 'Variant', 'A page of variants.'),
  listResponse('TaxonList', 'Taxon', 'A page of taxons.'),
  singleResponse('TaxonDocument', 'Taxon', 'A taxon.'),
  singleResponse('StoreDocument', 'Store', 'The current store.'),
  listResponse('CountryList', 'Country', 'Every country the store knows, on one page.'),
  singleResponse('CountryDocument', 'Country', 'A country.'),
  singleResponse('UserDocument', 'User', 'The signed-in account.'),
  listResponse('AddressList', 'Address', 'A page of the address book.'),
  singleResponse('AddressDocument', 'Address', 'An address of the address book.'),
  listResponse('CreditCardList', 'CreditCard', 'A page of saved cards.'),
  singleResponse('CreditCardDocument', 'CreditCard', 'A saved card.'),
  listResponse('ShippingRateEstimateList', 'ShippingRate', 'Estimated rates, one per shipping method (ids are null; final rates may differ).', false),
  listResponse('ShipmentList', 'Shipment', 'The shipments of the cart; their shipping rates, stock location and line items are included.', false),
  listResponse('PaymentMethodList', 'PaymentMethod', 'The payment methods the cart can be paid with.', false),
  singleResponse('WishlistDocument', 'Wishlist', 'A wishlist.'),
  listResponse('WishlistList', 'Wishlist', "A page of the user's wishlists."),
  singleResponse('WishedItemDocument', 'WishedItem', 'A wished item.'),
  listResponse('PolicyList', 'Policy', 'The store policies.', false),
  singleResponse('PolicyDocument', 'Policy', 'A store policy.'),
  listResponse('PostList', 'Post', 'A page of published posts.'),
  singleResponse('PostDocument', 'Post', 'A post.'),
  listResponse('PostCategoryList', 'PostCategory', 'A page of post categories.'),
  singleResponse('PostCategoryDocument', 'PostCategory', 'A post category; include=posts adds its posts.'),
].join('');

export const STOREFRONT_OPENAPI = String.raw`openapi: 3.0.3
info:
  title: Storefront API
  version: 2.0.0
  description: |
    The REST interface of the online store: catalog, carts, checkout, customer accounts, wishlists and
    content. Answers are JSON:API documents (application/vnd.api+json): 'data' holds a resource object
    (id, type, attributes, relationships) or a list of them; lists add 'meta' and 'links'. Identifiers are
    strings; amounts are decimal strings with a display_ twin ("19.99", "$19.99").

    Authentication: a guest's cart is reached with its order token in the X-Shop-Order-Token header; a
    customer signs in with OAuth 2.0 (see /api/openapi/oauth.yml) and sends Authorization: Bearer. Signed-in
    reads need the read scope and changes the write scope. A bearer token that is presented but unknown,
    malformed, expired or revoked is refused with 401 on every call (never served as a guest), with
    WWW-Authenticate: Bearer error="invalid_token".

    Publishable keys: a client the store's operator knows (a till) may send the key it was issued (Platform
    API, /publishable_keys) as X-Shop-Token on every call. It grants nothing a call without it does not get;
    a call without it is served as before, and one presenting a key the store did not issue, or revoked, is
    refused with 401 (error invalid_publishable_key) on every call.

    Hosts: the store answers only the hosts it is served as (127.0.0.1, localhost and [::1] on its port,
    and names its operator adds); a request naming another Host is refused with 403 host_not_allowed.
    Paths are served in their one canonical spelling only (no empty, "." or ".." segments, trailing
    slashes, ";" parameters or percent-encoded letters, digits or slashes): any other spelling is 404.

    Limits: per_page at most 100 (default 25); 60 calls in any 60 seconds per client IP, with
    X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset and X-RateLimit-Policy on every answer and
    Retry-After on a 429. Errors answer {error, code, message, documentation}; a 422 adds errors.
servers:
  - url: /api/v2/storefront
tags:
  - name: Account
  - name: Addresses
  - name: Credit cards
  - name: Orders
  - name: Cart
  - name: Checkout
  - name: Catalog
  - name: Store
  - name: Content
  - name: Wishlists
security:
  - {}
  - orderToken: []
  - bearer: []
  - publishableKey: []
paths:
  /account:
    get:
      tags: [Account]
      operationId: getAccount
      summary: The signed-in account
      security:
        - bearer: [read]
      parameters:
        - $ref: '#/components/parameters/IncludeUser'
        - $ref: '#/components/parameters/Fields'
      responses:
        '200':
          $ref: '#/components/responses/UserDocument'
        '400':
          $ref: '#/components/responses/BadRequest'
        '401':
          $ref: '#/components/responses/Unauthorized'
        '403':
          $ref: '#/components/responses/Forbidden'
        '429':
          $ref: '#/components/responses/TooManyRequests'
    post:
      tags: [Account]
      operationId: createAccount
      summary: Sign up
      description: The password and its confirmation are taken from the body only (400 when in the query string).
      security:
        - {}
      requestBody:
        required: true
        content:
          application/vnd.api+json:
            schema:
              $ref: '#/components/schemas/UserCreateRequest'
          application/json:
            schema:
              $ref: '#/components/schemas/UserCreateRequest'
      responses:
        '200':
          $ref: '#/components/responses/UserDocument'
        '201':
          $ref: '#/components/responses/UserDocument'
        '400':
          $ref: '#/components/responses/BadRequest'
        '401':
          $ref: '#/components/responses/Unauthorized'
        '422':
          $ref: '#/components/responses/Unprocessable'
        '429':
          $ref: '#/components/responses/TooManyRequests'
    patch:
      tags: [Account]
      operationId: updateAccount
      summary: Change the signed-in account
      description: A new password and its confirmation are taken from the body only (400 when in the query string).
      security:
        - bearer: [write]
      requestBody:
        required: true
        content:
          application/vnd.api+json:
            schema:
              $ref: '#/components/schemas/UserUpdateRequest'
          application/json:
            schema:
              $ref: '#/components/schemas/UserUpdateRequest'
      responses:
        '200':
          $ref: '#/components/responses/UserDocument'
        '400':
          $ref: '#/components/responses/BadRequest'
        '401':
          $ref: '#/components/responses/Unauthorized'
        '403':
          $ref: '#/components/responses/Forbidden'
        '422':
          $ref: '#/components/responses/Unprocessable'
        '429':
          $ref: '#/components/responses/TooManyRequests'
  /account/addresses:
    get:
      tags: [Addresses]
      operationId: listAddresses
      summary: The address book
      security:
        - bearer: [read]
      parameters:
        - name: filter[exclude_quick_checkout]
          in: query
          description: Leave out addresses created by quick (express) checkout.
          schema:
            type: boolean
        - $ref: '#/components/parameters/Page'
        - $ref: '#/components/parameters/PerPage'
        - $ref: '#/components/parameters/Fields'
      responses:
        '200':
          $ref: '#/components/responses/AddressList'
        '401':
          $ref: '#/components/responses/Unauthorized'
        '403':
          $ref: '#/components/responses/Forbidden'
        '429':
          $ref: '#/components/responses/TooManyRequests'
    post:
      tags: [Addresses]
      operationId: createAddress
      summary: Add an address to the address book
      security:
        - bearer: [write]
      requestBody:
        required: true
        content:
          application/vnd.api+json:
            schema:
              $ref: '#/components/schemas/AddressRequest'
          application/json:
            schema:
              $ref: '#/components/schemas/AddressRequest'
      responses:
        '200':
          $ref: '#/components/responses/AddressDocument'
        '201':
          $ref: '#/components/responses/AddressDocument'
        '400':
          $ref: '#/components/responses/BadRequest'
        '401':
          $ref: '#/components/responses/Unauthorized'
        '403':
          $ref: '#/components/responses/Forbidden'
        '422':
          $ref: '#/components/responses/Unprocessable'
        '429':
          $ref: '#/components/responses/TooManyRequests'
  /account/addresses/{id}:
    parameters:
      - name: id
        in: path
        required: true
        schema:
          type: string
    get:
      tags: [Addresses]
      operationId: getAddress
      summary: One address of the address book
      security:
        - bearer: [read]
      parameters:
        - $ref: '#/components/parameters/Fields'
      responses:
        '200':
          $ref: '#/components/responses/AddressDocument'
        '401':
          $ref: '#/components/responses/Unauthorized'
        '403':
          $ref: '#/components/responses/Forbidden'
        '404':
          $ref: '#/components/responses/NotFound'
        '429':
          $ref: '#/components/responses/TooManyRequests'
    patch:
      tags: [Addresses]
      operationId: updateAddress
      summary: Change an address
      security:
        - bearer: [write]
      requestBody:
        required: true
        content:
          application/vnd.api+json:
            schema:
              $ref: '#/components/schemas/AddressRequest'
          application/json:
            schema:
              $ref: '#/components/schemas/AddressRequest'
      responses:
        '200':
          $ref: '#/components/responses/AddressDocument'
        '401':
          $ref: '#/components/responses/Unauthorized'
        '403':
          $ref: '#/components/responses/Forbidden'
        '404':
          $ref: '#/components/responses/NotFound'
        '422':
          $ref: '#/components/responses/Unprocessable'
        '429':
          $ref: '#/components/responses/TooManyRequests'
    delete:
      tags: [Addresses]
      operationId: deleteAddress
      summary: Remove an address (kept on the orders that used it)
      security:
        - bearer: [write]
      responses:
        '204':
          description: Removed.
        '401':
          $ref: '#/components/responses/Unauthorized'
        '403':
          $ref: '#/components/responses/Forbidden'
        '404':
          $ref: '#/components/responses/NotFound'
        '429':
          $ref: '#/components/responses/TooManyRequests'
  /account/credit_cards:
    get:
      tags: [Credit cards]
      operationId: listCreditCards
      summary: Saved cards
      security:
        - bearer: [read]
      parameters:
        - name: filter[payment_method_id]
          in: query
          schema:
            type: string
        - name: include
          in: query
          description: payment_method
          schema:
            type: string
        - $ref: '#/components/parameters/Page'
        - $ref: '#/components/parameters/PerPage'
        - $ref: '#/components/parameters/Fields'
      responses:
        '200':
          $ref: '#/components/responses/CreditCardList'
        '400':
          $ref: '#/components/responses/BadRequest'
        '401':
          $ref: '#/components/responses/Unauthorized'
        '403':
          $ref: '#/components/responses/Forbidden'
        '429':
          $ref: '#/components/responses/TooManyRequests'
  /account/credit_cards/default:
    get:
      tags: [Credit cards]
      operationId: getDefaultCreditCard
      summary: The default saved card
      security:
        - bearer: [read]
      parameters:
        - name: include
          in: query
          description: payment_method
          schema:
            type: string
        - $ref: '#/components/parameters/Fields'
      responses:
        '200':
          $ref: '#/components/responses/CreditCardDocument'
        '401':
          $ref: '#/components/responses/Unauthorized'
        '403':
          $ref: '#/components/responses/Forbidden'
        '404':
          $ref: '#/components/responses/NotFound'
        '429':
          $ref: '#/components/responses/TooManyRequests'
  /account/credit_cards/{id}:
    delete:
      tags: [Credit cards]
      operationId: deleteCreditCard
      summary: Remove a saved card (kept on the orders that used it)
      security:
        - bearer: [write]
      parameters:
        - name: id
          in: path
          required: true
          schema:
            type: string
      responses:
        '204':
          description: Removed.
        '401':
          $ref: '#/components/responses/Unauthorized'
        '403':
          $ref: '#/components/responses/Forbidden'
        '404':
          $ref: '#/components/responses/NotFound'
        '429':
          $ref: '#/components/responses/TooManyRequests'
  /account/orders:
    get:
      tags: [Orders]
      operationId: listAccountOrders
      summary: The signed-in user's completed orders in this store
      security:
        - bearer: [read]
      parameters:
        - name: sort
          in: query
          description: id, number, created_at, updated_at or completed_at; prefix - for descending.
          schema:
            type: string
        - $ref: '#/components/parameters/Page'
        - $ref: '#/components/parameters/PerPage'
        - $ref: '#/components/parameters/IncludeOrder'
        - $ref: '#/components/parameters/Fields'
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
  /account/orders/{order_number}:
    get:
      tags: [Orders]
      operationId: getAccountOrder
      summary: One completed order of the signed-in user
      security:
        - bearer: [read]
      parameters:
        - $ref: '#/components/parameters/OrderNumber'
        - $ref: '#/components/parameters/IncludeOrder'
        - $ref: '#/components/parameters/Fields'
      responses:
        '200':
          $ref: '#/components/responses/OrderDocument'
        '401':
          $ref: '#/components/responses/Unauthorized'
        '403':
          $ref: '#/components/responses/Forbidden'
        '404':
          $ref: '#/components/responses/NotFound'
        '429':
          $ref: '#/components/responses/TooManyRequests'
  /order_status/{order_number}:
    get:
      tags: [Orders]
      operationId: getOrderStatus
      summary: A completed order, for the holder of its order token (guest order lookup)
      description: Poll every 5-10 seconds during active fulfilment, every 60-120 seconds otherwise.
      security:
        - orderToken: []
      parameters:
        - $ref: '#/components/parameters/OrderNumber'
        - name: order_token
          in: query
          description: The order token, when it is not sent in X-Shop-Order-Token.
          schema:
            type: string
        - $ref: '#/components/parameters/IncludeOrder'
        - $ref: '#/components/parameters/Fields'
      responses:
        '200':
          $ref: '#/components/responses/OrderDocument'
        '400':
          $ref: '#/components/responses/BadRequest'
        '401':
          $ref: '#/components/responses/Unauthorized'
        '404':
          $ref: '#/components/responses/NotFound'
        '429':
          $ref: '#/components/responses/TooManyRequests'
  /cart:
    post:
      tags: [Cart]
      operationId: createCart
      summary: Start a cart (or get the current one back)
      description: Answers 201 with the cart and its token. When the order token or the signed-in user already has
        a cart in the request currency, that cart is returned.
      parameters:
        - $ref: '#/components/parameters/Currency'
        - $ref: '#/components/parameters/IncludeCart'
        - $ref: '#/components/parameters/Fields'
      requestBody:
        required: false
        content:
          application/vnd.api+json:
            schema:
              $ref: '#/components/schemas/CartCreateRequest'
          application/json:
            schema:
              $ref: '#/components/schemas/CartCreateRequest'
      responses:
        '201':
          $ref: '#/components/responses/CartDocument'
        '400':
          $ref: '#/components/responses/BadRequest'
        '401':
          $ref: '#/components/responses/Unauthorized'
        '403':
          $ref: '#/components/responses/Forbidden'
        '422':
          $ref: '#/components/responses/Unprocessable'
        '429':
          $ref: '#/components/responses/TooManyRequests'
    get:
      tags: [Cart]
      operationId: getCart
      summary: The current cart
      security:
        - orderToken: []
        - bearer: [read]
      parameters:
        - $ref: '#/components/parameters/Currency'
        - $ref: '#/components/parameters/IncludeCart'
        - $ref: '#/components/parameters/Fields'
      responses:
        '200':
          $ref: '#/components/responses/CartDocument'
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
    delete:
      tags: [Cart]
      operationId: deleteCart
      summary: Delete the cart (shipments cancelled, payments voided, then all removed)
      security:
        - orderToken: []
        - bearer: [write]
      parameters:
        - $ref: '#/components/parameters/Currency'
      responses:
        '204':
          description: Deleted.
        '401':
          $ref: '#/components/responses/Unauthorized'
        '403':
          $ref: '#/components/responses/Forbidden'
        '404':
          $ref: '#/components/responses/NotFound'
        '429':
          $ref: '#/components/responses/TooManyRequests'
  /cart/add_item:
    post:
      tags: [Cart]
      operationId: addItem
      summary: Add a variant to the cart
      security:
        - orderToken: []
        - bearer: [write]
      parameters:
        - $ref: '#/components/parameters/Currency'
        - $ref: '#/components/parameters/IncludeCart'
      requestBody:
        required: true
        content:
          application/vnd.api+json:
            schema:
              $ref: '#/components/schemas/AddItemRequest'
          application/json:
            schema:
              $ref: '#/components/schemas/AddItemRequest'
      responses:
        '200':
          $ref: '#/components/responses/CartDocument'
        '400':
          $ref: '#/components/responses/BadRequest'
        '401':
          $ref: '#/components/responses/Unauthorized'
        '403':
          $ref: '#/components/responses/Forbidden'
        '404':
          $ref: '#/components/responses/NotFound'
        '422':
          $ref: '#/components/responses/Unprocessable'
        '429':
          $ref: '#/components/responses/TooManyRequests'
  /cart/set_quantity:
    patch:
      tags: [Cart]
      operationId: setQuantity
      summary: Change a line item's quantity
      security:
        - orderToken: []
        - bearer: [write]
      parameters:
        - $ref: '#/components/parameters/Currency'
        - $ref: '#/components/parameters/IncludeCart'
      requestBody:
        required: true
        content:
          application/vnd.api+json:
            schema:
              $ref: '#/components/schemas/SetQuantityRequest'
          application/json:
            schema:
              $ref: '#/components/schemas/SetQuantityRequest'
      responses:
        '200':
          $ref: '#/components/responses/CartDocument'
        '400':
          $ref: '#/components/responses/BadRequest'
        '401':
          $ref: '#/components/responses/Unauthorized'
        '403':
          $ref: '#/components/responses/Forbidden'
        '404':
          $ref: '#/components/responses/NotFound'
        '422':
          $ref: '#/components/responses/Unprocessable'
        '429':
          $ref: '#/components/responses/TooManyRequests'
  /cart/remove_line_item/{line_item_id}:
    delete:
      tags: [Cart]
      operationId: removeLineItem
      summary: Remove a line item (taxes, promotions and shipments are recalculated)
      security:
        - orderToken: []
        - bearer: [write]
      parameters:
        - name: line_item_id
          in: path
          required: true
          schema:
            type: string
        - $ref: '#/components/parameters/Currency'
        - $ref: '#/components/parameters/IncludeCart'
      responses:
        '200':
          $ref: '#/components/responses/CartDocument'
        '401':
          $ref: '#/components/responses/Unauthorized'
        '403':
          $ref: '#/components/responses/Forbidden'
        '404':
          $ref: '#/components/responses/NotFound'
        '429':
          $ref: '#/components/responses/TooManyRequests'
${sharedOperation({ '/cart/empty': { patch: 'emptyCart', post: 'emptyCartByPost' } }, String.raw`
      tags: [Cart]
      summary: Remove every line item (reserved stock is put back)
      security:
        - orderToken: []
        - bearer: [write]
      parameters:
        - $ref: '#/components/parameters/Currency'
        - $ref: '#/components/parameters/IncludeCart'
      responses:
        '200':
          $ref: '#/components/responses/CartDocument'
        '401':
          $ref: '#/components/responses/Unauthorized'
        '403':
          $ref: '#/components/responses/Forbidden'
        '404':
          $ref: '#/components/responses/NotFound'
        '429':
          $ref: '#/components/responses/TooManyRequests'
`)}
  /cart/apply_coupon_code:
    patch:
      tags: [Cart]
      operationId: applyCouponCode
      summary: Apply a coupon or gift card code
      security:
        - orderToken: []
        - bearer: [write]
      parameters:
        - $ref: '#/components/parameters/Currency'
        - $ref: '#/components/parameters/IncludeCart'
      requestBody:
        required: true
        content:
          application/vnd.api+json:
            schema:
              $ref: '#/components/schemas/CouponCodeRequest'
          application/json:
            schema:
              $ref: '#/components/schemas/CouponCodeRequest'
      responses:
        '200':
          $ref: '#/components/responses/CartDocument'
        '400':
          $ref: '#/components/responses/BadRequest'
        '401':
          $ref: '#/components/responses/Unauthorized'
        '403':
          $ref: '#/components/responses/Forbidden'
        '404':
          $ref: '#/components/responses/NotFound'
        '422':
          $ref: '#/components/responses/Unprocessable'
        '429':
          $ref: '#/components/responses/TooManyRequests'
  /cart/remove_coupon_code/{coupon_code}:
    delete:
      tags: [Cart]
      operationId: removeCouponCode
      summary: Remove one coupon code
      security:
        - orderToken: []
        - bearer: [write]
      parameters:
        - name: coupon_code
          in: path
          required: true
          schema:
            type: string
        - $ref: '#/components/parameters/Currency'
        - $ref: '#/components/parameters/IncludeCart'
      responses:
        '200':
          $ref: '#/components/responses/CartDocument'
        '401':
          $ref: '#/components/responses/Unauthorized'
        '403':
          $ref: '#/components/responses/Forbidden'
        '404':
          $ref: '#/components/responses/NotFound'
        '422':
          $ref: '#/components/responses/Unprocessable'
        '429':
          $ref: '#/components/responses/TooManyRequests'
  /cart/remove_coupon_code:
    delete:
      tags: [Cart]
      operationId: removeAllCouponCodes
      summary: Remove every coupon code
      security:
        - orderToken: []
        - bearer: [write]
      parameters:
        - $ref: '#/components/parameters/Currency'
        - $ref: '#/components/parameters/IncludeCart'
      responses:
        '200':
          $ref: '#/components/responses/CartDocument'
        '401':
          $ref: '#/components/responses/Unauthorized'
        '403':
          $ref: '#/components/responses/Forbidden'
        '404':
          $ref: '#/components/responses/NotFound'
        '422':
          $ref: '#/components/responses/Unprocessable'
        '429':
          $ref: '#/components/responses/TooManyRequests'
  /cart/estimate_shipping_rates:
    get:
      tags: [Cart]
      operationId: estimateShippingRates
      summary: What each shipping method would cost for the cart
      security:
        - orderToken: []
        - bearer: [read]
      parameters:
        - name: country_iso
          in: query
          description: ISO or ISO3 code; when absent, the cart's shipping country or the store's default country.
          schema:
            type: string
        - $ref: '#/components/parameters/Currency'
        - $ref: '#/components/parameters/Fields'
      responses:
        '200':
          $ref: '#/components/responses/ShippingRateEstimateList'
        '401':
          $ref: '#/components/responses/Unauthorized'
        '403':
          $ref: '#/components/responses/Forbidden'
        '404':
          $ref: '#/components/responses/NotFound'
        '422':
          $ref: '#/components/responses/Unprocessable'
        '429':
          $ref: '#/components/responses/TooManyRequests'
${sharedOperation({ '/cart/associate': { patch: 'associateCart', post: 'associateCartByPost' } }, String.raw`
      tags: [Cart]
      summary: Give a guest cart to the signed-in user
      description: The cart's email becomes the user's; empty addresses are filled from the user's defaults. Line
        items are not merged into another cart.
      security:
        - bearer: [write]
      parameters:
        - name: guest_order_token
          in: query
          required: true
          schema:
            type: string
        - $ref: '#/components/parameters/Currency'
        - $ref: '#/components/parameters/IncludeCart'
      responses:
        '200':
          $ref: '#/components/responses/CartDocument'
        '400':
          $ref: '#/components/responses/BadRequest'
        '401':
          $ref: '#/components/responses/Unauthorized'
        '403':
          $ref: '#/components/responses/Forbidden'
        '422':
          $ref: '#/components/responses/Unprocessable'
        '429':
          $ref: '#/components/responses/TooManyRequests'
`)}
${sharedOperation({ '/cart/change_currency': { patch: 'changeCartCurrency', post: 'changeCartCurrencyByPost' } }, String.raw`
      tags: [Cart]
      summary: Move the cart to another supported currency (prices recalculated)
      security:
        - orderToken: []
        - bearer: [write]
      parameters:
        - name: new_currency
          in: query
          required: true
          schema:
            type: string
            example: EUR
        - $ref: '#/components/parameters/Currency'
        - $ref: '#/components/parameters/IncludeCart'
      responses:
        '200':
          $ref: '#/components/responses/CartDocument'
        '400':
          $ref: '#/components/responses/BadRequest'
        '401':
          $ref: '#/components/responses/Unauthorized'
        '403':
          $ref: '#/components/responses/Forbidden'
        '404':
          $ref: '#/components/responses/NotFound'
        '422':
          $ref: '#/components/responses/Unprocessable'
        '429':
          $ref: '#/components/responses/TooManyRequests'
`)}
  /checkout:
    patch:
      tags: [Checkout]
      operationId: updateCheckout
      summary: Set email, addresses, shipping rates and payments
      description: Sending an address moves the checkout back to the address step; selecting rates through
        shipments_attributes moves it to delivery.
      security:
        - orderToken: []
        - bearer: [write]
      parameters:
        - $ref: '#/components/parameters/Currency'
        - $ref: '#/components/parameters/IncludeCart'
        - $ref: '#/components/parameters/Fields'
      requestBody:
        required: true
        content:
          application/vnd.api+json:
            schema:
              $ref: '#/components/schemas/CheckoutUpdateRequest'
          application/json:
            schema:
              $ref: '#/components/schemas/CheckoutUpdateRequest'
      responses:
        '200':
          $ref: '#/components/responses/CartDocument'
        '400':
          $ref: '#/components/responses/BadRequest'
        '401':
          $ref: '#/components/responses/Unauthorized'
        '403':
          $ref: '#/components/responses/Forbidden'
        '404':
          $ref: '#/components/responses/NotFound'
        '422':
          $ref: '#/components/responses/Unprocessable'
        '429':
          $ref: '#/components/responses/TooManyRequests'
  /checkout/next:
    patch:
      tags: [Checkout]
      operationId: checkoutNext
      summary: Move to the next checkout step (422 when the current step is not valid)
      security:
        - orderToken: []
        - bearer: [write]
      parameters:
        - $ref: '#/components/parameters/Currency'
        - $ref: '#/components/parameters/IncludeCart'
        - $ref: '#/components/parameters/Fields'
      responses:
        '200':
          $ref: '#/components/responses/CartDocument'
        '401':
          $ref: '#/components/responses/Unauthorized'
        '403':
          $ref: '#/components/responses/Forbidden'
        '404':
          $ref: '#/components/responses/NotFound'
        '422':
          $ref: '#/components/responses/Unprocessable'
        '429':
          $ref: '#/components/responses/TooManyRequests'
  /checkout/advance:
    patch:
      tags: [Checkout]
      operationId: checkoutAdvance
      summary: Move as far as validation allows (creates shipments once items and a shipping address exist)
      security:
        - orderToken: []
        - bearer: [write]
      parameters:
        - $ref: '#/components/parameters/Currency'
        - $ref: '#/components/parameters/IncludeCart'
        - $ref: '#/components/parameters/Fields'
      responses:
        '200':
          $ref: '#/components/responses/CartDocument'
        '401':
          $ref: '#/components/responses/Unauthorized'
        '403':
          $ref: '#/components/responses/Forbidden'
        '404':
          $ref: '#/components/responses/NotFound'
        '422':
          $ref: '#/components/responses/Unprocessable'
        '429':
          $ref: '#/components/responses/TooManyRequests'
${sharedOperation({ '/checkout/complete': { patch: 'checkoutComplete', post: 'checkoutCompleteByPost' } }, String.raw`
      tags: [Checkout]
      summary: Place the order
      description: Card payments are charged here; a declined card answers 422 and leaves the cart open in payment.
        The valid payments (card, cash, gift card, store credit; not failed ones) must cover the total, else 422
        with a message that says how much is still due, and nothing is taken.
        Payments, stock and the order's state are written in one transaction. Once complete, the order is reached
        through /order_status or /account/orders, no longer through /cart.
      security:
        - orderToken: []
        - bearer: [write]
      parameters:
        - $ref: '#/components/parameters/Currency'
        - $ref: '#/components/parameters/IncludeCart'
      responses:
        '200':
          $ref: '#/components/responses/CartDocument'
        '401':
          $ref: '#/components/responses/Unauthorized'
        '403':
          $ref: '#/components/responses/Forbidden'
        '404':
          $ref: '#/components/responses/NotFound'
        '422':
          $ref: '#/components/responses/Unprocessable'
        '429':
          $ref: '#/components/responses/TooManyRequests'
`)}
  /checkout/select_shipping_method:
    patch:
      tags: [Checkout]
      operationId: selectShippingMethod
      summary: Choose a shipping method for one shipment, or for all
      security:
        - orderToken: []
        - bearer: [write]
      parameters:
        - $ref: '#/components/parameters/Currency'
        - $ref: '#/components/parameters/IncludeCart'
      requestBody:
        required: true
        content:
          application/vnd.api+json:
            schema:
              $ref: '#/components/schemas/SelectShippingMethodRequest'
          application/json:
            schema:
              $ref: '#/components/schemas/SelectShippingMethodRequest'
      responses:
        '200':
          $ref: '#/components/responses/CartDocument'
        '400':
          $ref: '#/components/responses/BadRequest'
        '401':
          $ref: '#/components/responses/Unauthorized'
        '403':
          $ref: '#/components/responses/Forbidden'
        '404':
          $ref: '#/components/responses/NotFound'
        '422':
          $ref: '#/components/responses/Unprocessable'
        '429':
          $ref: '#/components/responses/TooManyRequests'
${sharedOperation({ '/checkout/validate_order_for_payment': { post: 'validateOrderForPayment', patch: 'validateOrderForPaymentByPatch' } }, String.raw`
      tags: [Checkout]
      summary: Check the cart can be paid
      description: Lines whose product is sold out (and not backorderable) or no longer sold are removed, each
        with a message ("<name> was removed because it was sold out", "... because it was discontinued"); unless
        skip_state is true, "Cart changed" is added when the order is not in the payment step. With any message
        the answer is 422 with the cart document as it now is and the messages in meta.messages.
      security:
        - orderToken: []
        - bearer: [write]
      parameters:
        - name: skip_state
          in: query
          schema:
            type: boolean
        - $ref: '#/components/parameters/Currency'
        - $ref: '#/components/parameters/IncludeCart'
      responses:
        '200':
          $ref: '#/components/responses/CartDocument'
        '401':
          $ref: '#/components/responses/Unauthorized'
        '403':
          $ref: '#/components/responses/Forbidden'
        '404':
          $ref: '#/components/responses/NotFound'
        '422':
          description: The cart changed or cannot be paid as it was; the cart as it now is, and why.
          content:
            application/vnd.api+json:
              schema:
                $ref: '#/components/schemas/CartWithMessages'
        '429':
          $ref: '#/components/responses/TooManyRequests'
`)}
${sharedOperation({ '/checkout/create_payment': { post: 'createPayment' }, '/checkout/payments': { post: 'createCheckoutPayment' } }, String.raw`
      tags: [Checkout]
      summary: Add a payment (earlier unprocessed payments are invalidated)
      description: >-
        Without an amount, the payment follows the order total and is charged at completion. With an
        amount it is a partial tender taken at once (a card authorized, cash recorded as received, state
        pending): later payments leave it in place, a declined card is a 422 that records nothing, an amount
        above what is still due is a 422, and completion captures it.
      security:
        - orderToken: []
        - bearer: [write]
      parameters:
        - $ref: '#/components/parameters/Currency'
        - $ref: '#/components/parameters/IncludeCart'
      requestBody:
        required: true
        content:
          application/vnd.api+json:
            schema:
              $ref: '#/components/schemas/PaymentRequest'
          application/json:
            schema:
              $ref: '#/components/schemas/PaymentRequest'
      responses:
        '200':
          $ref: '#/components/responses/CartDocument'
        '201':
          $ref: '#/components/responses/CartDocument'
        '400':
          $ref: '#/components/responses/BadRequest'
        '401':
          $ref: '#/components/responses/Unauthorized'
        '403':
          $ref: '#/components/responses/Forbidden'
        '404':
          $ref: '#/components/responses/NotFound'
        '422':
          $ref: '#/components/responses/Unprocessable'
        '429':
          $ref: '#/components/responses/TooManyRequests'
`)}
${sharedOperation({ '/checkout/add_store_credit': { post: 'addStoreCredit', patch: 'addStoreCreditByPatch' } }, String.raw`
      tags: [Checkout]
      summary: Pay with store credit
      security:
        - bearer: [write]
      parameters:
        - name: amount
          in: query
          description: As much as possible when omitted.
          schema:
            type: string
        - $ref: '#/components/parameters/Currency'
        - $ref: '#/components/parameters/IncludeCart'
      responses:
        '200':
          $ref: '#/components/responses/CartDocument'
        '401':
          $ref: '#/components/responses/Unauthorized'
        '403':
          $ref: '#/components/responses/Forbidden'
        '404':
          $ref: '#/components/responses/NotFound'
        '422':
          $ref: '#/components/responses/Unprocessable'
        '429':
          $ref: '#/components/responses/TooManyRequests'
`)}
${sharedOperation({ '/checkout/remove_store_credit': { post: 'removeStoreCredit', patch: 'removeStoreCreditByPatch' } }, String.raw`
      tags: [Checkout]
      summary: Stop paying with store credit
      security:
        - bearer: [write]
      parameters:
        - $ref: '#/components/parameters/Currency'
        - $ref: '#/components/parameters/IncludeCart'
      responses:
        '200':
          $ref: '#/components/responses/CartDocument'
        '401':
          $ref: '#/components/responses/Unauthorized'
        '403':
          $ref: '#/components/responses/Forbidden'
        '404':
          $ref: '#/components/responses/NotFound'
        '422':
          $ref: '#/components/responses/Unprocessable'
        '429':
          $ref: '#/components/responses/TooManyRequests'
`)}
  /checkout/payment_methods:
    get:
      tags: [Checkout]
      operationId: listPaymentMethods
      summary: Payment methods for the cart
      security:
        - orderToken: []
        - bearer: [read]
      parameters:
        - $ref: '#/components/parameters/Currency'
        - $ref: '#/components/parameters/Fields'
      responses:
        '200':
          $ref: '#/components/responses/PaymentMethodList'
        '401':
          $ref: '#/components/responses/Unauthorized'
        '403':
          $ref: '#/components/responses/Forbidden'
        '404':
          $ref: '#/components/responses/NotFound'
        '429':
          $ref: '#/components/responses/TooManyRequests'
  /checkout/shipping_rates:
    get:
      tags: [Checkout]
      operationId: listShippingRates
      summary: The cart's shipments with their shipping rates
      security:
        - orderToken: []
        - bearer: [read]
      parameters:
        - $ref: '#/components/parameters/Currency'
        - $ref: '#/components/parameters/Fields'
      responses:
        '200':
          $ref: '#/components/responses/ShipmentList'
        '401':
          $ref: '#/components/responses/Unauthorized'
        '403':
          $ref: '#/components/responses/Forbidden'
        '404':
          $ref: '#/components/responses/NotFound'
        '429':
          $ref: '#/components/responses/TooManyRequests'
  /products:
    get:
      tags: [Catalog]
      operationId: listProducts
      summary: Products
      security:
        - {}
      parameters:
        - name: filter[ids]
          in: query
          description: Comma-separated product ids.
          schema:
            type: string
        - name: filter[skus]
          in: query
          description: Comma-separated SKUs.
          schema:
            type: string
        - name: filter[price]
          in: query
          description: '<min>,<max>'
          schema:
            type: string
            example: '10,50'
        - name: filter[taxons]
          in: query
          description: Comma-separated taxon ids; a taxon matches its descendants too.
          schema:
            type: string
        - name: filter[name]
          in: query
          description: Partial-word match on the name.
          schema:
            type: string
        - name: filter[options]
          in: query
          style: deepObject
          explode: true
          description: filter[options][<option type>]=<value>, e.g. filter[options][color]=navy.
          schema:
            type: object
            additionalProperties:
              type: string
        - name: filter[properties]
          in: query
          style: deepObject
          explode: true
          description: filter[properties][<property>]=<value>.
          schema:
            type: object
            additionalProperties:
              type: string
        - name: filter[show_deleted]
          in: query
          schema:
            type: boolean
        - name: filter[show_discontinued]
          in: query
          schema:
            type: boolean
        - name: filter[in_stock]
          in: query
          schema:
            type: boolean
        - name: filter[backorderable]
          in: query
          schema:
            type: boolean
        - name: filter[purchasable]
          in: query
          schema:
            type: boolean
        - name: sort
          in: query
          description: Comma-separated name, price, available_on, created_at, updated_at, sku; prefix - for descending.
          schema:
            type: string
            example: -price,name
        - $ref: '#/components/parameters/Page'
        - $ref: '#/components/parameters/PerPage'
        - $ref: '#/components/parameters/IncludeProduct'
        - $ref: '#/components/parameters/Fields'
        - $ref: '#/components/parameters/Currency'
        - $ref: '#/components/parameters/ImageSize'
      responses:
        '200':
          $ref: '#/components/responses/ProductList'
        '400':
          $ref: '#/components/responses/BadRequest'
        '401':
          $ref: '#/components/responses/Unauthorized'
        '429':
          $ref: '#/components/responses/TooManyRequests'
  /products/{product_slug}:
    get:
      tags: [Catalog]
      operationId: getProduct
      summary: A product by slug, else by id
      security:
        - {}
      parameters:
        - $ref: '#/components/parameters/ProductSlug'
        - $ref: '#/components/parameters/IncludeProduct'
        - $ref: '#/components/parameters/Fields'
        - $ref: '#/components/parameters/Currency'
        - $ref: '#/components/parameters/ImageSize'
      responses:
        '200':
          $ref: '#/components/responses/ProductDocument'
        '400':
          $ref: '#/components/responses/BadRequest'
        '401':
          $ref: '#/components/responses/Unauthorized'
        '404':
          $ref: '#/components/responses/NotFound'
        '429':
          $ref: '#/components/responses/TooManyRequests'
  /products/{product_slug}/variants:
    get:
      tags: [Catalog]
      operationId: listVariants
      summary: A product's variants
      security:
        - {}
      parameters:
        - $ref: '#/components/parameters/ProductSlug'
        - name: filter[options]
          in: query
          style: deepObject
          explode: true
          description: filter[options][<option type>]=<value>.
          schema:
            type: object
            additionalProperties:
              type: string
        - $ref: '#/components/parameters/Page'
        - $ref: '#/components/parameters/PerPage'
        - name: include
          in: query
          description: Comma-separated images, option_values, product.
          schema:
            type: string
        - $ref: '#/components/parameters/Fields'
        - $ref: '#/components/parameters/Currency'
      responses:
        '200':
          $ref: '#/components/responses/VariantList'
        '400':
          $ref: '#/components/responses/BadRequest'
        '401':
          $ref: '#/components/responses/Unauthorized'
        '404':
          $ref: '#/components/responses/NotFound'
        '429':
          $ref: '#/components/responses/TooManyRequests'
  /taxons:
    get:
      tags: [Catalog]
      operationId: listTaxons
      summary: Taxons (categories)
      security:
        - {}
      parameters:
        - name: filter[permalink]
          in: query
          schema:
            type: string
        - name: filter[parent_permalink]
          in: query
          schema:
            type: string
        - name: filter[ids]
          in: query
          schema:
            type: string
        - name: filter[name]
          in: query
          schema:
            type: string
        - name: filter[roots]
          in: query
          schema:
            type: boolean
        - $ref: '#/components/parameters/Page'
        - $ref: '#/components/parameters/PerPage'
        - $ref: '#/components/parameters/IncludeTaxon'
        - $ref: '#/components/parameters/Fields'
      responses:
        '200':
          $ref: '#/components/responses/TaxonList'
        '400':
          $ref: '#/components/responses/BadRequest'
        '401':
          $ref: '#/components/responses/Unauthorized'
        '429':
          $ref: '#/components/responses/TooManyRequests'
  /taxons/{taxon_permalink}:
    get:
      tags: [Catalog]
      operationId: getTaxon
      summary: A taxon by permalink (slashes included), else by id
      security:
        - {}
      parameters:
        - name: taxon_permalink
          in: path
          required: true
          schema:
            type: string
            example: categories/apparel
        - $ref: '#/components/parameters/IncludeTaxon'
        - $ref: '#/components/parameters/Fields'
      responses:
        '200':
          $ref: '#/components/responses/TaxonDocument'
        '400':
          $ref: '#/components/responses/BadRequest'
        '401':
          $ref: '#/components/responses/Unauthorized'
        '404':
          $ref: '#/components/responses/NotFound'
        '429':
          $ref: '#/components/responses/TooManyRequests'
  /store:
    get:
      tags: [Store]
      operationId: getStore
      summary: The current store
      security:
        - {}
      parameters:
        - name: include
          in: query
          description: default_country
          schema:
            type: string
        - $ref: '#/components/parameters/Fields'
      responses:
        '200':
          $ref: '#/components/responses/StoreDocument'
        '400':
          $ref: '#/components/responses/BadRequest'
        '401':
          $ref: '#/components/responses/Unauthorized'
        '403':
          $ref: '#/components/responses/Forbidden'
        '429':
          $ref: '#/components/responses/TooManyRequests'
  /countries:
    get:
      tags: [Store]
      operationId: listCountries
      summary: Countries addresses may be in
      security:
        - {}
      parameters:
        - $ref: '#/components/parameters/Fields'
      responses:
        '200':
          $ref: '#/components/responses/CountryList'
        '401':
          $ref: '#/components/responses/Unauthorized'
        '429':
          $ref: '#/components/responses/TooManyRequests'
  /countries/{iso}:
    get:
      tags: [Store]
      operationId: getCountry
      summary: A country by ISO or ISO3 code, or the store's default with 'default'
      security:
        - {}
      parameters:
        - name: iso
          in: path
          required: true
          schema:
            type: string
            example: US
        - $ref: '#/components/parameters/Fields'
      responses:
        '200':
          $ref: '#/components/responses/CountryDocument'
        '401':
          $ref: '#/components/responses/Unauthorized'
        '404':
          $ref: '#/components/responses/NotFound'
        '429':
          $ref: '#/components/responses/TooManyRequests'
  /policies:
    get:
      tags: [Content]
      operationId: listPolicies
      summary: Store policies (platform release 5.2 or later)
      security:
        - {}
      responses:
        '200':
          $ref: '#/components/responses/PolicyList'
        '401':
          $ref: '#/components/responses/Unauthorized'
        '429':
          $ref: '#/components/responses/TooManyRequests'
  /policies/{policy_slug}:
    get:
      tags: [Content]
      operationId: getPolicy
      summary: A store policy
      security:
        - {}
      parameters:
        - name: policy_slug
          in: path
          required: true
          schema:
            type: string
            example: returns-policy
      responses:
        '200':
          $ref: '#/components/responses/PolicyDocument'
        '401':
          $ref: '#/components/responses/Unauthorized'
        '404':
          $ref: '#/components/responses/NotFound'
        '429':
          $ref: '#/components/responses/TooManyRequests'
  /posts:
    get:
      tags: [Content]
      operationId: listPosts
      summary: Published posts
      security:
        - {}
      parameters:
        - name: filter[ids]
          in: query
          schema:
            type: string
        - name: filter[title]
          in: query
          schema:
            type: string
        - name: filter[post_category_id]
          in: query
          schema:
            type: string
        - name: filter[post_category_slug]
          in: query
          schema:
            type: string
        - name: sort
          in: query
          schema:
            type: string
            enum: [id, -id, title, -title, published_at, -published_at, created_at, -created_at, updated_at, -updated_at]
        - $ref: '#/components/parameters/Page'
        - $ref: '#/components/parameters/PerPage'
        - name: include
          in: query
          description: post_category
          schema:
            type: string
        - $ref: '#/components/parameters/Fields'
      responses:
        '200':
          $ref: '#/components/responses/PostList'
        '400':
          $ref: '#/components/responses/BadRequest'
        '401':
          $ref: '#/components/responses/Unauthorized'
        '429':
          $ref: '#/components/responses/TooManyRequests'
  /posts/{id}:
    get:
      tags: [Content]
      operationId: getPost
      summary: A post by slug or id
      security:
        - {}
      parameters:
        - name: id
          in: path
          required: true
          schema:
            type: string
        - name: include
          in: query
          description: post_category
          schema:
            type: string
        - $ref: '#/components/parameters/Fields'
      responses:
        '200':
          $ref: '#/components/responses/PostDocument'
        '400':
          $ref: '#/components/responses/BadRequest'
        '401':
          $ref: '#/components/responses/Unauthorized'
        '404':
          $ref: '#/components/responses/NotFound'
        '429':
          $ref: '#/components/responses/TooManyRequests'
  /post_categories:
    get:
      tags: [Content]
      operationId: listPostCategories
      summary: Post categories
      security:
        - {}
      parameters:
        - name: filter[ids]
          in: query
          schema:
            type: string
        - name: filter[title]
          in: query
          schema:
            type: string
        - name: sort
          in: query
          schema:
            type: string
            enum: [id, -id, title, -title, created_at, -created_at, updated_at, -updated_at]
        - $ref: '#/components/parameters/Page'
        - $ref: '#/components/parameters/PerPage'
        - $ref: '#/components/parameters/Fields'
      responses:
        '200':
          $ref: '#/components/responses/PostCategoryList'
        '400':
          $ref: '#/components/responses/BadRequest'
        '401':
          $ref: '#/components/responses/Unauthorized'
        '429':
          $ref: '#/components/responses/TooManyRequests'
  /post_categories/{id}:
    get:
      tags: [Content]
      operationId: getPostCategory
      summary: A post category by slug or id
      security:
        - {}
      parameters:
        - name: id
          in: path
          required: true
          schema:
            type: string
        - name: include
          in: query
          description: posts
          schema:
            type: string
        - $ref: '#/components/parameters/Fields'
      responses:
        '200':
          $ref: '#/components/responses/PostCategoryDocument'
        '400':
          $ref: '#/components/responses/BadRequest'
        '401':
          $ref: '#/components/responses/Unauthorized'
        '404':
          $ref: '#/components/responses/NotFound'
        '429':
          $ref: '#/components/responses/TooManyRequests'
  /wishlist:
    get:
      tags: [Wishlists]
      operationId: getWishlist
      summary: The signed-in user's default wishlist
      security:
        - bearer: [read]
      parameters:
        - $ref: '#/components/parameters/IncludeWishlist'
        - $ref: '#/components/parameters/IsVariantIncluded'
        - $ref: '#/components/parameters/Fields'
      responses:
        '200':
          $ref: '#/components/responses/WishlistDocument'
        '400':
          $ref: '#/components/responses/BadRequest'
        '401':
          $ref: '#/components/responses/Unauthorized'
        '403':
          $ref: '#/components/responses/Forbidden'
        '429':
          $ref: '#/components/responses/TooManyRequests'
  /wishlist/wished_items:
    post:
      tags: [Wishlists]
      operationId: addWishedItem
      summary: Add a variant to the default wishlist
      security:
        - bearer: [write]
      requestBody:
        required: true
        content:
          application/vnd.api+json:
            schema:
              $ref: '#/components/schemas/WishedItemRequest'
          application/json:
            schema:
              $ref: '#/components/schemas/WishedItemRequest'
      responses:
        '200':
          $ref: '#/components/responses/WishedItemDocument'
        '400':
          $ref: '#/components/responses/BadRequest'
        '401':
          $ref: '#/components/responses/Unauthorized'
        '403':
          $ref: '#/components/responses/Forbidden'
        '404':
          $ref: '#/components/responses/NotFound'
        '422':
          $ref: '#/components/responses/Unprocessable'
        '429':
          $ref: '#/components/responses/TooManyRequests'
  /wishlist/wished_items/{id}:
    delete:
      tags: [Wishlists]
      operationId: removeWishedItem
      summary: Remove a wished item from the default wishlist
      security:
        - bearer: [write]
      parameters:
        - name: id
          in: path
          required: true
          schema:
            type: string
      responses:
        '200':
          $ref: '#/components/responses/WishedItemDocument'
        '401':
          $ref: '#/components/responses/Unauthorized'
        '403':
          $ref: '#/components/responses/Forbidden'
        '404':
          $ref: '#/components/responses/NotFound'
        '429':
          $ref: '#/components/responses/TooManyRequests'
  /wishlists:
    get:
      tags: [Wishlists]
      operationId: listWishlists
      summary: The signed-in user's wishlists
      security:
        - bearer: [read]
      parameters:
        - $ref: '#/components/parameters/Page'
        - $ref: '#/components/parameters/PerPage'
        - $ref: '#/components/parameters/IncludeWishlist'
        - $ref: '#/components/parameters/IsVariantIncluded'
        - $ref: '#/components/parameters/Fields'
      responses:
        '200':
          $ref: '#/components/responses/WishlistList'
        '401':
          $ref: '#/components/responses/Unauthorized'
        '403':
          $ref: '#/components/responses/Forbidden'
        '429':
          $ref: '#/components/responses/TooManyRequests'
    post:
      tags: [Wishlists]
      operationId: createWishlist
      summary: Make a new wishlist
      security:
        - bearer: [write]
      requestBody:
        required: true
        content:
          application/vnd.api+json:
            schema:
              $ref: '#/components/schemas/WishlistRequest'
          application/json:
            schema:
              $ref: '#/components/schemas/WishlistRequest'
      responses:
        '201':
          $ref: '#/components/responses/WishlistDocument'
        '401':
          $ref: '#/components/responses/Unauthorized'
        '403':
          $ref: '#/components/responses/Forbidden'
        '422':
          $ref: '#/components/responses/Unprocessable'
        '429':
          $ref: '#/components/responses/TooManyRequests'
  /wishlists/default:
    get:
      tags: [Wishlists]
      operationId: getDefaultWishlist
      summary: The default wishlist (made when the user has none)
      security:
        - bearer: [read]
      parameters:
        - $ref: '#/components/parameters/IncludeWishlist'
        - $ref: '#/components/parameters/IsVariantIncluded'
      responses:
        '200':
          $ref: '#/components/responses/WishlistDocument'
        '401':
          $ref: '#/components/responses/Unauthorized'
        '403':
          $ref: '#/components/responses/Forbidden'
        '429':
          $ref: '#/components/responses/TooManyRequests'
  /wishlists/{token}:
    parameters:
      - $ref: '#/components/parameters/WishlistToken'
    get:
      tags: [Wishlists]
      operationId: getWishlistByToken
      summary: A wishlist by its token (a private one only for its owner)
      parameters:
        - $ref: '#/components/parameters/IncludeWishlist'
        - $ref: '#/components/parameters/IsVariantIncluded'
      responses:
        '200':
          $ref: '#/components/responses/WishlistDocument'
        '401':
          $ref: '#/components/responses/Unauthorized'
        '403':
          $ref: '#/components/responses/Forbidden'
        '404':
          $ref: '#/components/responses/NotFound'
        '429':
          $ref: '#/components/responses/TooManyRequests'
    patch:
      tags: [Wishlists]
      operationId: updateWishlist
      summary: Rename a wishlist, make it private or public, or the default
      security:
        - bearer: [write]
      requestBody:
        required: true
        content:
          application/vnd.api+json:
            schema:
              $ref: '#/components/schemas/WishlistRequest'
          application/json:
            schema:
              $ref: '#/components/schemas/WishlistRequest'
      responses:
        '200':
          $ref: '#/components/responses/WishlistDocument'
        '401':
          $ref: '#/components/responses/Unauthorized'
        '403':
          $ref: '#/components/responses/Forbidden'
        '404':
          $ref: '#/components/responses/NotFound'
        '422':
          $ref: '#/components/responses/Unprocessable'
        '429':
          $ref: '#/components/responses/TooManyRequests'
    delete:
      tags: [Wishlists]
      operationId: deleteWishlist
      summary: Delete a wishlist
      security:
        - bearer: [write]
      responses:
        '204':
          description: Deleted.
        '401':
          $ref: '#/components/responses/Unauthorized'
        '403':
          $ref: '#/components/responses/Forbidden'
        '404':
          $ref: '#/components/responses/NotFound'
        '429':
          $ref: '#/components/responses/TooManyRequests'
  /wishlists/{token}/add_item:
    post:
      tags: [Wishlists]
      operationId: addItemToWishlist
      summary: Add a variant to a wishlist
      security:
        - bearer: [write]
      parameters:
        - $ref: '#/components/parameters/WishlistToken'
      requestBody:
        required: true
        content:
          application/vnd.api+json:
            schema:
              $ref: '#/components/schemas/WishedItemFields'
          application/json:
            schema:
              $ref: '#/components/schemas/WishedItemFields'
      responses:
        '200':
          $ref: '#/components/responses/WishedItemDocument'
        '401':
          $ref: '#/components/responses/Unauthorized'
        '403':
          $ref: '#/components/responses/Forbidden'
        '404':
          $ref: '#/components/responses/NotFound'
        '422':
          $ref: '#/components/responses/Unprocessable'
        '429':
          $ref: '#/components/responses/TooManyRequests'
  /wishlists/{token}/add_items:
    post:
      tags: [Wishlists]
      operationId: addItemsToWishlist
      summary: Add several variants to a wishlist
      security:
        - bearer: [write]
      parameters:
        - $ref: '#/components/parameters/WishlistToken'
      requestBody:
        required: true
        content:
          application/vnd.api+json:
            schema:
              type: object
              required: [wished_items]
              properties:
                wished_items:
                  type: array
                  items:
                    $ref: '#/components/schemas/WishedItemFields'
      responses:
        '200':
          $ref: '#/components/responses/WishlistDocument'
        '401':
          $ref: '#/components/responses/Unauthorized'
        '403':
          $ref: '#/components/responses/Forbidden'
        '404':
          $ref: '#/components/responses/NotFound'
        '422':
          $ref: '#/components/responses/Unprocessable'
        '429':
          $ref: '#/components/responses/TooManyRequests'
  /wishlists/{token}/set_item_quantity/{item_id}:
    patch:
      tags: [Wishlists]
      operationId: setWishedItemQuantity
      summary: Change a wished item's quantity
      security:
        - bearer: [write]
      parameters:
        - $ref: '#/components/parameters/WishlistToken'
        - name: item_id
          in: path
          required: true
          schema:
            type: string
      requestBody:
        required: true
        content:
          application/vnd.api+json:
            schema:
              type: object
              required: [quantity]
              properties:
                quantity:
                  type: integer
                  minimum: 1
      responses:
        '200':
          $ref: '#/components/responses/WishedItemDocument'
        '401':
          $ref: '#/components/responses/Unauthorized'
        '403':
          $ref: '#/components/responses/Forbidden'
        '404':
          $ref: '#/components/responses/NotFound'
        '422':
          $ref: '#/components/responses/Unprocessable'
        '429':
          $ref: '#/components/responses/TooManyRequests'
  /wishlists/{token}/remove_item/{item_id}:
    delete:
      tags: [Wishlists]
      operationId: removeItemFromWishlist
      summary: Remove a wished item
      security:
        - bearer: [write]
      parameters:
        - $ref: '#/components/parameters/WishlistToken'
        - name: item_id
          in: path
          required: true
          schema:
            type: string
      responses:
        '200':
          $ref: '#/components/responses/WishedItemDocument'
        '401':
          $ref: '#/components/responses/Unauthorized'
        '403':
          $ref: '#/components/responses/Forbidden'
        '404':
          $ref: '#/components/responses/NotFound'
        '429':
          $ref: '#/components/responses/TooManyRequests'
  /wishlists/{token}/remove_items:
    delete:
      tags: [Wishlists]
      operationId: removeItemsFromWishlist
      summary: Remove several wished items
      security:
        - bearer: [write]
      parameters:
        - $ref: '#/components/parameters/WishlistToken'
      requestBody:
        required: true
        content:
          application/vnd.api+json:
            schema:
              type: object
              required: [wished_items_ids]
              properties:
                wished_items_ids:
                  type: array
                  items:
                    type: string
      responses:
        '200':
          $ref: '#/components/responses/WishlistDocument'
        '401':
          $ref: '#/components/responses/Unauthorized'
        '403':
          $ref: '#/components/responses/Forbidden'
        '404':
          $ref: '#/components/responses/NotFound'
        '429':
          $ref: '#/components/responses/TooManyRequests'
components:
  securitySchemes:
    orderToken:
      type: apiKey
      in: header
      name: X-Shop-Order-Token
      description: The cart's token from POST /cart; good until the order is completed or cancelled.
    publishableKey:
      type: apiKey
      in: header
      name: X-Shop-Token
      description: A publishable key the store issued to this client (Platform API, /publishable_keys); optional
        on every call, which it does not give more access; a key not issued or revoked is a 401.
    bearer:
      type: oauth2
      description: A customer's access token (7200 seconds). See /api/openapi/oauth.yml.
      flows:
        authorizationCode:
          authorizationUrl: /shop_oauth/authorize
          tokenUrl: /shop_oauth/token
          refreshUrl: /shop_oauth/token
          scopes:
            read: Own account, addresses, cards, orders, wishlist and cart
            write: Account changes, addresses, cards, wishlist, cart and checkout
        password:
          tokenUrl: /shop_oauth/token
          refreshUrl: /shop_oauth/token
          scopes:
            read: Own account, addresses, cards, orders, wishlist and cart
            write: Account changes, addresses, cards, wishlist, cart and checkout
  parameters:
    Page:
      name: page
      in: query
      description: Page number, from 1.
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
    Fields:
      name: fields
      in: query
      style: deepObject
      explode: true
      description: Sparse fieldsets, fields[<type>]=a,b (e.g. fields[product]=name,price); other members are left out.
      schema:
        type: object
        additionalProperties:
          type: string
    Currency:
      name: currency
      in: query
      description: A supported currency (USD, EUR); prices and the current cart follow it. Default the store's.
      schema:
        type: string
    ImageSize:
      name: image_transformation[size]
      in: query
      description: '<width>x<height>: images get a transformed_url of that size.'
      schema:
        type: string
        example: 400x400
    IncludeProduct:
      name: include
      in: query
      description: Comma-separated variants, images, taxons, option_types, product_properties, default_variant,
        primary_variant; dot paths for nested ones (variants.images, variants.option_values). An unknown name is a 400.
      schema:
        type: string
    IncludeTaxon:
      name: include
      in: query
      description: Comma-separated parent, taxonomy, children, image.
      schema:
        type: string
    IncludeCart:
      name: include
      in: query
      description: Comma-separated line_items, variants, promotions, gift_card, payments, shipments, user, billing_address,
        shipping_address; dot paths for nested ones (line_items.variant, payments.source, shipments.shipping_rates).
      schema:
        type: string
    IncludeOrder:
      name: include
      in: query
      description: As for the cart (line_items, shipments, payments, billing_address, ...).
      schema:
        type: string
    IncludeUser:
      name: include
      in: query
      description: default_billing_address, default_shipping_address.
      schema:
        type: string
    IncludeWishlist:
      name: include
      in: query
      description: wished_items, wished_items.variant.
      schema:
        type: string
    IsVariantIncluded:
      name: is_variant_included
      in: query
      description: A variant id; the answer's variant_included says whether it is on the list.
      schema:
        type: string
    OrderNumber:
      name: order_number
      in: path
      required: true
      schema:
        type: string
        example: R123456789
    ProductSlug:
      name: product_slug
      in: path
      required: true
      description: The product's slug, or its id.
      schema:
        type: string
    WishlistToken:
      name: token
      in: path
      required: true
      schema:
        type: string
  responses:${ERROR_RESPONSES.replace(/\n$/, '')}${DOCUMENT_RESPONSES}
  schemas:${JSONAPI_SCHEMAS.replace(/\n$/, '')}${RESOURCE_SCHEMAS.replace(/\n$/, '')}
    CartWithMessages:
      type: object
      required: [data, meta]
      properties:
        data:
          $ref: '#/components/schemas/Order'
        included:
          $ref: '#/components/schemas/Included'
        meta:
          type: object
          required: [messages]
          properties:
            messages:
              type: array
              minItems: 1
              items:
                type: string
              example: ['Sherpa-Lined Hoodie was removed because it was sold out', Cart changed]
    AddressFields:
      type: object
      properties:
        firstname:
          type: string
        lastname:
          type: string
        company:
          type: string
        address1:
          type: string
        address2:
          type: string
        city:
          type: string
        phone:
          type: string
        zipcode:
          type: string
        state_name:
          type: string
        country_iso:
          type: string
          description: ISO 3166-1 alpha-2 code.
        label:
          type: string
    AddressRequest:
      type: object
      required: [address]
      properties:
        address:
          $ref: '#/components/schemas/AddressFields'
    UserFields:
      type: object
      properties:
        email:
          type: string
          format: email
        first_name:
          type: string
        last_name:
          type: string
        selected_locale:
          type: string
        password:
          type: string
          format: password
        password_confirmation:
          type: string
          format: password
    UserCreateRequest:
      type: object
      required: [user]
      properties:
        user:
          allOf:
            - $ref: '#/components/schemas/UserFields'
            - type: object
              required: [email, password]
              properties:
                public_metadata:
                  $ref: '#/components/schemas/Metadata'
                private_metadata:
                  $ref: '#/components/schemas/Metadata'
    UserUpdateRequest:
      type: object
      required: [user]
      properties:
        user:
          allOf:
            - $ref: '#/components/schemas/UserFields'
            - type: object
              properties:
                bill_address_id:
                  type: string
                ship_address_id:
                  type: string
    CartCreateRequest:
      type: object
      properties:
        public_metadata:
          $ref: '#/components/schemas/Metadata'
        private_metadata:
          $ref: '#/components/schemas/Metadata'
    AddItemRequest:
      type: object
      required: [variant_id]
      properties:
        variant_id:
          type: string
        quantity:
          type: integer
          minimum: 1
          default: 1
        public_metadata:
          $ref: '#/components/schemas/Metadata'
        private_metadata:
          $ref: '#/components/schemas/Metadata'
        options:
          type: object
          description: >-
            Custom options; each must be registered with the store first. This store registers
            gift_note and monogram; other names are ignored, an empty value clears one, and each
            line item answers both as attributes (null when unset).
          properties:
            gift_note:
              type: string
              maxLength: 120
            monogram:
              type: string
              description: One to three letters (surrounding spaces are trimmed); empty clears it.
    SetQuantityRequest:
      type: object
      required: [line_item_id, quantity]
      properties:
        line_item_id:
          type: string
        quantity:
          type: integer
          minimum: 1
    CouponCodeRequest:
      type: object
      required: [coupon_code]
      properties:
        coupon_code:
          type: string
    CheckoutUpdateRequest:
      type: object
      required: [order]
      properties:
        order:
          type: object
          properties:
            email:
              type: string
              format: email
            special_instructions:
              type: string
            bill_address_attributes:
              $ref: '#/components/schemas/AddressFields'
            ship_address_attributes:
              $ref: '#/components/schemas/AddressFields'
            shipments_attributes:
              type: array
              items:
                type: object
                required: [id, selected_shipping_rate_id]
                properties:
                  id:
                    type: string
                  selected_shipping_rate_id:
                    type: string
            payments_attributes:
              type: array
              items:
                type: object
                required: [payment_method_id]
                properties:
                  payment_method_id:
                    type: string
                  source_attributes:
                    $ref: '#/components/schemas/PaymentSource'
    SelectShippingMethodRequest:
      type: object
      required: [shipping_method_id]
      properties:
        shipping_method_id:
          type: string
        shipment_id:
          type: string
          description: When omitted the method is set on every shipment.
    PaymentSource:
      type: object
      description: A new card, by the token the payment processor gave for it (never a card number).
      required: [gateway_payment_profile_id, name]
      properties:
        gateway_payment_profile_id:
          type: string
          example: tok_visa
        name:
          type: string
          description: The card holder's name.
        cc_type:
          type: string
          enum: [visa, mastercard, amex]
        last_digits:
          type: string
          pattern: '^[0-9]{4}$'
        month:
          type: integer
          minimum: 1
          maximum: 12
        year:
          type: integer
    PaymentRequest:
      type: object
      required: [payment_method_id]
      properties:
        payment_method_id:
          type: string
        source_id:
          type: string
          description: A saved card of the signed-in user.
        amount:
          type: number
          description: When omitted, the order total less store credit and gift cards; it then follows the total
            until the payment is processed.
        source_attributes:
          $ref: '#/components/schemas/PaymentSource'
    WishedItemFields:
      type: object
      required: [variant_id]
      properties:
        variant_id:
          type: string
        quantity:
          type: integer
          minimum: 1
          default: 1
    WishedItemRequest:
      oneOf:
        - $ref: '#/components/schemas/WishedItemFields'
        - type: object
          required: [wished_item]
          properties:
            wished_item:
              $ref: '#/components/schemas/WishedItemFields'
    WishlistRequest:
      type: object
      properties:
        wishlist:
          type: object
          properties:
            name:
              type: string
            is_private:
              type: boolean
            is_default:
              type: boolean
`;
