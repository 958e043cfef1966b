/**
 * The Storefront's document answers (`components.responses`): one resource, or a page of them, of
 * each kind the Storefront routes send.
 */
import {
  Address,
  Country,
  CreditCard,
  Order,
  PaymentMethod,
  Policy,
  Post,
  PostCategory,
  Product,
  Shipment,
  ShippingRate,
  Store,
  Taxon,
  User,
  Variant,
  WishedItem,
  Wishlist,
} from './schemas/components.js';
import { listAnswer, singleAnswer } from './answers.js';

export const CART_DOCUMENT = singleAnswer('CartDocument', Order, 'The cart (type cart), or the order it became (type order) once complete.');
export const ORDER_DOCUMENT = singleAnswer('OrderDocument', Order, 'A completed order.');
export const ORDER_LIST = listAnswer('OrderList', Order, 'A page of completed orders.');
export const PRODUCT_DOCUMENT = singleAnswer('ProductDocument', Product, 'A product.');
export const PRODUCT_LIST = listAnswer('ProductList', Product, 'A page of products; meta also carries the filters the list can be narrowed by.');
export const VARIANT_LIST = listAnswer('VariantList', Variant, 'A page of variants.');
export const TAXON_LIST = listAnswer('TaxonList', Taxon, 'A page of taxons.');
export const TAXON_DOCUMENT = singleAnswer('TaxonDocument', Taxon, 'A taxon.');
export const STORE_DOCUMENT = singleAnswer('StoreDocument', Store, 'The current store.');
export const COUNTRY_LIST = listAnswer('CountryList', Country, 'Every country the store knows, on one page.');
export const COUNTRY_DOCUMENT = singleAnswer('CountryDocument', Country, 'A country.');
export const USER_DOCUMENT = singleAnswer('UserDocument', User, 'The signed-in account.');
export const ADDRESS_LIST = listAnswer('AddressList', Address, 'A page of the address book.');
export const ADDRESS_DOCUMENT = singleAnswer('AddressDocument', Address, 'An address of the address book.');
export const CREDIT_CARD_LIST = listAnswer('CreditCardList', CreditCard, 'A page of saved cards.');
export const CREDIT_CARD_DOCUMENT = singleAnswer('CreditCardDocument', CreditCard, 'A saved card.');
export const SHIPPING_RATE_ESTIMATE_LIST = listAnswer(
  'ShippingRateEstimateList',
  ShippingRate,
  'Estimated rates, one per shipping method (ids are null; final rates may differ).',
  false,
);
export const SHIPMENT_LIST = listAnswer(
  'ShipmentList',
  Shipment,
  'The shipments of the cart; their shipping rates, stock location and line items are included.',
  false,
);
export const PAYMENT_METHOD_LIST = listAnswer('PaymentMethodList', PaymentMethod, 'The payment methods the cart can be paid with.', false);
export const WISHLIST_DOCUMENT = singleAnswer('WishlistDocument', Wishlist, 'A wishlist.');
export const WISHLIST_LIST = listAnswer('WishlistList', Wishlist, "A page of the user's wishlists.");
export const WISHED_ITEM_DOCUMENT = singleAnswer('WishedItemDocument', WishedItem, 'A wished item.');
export const POLICY_LIST = listAnswer('PolicyList', Policy, 'The store policies.', false);
export const POLICY_DOCUMENT = singleAnswer('PolicyDocument', Policy, 'A store policy.');
export const POST_LIST = listAnswer('PostList', Post, 'A page of published posts.');
export const POST_DOCUMENT = singleAnswer('PostDocument', Post, 'A post.');
export const POST_CATEGORY_LIST = listAnswer('PostCategoryList', PostCategory, 'A page of post categories.');
export const POST_CATEGORY_DOCUMENT = singleAnswer('PostCategoryDocument', PostCategory, 'A post category; include=posts adds its posts.');
