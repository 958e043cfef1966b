/**
 * YAML shared by the demo store's OpenAPI documents: the JSON:API building blocks, every
 * resource the Storefront and Platform APIs send, and the error bodies. Each block is indented
 * to sit under `components.schemas`, `components.responses` or `components.parameters`.
 *
 * Resource attributes are listed as `required` because every one is sent unless the request
 * limits them with a sparse fieldset (`fields[<type>]=a,b`), in which case only those named are.
 */

export const JSONAPI_SCHEMAS = String.raw`
    Error:
      type: object
      description: The error body of every /api answer that is not a success.
      required: [error, code, message, documentation]
      properties:
        error:
          type: string
          description: A code (bad_request, not_found, forbidden, rate_limit_exceeded, payload_too_large,
            internal_server_error, invalid_publishable_key) or, for other 401s and 422, the sentence itself.
          example: not_found
        code:
          type: integer
          description: The HTTP status.
          example: 404
        message:
          type: string
          example: The resource you were looking for could not be found.
        documentation:
          type: string
          format: uri
          description: Where this error is explained (the store's /docs/errors page, anchored on the status).
        signature_error:
          type: string
          description: On a 401 for a request signature, the check that failed.
          enum: [malformed, missing_parameter, unsupported_algorithm, missing_component, not_yet_valid, expired,
            window_too_long, unknown_key, bad_signature, content_digest_mismatch, replayed]
    FieldErrors:
      type: object
      description: Field name to reasons, or to a nested object of the same kind for a nested record such as an address.
      additionalProperties:
        oneOf:
          - type: array
            items:
              type: string
          - $ref: '#/components/schemas/FieldErrors'
      example:
        email: [is invalid]
        ship_address:
          zipcode: ["can't be blank"]
    ValidationError:
      allOf:
        - $ref: '#/components/schemas/Error'
        - type: object
          required: [errors]
          properties:
            errors:
              $ref: '#/components/schemas/FieldErrors'
    RateLimitError:
      allOf:
        - $ref: '#/components/schemas/Error'
        - type: object
          required: [retry_after_seconds]
          properties:
            retry_after_seconds:
              type: integer
              minimum: 0
              description: Seconds to wait before the next call can succeed (also in the Retry-After header).
    Identifier:
      type: object
      required: [id, type]
      properties:
        id:
          type: string
        type:
          type: string
    ToOne:
      type: object
      required: [data]
      properties:
        data:
          type: object
          nullable: true
          required: [id, type]
          properties:
            id:
              type: string
            type:
              type: string
    ToMany:
      type: object
      required: [data]
      properties:
        data:
          type: array
          items:
            $ref: '#/components/schemas/Identifier'
    Resource:
      type: object
      description: Any JSON:API resource object (the members of 'included').
      required: [id, type, attributes, relationships]
      properties:
        id:
          type: string
        type:
          type: string
        attributes:
          type: object
        relationships:
          type: object
          additionalProperties:
            type: object
            required: [data]
            properties:
              data:
                description: A resource identifier, a list of them, or null.
    Included:
      type: array
      description: Related resources asked for with 'include', each once.
      items:
        $ref: '#/components/schemas/Resource'
    ListMeta:
      type: object
      required: [count, total_count, total_pages]
      properties:
        count:
          type: integer
          minimum: 0
          description: Resources on this page.
        total_count:
          type: integer
          minimum: 0
        total_pages:
          type: integer
          minimum: 0
    ListLinks:
      type: object
      description: Absolute URLs of this page and its neighbours; they keep the list's own parameters
        (filter[...], sort, include, fields[...], per_page), bracketed names as they are.
      required: [self, next, prev, last, first]
      properties:
        self:
          type: string
        next:
          type: string
        prev:
          type: string
        last:
          type: string
        first:
          type: string
    Money:
      type: string
      pattern: '^-?[0-9]+\.[0-9]{2}$'
      description: A decimal amount in the document's currency, two decimals.
      example: '19.99'
    DisplayMoney:
      type: string
      description: The amount formatted for people, with the currency sign.
      example: $19.99
    Metadata:
      type: object
      description: Free JSON set by the store or the client.
      additionalProperties: true
`;

