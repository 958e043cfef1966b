/** The store's content: policies, posts and their categories. */
import { ToMany, ToOne } from './jsonapi-schemas.js';
import { dateTime, resource, TIMESTAMPS } from '../resource.js';
import { z } from '../zod.js';

export const Policy = resource(
  'policy',
  z.object({
    name: z.string(),
    slug: z.string(),
    body: z.string(),
    body_html: z.string(),
    ...TIMESTAMPS,
  }),
).openapi('Policy');

export const Post = resource(
  'post',
  z.object({
    title: z.string(),
    slug: z.string(),
    published_at: dateTime().nullable(),
    meta_title: z.string().nullable().optional(),
    meta_description: z.string().nullable().optional(),
    ...TIMESTAMPS,
    excerpt: z.string().nullable().optional(),
    content: z.string(),
    content_html: z.string(),
    description: z.string().nullable().optional(),
    shortened_description: z.string().nullable().optional(),
    author_name: z.string().nullable(),
    post_category_title: z.string().nullable().optional(),
    tags: z.array(z.string()),
    image_url: z.string().nullable().optional(),
  }),
  z.object({
    post_category: ToOne,
  }),
).openapi('Post');

export const PostCategory = resource(
  'post_category',
  z.object({
    title: z.string(),
    slug: z.string(),
    ...TIMESTAMPS,
    description: z.string().nullable(),
  }),
  z
    .object({
      posts: ToMany.optional(),
    })
    .optional(),
).openapi('PostCategory');
