/** The content part of the storefront client: policies, posts and post categories (platform release 5.2 or later). */
import type { Fieldsets, FieldName, SortParam } from './catalog-types.js';
import type { RequestContext } from './request-context.js';
import type { postAttributes, postCategoryAttributes } from '../map/map-content.js';
import type { Policy, Post, PostCategory, StorePage } from './types.js';

type PostSortField = 'id' | 'title' | 'published_at' | 'created_at' | 'updated_at';
type PostCategorySortField = 'id' | 'title' | 'created_at' | 'updated_at';

type ContentFieldsets = Fieldsets<{
  post: FieldName<typeof postAttributes, 'post_category'>;
  post_category: FieldName<typeof postCategoryAttributes, 'posts'>;
}>;

export interface PostListParams {
  filter?: { ids?: string[]; title?: string; postCategoryId?: string; postCategorySlug?: string };
  sort?: SortParam<PostSortField>;
  include?: readonly 'post_category'[];
  fields?: ContentFieldsets;
  page?: number;
  perPage?: number;
}

export interface PostCategoryListParams {
  filter?: { ids?: string[]; title?: string };
  sort?: SortParam<PostCategorySortField>;
  /** With `posts`, each category carries its published posts. */
  include?: readonly 'posts'[];
  fields?: ContentFieldsets;
  page?: number;
  perPage?: number;
}

export interface ContentOperations {
  policies(ctx?: RequestContext): Promise<Policy[]>;
  policy(slugOrId: string, ctx?: RequestContext): Promise<Policy>;
  /** Published posts. */
  posts(params?: PostListParams, ctx?: RequestContext): Promise<StorePage<Post>>;
  post(slugOrId: string, options?: { include?: readonly 'post_category'[] }, ctx?: RequestContext): Promise<Post>;
  postCategories(params?: PostCategoryListParams, ctx?: RequestContext): Promise<StorePage<PostCategory>>;
  /** A category with its published posts. */
  postCategory(slugOrId: string, ctx?: RequestContext): Promise<PostCategory>;
}
