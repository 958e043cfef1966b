import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoStore, type DemoStore } from '../../../../electron/demo-store/http/server.js';
import { SF, call, included, many, one } from '../../../support/demo-store/store-client.js';

let store: DemoStore;

beforeAll(async () => {
  store = await startDemoStore({ rateLimit: false });
});

afterAll(async () => {
  await store.close();
});

const PUBLISHED_NEWEST_FIRST = [
  'washing-wool-without-shrinking-it',
  'winter-hours-and-the-lantern-night-sale',
  'packing-for-your-first-night-under-the-pines',
  'how-to-re-wax-a-waxed-canvas-bag',
  'five-day-hikes-within-an-hour-of-portland',
  'the-wharf-street-store-is-open',
];

const slugs = (path: string) =>
  call(store, `${SF}${path}`).then((answer) => {
    expect(answer.status).toBe(200);
    return many(answer.body).map((r) => r.attributes.slug);
  });

describe('policies', () => {
  it("lists the store's four policies as data only, each with plain and HTML bodies", async () => {
    const answer = await call(store, `${SF}/policies`);
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body).sort()).toEqual(['data']);
    const policies = many(answer.body);
    expect(policies.map((p) => [p.type, p.attributes.slug, p.attributes.name])).toEqual([
      ['policy', 'return-policy', 'Return Policy'],
      ['policy', 'shipping-policy', 'Shipping Policy'],
      ['policy', 'privacy-policy', 'Privacy Policy'],
      ['policy', 'terms-of-service', 'Terms of Service'],
    ]);
    const returns = policies[0]!.attributes;
    expect(returns.body).toContain('within 30 days');
    expect(returns.body_html).toMatch(/^<div class="rich-text">\n {2}<p>We want you to love what you bring home from Harbor &amp; Pine Outfitters\./);
    expect(String(returns.body_html).match(/<p>/g)).toHaveLength(4);
    expect(returns.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    const shipping = policies[1]!.attributes.body as string;
    expect(shipping).toContain('$6.95');
    expect(shipping).toContain('$19.95');
  });

  it('shows one policy by slug or id; unknown ones are 404', async () => {
    const bySlug = await call(store, `${SF}/policies/privacy-policy`);
    expect(bySlug.status).toBe(200);
    const policy = one(bySlug.body);
    expect(policy.attributes.name).toBe('Privacy Policy');
    const byId = await call(store, `${SF}/policies/${policy.id}?fields[policy]=name`);
    expect(one(byId.body)).toMatchObject({ id: policy.id, attributes: { name: 'Privacy Policy' } });
    expect(Object.keys(one(byId.body).attributes)).toEqual(['name']);
    const missing = await call(store, `${SF}/policies/refund-everything`);
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ error: 'not_found', code: 404 });
  });
});

