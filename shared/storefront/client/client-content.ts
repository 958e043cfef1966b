/** The content operations: policies, posts and post categories. */
import { segment, type StoreCaller } from './client-core.js';
import type { ContentOperations, PostCategoryListParams, PostListParams } from '../types/content-types.js';
import { mapPolicy, mapPost, mapPostCategory } from '../map/map-content.js';
import type { QueryObject } from '../query.js';

export function postListQuery(params: PostListParams = {}): QueryObject {
  const f = params.filter ?? {};
  return {
    filter: { ids: f.ids, title: f.title, post_category_id: f.postCategoryId, post_category_slug: f.postCategorySlug },
    sort: params.sort,
    include: params.include,
    fields: params.fields,
    per_page: params.perPage,
  };
}

export function postCategoryListQuery(params: PostCategoryListParams = {}): QueryObject {
  const f = params.filter ?? {};
  return { filter: { ids: f.ids, title: f.title }, sort: params.sort, include: params.include, fields: params.fields, per_page: params.perPage };
}

export function contentOperations(store: StoreCaller): ContentOperations {
  return {
    policies: (ctx) => store.list('/policies', mapPolicy, { ctx }),
    policy: (slugOrId, ctx) => store.one('GET', `/policies/${segment(slugOrId)}`, mapPolicy, { ctx }),
    posts: (params = {}, ctx) => store.page('/posts', mapPost, params.page ?? 1, { query: postListQuery(params), ctx }),
    post: (slugOrId, options = {}, ctx) => store.one('GET', `/posts/${segment(slugOrId)}`, mapPost, { query: { include: options.include }, ctx }),
    postCategories: (params = {}, ctx) => store.page('/post_categories', mapPostCategory, params.page ?? 1, { query: postCategoryListQuery(params), ctx }),
    postCategory: (slugOrId, ctx) => store.one('GET', `/post_categories/${segment(slugOrId)}`, mapPostCategory, { query: { include: 'posts' }, ctx }),
  };
}
