/**
 * The component schemas shared by the demo store's OpenAPI documents, as zod: the JSON:API
 * building blocks, every resource the Storefront and Platform APIs send, and the error bodies.
 * Each is named once (`.openapi('Name')`) and becomes `#/components/schemas/Name` of every
 * document that registers it (see `generate.ts`).
 *
 * Resource attributes are required because every one is sent unless the request limits them with
 * a sparse fieldset (`fields[<type>]=a,b`), in which case only those named are.
 */
import { dateTime, resource, TIMESTAMPS } from './resource.js';
import { z } from './zod.js';

export const ErrorBody = z
  .object({
    error: z.string().openapi({
      description:
        'A code (bad_request, not_found, forbidden, rate_limit_exceeded, payload_too_large, internal_server_error, invalid_publishable_key) or, for other 401s and 422, the sentence itself.',
      example: 'not_found',
    }),
    code: z.number().int().openapi({ description: 'The HTTP status.', example: 404 }),
    message: z.string().openapi({ example: 'The resource you were looking for could not be found.' }),
    documentation: z.string().openapi({ description: "Where this error is explained (the store's /docs/errors page, anchored on the status).", format: 'uri' }),
    signature_error: z
      .enum([
        'malformed',
        'missing_parameter',
        'unsupported_algorithm',
        'missing_component',
        'not_yet_valid',
        'expired',
        'window_too_long',
        'unknown_key',
        'bad_signature',
        'content_digest_mismatch',
        'replayed',
      ])
      .openapi({ description: 'On a 401 for a request signature, the check that failed.' })
      .optional(),
  })
  .openapi({ description: 'The error body of every /api answer that is not a success.' })
  .openapi('Error');

export const FieldErrors: z.ZodType = z
  .record(z.string(), z.union([z.array(z.string()), z.lazy((): z.ZodType => FieldErrors)]))
  .openapi({
    description: 'Field name to reasons, or to a nested object of the same kind for a nested record such as an address.',
    example: { email: ['is invalid'], ship_address: { zipcode: ["can't be blank"] } },
  })
  .openapi('FieldErrors');

export const ValidationError = z
  .intersection(
    ErrorBody,
    z.object({
      errors: FieldErrors,
    }),
  )
  .openapi('ValidationError');

export const RateLimitError = z
  .intersection(
    ErrorBody,
    z.object({
      retry_after_seconds: z
        .number()
        .int()
        .min(0)
        .openapi({ description: 'Seconds to wait before the next call can succeed (also in the Retry-After header).' }),
    }),
  )
  .openapi('RateLimitError');

export const Identifier = z
  .object({
    id: z.string(),
    type: z.string(),
  })
  .openapi('Identifier');

export const ToOne = z
  .object({
    data: z
      .object({
        id: z.string(),
        type: z.string(),
      })
      .nullable(),
  })
  .openapi('ToOne');

export const ToMany = z
  .object({
    data: z.array(Identifier),
  })
  .openapi('ToMany');

export const Resource = z
  .object({
    id: z.string(),
    type: z.string(),
    attributes: z.object({}),
    relationships: z.record(
      z.string(),
      z.object({
        data: z.unknown().nonoptional().openapi({ description: 'A resource identifier, a list of them, or null.' }),
      }),
    ),
  })
  .openapi({ description: "Any JSON:API resource object (the members of 'included')." })
  .openapi('Resource');

export const Included = z.array(Resource).openapi({ description: "Related resources asked for with 'include', each once." }).openapi('Included');

export const ListMeta = z
  .object({
    count: z.number().int().min(0).openapi({ description: 'Resources on this page.' }),
    total_count: z.number().int().min(0),
    total_pages: z.number().int().min(0),
  })
  .openapi('ListMeta');

export const ListLinks = z
  .object({
    self: z.string(),
    next: z.string(),
    prev: z.string(),
    last: z.string(),
    first: z.string(),
  })
  .openapi({
    description:
      "Absolute URLs of this page and its neighbours; they keep the list's own parameters (filter[...], sort, include, fields[...], per_page), bracketed names as they are.",
  })
  .openapi('ListLinks');

