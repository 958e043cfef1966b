/**
 * The store's MCP server, one per session: every product is a resource at
 * `storefront://products/<slug>` (JSON: name, description, prices in the store currency, stock,
 * variants); clients may `resources/subscribe` to products and then receive
 * `notifications/resources/updated` when a product's price, stock or content changes (see
 * mcp-sessions.ts). One read-only tool, `search_products`, finds products by name, category and
 * stock.
 */
import { McpServer, ResourceTemplate } from '@modelcontextprotocol/sdk/server/mcp.js';
import { McpError, SubscribeRequestSchema, UnsubscribeRequestSchema, type ReadResourceResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { defaultVariantOf, priceOf, productById, productBySlugOrId, stockOf, variantsOf, optionsText } from '../catalog/catalog.js';
import type { DemoDb } from '../db/database.js';
import type { ProductRow, StoreRow } from '../db/rows.js';
import { centsToDecimal, displayMoney } from '../jsonapi/money.js';
import { findProducts } from '../catalog/product-finder.js';

const PRODUCT_URI_PREFIX = 'storefront://products/';
const PRODUCT_URI_TEMPLATE = `${PRODUCT_URI_PREFIX}{slug}`;
const MAX_SUBSCRIPTIONS_PER_SESSION = 500;
/** JSON-RPC error code MCP uses for an unknown resource. */
const RESOURCE_NOT_FOUND = -32002;
const SERVICE_VERSION = '2.0.0';

export function productUri(slug: string): string {
  return `${PRODUCT_URI_PREFIX}${encodeURIComponent(slug)}`;
}

/** The product a resource URI names, or undefined. */
function productOfUri(db: DemoDb, uri: string): ProductRow | undefined {
  if (!uri.startsWith(PRODUCT_URI_PREFIX)) return undefined;
  let slug: string;
  try {
    slug = decodeURIComponent(uri.slice(PRODUCT_URI_PREFIX.length));
  } catch {
    return undefined;
  }
  if (slug === '' || slug.includes('/') || slug.length > 200) return undefined;
  const product = productBySlugOrId(db, slug);
  return product && product.slug === slug ? product : undefined;
}

function money(cents: number | undefined, currency: string): { amount: string; display: string } | null {
  return cents === undefined ? null : { amount: centsToDecimal(cents), display: displayMoney(cents, currency) };
}

/** What reading a product resource gives. */
function productDocument(db: DemoDb, product: ProductRow, currency: string, origin: string): Record<string, unknown> {
  const variants = variantsOf(db, product.id);
  const main = defaultVariantOf(db, product.id);
  const price = priceOf(db, main.id, currency);
  const stocks = variants.map((v) => stockOf(db, v.id));
  const mainStock = stockOf(db, main.id);
  return {
    uri: productUri(product.slug),
    id: String(product.id),
    slug: product.slug,
    name: product.name,
    description: product.description,
    url: `${origin}/api/v2/storefront/products/${encodeURIComponent(product.slug)}`,
    currency,
    price: money(price?.amountCents, currency),
    compare_at_price: money(price?.compareAtCents ?? undefined, currency),
    in_stock: variants.length > 0 ? stocks.some((s) => s.inStock) : mainStock.inStock,
    purchasable: variants.length > 0 ? stocks.some((s) => s.purchasable) : mainStock.purchasable,
    total_on_hand: (variants.length > 0 ? stocks : [mainStock]).reduce((sum, s) => sum + Math.max(0, s.countOnHand), 0),
    variants: variants.map((v, i) => ({
      id: String(v.id),
      sku: v.sku,
      options_text: optionsText(db, v.id),
      price: money(priceOf(db, v.id, currency)?.amountCents, currency),
      count_on_hand: stocks[i]!.countOnHand,
      in_stock: stocks[i]!.inStock,
      backorderable: stocks[i]!.backorderable,
    })),
    updated_at: product.updated_at,
  };
}

function readProduct(db: DemoDb, store: StoreRow, origin: string, uri: string): ReadResourceResult {
  const product = productOfUri(db, uri);
  if (!product) throw new McpError(RESOURCE_NOT_FOUND, 'Resource not found', { uri });
  const document = productDocument(db, product, store.default_currency, origin);
  return { contents: [{ uri: productUri(product.slug), mimeType: 'application/json', text: JSON.stringify(document) }] };
}

export interface McpSessionState {
  /** Product URIs this session subscribed to. */
  subscriptions: Set<string>;
}

export function createStoreMcpServer(db: DemoDb, store: StoreRow, origin: string, session: McpSessionState): McpServer {
  const server = new McpServer(
    { name: 'demo-store', title: `${store.name} (demo store)`, version: SERVICE_VERSION },
    {
      capabilities: { resources: { subscribe: true, listChanged: false } },
      instructions:
        `The catalog of ${store.name}. Products are resources at ${PRODUCT_URI_TEMPLATE}; subscribe to one to hear ` +
        'of its price, stock and content changes. Carts, checkout and orders are the REST API under /api/v2/storefront.',
    },
  );

  server.registerResource(
    'product',
    new ResourceTemplate(PRODUCT_URI_TEMPLATE, {
      // The products the storefront lists (on sale, not discontinued), in its order.
      list: () => ({
        resources: findProducts(db, {}, store.default_currency, { page: 1, perPage: 10_000, offset: 0 })
          .ids.map((id) => productById(db, id))
          .filter((p): p is ProductRow => p !== undefined)
          .map((p) => ({ uri: productUri(p.slug), name: p.slug, title: p.name, mimeType: 'application/json' })),
      }),
    }),
    { title: 'Product', description: 'A product of the store: prices, stock and variants.', mimeType: 'application/json' },
    (uri) => readProduct(db, store, origin, uri.toString()),
  );

  server.registerTool(
    'search_products',
    {
      title: 'Search products',
      description:
        'Finds products by words in their name, a category permalink (e.g. categories/apparel) and stock; ' + 'answers their resource URIs, names and prices.',
      inputSchema: {
        query: z.string().max(200).optional(),
        taxon: z.string().max(200).optional(),
        in_stock: z.boolean().optional(),
        limit: z.number().int().min(1).max(50).optional(),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    ({ query, taxon, in_stock: inStock, limit }) => {
      const filter: Record<string, string> = {};
      if (query?.trim()) filter.name = query.trim();
      if (taxon?.trim()) filter.taxons = taxon.trim();
      if (inStock) filter.in_stock = 'true';
      const perPage = limit ?? 10;
      const { ids, total } = findProducts(db, { filter }, store.default_currency, { page: 1, perPage, offset: 0 });
      const products = ids
        .map((id) => productById(db, id))
        .filter((p): p is ProductRow => p !== undefined)
        .map((p) => {
          const doc = productDocument(db, p, store.default_currency, origin);
          return { uri: doc.uri, slug: p.slug, name: p.name, price: doc.price, in_stock: doc.in_stock };
        });
      return {
        content: [{ type: 'text', text: JSON.stringify({ total, products }) }],
        structuredContent: { total, products },
      };
    },
  );

  server.server.setRequestHandler(SubscribeRequestSchema, (request) => {
    const uri = request.params.uri;
    if (!productOfUri(db, uri)) throw new McpError(RESOURCE_NOT_FOUND, 'Resource not found', { uri });
    if (!session.subscriptions.has(uri) && session.subscriptions.size >= MAX_SUBSCRIPTIONS_PER_SESSION) {
      throw new McpError(-32602, `A session may subscribe to at most ${MAX_SUBSCRIPTIONS_PER_SESSION} resources`);
    }
    session.subscriptions.add(productUri(productOfUri(db, uri)!.slug));
    return {};
  });
  server.server.setRequestHandler(UnsubscribeRequestSchema, (request) => {
    const product = productOfUri(db, request.params.uri);
    session.subscriptions.delete(product ? productUri(product.slug) : request.params.uri);
    return {};
  });
  // The SDK's McpServer announces listChanged for resources; the store's catalog list does not notify.
  server.server.registerCapabilities({ resources: { subscribe: true, listChanged: false } });
  return server;
}
