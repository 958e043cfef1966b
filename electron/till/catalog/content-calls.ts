/**
 * The Store screen's calls: the store's details, policies, posts and post categories. They
 * change rarely, so each is read once per run (and again after a failure) and spends the
 * store's budget at the lowest priority.
 */
import type { PosCalls } from '../../../shared/bridge/bridge.js';
import type { StorefrontClient } from '../../../shared/storefront/types/client-types.js';
import type { Policy, PostCategory, Store } from '../../../shared/storefront/types/types.js';

/** One read shared by every caller until it fails. */
function once<T>(read: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    pending ??= read().catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
}

export function contentCalls(client: StorefrontClient, store: () => Promise<Store>): PosCalls['content'] & { policy(slug: string): Promise<Policy | null> } {
  const ctx = { priority: 'sync' as const };
  const policies = once(() => client.policies(ctx));
  const categories = once(async (): Promise<PostCategory[]> => (await client.postCategories({ perPage: 100 }, ctx)).items);
  return {
    store,
    policies,
    posts: ({ page, categoryId }) =>
      client.posts(
        { page: page ?? 1, perPage: 20, sort: '-published_at', include: ['post_category'], ...(categoryId ? { filter: { postCategoryId: categoryId } } : {}) },
        ctx,
      ),
    postCategories: categories,
    /** A policy by slug (e.g. the return policy for receipts), or null when the store has none. */
    async policy(slug) {
      return (await policies().catch(() => [])).find((p) => p.slug === slug || p.slug.startsWith(slug)) ?? null;
    },
  };
}