describe('posts', () => {
  it('lists published posts only, newest first, with meta and links', async () => {
    const answer = await call(store, `${SF}/posts`);
    expect(answer.status).toBe(200);
    expect(many(answer.body).map((p) => p.attributes.slug)).toEqual(PUBLISHED_NEWEST_FIRST);
    expect(answer.body.meta).toEqual({ count: 6, total_count: 6, total_pages: 1 });
    expect(answer.body.links!.first).toMatch(/\/posts\?page=1$/);
    const post = many(answer.body)[0]!;
    expect(post.type).toBe('post');
    expect(post.attributes).toMatchObject({
      title: 'Washing Wool Without Shrinking It',
      published_at: '2026-02-04T09:00:00.000Z',
      meta_title: 'Washing Wool Without Shrinking It',
      excerpt: null,
      author_name: 'Ruth Callahan',
      post_category_title: 'Care & Repair',
      tags: ['wool', 'laundry', 'socks'],
      image_url: null,
    });
    expect(post.attributes.description).toBe(post.attributes.content);
    expect(String(post.attributes.shortened_description).length).toBeLessThanOrEqual(150);
    expect(post.attributes.shortened_description).toMatch(/\.\.\.$/);
    expect(post.attributes.content_html).toContain('<p>Wool shrinks when heat');
    const withExcerpt = many(answer.body).find((p) => p.attributes.slug === 'how-to-re-wax-a-waxed-canvas-bag')!;
    expect(withExcerpt.attributes.description).toBe(withExcerpt.attributes.excerpt);
    expect(post.relationships.post_category!.data).toEqual({ id: expect.any(String), type: 'post_category' });
  });

  it('pages, sorts (unknown sorts ignored) and includes the category', async () => {
    const page = await call(store, `${SF}/posts?per_page=4&page=2&include=post_category`);
    expect(many(page.body).map((p) => p.attributes.slug)).toEqual(PUBLISHED_NEWEST_FIRST.slice(4));
    expect(page.body.meta).toEqual({ count: 2, total_count: 6, total_pages: 2 });
    expect(page.body.links!.prev).toContain('page=1');
    const categories = included(page.body, 'post_category');
    expect(categories.map((c) => c.attributes.slug).sort()).toEqual(['store-news', 'trail-guides']);
    expect(categories[0]!.relationships).toEqual({});

    expect(await slugs('/posts?sort=published_at')).toEqual([...PUBLISHED_NEWEST_FIRST].reverse());
    expect(await slugs('/posts?sort=title&per_page=2')).toEqual(['five-day-hikes-within-an-hour-of-portland', 'how-to-re-wax-a-waxed-canvas-bag']);
    expect(await slugs('/posts?sort=-title&per_page=1')).toEqual(['winter-hours-and-the-lantern-night-sale']);
    const byId = many((await call(store, `${SF}/posts?sort=-id`)).body).map((p) => Number(p.id));
    expect(byId).toEqual([...byId].sort((a, b) => b - a));
    expect(await slugs('/posts?sort=popularity')).toEqual(PUBLISHED_NEWEST_FIRST);
    expect((await call(store, `${SF}/posts?include=author`)).status).toBe(400);
  });

  it('filters by title, category id or slug, and ids', async () => {
    expect(await slugs('/posts?filter[title]=WOOL')).toEqual(['washing-wool-without-shrinking-it']);
    expect(await slugs('/posts?filter[title]=100%25')).toEqual([]);
    expect(await slugs('/posts?filter[post_category_slug]=trail-guides')).toEqual([
      'packing-for-your-first-night-under-the-pines',
      'five-day-hikes-within-an-hour-of-portland',
    ]);
    // The draft in Store News is not listed.
    expect(await slugs('/posts?filter[post_category_slug]=store-news')).toEqual(['winter-hours-and-the-lantern-night-sale', 'the-wharf-street-store-is-open']);
    const care = one((await call(store, `${SF}/post_categories/care-and-repair`)).body);
    expect(await slugs(`/posts?filter[post_category_id]=${care.id}`)).toEqual(['washing-wool-without-shrinking-it', 'how-to-re-wax-a-waxed-canvas-bag']);
    expect(await slugs('/posts?filter[post_category_id]=nope')).toEqual([]);
    const all = many((await call(store, `${SF}/posts`)).body);
    const picked = [all[0]!.id, all[5]!.id];
    expect(await slugs(`/posts?filter[ids]=${picked.join(',')}`)).toEqual([PUBLISHED_NEWEST_FIRST[0], PUBLISHED_NEWEST_FIRST[5]]);
    const filtered = await call(store, `${SF}/posts?filter[title]=the&per_page=1`);
    expect(filtered.body.links!.next).toContain('filter[title]=the');
  });

  it('shows a published post by slug or id; drafts and unknown posts are 404', async () => {
    const bySlug = await call(store, `${SF}/posts/five-day-hikes-within-an-hour-of-portland?include=post_category`);
    expect(bySlug.status).toBe(200);
    const post = one(bySlug.body);
    expect(post.attributes.content).toContain('Pleasant Mountain');
    expect(included(bySlug.body, 'post_category')[0]!.attributes).toMatchObject({ title: 'Trail Guides', slug: 'trail-guides' });
    expect(one((await call(store, `${SF}/posts/${post.id}`)).body).attributes.slug).toBe('five-day-hikes-within-an-hour-of-portland');
    expect((await call(store, `${SF}/posts/spring-collection-preview`)).status).toBe(404);
    expect((await call(store, `${SF}/posts/7`)).status).toBe(404);
    expect((await call(store, `${SF}/posts/no-such-post`)).status).toBe(404);
  });
});