export const RESOURCE_SCHEMAS = String.raw`
    Product:
      type: object
      required: [id, type, attributes, relationships]
      properties:
        id:
          type: string
        type:
          type: string
          enum: [product]
        attributes:
          type: object
          required: [name, description, available_on, slug, meta_description, meta_keywords, created_at, updated_at, sku, barcode,
            purchasable, in_stock, backorderable, available, currency, price, display_price, compare_at_price, display_compare_at_price,
            localized_slugs, tags, labels, public_metadata]
          properties:
            name:
              type: string
            description:
              type: string
              nullable: true
            available_on:
              type: string
              format: date-time
              nullable: true
            slug:
              type: string
            meta_description:
              type: string
              nullable: true
            meta_keywords:
              type: string
              nullable: true
            created_at:
              type: string
              format: date-time
            updated_at:
              type: string
              format: date-time
            sku:
              type: string
              description: The SKU of the product's master variant.
            barcode:
              type: string
              nullable: true
              description: EAN-13 of the master variant.
            purchasable:
              type: boolean
              description: In stock or backorderable.
            in_stock:
              type: boolean
            backorderable:
              type: boolean
            available:
              type: boolean
              description: Active, not deleted and not discontinued.
            currency:
              type: string
              example: USD
            price:
              type: string
              pattern: '^-?[0-9]+\.[0-9]{2}$'
              nullable: true
            display_price:
              type: string
              nullable: true
            compare_at_price:
              type: string
              pattern: '^-?[0-9]+\.[0-9]{2}$'
              nullable: true
            display_compare_at_price:
              type: string
              nullable: true
            localized_slugs:
              type: object
              additionalProperties:
                type: string
            tags:
              type: array
              items:
                type: string
            labels:
              type: array
              items:
                type: string
            public_metadata:
              $ref: '#/components/schemas/Metadata'
        relationships:
          type: object
          required: [variants, option_types, product_properties, taxons, images, default_variant, primary_variant]
          properties:
            variants:
              $ref: '#/components/schemas/ToMany'
            option_types:
              $ref: '#/components/schemas/ToMany'
            product_properties:
              $ref: '#/components/schemas/ToMany'
            taxons:
              $ref: '#/components/schemas/ToMany'
            images:
              $ref: '#/components/schemas/ToMany'
            default_variant:
              $ref: '#/components/schemas/ToOne'
            primary_variant:
              $ref: '#/components/schemas/ToOne'
    Variant:
      type: object
      required: [id, type, attributes, relationships]
      properties:
        id:
          type: string
        type:
          type: string
          enum: [variant]
        attributes:
          type: object
          required: [sku, barcode, weight, height, width, depth, is_master, options_text, options, purchasable, in_stock, backorderable,
            currency, price, display_price, compare_at_price, display_compare_at_price, public_metadata]
          properties:
            sku:
              type: string
            barcode:
              type: string
              nullable: true
            weight:
              type: string
              nullable: true
            height:
              type: string
              nullable: true
            width:
              type: string
              nullable: true
            depth:
              type: string
              nullable: true
            is_master:
              type: boolean
            options_text:
              type: string
              example: 'Color: Navy, Size: M'
            options:
              type: array
              items:
                type: object
                required: [name, value, presentation]
                properties:
                  name:
                    type: string
                  value:
                    type: string
                  presentation:
                    type: string
            purchasable:
              type: boolean
            in_stock:
              type: boolean
            backorderable:
              type: boolean
            currency:
              type: string
            price:
              type: string
              pattern: '^-?[0-9]+\.[0-9]{2}$'
              nullable: true
            display_price:
              type: string
              nullable: true
            compare_at_price:
              type: string
              pattern: '^-?[0-9]+\.[0-9]{2}$'
              nullable: true
            display_compare_at_price:
              type: string
              nullable: true
            public_metadata:
              $ref: '#/components/schemas/Metadata'
        relationships:
          type: object
          required: [product, images, option_values]
          properties:
            product:
              $ref: '#/components/schemas/ToOne'
            images:
              $ref: '#/components/schemas/ToMany'
            option_values:
              $ref: '#/components/schemas/ToMany'
    Image:
      type: object
      required: [id, type, attributes]
      properties:
        id:
          type: string
        type:
          type: string
          enum: [image]
        attributes:
          type: object
          required: [position, alt, original_url, transformed_url, styles]
          properties:
            position:
              type: integer
            alt:
              type: string
              nullable: true
            original_url:
              type: string
              format: uri
            transformed_url:
              type: string
              format: uri
              nullable: true
              description: Set when the request asks for image_transformation[size]=<w>x<h>.
            styles:
              type: array
              items:
                type: object
                required: [url, size, width, height]
                properties:
                  url:
                    type: string
                    format: uri
                  size:
                    type: string
                  width:
                    type: integer
                  height:
                    type: integer
    OptionType:
      type: object
      required: [id, type, attributes]
      properties:
        id:
          type: string
        type:
          type: string
          enum: [option_type]
        attributes:
          type: object
          required: [name, presentation, position]
          properties:
            name:
              type: string
            presentation:
              type: string
            position:
              type: integer
            public_metadata:
              $ref: '#/components/schemas/Metadata'
    OptionValue:
      type: object
      required: [id, type, attributes]
      properties:
        id:
          type: string
        type:
          type: string
          enum: [option_value]
        attributes:
          type: object
          required: [name, presentation, position]
          properties:
            name:
              type: string
            presentation:
              type: string
            position:
              type: integer
            public_metadata:
              $ref: '#/components/schemas/Metadata'
    ProductProperty:
      type: object
      required: [id, type, attributes]
      properties:
        id:
          type: string
        type:
          type: string
          enum: [product_property]
        attributes:
          type: object
          required: [name, value, description, filter_param, position]
          properties:
            name:
              type: string
            value:
              type: string
            description:
              type: string
            filter_param:
              type: string
            show_property:
              type: boolean
            position:
              type: integer
    Taxon:
      type: object
      required: [id, type, attributes, relationships]
      properties:
        id:
          type: string
        type:
          type: string
          enum: [taxon]
        attributes:
          type: object
          required: [name, pretty_name, permalink, left, right, position, depth, updated_at, is_root, is_child, is_leaf, has_products]
          properties:
            name:
              type: string
            pretty_name:
              type: string
              example: Categories -> Apparel -> T-shirts
            permalink:
              type: string
              example: categories/apparel/t-shirts
            seo_title:
              type: string
            description:
              type: string
              nullable: true
            meta_title:
              type: string
              nullable: true
            meta_description:
              type: string
              nullable: true
            meta_keywords:
              type: string
              nullable: true
            left:
              type: integer
            right:
              type: integer
            position:
              type: integer
            depth:
              type: integer
            updated_at:
              type: string
              format: date-time
            public_metadata:
              $ref: '#/components/schemas/Metadata'
            is_root:
              type: boolean
            is_child:
              type: boolean
            is_leaf:
              type: boolean
            localized_slugs:
              type: object
              additionalProperties:
                type: string
            has_products:
              type: boolean
            header_url:
              type: string
              nullable: true
        relationships:
          type: object
          required: [parent, taxonomy, children, image]
          properties:
            parent:
              $ref: '#/components/schemas/ToOne'
            taxonomy:
              $ref: '#/components/schemas/ToOne'
            children:
              $ref: '#/components/schemas/ToMany'
            image:
              $ref: '#/components/schemas/ToOne'
    Store:
      type: object
      required: [id, type, attributes, relationships]
      properties:
        id:
          type: string
        type:
          type: string
          enum: [store]
        attributes:
          type: object
          required: [name, url, default_currency, supported_currencies, default_locale, code, created_at, updated_at]
          properties:
            name:
              type: string
            url:
              type: string
            meta_description:
              type: string
              nullable: true
            meta_keywords:
              type: string
              nullable: true
            seo_title:
              type: string
              nullable: true
            default_currency:
              type: string
            default:
              type: boolean
            supported_currencies:
              type: string
              description: Comma-separated currency codes.
              example: USD,EUR
            facebook:
              type: string
              nullable: true
            twitter:
              type: string
              nullable: true
            instagram:
              type: string
              nullable: true
            default_locale:
              type: string
            supported_locales:
              type: string
            customer_support_email:
              type: string
              nullable: true
            description:
              type: string
              nullable: true
            address:
              type: string
              nullable: true
            contact_phone:
              type: string
              nullable: true
            logo:
              type: string
              nullable: true
            mailer_logo:
              type: string
              nullable: true
            favicon_path:
              type: string
              nullable: true
            code:
              type: string
            created_at:
              type: string
              format: date-time
            updated_at:
              type: string
              format: date-time
            public_metadata:
              $ref: '#/components/schemas/Metadata'
        relationships:
          type: object
          properties:
            default_country:
              $ref: '#/components/schemas/ToOne'
    Country:
      type: object
      required: [id, type, attributes]
      properties:
        id:
          type: string
          description: The ISO 3166-1 alpha-2 code.
        type:
          type: string
          enum: [country]
        attributes:
          type: object
          required: [iso, iso3, iso_name, name, states_required, zipcode_required, default]
          properties:
            iso:
              type: string
              pattern: '^[A-Z]{2}$'
            iso3:
              type: string
              pattern: '^[A-Z]{3}$'
            iso_name:
              type: string
            name:
              type: string
            states_required:
              type: boolean
            zipcode_required:
              type: boolean
            default:
              type: boolean
    Order:
      type: object
      description: A cart (type 'cart', while checking out) or a completed order (type 'order').
      required: [id, type, attributes, relationships]
      properties:
        id:
          type: string
        type:
          type: string
          enum: [cart, order]
        attributes:
          type: object
          required: [number, token, email, currency, state, payment_state, shipment_state, item_count, item_total, display_item_total,
            total, display_total, ship_total, display_ship_total, tax_total, display_tax_total, promo_total, display_promo_total,
            payment_total, display_payment_total, completed_at, created_at, updated_at]
          properties:
            number:
              type: string
              example: R123456789
            token:
              type: string
              description: The order token; send it as X-Shop-Order-Token for every later call on this cart.
            email:
              type: string
              nullable: true
            currency:
              type: string
            state:
              type: string
              enum: [cart, address, delivery, payment, confirm, complete, canceled, resumed, awaiting_return, returned]
            payment_state:
              type: string
              nullable: true
              enum: [balance_due, paid, credit_owed, failed, void, null]
            shipment_state:
              type: string
              nullable: true
              enum: [pending, ready, partial, shipped, delivered, backorder, canceled, null]
            item_count:
              type: integer
              minimum: 0
            special_instructions:
              type: string
              nullable: true
            item_total:
              $ref: '#/components/schemas/Money'
            display_item_total:
              $ref: '#/components/schemas/DisplayMoney'
            total:
              $ref: '#/components/schemas/Money'
            display_total:
              $ref: '#/components/schemas/DisplayMoney'
            ship_total:
              $ref: '#/components/schemas/Money'
            display_ship_total:
              $ref: '#/components/schemas/DisplayMoney'
            adjustment_total:
              $ref: '#/components/schemas/Money'
            display_adjustment_total:
              $ref: '#/components/schemas/DisplayMoney'
            included_tax_total:
              $ref: '#/components/schemas/Money'
            display_included_tax_total:
              $ref: '#/components/schemas/DisplayMoney'
            additional_tax_total:
              $ref: '#/components/schemas/Money'
            display_additional_tax_total:
              $ref: '#/components/schemas/DisplayMoney'
            tax_total:
              $ref: '#/components/schemas/Money'
            display_tax_total:
              $ref: '#/components/schemas/DisplayMoney'
            promo_total:
              $ref: '#/components/schemas/Money'
            display_promo_total:
              $ref: '#/components/schemas/DisplayMoney'
            pre_tax_item_amount:
              $ref: '#/components/schemas/Money'
            display_pre_tax_item_amount:
              $ref: '#/components/schemas/DisplayMoney'
            pre_tax_total:
              $ref: '#/components/schemas/Money'
            display_pre_tax_total:
              $ref: '#/components/schemas/DisplayMoney'
            total_minus_store_credits:
              $ref: '#/components/schemas/Money'
            display_total_minus_store_credits:
              $ref: '#/components/schemas/DisplayMoney'
            payment_total:
              $ref: '#/components/schemas/Money'
            display_payment_total:
              $ref: '#/components/schemas/DisplayMoney'
            subtotal_cents:
              type: integer
            ship_total_cents:
              type: integer
            store_credit_total_cents:
              type: integer
            promo_total_cents:
              type: integer
            tax_total_cents:
              type: integer
            total_cents:
              type: integer
            total_minus_store_credits_cents:
              type: integer
            completed_at:
              type: string
              format: date-time
              nullable: true
            created_at:
              type: string
              format: date-time
            updated_at:
              type: string
              format: date-time
            public_metadata:
              $ref: '#/components/schemas/Metadata'
        relationships:
          type: object
          required: [line_items, variants, promotions, gift_card, payments, shipments, user, billing_address, shipping_address]
          properties:
            line_items:
              $ref: '#/components/schemas/ToMany'
            variants:
              $ref: '#/components/schemas/ToMany'
            promotions:
              description: The promotions that take something off the order (the amount of each is its discount).
              allOf:
                - $ref: '#/components/schemas/ToMany'
            gift_card:
              description: The gift card applied to the order, or null.
              allOf:
                - $ref: '#/components/schemas/ToOne'
            payments:
              $ref: '#/components/schemas/ToMany'
            shipments:
              $ref: '#/components/schemas/ToMany'
            user:
              $ref: '#/components/schemas/ToOne'
            billing_address:
              $ref: '#/components/schemas/ToOne'
            shipping_address:
              $ref: '#/components/schemas/ToOne'
    LineItem:
      type: object
      required: [id, type, attributes, relationships]
      properties:
        id:
          type: string
        type:
          type: string
          enum: [line_item]
        attributes:
          type: object
          required: [name, quantity, slug, options_text, currency, price, display_price, total, display_total]
          properties:
            name:
              type: string
              nullable: true
            quantity:
              type: integer
              minimum: 1
            slug:
              type: string
              nullable: true
            options_text:
              type: string
            gift_note:
              type: string
              nullable: true
              description: A custom option this store registers.
            monogram:
              type: string
              nullable: true
              description: A custom option this store registers.
            currency:
              type: string
            price:
              $ref: '#/components/schemas/Money'
            display_price:
              $ref: '#/components/schemas/DisplayMoney'
            total:
              $ref: '#/components/schemas/Money'
            display_total:
              $ref: '#/components/schemas/DisplayMoney'
            adjustment_total:
              $ref: '#/components/schemas/Money'
            display_adjustment_total:
              $ref: '#/components/schemas/DisplayMoney'
            additional_tax_total:
              $ref: '#/components/schemas/Money'
            display_additional_tax_total:
              $ref: '#/components/schemas/DisplayMoney'
            discounted_amount:
              $ref: '#/components/schemas/Money'
            display_discounted_amount:
              $ref: '#/components/schemas/DisplayMoney'
            promo_total:
              $ref: '#/components/schemas/Money'
            display_promo_total:
              $ref: '#/components/schemas/DisplayMoney'
            included_tax_total:
              $ref: '#/components/schemas/Money'
            display_included_tax_total:
              $ref: '#/components/schemas/DisplayMoney'
            pre_tax_amount:
              $ref: '#/components/schemas/Money'
            display_pre_tax_amount:
              $ref: '#/components/schemas/DisplayMoney'
            compare_at_amount:
              type: string
              pattern: '^-?[0-9]+\.[0-9]{2}$'
              nullable: true
            display_compare_at_amount:
              type: string
              nullable: true
            public_metadata:
              $ref: '#/components/schemas/Metadata'
        relationships:
          type: object
          required: [variant]
          properties:
            variant:
              $ref: '#/components/schemas/ToOne'
            digital_links:
              $ref: '#/components/schemas/ToMany'
    Address:
      type: object
      required: [id, type, attributes]
      properties:
        id:
          type: string
        type:
          type: string
          enum: [address]
        attributes:
          type: object
          required: [firstname, lastname, address1, city, zipcode, country_iso]
          properties:
            firstname:
              type: string
              nullable: true
            lastname:
              type: string
              nullable: true
            company:
              type: string
              nullable: true
            address1:
              type: string
              nullable: true
            address2:
              type: string
              nullable: true
            city:
              type: string
              nullable: true
            zipcode:
              type: string
              nullable: true
            phone:
              type: string
              nullable: true
            state_name:
              type: string
              nullable: true
            state_code:
              type: string
              nullable: true
            country_name:
              type: string
              nullable: true
            country_iso3:
              type: string
              nullable: true
            country_iso:
              type: string
              nullable: true
            label:
              type: string
              nullable: true
            public_metadata:
              $ref: '#/components/schemas/Metadata'
    Shipment:
      type: object
      required: [id, type, attributes, relationships]
      properties:
        id:
          type: string
        type:
          type: string
          enum: [shipment]
        attributes:
          type: object
          required: [number, final_price, display_final_price, state, shipped_at, delivered_at, tracking, tracking_url, free, backordered,
            created_at, updated_at]
          properties:
            number:
              type: string
              example: H12345678901
            final_price:
              $ref: '#/components/schemas/Money'
            display_final_price:
              $ref: '#/components/schemas/DisplayMoney'
            state:
              type: string
              enum: [pending, ready, shipped, delivered, canceled]
            shipped_at:
              type: string
              format: date-time
              nullable: true
            delivered_at:
              type: string
              format: date-time
              nullable: true
            tracking:
              type: string
              nullable: true
            tracking_url:
              type: string
              format: uri
              nullable: true
            free:
              type: boolean
            backordered:
              type: boolean
              description: True for the shipment of back-ordered items, which ships later.
            created_at:
              type: string
              format: date-time
            updated_at:
              type: string
              format: date-time
            public_metadata:
              $ref: '#/components/schemas/Metadata'
        relationships:
          type: object
          required: [shipping_rates, selected_shipping_rate, stock_location, line_items]
          properties:
            shipping_rates:
              $ref: '#/components/schemas/ToMany'
            selected_shipping_rate:
              $ref: '#/components/schemas/ToOne'
            stock_location:
              $ref: '#/components/schemas/ToOne'
            line_items:
              $ref: '#/components/schemas/ToMany'
    ShippingRate:
      type: object
      required: [id, type, attributes]
      properties:
        id:
          type: string
          nullable: true
          description: Null for estimates (GET /cart/estimate_shipping_rates), which belong to no shipment.
        type:
          type: string
          enum: [shipping_rate]
        attributes:
          type: object
          required: [name, selected, final_price, display_final_price, cost, display_cost, shipping_method_id, free]
          properties:
            name:
              type: string
              nullable: true
            selected:
              type: boolean
            final_price:
              $ref: '#/components/schemas/Money'
            display_final_price:
              $ref: '#/components/schemas/DisplayMoney'
            cost:
              $ref: '#/components/schemas/Money'
            display_cost:
              $ref: '#/components/schemas/DisplayMoney'
            tax_amount:
              $ref: '#/components/schemas/Money'
            display_tax_amount:
              $ref: '#/components/schemas/DisplayMoney'
            final_price_cents:
              type: integer
            shipping_method_id:
              type: string
            free:
              type: boolean
        relationships:
          type: object
    ShippingMethod:
      type: object
      required: [id, type, attributes]
      properties:
        id:
          type: string
        type:
          type: string
          enum: [shipping_method]
        attributes:
          type: object
          required: [name, code]
          properties:
            name:
              type: string
            code:
              type: string
            description:
              type: string
              nullable: true
            public_metadata:
              $ref: '#/components/schemas/Metadata'
    StockLocation:
      type: object
      required: [id, type, attributes]
      properties:
        id:
          type: string
        type:
          type: string
          enum: [stock_location]
        attributes:
          type: object
          required: [name, country_iso]
          properties:
            name:
              type: string
            address1:
              type: string
              nullable: true
            city:
              type: string
              nullable: true
            zipcode:
              type: string
              nullable: true
            state_name:
              type: string
              nullable: true
            country_iso:
              type: string
    PaymentMethod:
      type: object
      required: [id, type, attributes]
      properties:
        id:
          type: string
        type:
          type: string
          enum: [payment_method]
        attributes:
          type: object
          required: [type, name]
          properties:
            type:
              type: string
              description: The kind of method; its source needs differ (a card token for the test card gateway, nothing for cash).
            name:
              type: string
              example: Test card
            description:
              type: string
              nullable: true
            preferences:
              type: object
            public_metadata:
              $ref: '#/components/schemas/Metadata'
    Payment:
      type: object
      required: [id, type, attributes, relationships]
      properties:
        id:
          type: string
        type:
          type: string
          enum: [payment]
        attributes:
          type: object
          required: [amount, display_amount, number, payment_method_id, state, created_at, updated_at]
          properties:
            amount:
              $ref: '#/components/schemas/Money'
            display_amount:
              $ref: '#/components/schemas/DisplayMoney'
            response_code:
              type: string
              nullable: true
            number:
              type: string
            cvv_response_code:
              type: string
              nullable: true
            cvv_response_message:
              type: string
              nullable: true
            payment_method_id:
              type: string
            payment_method_name:
              type: string
              nullable: true
            state:
              type: string
              enum: [checkout, pending, processing, completed, failed, void, invalid]
            created_at:
              type: string
              format: date-time
            updated_at:
              type: string
              format: date-time
            public_metadata:
              $ref: '#/components/schemas/Metadata'
        relationships:
          type: object
          properties:
            source:
              $ref: '#/components/schemas/ToOne'
            payment_method:
              $ref: '#/components/schemas/ToOne'
    CreditCard:
      type: object
      required: [id, type, attributes]
      properties:
        id:
          type: string
        type:
          type: string
          enum: [credit_card]
        attributes:
          type: object
          description: A saved card as the processor token's holder sees it; the token itself is never sent.
          required: [cc_type, last_digits, month, year, name, default]
          properties:
            cc_type:
              type: string
              nullable: true
              example: visa
            last_digits:
              type: string
              nullable: true
              example: '4242'
            month:
              type: integer
              nullable: true
            year:
              type: integer
              nullable: true
            name:
              type: string
            default:
              type: boolean
            public_metadata:
              $ref: '#/components/schemas/Metadata'
        relationships:
          type: object
          properties:
            payment_method:
              $ref: '#/components/schemas/ToOne'
    User:
      type: object
      required: [id, type, attributes, relationships]
      properties:
        id:
          type: string
        type:
          type: string
          enum: [user]
        attributes:
          type: object
          required: [email, first_name, last_name, selected_locale, store_credits, completed_orders, tags, public_metadata]
          properties:
            email:
              type: string
              format: email
            first_name:
              type: string
              nullable: true
            last_name:
              type: string
              nullable: true
            selected_locale:
              type: string
              nullable: true
            store_credits:
              description: Unspent store credit in the store's default currency; 0 when there is none, else a
                decimal string.
              oneOf:
                - type: number
                  enum: [0]
                - $ref: '#/components/schemas/Money'
            completed_orders:
              type: integer
            tags:
              type: array
              items:
                type: string
            public_metadata:
              $ref: '#/components/schemas/Metadata'
        relationships:
          type: object
          properties:
            default_billing_address:
              $ref: '#/components/schemas/ToOne'
            default_shipping_address:
              $ref: '#/components/schemas/ToOne'
    Wishlist:
      type: object
      required: [id, type, attributes, relationships]
      properties:
        id:
          type: string
        type:
          type: string
          enum: [wishlist]
        attributes:
          type: object
          required: [token, name, is_private, is_default, variant_included, created_at, updated_at]
          properties:
            token:
              type: string
            name:
              type: string
            is_private:
              type: boolean
            is_default:
              type: boolean
            variant_included:
              type: boolean
              description: Whether the variant named by the is_variant_included parameter is on the list.
            created_at:
              type: string
              format: date-time
            updated_at:
              type: string
              format: date-time
        relationships:
          type: object
          properties:
            wished_items:
              $ref: '#/components/schemas/ToMany'
    WishedItem:
      type: object
      required: [id, type, attributes, relationships]
      properties:
        id:
          type: string
        type:
          type: string
          enum: [wished_item]
        attributes:
          type: object
          required: [quantity, price, total, display_price, display_total, created_at, updated_at]
          properties:
            quantity:
              type: integer
              minimum: 1
            price:
              type: string
              pattern: '^-?[0-9]+\.[0-9]{2}$'
              nullable: true
            total:
              type: string
              pattern: '^-?[0-9]+\.[0-9]{2}$'
              nullable: true
            display_price:
              type: string
              nullable: true
            display_total:
              type: string
              nullable: true
            created_at:
              type: string
              format: date-time
            updated_at:
              type: string
              format: date-time
        relationships:
          type: object
          properties:
            variant:
              $ref: '#/components/schemas/ToOne'
    Policy:
      type: object
      required: [id, type, attributes]
      properties:
        id:
          type: string
        type:
          type: string
          enum: [policy]
        attributes:
          type: object
          required: [name, slug, body, body_html, created_at, updated_at]
          properties:
            name:
              type: string
            slug:
              type: string
            body:
              type: string
            body_html:
              type: string
            created_at:
              type: string
              format: date-time
            updated_at:
              type: string
              format: date-time
    Post:
      type: object
      required: [id, type, attributes, relationships]
      properties:
        id:
          type: string
        type:
          type: string
          enum: [post]
        attributes:
          type: object
          required: [title, slug, published_at, created_at, updated_at, content, content_html, author_name, tags]
          properties:
            title:
              type: string
            slug:
              type: string
            published_at:
              type: string
              format: date-time
              nullable: true
            meta_title:
              type: string
              nullable: true
            meta_description:
              type: string
              nullable: true
            created_at:
              type: string
              format: date-time
            updated_at:
              type: string
              format: date-time
            excerpt:
              type: string
              nullable: true
            content:
              type: string
            content_html:
              type: string
            description:
              type: string
              nullable: true
            shortened_description:
              type: string
              nullable: true
            author_name:
              type: string
              nullable: true
            post_category_title:
              type: string
              nullable: true
            tags:
              type: array
              items:
                type: string
            image_url:
              type: string
              nullable: true
        relationships:
          type: object
          required: [post_category]
          properties:
            post_category:
              $ref: '#/components/schemas/ToOne'
    PostCategory:
      type: object
      required: [id, type, attributes]
      properties:
        id:
          type: string
        type:
          type: string
          enum: [post_category]
        attributes:
          type: object
          required: [title, slug, created_at, updated_at, description]
          properties:
            title:
              type: string
            slug:
              type: string
            created_at:
              type: string
              format: date-time
            updated_at:
              type: string
              format: date-time
            description:
              type: string
              nullable: true
        relationships:
          type: object
          properties:
            posts:
              $ref: '#/components/schemas/ToMany'
    Promotion:
      type: object
      required: [id, type, attributes]
      properties:
        id:
          type: string
        type:
          type: string
          enum: [promotion]
        attributes:
          type: object
          required: [name, code, amount, display_amount]
          properties:
            name:
              type: string
            description:
              type: string
              nullable: true
            code:
              type: string
              nullable: true
              description: The coupon code that applied it, when it needs one.
            amount:
              $ref: '#/components/schemas/Money'
            display_amount:
              $ref: '#/components/schemas/DisplayMoney'
            public_metadata:
              $ref: '#/components/schemas/Metadata'
    GiftCard:
      type: object
      description: A gift card paying part of an order (the source of its payment).
      required: [id, type, attributes]
      properties:
        id:
          type: string
        type:
          type: string
          enum: [gift_card]
        attributes:
          type: object
          required: [code, currency, amount, amount_used, amount_remaining]
          properties:
            code:
              type: string
            currency:
              type: string
            amount:
              $ref: '#/components/schemas/Money'
            display_amount:
              $ref: '#/components/schemas/DisplayMoney'
            amount_used:
              $ref: '#/components/schemas/Money'
            display_amount_used:
              $ref: '#/components/schemas/DisplayMoney'
            amount_remaining:
              $ref: '#/components/schemas/Money'
            display_amount_remaining:
              $ref: '#/components/schemas/DisplayMoney'
            expires_at:
              type: string
              nullable: true
            public_metadata:
              $ref: '#/components/schemas/Metadata'
    StoreCredit:
      type: object
      description: Store credit paying part of an order (the source of its payment).
      required: [id, type, attributes]
      properties:
        id:
          type: string
        type:
          type: string
          enum: [store_credit]
        attributes:
          type: object
          required: [currency, amount, amount_used, amount_remaining]
          properties:
            currency:
              type: string
            amount:
              $ref: '#/components/schemas/Money'
            display_amount:
              $ref: '#/components/schemas/DisplayMoney'
            amount_used:
              $ref: '#/components/schemas/Money'
            display_amount_used:
              $ref: '#/components/schemas/DisplayMoney'
            amount_remaining:
              $ref: '#/components/schemas/Money'
            display_amount_remaining:
              $ref: '#/components/schemas/DisplayMoney'
            memo:
              type: string
              nullable: true
            created_at:
              type: string
              format: date-time
            public_metadata:
              $ref: '#/components/schemas/Metadata'
`;

