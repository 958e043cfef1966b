/**
 * The storefront client's content operations against the demo store over HTTP: policies, posts
 * (filters, sorts, include, sparse fields, paging) and post categories, with 404 for unknown ones.
 */
import { describe, expect, it } from 'vitest';
import { rejection, useHarness } from './harness.js';

const h = useHarness();

describe('policies', () => {
  it('lists the policies and reads one by slug or id', async () => {
    const policies = await h.client.policies();
    expect(policies.map((p) => p.slug)).toEqual(expect.arrayContaining(['return-policy', 'shipping-policy', 'privacy-policy', 'terms-of-service']));
    const returns = await h.client.policy('return-policy');
    expect(returns.name).toBe('Return Policy');
    expect(returns.bodyHtml).toContain('<p>');
    expect((await h.client.policy(returns.id)).slug).toBe('return-policy');
    await rejection(h.client.policy('no-such-policy'), 'not_found', 404);
  });
});

describe('posts', () => {
  it('lists published posts page by page with their category', async () => {
    const all = await h.client.posts({ perPage: 100 });
    expect(all.items.length).toBeGreaterThan(3);
    expect(all.items.every((p) => p.publishedAt !== null)).toBe(true);
    const paged = await h.client.posts({ perPage: 2, page: 2 });
    expect(paged.items).toHaveLength(2);
    expect(paged.meta.totalCount).toBe(all.meta.totalCount);
    expect(paged.prevPage).toBe(1);
    const withCategory = await h.client.posts({ include: ['post_category'], perPage: 100 });
    const hikes = withCategory.items.find((p) => p.slug === 'five-day-hikes-within-an-hour-of-portland')!;
    expect(hikes.category).toMatchObject({ slug: 'trail-guides', title: 'Trail Guides' });
    expect(hikes.postCategoryTitle).toBe('Trail Guides');
    expect(hikes.tags.length).toBeGreaterThan(0);
  });

  it('filters by title, category id or slug, and ids', async () => {
    const byTitle = await h.client.posts({ filter: { title: 'wool' } });
    expect(byTitle.items.map((p) => p.slug)).toEqual(['washing-wool-without-shrinking-it']);
    const guides = await h.client.posts({ filter: { postCategorySlug: 'trail-guides' }, perPage: 100 });
    expect(guides.items.length).toBeGreaterThan(0);
    expect(guides.items.every((p) => p.postCategoryTitle === 'Trail Guides')).toBe(true);
    const sameById = await h.client.posts({ filter: { postCategoryId: guides.items[0]!.postCategoryId! }, perPage: 100 });
    expect(sameById.items.map((p) => p.id)).toEqual(guides.items.map((p) => p.id));
    const two = guides.items.slice(0, 2).map((p) => p.id);
    expect((await h.client.posts({ filter: { ids: two } })).items.map((p) => p.id).sort()).toEqual([...two].sort());
  });

  it('sorts by title and publication date, both ways', async () => {
    const titles = (await h.client.posts({ sort: 'title', perPage: 100 })).items.map((p) => p.title);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b)));
    expect((await h.client.posts({ sort: '-title', perPage: 100 })).items.map((p) => p.title)).toEqual([...titles].reverse());
    const newest = (await h.client.posts({ sort: '-published_at', perPage: 100 })).items.map((p) => p.publishedAt!);
    expect(newest).toEqual([...newest].sort().reverse());
    for (const sort of ['id', '-id', 'created_at', '-updated_at'] as const) {
      expect((await h.client.posts({ sort, perPage: 2 })).items).toHaveLength(2);
    }
  });

  it('takes sparse fields', async () => {
    const sparse = await h.client.posts({ fields: { post: ['title'] }, perPage: 1 });
    expect(sparse.items[0]!.title).not.toBe('');
    expect(sparse.items[0]!.content).toBe('');
    expect(sparse.items[0]!.postCategoryId).toBeNull();
  });

  it('reads one post by slug or id, with its category on request', async () => {
    const post = await h.client.post('how-to-re-wax-a-waxed-canvas-bag', { include: ['post_category'] });
    expect(post.contentHtml).toContain('<p>');
    expect(post.category?.slug).toBe('care-and-repair');
    expect((await h.client.post(post.id)).slug).toBe(post.slug);
    await rejection(h.client.post('no-such-post'), 'not_found', 404);
  });
});

describe('post categories', () => {
  it('lists categories, filtered, sorted and with their posts on request', async () => {
    const all = await h.client.postCategories();
    expect(all.items.map((c) => c.slug).sort()).toEqual(['care-and-repair', 'store-news', 'trail-guides']);
    expect(all.items.every((c) => c.posts.length === 0)).toBe(true);
    expect((await h.client.postCategories({ filter: { title: 'trail' } })).items.map((c) => c.slug)).toEqual(['trail-guides']);
    const ids = all.items.slice(0, 2).map((c) => c.id);
    expect((await h.client.postCategories({ filter: { ids } })).items).toHaveLength(2);
    const byTitle = (await h.client.postCategories({ sort: '-title' })).items.map((c) => c.title);
    expect(byTitle).toEqual(['Trail Guides', 'Store News', 'Care & Repair']);
    const withPosts = await h.client.postCategories({ include: ['posts'] });
    expect(withPosts.items.some((c) => c.posts.length > 0)).toBe(true);
  });

  it('reads one category with its posts by slug or id', async () => {
    const care = await h.client.postCategory('care-and-repair');
    expect(care.title).toBe('Care & Repair');
    expect(care.posts.map((p) => p.slug)).toContain('washing-wool-without-shrinking-it');
    expect((await h.client.postCategory(care.id)).slug).toBe('care-and-repair');
    await rejection(h.client.postCategory('no-such-category'), 'not_found', 404);
  });
});
