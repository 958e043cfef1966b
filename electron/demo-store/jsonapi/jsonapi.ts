/**
 * JSON:API documents: resource objects from resource definitions, `include` with dot paths
 * (checked against the definitions: unknown names are a 400), sparse fieldsets `fields[type]`
 * that filter attributes and relationships, and list `meta` + `links`.
 */
import { badRequest } from '../http/api-error.js';
import { BatchReads } from './batch-reads.js';
import type { DemoDb } from '../db/database.js';
import { asList, dig, isObject, toQueryString, type Params } from '../http/params.js';

export interface SerializeContext {
  db: DemoDb;
  /** The request currency: drives every price. */
  currency: string;
  /** Scheme, host and port the client used, for absolute URLs. */
  origin: string;
  /** `image_transformation[size]` when it is `<w>x<h>`. */
  imageSize: string | null;
  /** Related rows read for the whole document at once (set while a document is built). */
  reads?: BatchReads;
}

export interface Related {
  def: ResourceDef<unknown>;
  record: unknown;
}

export interface RelationshipDef<T> {
  /** The related type's definition when it is always the same (checks nested includes). */
  target?: () => ResourceDef<unknown>;
  load(record: T, ctx: SerializeContext): Related[] | Related | null;
}

export interface ResourceDef<T> {
  type: string;
  id(record: T): string | number;
  attributes(record: T, ctx: SerializeContext): Record<string, unknown>;
  relationships: Record<string, RelationshipDef<T>>;
  /**
   * Reads, with one statement per relation, what `attributes` and the relationships' `load` need
   * for all these records (every record of a page, or of one level of `include`), into `ctx.reads`.
   */
  prefetch?(records: T[], ctx: SerializeContext): void;
}

export function defineResource<T>(def: ResourceDef<T>): ResourceDef<T> {
  return def;
}

export function related<T>(def: ResourceDef<T>, record: T): Related {
  return { def: def as ResourceDef<unknown>, record };
}

export function relatedList<T>(def: ResourceDef<T>, records: T[]): Related[] {
  return records.map((record) => related(def, record));
}

export function relatedOrNull<T>(def: ResourceDef<T>, record: T | null | undefined): Related | null {
  return record === null || record === undefined ? null : related(def, record);
}

export interface IncludeTree {
  [name: string]: IncludeTree;
}

/** `"variants.images,taxons"` -> `{variants: {images: {}}, taxons: {}}`, checked against `def`. */
function parseInclude(value: unknown, def: ResourceDef<unknown>): IncludeTree {
  const tree: IncludeTree = {};
  for (const path of asList(value)) {
    let node = tree;
    for (const part of path.split('.')) {
      if (part === '') continue;
      node[part] ??= {};
      node = node[part]!;
    }
  }
  checkInclude(tree, def);
  return tree;
}

function checkInclude(tree: IncludeTree, def: ResourceDef<unknown>): void {
  for (const [name, children] of Object.entries(tree)) {
    const relationship = Object.hasOwn(def.relationships, name) ? def.relationships[name] : undefined;
    if (!relationship) throw badRequest(`${name} is not specified as a relationship on ${def.type}`);
    const target = relationship.target?.();
    if (target && Object.keys(children).length > 0) checkInclude(children, target);
  }
}

export type Fieldsets = Map<string, Set<string>>;

/** `fields[product]=name,price` -> `{product: {name, price}}`; blank values are ignored. */
export function parseFieldsets(value: unknown): Fieldsets {
  const out: Fieldsets = new Map();
  if (!isObject(value)) return out;
  for (const [type, list] of Object.entries(value)) {
    const names = asList(list);
    if (names.length > 0) out.set(type, new Set(names));
  }
  return out;
}

export interface DocumentOptions {
  include?: IncludeTree;
  fields?: Fieldsets;
  meta?: Record<string, unknown>;
  links?: Record<string, string>;
}

/** Builds `{data, included?, meta?, links?}` for one resource, a list, or null. */
export function buildDocument(primary: Related | Related[] | null, ctx: SerializeContext, options: DocumentOptions = {}): Record<string, unknown> {
  // Each document reads its own rows, one statement per relation for all its records.
  const builder = new DocumentBuilder({ ...ctx, reads: new BatchReads() }, options.fields ?? new Map());
  const list = Array.isArray(primary) ? primary : primary ? [primary] : [];
  const include = options.include ?? {};
  builder.prefetch(list, include);
  for (const item of list) builder.markPrimary(item);
  const data = Array.isArray(primary) ? primary.map((item) => builder.resource(item)) : primary ? builder.resource(primary) : null;
  if (Object.keys(include).length > 0) for (const item of list) builder.includeFrom(item, include);
  const doc: Record<string, unknown> = { data };
  if (Object.keys(include).length > 0) doc.included = builder.included;
  if (options.meta) doc.meta = options.meta;
  if (options.links) doc.links = options.links;
  return doc;
}

class DocumentBuilder {
  readonly included: Record<string, unknown>[] = [];
  private readonly seen = new Set<string>();
  /** Each record's relationships as loaded once, by its definition and the record (rows are read once per document). */
  private readonly loads = new Map<ResourceDef<unknown>, Map<unknown, Map<string, Related[] | Related | null>>>();

  constructor(
    private readonly ctx: SerializeContext,
    private readonly fields: Fieldsets,
  ) {}

