/**
 * JSON:API resources of the store's content: policies, posts and post categories. Texts are
 * stored as plain paragraphs (separated by blank lines) and also sent as HTML.
 */
import { publishedPostsOfCategory, postCategoryById } from './content.js';
import type { PolicyRow, PostCategoryRow, PostRow } from '../db/rows.js';
import { defineResource, relatedList, relatedOrNull, timestamp, type ResourceDef } from '../jsonapi/jsonapi.js';

const SHORT_DESCRIPTION = 150;

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** Paragraphs of plain text as HTML: `<div class="rich-text"><p>…</p>…</div>`. */
function paragraphsToHtml(text: string): string {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p !== '');
  const body = paragraphs.map((p) => `  <p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`).join('\n');
  return `<div class="rich-text">\n${body}\n</div>\n`;
}

/** At most `limit` characters, cut at a word boundary with an ellipsis. */
function shorten(text: string, limit = SHORT_DESCRIPTION): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= limit) return flat;
  const cut = flat.slice(0, limit - 3);
  const space = cut.lastIndexOf(' ');
  return `${(space > limit / 2 ? cut.slice(0, space) : cut).replace(/[\s.,;:]+$/, '')}...`;
}

function tagsOf(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((t): t is string => typeof t === 'string') : [];
  } catch {
    return [];
  }
}

export const policyResource: ResourceDef<PolicyRow> = defineResource<PolicyRow>({
  type: 'policy',
  id: (r) => r.id,
  attributes: (r) => ({
    name: r.name,
    slug: r.slug,
    created_at: timestamp(r.created_at),
    updated_at: timestamp(r.updated_at),
    body: r.body,
    body_html: paragraphsToHtml(r.body),
  }),
  relationships: {},
});

function categoryAttributes(r: PostCategoryRow): Record<string, unknown> {
  return {
    title: r.title,
    slug: r.slug,
    created_at: timestamp(r.created_at),
    updated_at: timestamp(r.updated_at),
    description: r.description,
  };
}

/** A category in lists and as a post's relation: no relationships. */
export const postCategoryResource: ResourceDef<PostCategoryRow> = defineResource<PostCategoryRow>({
  type: 'post_category',
  id: (r) => r.id,
  attributes: categoryAttributes,
  relationships: {},
});

export const postResource: ResourceDef<PostRow> = defineResource<PostRow>({
  type: 'post',
  id: (r) => r.id,
  attributes: (r, ctx) => {
    const description = r.excerpt ?? r.content;
    return {
      title: r.title,
      slug: r.slug,
      published_at: timestamp(r.published_at),
      meta_title: r.meta_title,
      meta_description: r.meta_description,
      created_at: timestamp(r.created_at),
      updated_at: timestamp(r.updated_at),
      excerpt: r.excerpt,
      content: r.content,
      content_html: paragraphsToHtml(r.content),
      description,
      shortened_description: shorten(description),
      author_name: r.author_name,
      post_category_title: r.post_category_id === null ? null : (postCategoryById(ctx.db, r.post_category_id)?.title ?? null),
      tags: tagsOf(r.tags),
      image_url: r.image_path ? `${ctx.origin}${r.image_path}` : null,
    };
  },
  relationships: {
    post_category: {
      target: () => postCategoryResource as ResourceDef<unknown>,
      load: (r, ctx) => (r.post_category_id === null ? null : relatedOrNull(postCategoryResource, postCategoryById(ctx.db, r.post_category_id))),
    },
  },
});

/** A single category (and lists asked to include posts): with its published posts. */
export const postCategoryWithPostsResource: ResourceDef<PostCategoryRow> = defineResource<PostCategoryRow>({
  type: 'post_category',
  id: (r) => r.id,
  attributes: categoryAttributes,
  relationships: {
    posts: {
      target: () => postResource as ResourceDef<unknown>,
      load: (r, ctx) => relatedList(postResource, publishedPostsOfCategory(ctx.db, r.id)),
    },
  },
});