/** A decimal amount with two decimals, as every amount of the interface is written. */
const AMOUNT = /^-?[0-9]+\.[0-9]{2}$/;

export const Money = z
  .string()
  .regex(AMOUNT)
  .openapi({ description: "A decimal amount in the document's currency, two decimals.", example: '19.99' })
  .openapi('Money');

/** An amount where there may be none (no price in the asked currency): inline, as 3.0 allows no nullable reference. */
const AmountOrNull = z.string().regex(AMOUNT).nullable();

/** A product's or variant's prices in the asked currency (null where it has none). */
const PRICES = {
  currency: z.string().openapi({ example: 'USD' }),
  price: AmountOrNull,
  display_price: z.string().nullable(),
  compare_at_price: AmountOrNull,
  display_compare_at_price: z.string().nullable(),
};

export const DisplayMoney = z
  .string()
  .openapi({ description: 'The amount formatted for people, with the currency sign.', example: '$19.99' })
  .openapi('DisplayMoney');

export const Metadata = z.looseObject({}).openapi({ description: 'Free JSON set by the store or the client.', additionalProperties: true }).openapi('Metadata');

export const Product = resource(
  'product',
  z.object({
    name: z.string(),
    description: z.string().nullable(),
    available_on: dateTime().nullable(),
    slug: z.string(),
    meta_description: z.string().nullable(),
    meta_keywords: z.string().nullable(),
    ...TIMESTAMPS,
    sku: z.string().openapi({ description: "The SKU of the product's master variant." }),
    barcode: z.string().nullable().openapi({ description: 'EAN-13 of the master variant.' }),
    purchasable: z.boolean().openapi({ description: 'In stock or backorderable.' }),
    in_stock: z.boolean(),
    backorderable: z.boolean(),
    available: z.boolean().openapi({ description: 'Active, not deleted and not discontinued.' }),
    ...PRICES,
    localized_slugs: z.record(z.string(), z.string()),
    tags: z.array(z.string()),
    labels: z.array(z.string()),
    public_metadata: Metadata,
  }),
  z.object({
    variants: ToMany,
    option_types: ToMany,
    product_properties: ToMany,
    taxons: ToMany,
    images: ToMany,
    default_variant: ToOne,
    primary_variant: ToOne,
  }),
).openapi('Product');

export const Variant = resource(
  'variant',
  z.object({
    sku: z.string(),
    barcode: z.string().nullable(),
    weight: z.string().nullable(),
    height: z.string().nullable(),
    width: z.string().nullable(),
    depth: z.string().nullable(),
    is_master: z.boolean(),
    options_text: z.string().openapi({ example: 'Color: Navy, Size: M' }),
    options: z.array(
      z.object({
        name: z.string(),
        value: z.string(),
        presentation: z.string(),
      }),
    ),
    purchasable: z.boolean(),
    in_stock: z.boolean(),
    backorderable: z.boolean(),
    ...PRICES,
    public_metadata: Metadata,
  }),
  z.object({
    product: ToOne,
    images: ToMany,
    option_values: ToMany,
  }),
).openapi('Variant');

export const Image = resource(
  'image',
  z.object({
    position: z.number().int(),
    alt: z.string().nullable(),
    original_url: z.string().openapi({ format: 'uri' }),
    transformed_url: z.string().nullable().openapi({ description: 'Set when the request asks for image_transformation[size]=<w>x<h>.', format: 'uri' }),
    styles: z.array(
      z.object({
        url: z.string().openapi({ format: 'uri' }),
        size: z.string(),
        width: z.number().int(),
        height: z.number().int(),
      }),
    ),
  }),
).openapi('Image');

/** An option type's and an option value's attributes. */
const optionAttributes = z.object({
  name: z.string(),
  presentation: z.string(),
  position: z.number().int(),
  public_metadata: Metadata.optional(),
});

export const OptionType = resource('option_type', optionAttributes).openapi('OptionType');

export const OptionValue = resource('option_value', optionAttributes).openapi('OptionValue');