describe('post categories', () => {
  it('lists the three categories without relationships, with filters, sorts and paging', async () => {
    const answer = await call(store, `${SF}/post_categories`);
    expect(answer.status).toBe(200);
    const categories = many(answer.body);
    expect(categories.map((c) => [c.type, c.attributes.title, c.attributes.slug])).toEqual([
      ['post_category', 'Store News', 'store-news'],
      ['post_category', 'Trail Guides', 'trail-guides'],
      ['post_category', 'Care & Repair', 'care-and-repair'],
    ]);
    expect(categories[0]!.relationships).toEqual({});
    expect(categories[0]!.attributes.description).toContain('opening hours');
    expect(answer.body.meta).toEqual({ count: 3, total_count: 3, total_pages: 1 });
    expect(await slugs('/post_categories?sort=-title')).toEqual(['trail-guides', 'store-news', 'care-and-repair']);
    expect(await slugs('/post_categories?filter[title]=guide')).toEqual(['trail-guides']);
    expect(await slugs(`/post_categories?filter[ids]=${categories[2]!.id}`)).toEqual(['care-and-repair']);
    const paged = await call(store, `${SF}/post_categories?per_page=2&page=2`);
    expect(many(paged.body).map((c) => c.attributes.slug)).toEqual(['care-and-repair']);
    expect(paged.body.meta).toEqual({ count: 1, total_count: 3, total_pages: 2 });

    const withPosts = await call(store, `${SF}/post_categories?include=posts`);
    expect(many(withPosts.body)[0]!.relationships.posts!.data).toHaveLength(2);
    expect(included(withPosts.body, 'post')).toHaveLength(6);
  });

  it('shows a category by slug or id with its published posts; unknown ones are 404', async () => {
    const answer = await call(store, `${SF}/post_categories/store-news?include=posts`);
    expect(answer.status).toBe(200);
    const category = one(answer.body);
    const postIds = category.relationships.posts!.data as { id: string; type: string }[];
    expect(postIds.every((d) => d.type === 'post')).toBe(true);
    expect(included(answer.body, 'post').map((p) => p.attributes.slug)).toEqual(['winter-hours-and-the-lantern-night-sale', 'the-wharf-street-store-is-open']);
    const byId = await call(store, `${SF}/post_categories/${category.id}`);
    expect(one(byId.body).relationships.posts!.data).toEqual(postIds);
    expect(byId.body.included).toBeUndefined();
    expect((await call(store, `${SF}/post_categories/recipes`)).status).toBe(404);
  });
});

describe('store', () => {
  it('answers the current store with its default country on request and sparse fields', async () => {
    const answer = await call(store, `${SF}/store?include=default_country`);
    expect(answer.status).toBe(200);
    const current = one(answer.body);
    expect(current).toMatchObject({
      type: 'store',
      attributes: {
        name: 'Harbor & Pine Outfitters',
        default_currency: 'USD',
        supported_currencies: 'USD,EUR',
        default: true,
        default_locale: 'en',
        supported_locales: 'en',
        customer_support_email: 'help@demo.store',
        contact_phone: '+1 207 555 0142',
      },
    });
    expect(included(answer.body, 'country')[0]).toMatchObject({ id: 'US', attributes: { iso: 'US', default: true } });
    const sparse = one((await call(store, `${SF}/store?fields[store]=name,url`)).body);
    expect(sparse.attributes).toEqual({ name: 'Harbor & Pine Outfitters', url: 'harborandpine.demo.store' });
    expect((await call(store, `${SF}/store?include=menus`)).status).toBe(400);
  });
});
