/**
 * The Platform API's catalog part of its OpenAPI document: reading and changing a product's
 * content and master price, a variant's price, and stock items' counts. Paths are indented for
 * `paths`, responses for `components.responses`, schemas for `components.schemas`.
 */
import { errorResponses, listResponse, singleResponse } from './documents.js';

/** A request body offered as JSON:API and as plain JSON, both with the same schema. */
function changeBody(schema: string): string {
  return `
      requestBody:
        required: true
        content:
          application/vnd.api+json:
            schema:
              $ref: '#/components/schemas/${schema}'
          application/json:
            schema:
              $ref: '#/components/schemas/${schema}'`;
}

const CURRENCY_PARAMETER = `
        - name: currency
          in: query
          description: The currency of the prices in the answer (USD or EUR; the store default, USD, otherwise).
          schema:
            type: string`;

export const CATALOG_PATHS = String.raw`
  /products/{id}:
    parameters:
      - name: id
        in: path
        required: true
        description: The product's slug, else its id.
        schema:
          type: string
    get:
      tags: [Catalog]
      operationId: getProduct
      summary: A product, listed or not
      parameters:
        - $ref: '#/components/parameters/IncludeProduct'${CURRENCY_PARAMETER}
      responses:
        '200':
          $ref: '#/components/responses/ProductDocument'${errorResponses(400, 401, 403, 404, 429)}
    patch:
      tags: [Catalog]
      operationId: updateProduct
      summary: Change a product's content and its master variant's price
      description: Only the members sent change. The name cannot be blank; description, meta_description and
        meta_keywords may be null. The prices are those of the master variant in 'currency'. Any field error
        is a 422 with errors per field, and nothing is saved. The storefront shows the change at once, and MCP
        subscribers of the product hear of it.
      parameters:
        - $ref: '#/components/parameters/IncludeProduct'${CURRENCY_PARAMETER}${changeBody('ProductChange')}
      responses:
        '200':
          $ref: '#/components/responses/ProductDocument'${errorResponses(400, 401, 403, 404, 422, 429)}
  /variants/{id}:
    parameters:
      - $ref: '#/components/parameters/VariantId'
    get:
      tags: [Catalog]
      operationId: getVariant
      summary: A variant
      parameters:
        - $ref: '#/components/parameters/IncludeVariant'${CURRENCY_PARAMETER}
      responses:
        '200':
          $ref: '#/components/responses/VariantDocument'${errorResponses(400, 401, 403, 404, 429)}
    patch:
      tags: [Catalog]
      operationId: updateVariant
      summary: Change a variant's price in one currency
      description: A currency the variant has no price in yet needs 'price'. compare_at_price null (or empty)
        clears it. Field errors are a 422 and nothing is saved. Carts not yet paid follow the new price.
      parameters:
        - $ref: '#/components/parameters/IncludeVariant'${CURRENCY_PARAMETER}${changeBody('VariantChange')}
      responses:
        '200':
          $ref: '#/components/responses/VariantDocument'${errorResponses(400, 401, 403, 404, 422, 429)}
  /stock_items:
    get:
      tags: [Stock]
      operationId: listStockItems
      summary: Stock items, by variant
      parameters:
        - name: filter[variant_id]
          in: query
          description: Comma-separated variant ids (at most 100); without it, every stock item.
          schema:
            type: string
        - $ref: '#/components/parameters/Page'
        - $ref: '#/components/parameters/PerPage'
        - $ref: '#/components/parameters/IncludeStockItem'
      responses:
        '200':
          $ref: '#/components/responses/StockItemList'${errorResponses(400, 401, 403, 429)}
  /stock_items/{id}:
    parameters:
      - name: id
        in: path
        required: true
        schema:
          type: string
    get:
      tags: [Stock]
      operationId: getStockItem
      summary: A stock item
      parameters:
        - $ref: '#/components/parameters/IncludeStockItem'
      responses:
        '200':
          $ref: '#/components/responses/StockItemDocument'${errorResponses(400, 401, 403, 404, 429)}
    patch:
      tags: [Stock]
      operationId: updateStockItem
      summary: Set a stock item's count on hand or backorderable flag
      description: The count is set, not added to. Field errors are a 422 and nothing is saved. The storefront's
        in_stock, purchasable and backorderable follow at once.
      parameters:
        - $ref: '#/components/parameters/IncludeStockItem'${changeBody('StockItemChange')}
      responses:
        '200':
          $ref: '#/components/responses/StockItemDocument'${errorResponses(400, 401, 403, 404, 422, 429)}`;