export const ProductProperty = resource(
  'product_property',
  z.object({
    name: z.string(),
    value: z.string(),
    description: z.string(),
    filter_param: z.string(),
    show_property: z.boolean().optional(),
    position: z.number().int(),
  }),
).openapi('ProductProperty');

export const Taxon = resource(
  'taxon',
  z.object({
    name: z.string(),
    pretty_name: z.string().openapi({ example: 'Categories -> Apparel -> T-shirts' }),
    permalink: z.string().openapi({ example: 'categories/apparel/t-shirts' }),
    seo_title: z.string().optional(),
    description: z.string().nullable().optional(),
    meta_title: z.string().nullable().optional(),
    meta_description: z.string().nullable().optional(),
    meta_keywords: z.string().nullable().optional(),
    left: z.number().int(),
    right: z.number().int(),
    position: z.number().int(),
    depth: z.number().int(),
    updated_at: dateTime(),
    public_metadata: Metadata.optional(),
    is_root: z.boolean(),
    is_child: z.boolean(),
    is_leaf: z.boolean(),
    localized_slugs: z.record(z.string(), z.string()).optional(),
    has_products: z.boolean(),
    header_url: z.string().nullable().optional(),
  }),
  z.object({
    parent: ToOne,
    taxonomy: ToOne,
    children: ToMany,
    image: ToOne,
  }),
).openapi('Taxon');

export const Store = resource(
  'store',
  z.object({
    name: z.string(),
    url: z.string(),
    meta_description: z.string().nullable().optional(),
    meta_keywords: z.string().nullable().optional(),
    seo_title: z.string().nullable().optional(),
    default_currency: z.string(),
    default: z.boolean().optional(),
    supported_currencies: z.string().openapi({ description: 'Comma-separated currency codes.', example: 'USD,EUR' }),
    facebook: z.string().nullable().optional(),
    twitter: z.string().nullable().optional(),
    instagram: z.string().nullable().optional(),
    default_locale: z.string(),
    supported_locales: z.string().optional(),
    customer_support_email: z.string().nullable().optional(),
    description: z.string().nullable().optional(),
    address: z.string().nullable().optional(),
    contact_phone: z.string().nullable().optional(),
    logo: z.string().nullable().optional(),
    mailer_logo: z.string().nullable().optional(),
    favicon_path: z.string().nullable().optional(),
    code: z.string(),
    ...TIMESTAMPS,
    public_metadata: Metadata.optional(),
  }),
  z.object({
    default_country: ToOne.optional(),
  }),
).openapi('Store');

export const Country = z
  .object({
    id: z.string().openapi({ description: 'The ISO 3166-1 alpha-2 code.' }),
    type: z.enum(['country']),
    attributes: z.object({
      iso: z.string().regex(/^[A-Z]{2}$/),
      iso3: z.string().regex(/^[A-Z]{3}$/),
      iso_name: z.string(),
      name: z.string(),
      states_required: z.boolean(),
      zipcode_required: z.boolean(),
      default: z.boolean(),
    }),
  })
  .openapi('Country');

