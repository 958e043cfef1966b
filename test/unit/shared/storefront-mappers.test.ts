/**
 * The storefront client's mappers, paging and errors on documents made by hand: what the
 * service sends becomes domain types, missing attributes read as empty, and a malformed answer
 * is a StorefrontError naming where, never `undefined` in the UI.
 */
import { describe, expect, it } from 'vitest';
import { errorFromAnswer, fieldReasons, flattenFieldErrors, isStorefrontError, StorefrontError } from '../../../shared/storefront/errors.js';
import { oneOf, type ResourceMapper } from '../../../shared/storefront/client/client-core.js';
import { readDocument, type Resource } from '../../../shared/storefront/map/jsonapi.js';
import { mapAccount, mapCreditCard, mapWishlist } from '../../../shared/storefront/map/map-account.js';
import { mapCart, mapEstimatedShippingRate } from '../../../shared/storefront/map/map-cart.js';
import { mapProduct, mapStore, mapTaxon } from '../../../shared/storefront/map/map-catalog.js';
import { mapPost } from '../../../shared/storefront/map/map-content.js';
import { pageNumberOf, readPage } from '../../../shared/storefront/paging.js';
import { allItems } from '../../support/demo-store/list-pages.js';
import type { Page } from '../../../shared/storefront/types/types.js';

function mapOne<T>(body: unknown, map: ResourceMapper<T>): T {
  return oneOf(readDocument(body), map);
}

function thrown(run: () => unknown): StorefrontError {
  try {
    run();
  } catch (e) {
    expect(isStorefrontError(e)).toBe(true);
    return e as StorefrontError;
  }
  throw new Error('expected a StorefrontError');
}

const cartBody = (attributes: Record<string, unknown>) => ({
  data: {
    id: '7',
    type: 'cart',
    attributes,
    relationships: { line_items: { data: [{ id: '1', type: 'line_item' }] }, promotions: { data: [{ id: '3', type: 'promotion' }] } },
  },
  included: [
    {
      id: '1',
      type: 'line_item',
      attributes: { name: 'Tote', quantity: 2, price: '19.00', display_price: '$19.00', total: '38.00', display_total: '$38.00' },
      relationships: { variant: { data: { id: '5', type: 'variant' } } },
    },
    { id: '5', type: 'variant', attributes: { sku: 'HP-TOTE' }, relationships: {} },
    { id: '3', type: 'promotion', attributes: { name: 'Ten off', code: 'TEN', amount: '-10.00', display_amount: '-$10.00' } },
  ],
});

describe('cart mapping', () => {
  it('maps a cart with its line items and promotions; absent attributes read as empty', () => {
    const cart = mapOne(cartBody({ number: 'R1', token: 'tok', state: 'cart', total: '28.00', item_count: 2 }), mapCart);
    expect(cart).toMatchObject({
      id: '7',
      number: 'R1',
      token: 'tok',
      state: 'cart',
      total: '28.00',
      itemCount: 2,
      email: null,
      displayTotal: '',
      completedAt: null,
    });
    expect(cart.lineItems[0]).toMatchObject({ id: '1', variantId: '5', sku: 'HP-TOTE', quantity: 2, total: '38.00' });
    expect(cart.promotions).toEqual([{ id: '3', name: 'Ten off', description: null, code: 'TEN', amount: '-10.00', displayAmount: '-$10.00' }]);
  });

  it('reads amounts sent as numbers and counts sent as text, as some releases do', () => {
    const cart = mapOne(cartBody({ number: 'R1', total: 28.5, item_count: '2' }), mapCart);
    expect(cart.total).toBe('28.5');
    expect(cart.itemCount).toBe(2);
  });

  it('rejects a total that is an object, naming the resource and attribute', () => {
    const error = thrown(() => mapOne(cartBody({ number: 'R1', total: { amount: 1 } }), mapCart));
    expect(error.kind).toBe('server');
    expect(error.code).toBe('malformed_answer');
    expect(error.message).toContain('cart 7');
    expect(error.message).toContain('total');
  });

  it('rejects a quantity that is not a number in an included line item', () => {
    const body = cartBody({ number: 'R1' });
    (body.included[0]!.attributes as Record<string, unknown>).quantity = 'two';
    expect(thrown(() => mapOne(body, mapCart)).message).toContain('line_item 1, quantity');
  });

  it('rejects a resource of another type than the operation answers with', () => {
    expect(thrown(() => mapOne({ data: { id: '1', type: 'product', attributes: {} } }, mapCart)).message).toContain('expected cart or order, got product');
  });

  it('reads an estimated rate whose id is null', () => {
    const doc = readDocument({
      data: [
        { id: null, type: 'shipping_rate', attributes: { name: 'Standard', cost: '6.95', display_cost: '$6.95', shipping_method_id: 2, selected: false } },
      ],
    });
    const rate = mapEstimatedShippingRate((doc.data as Resource[])[0]!);
    expect(rate).toMatchObject({ shippingMethodId: '2', cost: '6.95', finalPrice: '6.95', free: false, selected: false });
  });
});

