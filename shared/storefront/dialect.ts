/**
 * The names a store deployment uses for its credentials. The interface we target renames
 * Spree's; an unmodified Spree store keeps the originals.
 */
export interface AuthDialect {
  id: 'shop' | 'spree';
  label: string;
  /** Header carrying a cart's order token. */
  orderTokenHeader: string;
  /** Path prefix of the OAuth endpoints, without a trailing slash. */
  oauthPath: string;
  /** Header carrying the store's publishable key for this client; null where the store has none (Spree's v2). */
  publishableKeyHeader: string | null;
}

export const SHOP_DIALECT: AuthDialect = {
  id: 'shop',
  label: 'Storefront interface (X-Shop-Order-Token, /shop_oauth)',
  orderTokenHeader: 'X-Shop-Order-Token',
  oauthPath: '/shop_oauth',
  publishableKeyHeader: 'X-Shop-Token',
};

const SPREE_DIALECT: AuthDialect = {
  id: 'spree',
  label: 'Unmodified Spree (X-Spree-Order-Token, /spree_oauth)',
  orderTokenHeader: 'X-Spree-Order-Token',
  oauthPath: '/spree_oauth',
  publishableKeyHeader: null,
};

export const DIALECTS: Record<AuthDialect['id'], AuthDialect> = {
  shop: SHOP_DIALECT,
  spree: SPREE_DIALECT,
};
