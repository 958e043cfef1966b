/**
 * Reading the store's content: policies, published posts and post categories, with the
 * interface's filters (`ids`, `title`, a post's category by id or slug) and sorts. Only posts
 * whose publication time has come are shown; drafts and scheduled posts are not found.
 */
import { all, get, type DemoDb } from '../db/database.js';
import type { PolicyRow, PostCategoryRow, PostRow } from '../db/rows.js';
import { asList, asString, dig, type Params } from '../http/params.js';

const PUBLISHED = 'published_at IS NOT NULL AND published_at <= ?';
const POST_SORTS = ['id', 'title', 'published_at', 'created_at', 'updated_at'];
const CATEGORY_SORTS = ['id', 'title', 'created_at', 'updated_at'];

const nowIso = (): string => new Date().toISOString();
const isId = (text: string): boolean => /^\d{1,15}$/.test(text);

export function listPolicies(db: DemoDb): PolicyRow[] {
  return all<PolicyRow>(db, 'SELECT * FROM policies ORDER BY position, id');
}

/** Slug first, then id. */
export function policyBySlugOrId(db: DemoDb, key: string | undefined): PolicyRow | undefined {
  if (!key) return undefined;
  return (
    get<PolicyRow>(db, 'SELECT * FROM policies WHERE slug = ?', key) ??
    (isId(key) ? get<PolicyRow>(db, 'SELECT * FROM policies WHERE id = ?', Number(key)) : undefined)
  );
}

export function postCategoryById(db: DemoDb, id: number): PostCategoryRow | undefined {
  return get<PostCategoryRow>(db, 'SELECT * FROM post_categories WHERE id = ?', id);
}

export function postCategoryBySlugOrId(db: DemoDb, key: string | undefined): PostCategoryRow | undefined {
  if (!key) return undefined;
  return get<PostCategoryRow>(db, 'SELECT * FROM post_categories WHERE slug = ?', key) ?? (isId(key) ? postCategoryById(db, Number(key)) : undefined);
}

/** A published post by slug, then id. */
export function publishedPostBySlugOrId(db: DemoDb, key: string | undefined): PostRow | undefined {
  if (!key) return undefined;
  const now = nowIso();
  return (
    get<PostRow>(db, `SELECT * FROM posts WHERE slug = ? AND ${PUBLISHED}`, key, now) ??
    (isId(key) ? get<PostRow>(db, `SELECT * FROM posts WHERE id = ? AND ${PUBLISHED}`, Number(key), now) : undefined)
  );
}

export function publishedPostsOfCategory(db: DemoDb, categoryId: number): PostRow[] {
  return all<PostRow>(db, `SELECT * FROM posts WHERE post_category_id = ? AND ${PUBLISHED} ORDER BY published_at DESC, id DESC`, categoryId, nowIso());
}

/** `sort=-published_at,title` -> SQL; names outside the allow-list are ignored. */
function orderBy(sort: unknown, allowed: string[], fallback: string): string {
  const parts = asList(sort).flatMap((item) => {
    const descending = item.startsWith('-');
    const name = descending ? item.slice(1) : item;
    return allowed.includes(name) ? [`${name === 'title' ? 'title COLLATE NOCASE' : name} ${descending ? 'DESC' : 'ASC'}`] : [];
  });
  return [...(parts.length > 0 ? parts : [fallback]), 'id ASC'].join(', ');
}

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

interface Query {
  where: string[];
  args: unknown[];
}

function idsAndTitle(params: Params, query: Query): void {
  const ids = dig(params, 'filter', 'ids');
  const given = asList(ids);
  if (given.length > 0) {
    const list = given.filter(isId).map(Number);
    query.where.push(list.length > 0 ? `id IN (${list.map(() => '?').join(', ')})` : '0');
    query.args.push(...list);
  }
  const title = asString(dig(params, 'filter', 'title'))?.trim();
  if (title) {
    query.where.push("title LIKE ? ESCAPE '\\'");
    query.args.push(likePattern(title));
  }
}

export interface Page<T> {
  rows: T[];
  total: number;
}

export function findPosts(db: DemoDb, params: Params, limit: number, offset: number): Page<PostRow> {
  const query: Query = { where: [PUBLISHED], args: [nowIso()] };
  idsAndTitle(params, query);
  const categoryId = asString(dig(params, 'filter', 'post_category_id'))?.trim();
  if (categoryId) {
    query.where.push('post_category_id = ?');
    query.args.push(isId(categoryId) ? Number(categoryId) : -1);
  }
  const categorySlug = asString(dig(params, 'filter', 'post_category_slug'))?.trim();
  if (categorySlug) {
    query.where.push('post_category_id IN (SELECT id FROM post_categories WHERE slug = ?)');
    query.args.push(categorySlug);
  }
  const where = query.where.join(' AND ');
  const total = get<{ n: number }>(db, `SELECT COUNT(*) AS n FROM posts WHERE ${where}`, ...query.args)!.n;
  const rows = db
    .prepare(`SELECT * FROM posts WHERE ${where} ORDER BY ${orderBy(params.sort, POST_SORTS, 'published_at DESC')} LIMIT ? OFFSET ?`)
    .all(...query.args, limit, offset) as PostRow[];
  return { rows, total };
}

export function findPostCategories(db: DemoDb, params: Params, limit: number, offset: number): Page<PostCategoryRow> {
  const query: Query = { where: ['1'], args: [] };
  idsAndTitle(params, query);
  const where = query.where.join(' AND ');
  const total = get<{ n: number }>(db, `SELECT COUNT(*) AS n FROM post_categories WHERE ${where}`, ...query.args)!.n;
  const rows = db
    .prepare(`SELECT * FROM post_categories WHERE ${where} ORDER BY ${orderBy(params.sort, CATEGORY_SORTS, 'id ASC')} LIMIT ? OFFSET ?`)
    .all(...query.args, limit, offset) as PostCategoryRow[];
  return { rows, total };
}