describe('catalog mapping', () => {
  it('maps a product whose only variant is its master, with properties and images', () => {
    const product = mapOne(
      {
        data: {
          id: '1',
          type: 'product',
          attributes: { name: 'Mug', slug: 'mug', price: '16.00', in_stock: 'true', purchasable: null, updated_at: '2026-01-01T00:00:00.000Z' },
          relationships: {
            default_variant: { data: { id: '9', type: 'variant' } },
            images: { data: [{ id: '4', type: 'image' }] },
            product_properties: { data: [{ id: '6', type: 'product_property' }] },
          },
        },
        included: [
          { id: '9', type: 'variant', attributes: { sku: 'MUG', is_master: true, in_stock: true } },
          { id: '4', type: 'image', attributes: { position: 1, original_url: 'http://x/a.png', transformed_url: null, styles: [] } },
          { id: '6', type: 'product_property', attributes: { name: 'material', description: 'Material', value: 'Enamel', filter_param: 'enamel' } },
        ],
      },
      mapProduct,
    );
    expect(product).toMatchObject({ slug: 'mug', inStock: true, purchasable: true, available: true, defaultVariantId: '9' });
    expect(product.variants.map((v) => v.sku)).toEqual(['MUG']);
    expect(product.images[0]!.url).toBe('http://x/a.png');
    expect(product.properties).toEqual([{ id: '6', name: 'material', description: 'Material', value: 'Enamel', filterParam: 'enamel' }]);
  });

  it('rejects an image list that is not a list', () => {
    const body = {
      data: { id: '1', type: 'product', attributes: {}, relationships: { images: { data: [{ id: '4', type: 'image' }] } } },
      included: [{ id: '4', type: 'image', attributes: { styles: 'big' } }],
    };
    expect(thrown(() => mapOne(body, mapProduct)).message).toContain('image 4, styles');
  });

  it("reads the store's currencies as a comma list or a list", () => {
    expect(
      mapStore({ id: '1', type: 'store', attributes: { supported_currencies: 'EUR, USD', default_currency: 'USD' }, relationships: {} }).supportedCurrencies,
    ).toEqual(['EUR', 'USD']);
    expect(mapStore({ id: '1', type: 'store', attributes: { supported_currencies: ['GBP'] }, relationships: {} })).toMatchObject({
      supportedCurrencies: ['GBP'],
      defaultCurrency: 'USD',
    });
  });

  it('works out whether a taxon is a leaf from its nested-set bounds', () => {
    const taxon = mapOne(
      {
        data: {
          id: '3',
          type: 'taxon',
          attributes: { name: 'Tees', permalink: 'c/tees', left: 4, right: 5, depth: 2 },
          relationships: { parent: { data: { id: '2', type: 'taxon' } } },
        },
      },
      mapTaxon,
    );
    expect(taxon).toMatchObject({ parentId: '2', isLeaf: true, prettyName: 'Tees', childIds: [] });
  });
});