/** The error answers, under components.responses. */
export const ERROR_RESPONSES = String.raw`
    BadRequest:
      description: Malformed JSON, a missing required parameter or an unknown include.
      content:
        application/vnd.api+json:
          schema:
            $ref: '#/components/schemas/Error'
    Unauthorized:
      description: The bearer token expired or was revoked (error is "The access token expired" or "The access token
        was revoked"); on the Platform API also a missing or unknown token. On any call, a publishable key
        (X-Shop-Token) the store did not issue or revoked (error is invalid_publishable_key); a request signature (RFC
        9421) that fails a check; signature_error then names the check.
      content:
        application/vnd.api+json:
          schema:
            $ref: '#/components/schemas/Error'
    Forbidden:
      description: No signed-in user where one is needed, or a token without the scope this operation needs.
      content:
        application/vnd.api+json:
          schema:
            $ref: '#/components/schemas/Error'
    NotFound:
      description: Unknown or inaccessible resource (also a completed order on cart and checkout endpoints).
      content:
        application/vnd.api+json:
          schema:
            $ref: '#/components/schemas/Error'
    PayloadTooLarge:
      description: The request body is over 1 MB.
      content:
        application/vnd.api+json:
          schema:
            $ref: '#/components/schemas/Error'
    Unprocessable:
      description: Validation failed; errors maps each field to its reasons.
      content:
        application/vnd.api+json:
          schema:
            $ref: '#/components/schemas/ValidationError'
    TooManyRequests:
      description: Over the rate limit (60 calls in any 60 seconds per client IP).
      headers:
        Retry-After:
          schema:
            type: integer
          description: Seconds to wait.
      content:
        application/vnd.api+json:
          schema:
            $ref: '#/components/schemas/RateLimitError'
    ServerError:
      description: A fault in the service itself.
      content:
        application/vnd.api+json:
          schema:
            $ref: '#/components/schemas/Error'
`;