export const Order = z
  .object({
    id: z.string(),
    type: z.enum(['cart', 'order']),
    attributes: z.object({
      number: z.string().openapi({ example: 'R123456789' }),
      token: z.string().openapi({ description: 'The order token; send it as X-Shop-Order-Token for every later call on this cart.' }),
      email: z.string().nullable(),
      currency: z.string(),
      state: z.enum(['cart', 'address', 'delivery', 'payment', 'confirm', 'complete', 'canceled', 'resumed', 'awaiting_return', 'returned']),
      payment_state: z.enum(['balance_due', 'paid', 'credit_owed', 'failed', 'void']).nullable(),
      shipment_state: z.enum(['pending', 'ready', 'partial', 'shipped', 'delivered', 'backorder', 'canceled']).nullable(),
      item_count: z.number().int().min(0),
      special_instructions: z.string().nullable().optional(),
      item_total: Money,
      display_item_total: DisplayMoney,
      total: Money,
      display_total: DisplayMoney,
      ship_total: Money,
      display_ship_total: DisplayMoney,
      adjustment_total: Money.optional(),
      display_adjustment_total: DisplayMoney.optional(),
      included_tax_total: Money.optional(),
      display_included_tax_total: DisplayMoney.optional(),
      additional_tax_total: Money.optional(),
      display_additional_tax_total: DisplayMoney.optional(),
      tax_total: Money,
      display_tax_total: DisplayMoney,
      promo_total: Money,
      display_promo_total: DisplayMoney,
      pre_tax_item_amount: Money.optional(),
      display_pre_tax_item_amount: DisplayMoney.optional(),
      pre_tax_total: Money.optional(),
      display_pre_tax_total: DisplayMoney.optional(),
      total_minus_store_credits: Money.optional(),
      display_total_minus_store_credits: DisplayMoney.optional(),
      payment_total: Money,
      display_payment_total: DisplayMoney,
      subtotal_cents: z.number().int().optional(),
      ship_total_cents: z.number().int().optional(),
      store_credit_total_cents: z.number().int().optional(),
      promo_total_cents: z.number().int().optional(),
      tax_total_cents: z.number().int().optional(),
      total_cents: z.number().int().optional(),
      total_minus_store_credits_cents: z.number().int().optional(),
      completed_at: dateTime().nullable(),
      ...TIMESTAMPS,
      public_metadata: Metadata.optional(),
    }),
    relationships: z.object({
      line_items: ToMany,
      variants: ToMany,
      promotions: ToMany.openapi({ description: 'The promotions that take something off the order (the amount of each is its discount).' }),
      gift_card: ToOne.openapi({ description: 'The gift card applied to the order, or null.' }),
      payments: ToMany,
      shipments: ToMany,
      user: ToOne,
      billing_address: ToOne,
      shipping_address: ToOne,
    }),
  })
  .openapi({ description: "A cart (type 'cart', while checking out) or a completed order (type 'order')." })
  .openapi('Order');

export const LineItem = resource(
  'line_item',
  z.object({
    name: z.string().nullable(),
    quantity: z.number().int().min(1),
    slug: z.string().nullable(),
    options_text: z.string(),
    gift_note: z.string().nullable().openapi({ description: 'A custom option this store registers.' }).optional(),
    monogram: z.string().nullable().openapi({ description: 'A custom option this store registers.' }).optional(),
    currency: z.string(),
    price: Money,
    display_price: DisplayMoney,
    total: Money,
    display_total: DisplayMoney,
    adjustment_total: Money.optional(),
    display_adjustment_total: DisplayMoney.optional(),
    additional_tax_total: Money.optional(),
    display_additional_tax_total: DisplayMoney.optional(),
    discounted_amount: Money.optional(),
    display_discounted_amount: DisplayMoney.optional(),
    promo_total: Money.optional(),
    display_promo_total: DisplayMoney.optional(),
    included_tax_total: Money.optional(),
    display_included_tax_total: DisplayMoney.optional(),
    pre_tax_amount: Money.optional(),
    display_pre_tax_amount: DisplayMoney.optional(),
    compare_at_amount: AmountOrNull.optional(),
    display_compare_at_amount: z.string().nullable().optional(),
    public_metadata: Metadata.optional(),
  }),
  z.object({
    variant: ToOne,
    digital_links: ToMany.optional(),
  }),
).openapi('LineItem');

export const Address = resource(
  'address',
  z.object({
    firstname: z.string().nullable(),
    lastname: z.string().nullable(),
    company: z.string().nullable().optional(),
    address1: z.string().nullable(),
    address2: z.string().nullable().optional(),
    city: z.string().nullable(),
    zipcode: z.string().nullable(),
    phone: z.string().nullable().optional(),
    state_name: z.string().nullable().optional(),
    state_code: z.string().nullable().optional(),
    country_name: z.string().nullable().optional(),
    country_iso3: z.string().nullable().optional(),
    country_iso: z.string().nullable(),
    label: z.string().nullable().optional(),
    public_metadata: Metadata.optional(),
  }),
).openapi('Address');