describe('account and content mapping', () => {
  it('maps an account whose store credit is the number 0, with its default address', () => {
    const account = mapOne(
      {
        data: {
          id: '2',
          type: 'user',
          attributes: { email: 'a@example.com', store_credits: 0, completed_orders: 3 },
          relationships: { default_billing_address: { data: { id: '8', type: 'address' } } },
        },
        included: [{ id: '8', type: 'address', attributes: { firstname: 'A', city: 'Portland', country_iso: 'US', country_iso3: 'USA' } }],
      },
      mapAccount,
    );
    expect(account).toMatchObject({ storeCredits: '0', completedOrders: 3, defaultShippingAddress: null });
    expect(account.defaultBillingAddress).toMatchObject({ id: '8', city: 'Portland', countryIso3: 'USA', address2: null });
  });

  it('maps a saved card with its payment method, and rejects an expiry month that is not a number', () => {
    const card = mapOne(
      {
        data: {
          id: '4',
          type: 'credit_card',
          attributes: { cc_type: 'visa', last_digits: '4242', month: 12, year: 2030, default: true },
          relationships: { payment_method: { data: { id: '2', type: 'payment_method' } } },
        },
        included: [{ id: '2', type: 'payment_method', attributes: { name: 'Test card' } }],
      },
      mapCreditCard,
    );
    expect(card).toMatchObject({ isDefault: true, paymentMethodId: '2', paymentMethodName: 'Test card', month: 12 });
    expect(thrown(() => mapOne({ data: { id: '4', type: 'credit_card', attributes: { month: 'December' } } }, mapCreditCard)).message).toContain('month');
  });

  it('maps a wishlist with its items', () => {
    const list = mapOne(
      {
        data: {
          id: '1',
          type: 'wishlist',
          attributes: { token: 't', name: 'W', is_private: true },
          relationships: { wished_items: { data: [{ id: '5', type: 'wished_item' }] } },
        },
        included: [
          { id: '5', type: 'wished_item', attributes: { quantity: 2, price: null }, relationships: { variant: { data: { id: '9', type: 'variant' } } } },
        ],
      },
      mapWishlist,
    );
    expect(list).toMatchObject({ token: 't', isPrivate: true, isDefault: false });
    expect(list.items).toEqual([expect.objectContaining({ id: '5', variantId: '9', quantity: 2, price: null, variant: null })]);
  });

  it('maps a post with its category, and rejects tags that are not a list', () => {
    const post = mapOne(
      {
        data: {
          id: '3',
          type: 'post',
          attributes: { title: 'T', tags: ['a'], published_at: '2026-01-01T00:00:00.000Z' },
          relationships: { post_category: { data: { id: '1', type: 'post_category' } } },
        },
        included: [{ id: '1', type: 'post_category', attributes: { title: 'News', slug: 'news' } }],
      },
      mapPost,
    );
    expect(post).toMatchObject({ postCategoryId: '1', tags: ['a'], content: '', category: { slug: 'news', title: 'News' } });
    expect(thrown(() => mapOne({ data: { id: '3', type: 'post', attributes: { tags: 'a,b' } } }, mapPost)).message).toContain('post 3, tags');
  });

  it("rejects an answer without data as not the interface's", () => {
    expect(thrown(() => readDocument({ error: 'x' })).kind).toBe('server');
  });
});

describe('paging', () => {
  const listBody = (page: number, totalPages: number) => ({
    data: [{ id: String(page), type: 'taxon', attributes: { name: `T${page}` } }],
    meta: { count: 1, total_count: totalPages, total_pages: totalPages },
    links: {
      self: `http://s/x?page=${page}`,
      next: `http://s/x?page=${Math.min(page + 1, totalPages)}`,
      prev: `http://s/x?page=${Math.max(page - 1, 1)}`,
      first: 'http://s/x?page=1',
      last: `http://s/x?page=${totalPages}`,
    },
  });

  it('reads meta and links and the neighbouring pages; the last page has no next even though its link points at itself', () => {
    const middle = readPage(readDocument(listBody(2, 3)), 2, mapTaxon);
    expect(middle).toMatchObject({ page: 2, prevPage: 1, nextPage: 3, meta: { count: 1, totalCount: 3, totalPages: 3 } });
    expect(middle.links).toEqual({
      self: 'http://s/x?page=2',
      next: 'http://s/x?page=3',
      prev: 'http://s/x?page=1',
      first: 'http://s/x?page=1',
      last: 'http://s/x?page=3',
    });
    const last = readPage(readDocument(listBody(3, 3)), 3, mapTaxon);
    expect(last.nextPage).toBeNull();
    expect(readPage(readDocument({ data: [] }), 1, mapTaxon)).toMatchObject({
      nextPage: null,
      prevPage: null,
      meta: { count: 0, totalCount: 0, totalPages: 1 },
      links: { next: null },
    });
  });

  it('rejects meta that is not numbers', () => {
    expect(thrown(() => readPage(readDocument({ data: [], meta: { total_pages: 'many' } }), 1, mapTaxon)).message).toContain('total_pages');
  });

  it('reads page numbers from links', () => {
    expect(pageNumberOf('http://s/x?per_page=2&page=4')).toBe(4);
    expect(pageNumberOf('/x?page=0')).toBeNull();
    expect(pageNumberOf(null)).toBeNull();
  });

  it('collects every item page by page, and stops at maxPages', async () => {
    const asked: number[] = [];
    const fetchPage = async (page: number): Promise<Page<string>> => {
      asked.push(page);
      return { items: [`item${page}`], meta: { count: 1, totalCount: 3, totalPages: 3 }, nextPage: page < 3 ? page + 1 : null };
    };
    expect(await allItems(fetchPage)).toEqual(['item1', 'item2', 'item3']);
    expect(asked).toEqual([1, 2, 3]);
    expect(await allItems(fetchPage, { maxPages: 2 })).toEqual(['item1', 'item2']);
  });
});

