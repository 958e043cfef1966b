/** The store's content, readable by anyone: policies, published posts and post categories. */
import { notFound } from '../http/api-error.js';
import { findPostCategories, findPosts, listPolicies, policyBySlugOrId, postCategoryBySlugOrId, publishedPostBySlugOrId } from './content.js';
import { asList } from '../http/params.js';
import { pageRequest, related, relatedList, type ResourceDef } from '../jsonapi/jsonapi.js';
import type { AreaRoutes } from '../http/endpoints.js';
import { errorAnswers } from '../openapi/answers.js';
import { POLICY_DOCUMENT, POLICY_LIST, POST_CATEGORY_DOCUMENT, POST_CATEGORY_LIST, POST_DOCUMENT, POST_LIST } from '../openapi/storefront-answers.js';
import { PARAMETER } from '../openapi/storefront-parameters.js';
import { NO_CREDENTIAL } from '../openapi/storefront-security.js';
import { z } from '../openapi/zod.js';
import { declareRoute, type DeclaredRoute } from '../http/route-declaration.js';
import { policyResource, postCategoryResource, postCategoryWithPostsResource, postResource } from './content-serializer.js';
import { sendDocument, sendList } from '../http/documents-routes.js';

const TAGS = ['Content'];
const SLUG_OR_ID = z.object({ id: z.string() });
const include = (description: string) => z.string().optional().openapi({ param: { description } });
const sortBy = (...names: string[]) => z.enum(names.flatMap((name) => [name, `-${name}`]) as [string, ...string[]]).optional();

// Filters are read by the content finders and a sort they do not know is their 400 ("Cannot sort by ..."),
// so the lists' input is the handler's; an unknown include is a 400 from the JSON:API reader.
const CONTENT_ROUTES: readonly DeclaredRoute[] = [
  // The policy list is short and answered whole: `data` only, no paging.
  declareRoute({
    method: 'get',
    path: '/policies',
    operationId: 'listPolicies',
    tags: TAGS,
    summary: 'Store policies (platform release 5.2 or later)',
    security: NO_CREDENTIAL,
    answers: { 200: POLICY_LIST, ...errorAnswers(401, 429) },
    handle: (ctx) => sendDocument(ctx, policyResource as ResourceDef<unknown>, relatedList(policyResource, listPolicies(ctx.db))),
  }),
  declareRoute({
    method: 'get',
    path: '/policies/:policy_slug',
    operationId: 'getPolicy',
    tags: TAGS,
    summary: 'A store policy',
    security: NO_CREDENTIAL,
    pathParams: z.object({ policy_slug: z.string().openapi({ example: 'returns-policy' }) }),
    answers: { 200: POLICY_DOCUMENT, ...errorAnswers(401, 404, 429) },
    handle: (ctx) => {
      const policy = policyBySlugOrId(ctx.db, ctx.pathParams.policy_slug);
      if (!policy) throw notFound();
      return sendDocument(ctx, policyResource as ResourceDef<unknown>, related(policyResource, policy));
    },
  }),
  declareRoute({
    method: 'get',
    path: '/posts',
    operationId: 'listPosts',
    tags: TAGS,
    summary: 'Published posts',
    security: NO_CREDENTIAL,
    input: 'handler',
    query: z.object({
      'filter[ids]': z.string().optional(),
      'filter[title]': z.string().optional(),
      'filter[post_category_id]': z.string().optional(),
      'filter[post_category_slug]': z.string().optional(),
      sort: sortBy('id', 'title', 'published_at', 'created_at', 'updated_at'),
      include: include('post_category'),
    }),
    sharedParameters: [PARAMETER.Page, PARAMETER.PerPage, PARAMETER.Fields],
    answers: { 200: POST_LIST, ...errorAnswers(400, 401, 429) },
    handle: (ctx) => {
      const page = pageRequest(ctx.params);
      const { rows, total } = findPosts(ctx.db, ctx.params, page.perPage, page.offset);
      return sendList(ctx, postResource as ResourceDef<unknown>, relatedList(postResource, rows), page, total);
    },
  }),
  declareRoute({
    method: 'get',
    path: '/posts/:id',
    operationId: 'getPost',
    tags: TAGS,
    summary: 'A post by slug or id',
    security: NO_CREDENTIAL,
    input: 'handler',
    pathParams: SLUG_OR_ID,
    query: z.object({ include: include('post_category') }),
    sharedParameters: [PARAMETER.Fields],
    answers: { 200: POST_DOCUMENT, ...errorAnswers(400, 401, 404, 429) },
    handle: (ctx) => {
      const post = publishedPostBySlugOrId(ctx.db, ctx.pathParams.id);
      if (!post) throw notFound();
      return sendDocument(ctx, postResource as ResourceDef<unknown>, related(postResource, post));
    },
  }),
  declareRoute({
    method: 'get',
    path: '/post_categories',
    operationId: 'listPostCategories',
    tags: TAGS,
    summary: 'Post categories',
    security: NO_CREDENTIAL,
    input: 'handler',
    query: z.object({
      'filter[ids]': z.string().optional(),
      'filter[title]': z.string().optional(),
      sort: sortBy('id', 'title', 'created_at', 'updated_at'),
    }),
    sharedParameters: [PARAMETER.Page, PARAMETER.PerPage, PARAMETER.Fields],
    answers: { 200: POST_CATEGORY_LIST, ...errorAnswers(400, 401, 429) },
    handle: (ctx) => {
      const page = pageRequest(ctx.params);
      const { rows, total } = findPostCategories(ctx.db, ctx.params, page.perPage, page.offset);
      // Lists carry no relationships unless asked to include the posts.
      const withPosts = asList(ctx.params.include).some((path) => path.split('.')[0] === 'posts');
      const def = withPosts ? postCategoryWithPostsResource : postCategoryResource;
      return sendList(ctx, def as ResourceDef<unknown>, relatedList(def, rows), page, total);
    },
  }),
  declareRoute({
    method: 'get',
    path: '/post_categories/:id',
    operationId: 'getPostCategory',
    tags: TAGS,
    summary: 'A post category by slug or id',
    security: NO_CREDENTIAL,
    input: 'handler',
    pathParams: SLUG_OR_ID,
    query: z.object({ include: include('posts') }),
    sharedParameters: [PARAMETER.Fields],
    answers: { 200: POST_CATEGORY_DOCUMENT, ...errorAnswers(400, 401, 404, 429) },
    handle: (ctx) => {
      const category = postCategoryBySlugOrId(ctx.db, ctx.pathParams.id);
      if (!category) throw notFound();
      return sendDocument(ctx, postCategoryWithPostsResource as ResourceDef<unknown>, related(postCategoryWithPostsResource, category));
    },
  }),
];

export function registerContentRoutes(router: AreaRoutes): void {
  for (const route of CONTENT_ROUTES) router.route(route);
}