  /**
   * Reads ahead, level by level, what the document will show: each level's records by their
   * type with one statement per relation, then the next level (the records its `include` names).
   * The answer is then built from what was read, in the order it always was.
   */
  prefetch(items: Related[], tree: IncludeTree): void {
    if (items.length === 0) return;
    const byDef = new Map<ResourceDef<unknown>, unknown[]>();
    for (const { def, record } of items) {
      if (!def.prefetch) continue;
      const records = byDef.get(def);
      if (records) records.push(record);
      else byDef.set(def, [record]);
    }
    for (const [def, records] of byDef) def.prefetch!(records, this.ctx);
    for (const name of Object.keys(tree)) {
      const next = new Map<string, Related>();
      for (const item of items) {
        if (!Object.hasOwn(item.def.relationships, name)) continue;
        const loaded = this.load(item, name);
        if (Array.isArray(loaded)) for (const child of loaded) next.set(key(child), child);
        else if (loaded) next.set(key(loaded), loaded);
      }
      this.prefetch([...next.values()], tree[name]!);
    }
  }

  markPrimary(item: Related): void {
    this.seen.add(key(item));
  }

  resource(item: Related): Record<string, unknown> {
    const { def, record } = item;
    const allowed = this.fields.get(def.type);
    const all = def.attributes(record, this.ctx);
    let attributes = all;
    if (allowed) {
      attributes = {};
      for (const name of Object.keys(all)) if (allowed.has(name)) attributes[name] = all[name];
    }
    const relationships: Record<string, unknown> = {};
    for (const name of Object.keys(def.relationships)) {
      if (allowed && !allowed.has(name)) continue;
      const loaded = this.load(item, name);
      relationships[name] = {
        data: Array.isArray(loaded) ? loaded.map(identifier) : loaded ? identifier(loaded) : null,
      };
    }
    return { id: String(def.id(record)), type: def.type, attributes, relationships };
  }

  includeFrom(item: Related, tree: IncludeTree): void {
    for (const name of Object.keys(tree)) {
      if (!Object.hasOwn(item.def.relationships, name)) continue;
      const children = tree[name]!;
      const loaded = this.load(item, name);
      const list = Array.isArray(loaded) ? loaded : loaded ? [loaded] : [];
      for (const child of list) {
        const k = key(child);
        if (!this.seen.has(k)) {
          this.seen.add(k);
          this.included.push(this.resource(child));
        }
        if (Object.keys(children).length > 0) this.includeFrom(child, children);
      }
    }
  }

  private load(item: Related, name: string): Related[] | Related | null {
    let byRecord = this.loads.get(item.def);
    if (!byRecord) {
      byRecord = new Map();
      this.loads.set(item.def, byRecord);
    }
    let loaded = byRecord.get(item.record);
    if (!loaded) {
      loaded = new Map();
      byRecord.set(item.record, loaded);
    }
    if (!loaded.has(name)) loaded.set(name, item.def.relationships[name]!.load(item.record, this.ctx));
    return loaded.get(name)!;
  }
}

function key(item: Related): string {
  return `${item.def.type}:${item.def.id(item.record)}`;
}

function identifier(item: Related): { id: string; type: string } {
  return { id: String(item.def.id(item.record)), type: item.def.type };
}

const DEFAULT_PER_PAGE = 25;
const MAX_PER_PAGE = 100;

export interface PageRequest {
  page: number;
  perPage: number;
  offset: number;
}

/** `page` (default 1) and `per_page` (default 25; anything outside 1..100 falls back to 25). */
export function pageRequest(params: Params): PageRequest {
  const rawPage = Number(params.page);
  const page = Number.isInteger(rawPage) && rawPage >= 1 && rawPage <= 1_000_000 ? rawPage : 1;
  const rawPer = Number(params.per_page);
  const perPage = Number.isInteger(rawPer) && rawPer >= 1 && rawPer <= MAX_PER_PAGE ? rawPer : DEFAULT_PER_PAGE;
  return { page, perPage, offset: (page - 1) * perPage };
}

const LINK_PARAMS = ['page', 'per_page', 'sort', 'include', 'locale', 'currency', 'fields', 'filter'];

/** `meta` and `links` of a list page; links are absolute and keep the list's own parameters. */
export function listMetaAndLinks(
  params: Params,
  page: PageRequest,
  count: number,
  totalCount: number,
  url: { origin: string; path: string; search: string },
): { meta: Record<string, unknown>; links: Record<string, string> } {
  const totalPages = Math.ceil(totalCount / page.perPage);
  const kept: Params = {};
  for (const name of LINK_PARAMS) if (params[name] !== undefined && name !== 'page') kept[name] = params[name];
  const at = (n: number): string => {
    const query = toQueryString({ page: String(n), ...kept });
    return `${url.origin}${url.path}?${query}`;
  };
  const last = Math.max(totalPages, 1);
  return {
    meta: { count, total_count: totalCount, total_pages: totalPages },
    links: {
      self: `${url.origin}${url.path}${url.search}`,
      next: at(Math.min(page.page + 1, last)),
      prev: at(Math.max(page.page - 1, 1)),
      last: at(last),
      first: at(1),
    },
  };
}

const ISO_WITH_MILLISECONDS = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

/** ISO-8601 with milliseconds, or null (a value stored in that form already is answered as it is). */
export function timestamp(value: string | null | undefined): string | null {
  if (!value) return null;
  return ISO_WITH_MILLISECONDS.test(value) ? value : new Date(value).toISOString();
}

export function jsonObject(text: string | null | undefined): Record<string, unknown> {
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    return isObject(value) ? value : {};
  } catch {
    return {};
  }
}

/** The `include` and `fields` of a request, from the query or the body. */
export function documentParams(params: Params, def: ResourceDef<unknown>): { include: IncludeTree; fields: Fieldsets } {
  return { include: parseInclude(params.include, def), fields: parseFieldsets(dig(params, 'fields')) };
}