export const CATALOG_PARAMETERS = String.raw`
    VariantId:
      name: id
      in: path
      required: true
      description: The variant's id.
      schema:
        type: string
        pattern: '^[0-9]+$'
    IncludeProduct:
      name: include
      in: query
      description: Comma-separated variants, option_types, product_properties, taxons, images, default_variant,
        primary_variant; dot paths for nested ones (variants.option_values).
      schema:
        type: string
    IncludeVariant:
      name: include
      in: query
      description: Comma-separated product, images, option_values.
      schema:
        type: string
    IncludeStockItem:
      name: include
      in: query
      description: Comma-separated variant, stock_location.
      schema:
        type: string`;

export const CATALOG_RESPONSES = [
  singleResponse('ProductDocument', 'Product', 'A product.'),
  singleResponse('VariantDocument', 'Variant', 'A variant.'),
  listResponse('StockItemList', 'StockItem', 'A page of stock items, in id order.'),
  singleResponse('StockItemDocument', 'StockItem', 'A stock item.'),
].join('');

const PRICE = `
              type: string
              pattern: '^[0-9]+(\\.[0-9]{1,2})?$'
              example: '24.00'`;

export const CATALOG_SCHEMAS = String.raw`
    StockItem:
      type: object
      description: The stock of one variant at one stock location.
      required: [id, type, attributes, relationships]
      properties:
        id:
          type: string
        type:
          type: string
          enum: [stock_item]
        attributes:
          type: object
          required: [count_on_hand, backorderable]
          properties:
            count_on_hand:
              type: integer
              description: Units on hand; below zero when back-ordered units were sold.
            backorderable:
              type: boolean
              description: Whether the variant can be sold when none are on hand.
        relationships:
          type: object
          required: [variant, stock_location]
          properties:
            variant:
              $ref: '#/components/schemas/ToOne'
            stock_location:
              $ref: '#/components/schemas/ToOne'
    ProductChange:
      type: object
      required: [product]
      properties:
        product:
          type: object
          properties:
            name:
              type: string
              maxLength: 255
            description:
              type: string
              nullable: true
              maxLength: 65535
            meta_description:
              type: string
              nullable: true
              maxLength: 1000
            meta_keywords:
              type: string
              nullable: true
              maxLength: 1000
            price:
              description: The master variant's price, 0 to 99999999.99 (a JSON number is taken too).${PRICE}
            compare_at_price:
              description: The master variant's price before a reduction; null clears it.
              nullable: true${PRICE}
            currency:
              type: string
              description: The currency of price and compare_at_price (USD or EUR); the store default when absent.
    VariantChange:
      type: object
      required: [variant]
      properties:
        variant:
          type: object
          properties:
            price:
              description: 0 to 99999999.99 (a JSON number is taken too).${PRICE}
            compare_at_price:
              description: null clears it.
              nullable: true${PRICE}
            currency:
              type: string
              description: USD or EUR; the store default when absent.
    StockItemChange:
      type: object
      required: [stock_item]
      properties:
        stock_item:
          type: object
          properties:
            count_on_hand:
              type: integer
              minimum: -1000000
              maximum: 1000000
              description: The new count (a string of digits is taken too).
            backorderable:
              type: boolean`;