describe('errors', () => {
  it("types answers by status and keeps the server's message and code", () => {
    expect(errorFromAnswer(400, { error: 'bad_request', message: 'param is missing or the value is empty: user' })).toMatchObject({
      kind: 'bad_request',
      code: 'bad_request',
      message: 'param is missing or the value is empty: user',
    });
    expect(errorFromAnswer(401, { error: 'The access token expired' })).toMatchObject({
      kind: 'unauthorized',
      code: null,
      message: 'The access token expired',
    });
    expect(errorFromAnswer(403, { error: 'forbidden', documentation: 'http://s/docs/errors' })).toMatchObject({
      kind: 'forbidden',
      documentation: 'http://s/docs/errors',
      message: 'Not allowed.',
    });
    expect(errorFromAnswer(404, undefined)).toMatchObject({ kind: 'not_found', message: 'The resource you were looking for could not be found.' });
    expect(errorFromAnswer(503, { message: 'SELECT * FROM secrets' }).message).toBe('The store had a problem (503).');
  });

  it('nests dotted field errors of a 422 and finds the reasons by path', () => {
    const error = errorFromAnswer(422, {
      error: "Bill address zipcode can't be blank",
      errors: { 'bill_address.zipcode': ["can't be blank"], address: { city: ["can't be blank"] }, email: 'is invalid' },
    });
    expect(error.kind).toBe('validation');
    expect(error.fieldErrors).toEqual({ bill_address: { zipcode: ["can't be blank"] }, address: { city: ["can't be blank"] }, email: ['is invalid'] });
    expect(error.reasonsFor('bill_address.zipcode')).toEqual(["can't be blank"]);
    expect(error.reasonsFor('address.city')).toEqual(["can't be blank"]);
    expect(error.reasonsFor('address.city.more')).toEqual([]);
    expect(fieldReasons(null, 'email')).toEqual([]);
    expect(flattenFieldErrors(error.fieldErrors)).toEqual({
      'bill_address.zipcode': ["can't be blank"],
      'address.city': ["can't be blank"],
      email: ['is invalid'],
    });
  });

  it('reads the wait of a 429 from the body, else the Retry-After header', () => {
    expect(errorFromAnswer(429, { error: 'rate_limit_exceeded', retry_after_seconds: 12 }, '30')).toMatchObject({
      kind: 'rate_limited',
      retryAfterSeconds: 12,
      retryable: true,
    });
    expect(errorFromAnswer(429, {}, '30').retryAfterSeconds).toBe(30);
    expect(errorFromAnswer(429, {}, null).retryAfterSeconds).toBeNull();
    expect(errorFromAnswer(422, { retry_after_seconds: 5 }).retryAfterSeconds).toBeNull();
  });

  it('keeps the messages of a 422 cart document', () => {
    const error = errorFromAnswer(422, {
      data: { id: '1', type: 'cart', attributes: {} },
      meta: { messages: ['Mug was removed because it was sold out', 'Cart changed'] },
    });
    expect(error.messages).toEqual(['Mug was removed because it was sold out', 'Cart changed']);
    expect(error.message).toBe('Mug was removed because it was sold out Cart changed');
    expect(error.retryable).toBe(false);
  });
});