export const Shipment = resource(
  'shipment',
  z.object({
    number: z.string().openapi({ example: 'H12345678901' }),
    final_price: Money,
    display_final_price: DisplayMoney,
    state: z.enum(['pending', 'ready', 'shipped', 'delivered', 'canceled']),
    shipped_at: dateTime().nullable(),
    delivered_at: dateTime().nullable(),
    tracking: z.string().nullable(),
    tracking_url: z.string().nullable().openapi({ format: 'uri' }),
    free: z.boolean(),
    backordered: z.boolean().openapi({ description: 'True for the shipment of back-ordered items, which ships later.' }),
    ...TIMESTAMPS,
    public_metadata: Metadata.optional(),
  }),
  z.object({
    shipping_rates: ToMany,
    selected_shipping_rate: ToOne,
    stock_location: ToOne,
    line_items: ToMany,
  }),
).openapi('Shipment');

export const ShippingRate = z
  .object({
    id: z.string().nullable().openapi({ description: 'Null for estimates (GET /cart/estimate_shipping_rates), which belong to no shipment.' }),
    type: z.enum(['shipping_rate']),
    attributes: z.object({
      name: z.string().nullable(),
      selected: z.boolean(),
      final_price: Money,
      display_final_price: DisplayMoney,
      cost: Money,
      display_cost: DisplayMoney,
      tax_amount: Money.optional(),
      display_tax_amount: DisplayMoney.optional(),
      final_price_cents: z.number().int().optional(),
      shipping_method_id: z.string(),
      free: z.boolean(),
    }),
    relationships: z.object({}).optional(),
  })
  .openapi('ShippingRate');

export const ShippingMethod = resource(
  'shipping_method',
  z.object({
    name: z.string(),
    code: z.string(),
    description: z.string().nullable().optional(),
    public_metadata: Metadata.optional(),
  }),
).openapi('ShippingMethod');

export const StockLocation = resource(
  'stock_location',
  z.object({
    name: z.string(),
    address1: z.string().nullable().optional(),
    city: z.string().nullable().optional(),
    zipcode: z.string().nullable().optional(),
    state_name: z.string().nullable().optional(),
    country_iso: z.string(),
  }),
).openapi('StockLocation');

export const PaymentMethod = resource(
  'payment_method',
  z.object({
    type: z.string().openapi({ description: 'The kind of method; its source needs differ (a card token for the test card gateway, nothing for cash).' }),
    name: z.string().openapi({ example: 'Test card' }),
    description: z.string().nullable().optional(),
    preferences: z.object({}).optional(),
    public_metadata: Metadata.optional(),
  }),
).openapi('PaymentMethod');

export const Payment = resource(
  'payment',
  z.object({
    amount: Money,
    display_amount: DisplayMoney,
    response_code: z.string().nullable().optional(),
    number: z.string(),
    cvv_response_code: z.string().nullable().optional(),
    cvv_response_message: z.string().nullable().optional(),
    payment_method_id: z.string(),
    payment_method_name: z.string().nullable().optional(),
    state: z.enum(['checkout', 'pending', 'processing', 'completed', 'failed', 'void', 'invalid']),
    ...TIMESTAMPS,
    public_metadata: Metadata.optional(),
  }),
  z.object({
    source: ToOne.optional(),
    payment_method: ToOne.optional(),
  }),
).openapi('Payment');

export const CreditCard = resource(
  'credit_card',
  z
    .object({
      cc_type: z.string().nullable().openapi({ example: 'visa' }),
      last_digits: z.string().nullable().openapi({ example: '4242' }),
      month: z.number().int().nullable(),
      year: z.number().int().nullable(),
      name: z.string(),
      default: z.boolean(),
      public_metadata: Metadata.optional(),
    })
    .openapi({ description: "A saved card as the processor token's holder sees it; the token itself is never sent." }),
  z
    .object({
      payment_method: ToOne.optional(),
    })
    .optional(),
).openapi('CreditCard');

