/** The store's content, readable by anyone: policies, published posts and post categories. */
import { notFound } from '../api-error.js';
import {
  findPostCategories, findPosts, listPolicies, policyBySlugOrId, postCategoryBySlugOrId, publishedPostBySlugOrId,
} from '../content.js';
import { asList } from '../params.js';
import { pageRequest, related, relatedList, type ResourceDef } from '../jsonapi.js';
import { routesWith, type EndpointRouter } from '../endpoints.js';
import { PUBLIC } from '../scopes.js';
import { policyResource, postCategoryResource, postCategoryWithPostsResource, postResource } from '../serializers/content.js';
import { sendDocument, sendList } from './documents.js';

export function registerContentRoutes(endpoints: EndpointRouter, base: string): void {
  const router = routesWith(endpoints, PUBLIC);
  // The policy list is short and answered whole: `data` only, no paging.
  router.get(`${base}/policies`, (ctx) =>
    sendDocument(ctx, policyResource as ResourceDef<unknown>, relatedList(policyResource, listPolicies(ctx.db))));
  router.get(`${base}/policies/:slug`, (ctx) => {
    const policy = policyBySlugOrId(ctx.db, ctx.pathParams.slug);
    if (!policy) throw notFound();
    return sendDocument(ctx, policyResource as ResourceDef<unknown>, related(policyResource, policy));
  });

  router.get(`${base}/posts`, (ctx) => {
    const page = pageRequest(ctx.params);
    const { rows, total } = findPosts(ctx.db, ctx.params, page.perPage, page.offset);
    return sendList(ctx, postResource as ResourceDef<unknown>, relatedList(postResource, rows), page, total);
  });
  router.get(`${base}/posts/:id`, (ctx) => {
    const post = publishedPostBySlugOrId(ctx.db, ctx.pathParams.id);
    if (!post) throw notFound();
    return sendDocument(ctx, postResource as ResourceDef<unknown>, related(postResource, post));
  });

  router.get(`${base}/post_categories`, (ctx) => {
    const page = pageRequest(ctx.params);
    const { rows, total } = findPostCategories(ctx.db, ctx.params, page.perPage, page.offset);
    // Lists carry no relationships unless asked to include the posts.
    const withPosts = asList(ctx.params.include).some((path) => path.split('.')[0] === 'posts');
    const def = withPosts ? postCategoryWithPostsResource : postCategoryResource;
    return sendList(ctx, def as ResourceDef<unknown>, relatedList(def, rows), page, total);
  });
  router.get(`${base}/post_categories/:id`, (ctx) => {
    const category = postCategoryBySlugOrId(ctx.db, ctx.pathParams.id);
    if (!category) throw notFound();
    return sendDocument(ctx, postCategoryWithPostsResource as ResourceDef<unknown>, related(postCategoryWithPostsResource, category));
  });
}
