/** Content resources (policy, post, post category) to domain types, attributes read through zod schemas. */
import { z } from 'zod';
import { attributesOf, text, textList, textOrNull } from './attributes.js';
import type { Resource, ResourceIndex } from './jsonapi.js';
import type { Policy, Post, PostCategory } from '../types/types.js';

const policyAttributes = z.object({
  name: text,
  slug: text,
  body: text,
  body_html: text,
  created_at: textOrNull,
  updated_at: textOrNull,
});

export const postCategoryAttributes = z.object({
  title: text,
  slug: text,
  description: textOrNull,
  created_at: textOrNull,
  updated_at: textOrNull,
});

export const postAttributes = z.object({
  title: text,
  slug: text,
  published_at: textOrNull,
  meta_title: textOrNull,
  meta_description: textOrNull,
  created_at: textOrNull,
  updated_at: textOrNull,
  excerpt: textOrNull,
  content: text,
  content_html: text,
  description: text,
  shortened_description: text,
  author_name: textOrNull,
  post_category_title: textOrNull,
  tags: textList,
  image_url: textOrNull,
});

export function mapPolicy(_index: ResourceIndex, p: Resource): Policy {
  const a = attributesOf(p, policyAttributes, 'policy');
  return { id: p.id, name: a.name, slug: a.slug, body: a.body, bodyHtml: a.body_html, createdAt: a.created_at, updatedAt: a.updated_at };
}

function categoryOf(c: Resource): Omit<PostCategory, 'posts'> {
  const a = attributesOf(c, postCategoryAttributes, 'post_category');
  return { id: c.id, title: a.title, slug: a.slug, description: a.description, createdAt: a.created_at, updatedAt: a.updated_at };
}

export function mapPost(index: ResourceIndex, p: Resource): Post {
  const a = attributesOf(p, postAttributes, 'post');
  const category = index.one(p, 'post_category');
  return {
    id: p.id,
    title: a.title,
    slug: a.slug,
    publishedAt: a.published_at,
    metaTitle: a.meta_title,
    metaDescription: a.meta_description,
    excerpt: a.excerpt,
    content: a.content,
    contentHtml: a.content_html,
    description: a.description,
    shortenedDescription: a.shortened_description,
    authorName: a.author_name,
    postCategoryId: index.ids(p, 'post_category')[0]?.id ?? null,
    postCategoryTitle: a.post_category_title,
    tags: a.tags,
    imageUrl: a.image_url,
    createdAt: a.created_at,
    updatedAt: a.updated_at,
    category: category ? categoryOf(category) : null,
  };
}

export function mapPostCategory(index: ResourceIndex, c: Resource): PostCategory {
  return { ...categoryOf(c), posts: index.many(c, 'posts').map((p) => mapPost(index, p)) };
}