export const User = resource(
  'user',
  z.object({
    email: z.string().openapi({ format: 'email' }),
    first_name: z.string().nullable(),
    last_name: z.string().nullable(),
    selected_locale: z.string().nullable(),
    store_credits: z
      .union([z.literal(0), Money])
      .openapi({ description: "Unspent store credit in the store's default currency; 0 when there is none, else a decimal string." }),
    completed_orders: z.number().int(),
    tags: z.array(z.string()),
    public_metadata: Metadata,
  }),
  z.object({
    default_billing_address: ToOne.optional(),
    default_shipping_address: ToOne.optional(),
  }),
).openapi('User');

export const Wishlist = resource(
  'wishlist',
  z.object({
    token: z.string(),
    name: z.string(),
    is_private: z.boolean(),
    is_default: z.boolean(),
    variant_included: z.boolean().openapi({ description: 'Whether the variant named by the is_variant_included parameter is on the list.' }),
    ...TIMESTAMPS,
  }),
  z.object({
    wished_items: ToMany.optional(),
  }),
).openapi('Wishlist');

export const WishedItem = resource(
  'wished_item',
  z.object({
    quantity: z.number().int().min(1),
    price: AmountOrNull,
    total: AmountOrNull,
    display_price: z.string().nullable(),
    display_total: z.string().nullable(),
    ...TIMESTAMPS,
  }),
  z.object({
    variant: ToOne.optional(),
  }),
).openapi('WishedItem');

export const Policy = resource(
  'policy',
  z.object({
    name: z.string(),
    slug: z.string(),
    body: z.string(),
    body_html: z.string(),
    ...TIMESTAMPS,
  }),
).openapi('Policy');

export const Post = resource(
  'post',
  z.object({
    title: z.string(),
    slug: z.string(),
    published_at: dateTime().nullable(),
    meta_title: z.string().nullable().optional(),
    meta_description: z.string().nullable().optional(),
    ...TIMESTAMPS,
    excerpt: z.string().nullable().optional(),
    content: z.string(),
    content_html: z.string(),
    description: z.string().nullable().optional(),
    shortened_description: z.string().nullable().optional(),
    author_name: z.string().nullable(),
    post_category_title: z.string().nullable().optional(),
    tags: z.array(z.string()),
    image_url: z.string().nullable().optional(),
  }),
  z.object({
    post_category: ToOne,
  }),
).openapi('Post');

export const PostCategory = resource(
  'post_category',
  z.object({
    title: z.string(),
    slug: z.string(),
    ...TIMESTAMPS,
    description: z.string().nullable(),
  }),
  z
    .object({
      posts: ToMany.optional(),
    })
    .optional(),
).openapi('PostCategory');

export const Promotion = resource(
  'promotion',
  z.object({
    name: z.string(),
    description: z.string().nullable().optional(),
    code: z.string().nullable().openapi({ description: 'The coupon code that applied it, when it needs one.' }),
    amount: Money,
    display_amount: DisplayMoney,
    public_metadata: Metadata.optional(),
  }),
).openapi('Promotion');

export const GiftCard = resource(
  'gift_card',
  z.object({
    code: z.string(),
    currency: z.string(),
    amount: Money,
    display_amount: DisplayMoney.optional(),
    amount_used: Money,
    display_amount_used: DisplayMoney.optional(),
    amount_remaining: Money,
    display_amount_remaining: DisplayMoney.optional(),
    expires_at: z.string().nullable().optional(),
    public_metadata: Metadata.optional(),
  }),
)
  .openapi({ description: 'A gift card paying part of an order (the source of its payment).' })
  .openapi('GiftCard');

export const StoreCredit = resource(
  'store_credit',
  z.object({
    currency: z.string(),
    amount: Money,
    display_amount: DisplayMoney.optional(),
    amount_used: Money,
    display_amount_used: DisplayMoney.optional(),
    amount_remaining: Money,
    display_amount_remaining: DisplayMoney.optional(),
    memo: z.string().nullable().optional(),
    created_at: dateTime().optional(),
    public_metadata: Metadata.optional(),
  }),
)
  .openapi({ description: 'Store credit paying part of an order (the source of its payment).' })
  .openapi('StoreCredit');
