/**
 * The Storefront's own component schemas: the request bodies its routes take, and the cart with the
 * messages of a check before payment. Each is named once (`.openapi('Name')`); the resources and the
 * JSON:API building blocks they refer to are the shared components (components.ts).
 */
import { Included, Metadata, Order } from './schemas/components.js';
import { z } from './zod.js';

export const AddressFields = z
  .object({
    firstname: z.string().optional(),
    lastname: z.string().optional(),
    company: z.string().optional(),
    address1: z.string().optional(),
    address2: z.string().optional(),
    city: z.string().optional(),
    phone: z.string().optional(),
    zipcode: z.string().optional(),
    state_name: z.string().optional(),
    country_iso: z.string().openapi({ description: 'ISO 3166-1 alpha-2 code.' }).optional(),
    label: z.string().optional(),
  })
  .openapi('AddressFields');

export const AddressRequest = z
  .object({
    address: AddressFields,
  })
  .openapi('AddressRequest');

export const UserFields = z
  .object({
    email: z.email().optional(),
    first_name: z.string().optional(),
    last_name: z.string().optional(),
    selected_locale: z.string().optional(),
    password: z.string().openapi({ format: 'password' }).optional(),
    password_confirmation: z.string().openapi({ format: 'password' }).optional(),
  })
  .openapi('UserFields');

export const UserCreateRequest = z
  .object({
    user: UserFields.and(
      z
        .object({
          public_metadata: Metadata.optional(),
          private_metadata: Metadata.optional(),
        })
        .openapi({ required: ['email', 'password'] }),
    ),
  })
  .openapi('UserCreateRequest');

export const UserUpdateRequest = z
  .object({
    user: UserFields.and(
      z.object({
        bill_address_id: z.string().optional(),
        ship_address_id: z.string().optional(),
      }),
    ),
  })
  .openapi('UserUpdateRequest');

export const CartCreateRequest = z
  .object({
    public_metadata: Metadata.optional(),
    private_metadata: Metadata.optional(),
  })
  .openapi('CartCreateRequest');

export const AddItemRequest = z
  .object({
    variant_id: z.string(),
    quantity: z.number().int().min(1).default(1),
    public_metadata: Metadata.optional(),
    private_metadata: Metadata.optional(),
    options: z
      .object({
        gift_note: z.string().max(120).optional(),
        monogram: z.string().openapi({ description: 'One to three letters (surrounding spaces are trimmed); empty clears it.' }).optional(),
        gift_card_code: z.string().openapi({ description: 'The code of the gift card a gift-card line loads (4 to 40 letters, digits or dashes).' }).optional(),
      })
      .openapi({
        description:
          'Custom options; each must be registered with the store first. This store registers gift_note, monogram and gift_card_code; other names are ignored, an empty value clears one, and each line item answers each as an attribute (null when unset).',
      })
      .optional(),
  })
  .openapi('AddItemRequest');

export const SetQuantityRequest = z
  .object({
    line_item_id: z.string(),
    quantity: z.number().int().min(1),
  })
  .openapi('SetQuantityRequest');

export const CouponCodeRequest = z
  .object({
    coupon_code: z.string(),
  })
  .openapi('CouponCodeRequest');

export const PaymentSource = z
  .object({
    gateway_payment_profile_id: z.string().openapi({ example: 'tok_visa' }),
    name: z.string().openapi({ description: "The card holder's name." }),
    cc_type: z.enum(['visa', 'mastercard', 'amex']).optional(),
    last_digits: z
      .string()
      .regex(/^[0-9]{4}$/)
      .optional(),
    month: z.number().int().min(1).max(12).optional(),
    year: z.number().int().optional(),
  })
  .openapi({ description: 'A new card, by the token the payment processor gave for it (never a card number).' })
  .openapi('PaymentSource');

export const CheckoutUpdateRequest = z
  .object({
    order: z.object({
      email: z.email().optional(),
      special_instructions: z.string().optional(),
      bill_address_attributes: AddressFields.optional(),
      ship_address_attributes: AddressFields.optional(),
      shipments_attributes: z
        .array(
          z.object({
            id: z.string(),
            selected_shipping_rate_id: z.string(),
          }),
        )
        .optional(),
      payments_attributes: z
        .array(
          z.object({
            payment_method_id: z.string(),
            source_attributes: PaymentSource.optional(),
          }),
        )
        .optional(),
    }),
  })
  .openapi('CheckoutUpdateRequest');

export const SelectShippingMethodRequest = z
  .object({
    shipping_method_id: z.string(),
    shipment_id: z.string().openapi({ description: 'When omitted the method is set on every shipment.' }).optional(),
  })
  .openapi('SelectShippingMethodRequest');

export const PaymentRequest = z
  .object({
    payment_method_id: z.string(),
    source_id: z.string().openapi({ description: 'A saved card of the signed-in user.' }).optional(),
    amount: z
      .number()
      .openapi({ description: 'When omitted, the order total less store credit and gift cards; it then follows the total until the payment is processed.' })
      .optional(),
    source_attributes: PaymentSource.optional(),
  })
  .openapi('PaymentRequest');

export const WishedItemFields = z
  .object({
    variant_id: z.string(),
    quantity: z.number().int().min(1).default(1),
  })
  .openapi('WishedItemFields');

export const WishedItemRequest = z
  .union([
    WishedItemFields,
    z.object({
      wished_item: WishedItemFields,
    }),
  ])
  .openapi('WishedItemRequest');

export const WishlistRequest = z
  .object({
    wishlist: z
      .object({
        name: z.string().optional(),
        is_private: z.boolean().optional(),
        is_default: z.boolean().optional(),
      })
      .optional(),
  })
  .openapi('WishlistRequest');

export const CartWithMessages = z
  .object({
    data: Order,
    included: Included.optional(),
    meta: z.object({
      messages: z
        .array(z.string())
        .min(1)
        .openapi({ example: ['Sherpa-Lined Hoodie was removed because it was sold out', 'Cart changed'] }),
    }),
  })
  .openapi('CartWithMessages');
