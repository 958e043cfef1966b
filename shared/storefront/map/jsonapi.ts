/**
 * Reads the service's JSON:API documents: indexes `included` by type and id, resolves
 * relationships, and reads list `meta` and `links`. Anything that is not a JSON:API document is
 * a StorefrontError, never a crash on a missing member.
 */
import { StorefrontError } from '../errors.js';

export interface ResourceIdentifier {
  id: string;
  type: string;
}

export interface Resource extends ResourceIdentifier {
  attributes: Record<string, unknown>;
  relationships: Record<string, { data?: ResourceIdentifier | ResourceIdentifier[] | null }>;
}

export interface Document {
  data: Resource | Resource[] | null;
  included: Resource[];
  meta: Record<string, unknown>;
  links: Record<string, unknown>;
}

function notJsonApi(detail: string): StorefrontError {
  return new StorefrontError({ kind: 'server', status: 0, message: `The store answered in an unexpected form (${detail}).` });
}

function readResource(raw: unknown): Resource {
  if (!raw || typeof raw !== 'object') throw notJsonApi('a resource is not an object');
  const r = raw as Record<string, unknown>;
  // `id: null` is how the service sends what it did not save (estimated shipping rates).
  if (r.id === undefined || (r.id !== null && typeof r.id !== 'string' && typeof r.id !== 'number') || typeof r.type !== 'string') {
    throw notJsonApi('a resource has no id or type');
  }
  return {
    id: r.id === null ? '' : String(r.id),
    type: r.type,
    attributes: (r.attributes && typeof r.attributes === 'object' ? r.attributes : {}) as Record<string, unknown>,
    relationships: (r.relationships && typeof r.relationships === 'object' ? r.relationships : {}) as Resource['relationships'],
  };
}

export function readDocument(body: unknown): Document {
  if (!body || typeof body !== 'object' || !('data' in body)) throw notJsonApi('no data member');
  const b = body as Record<string, unknown>;
  const data = b.data === null ? null : Array.isArray(b.data) ? b.data.map(readResource) : readResource(b.data);
  const included = Array.isArray(b.included) ? b.included.map(readResource) : [];
  return {
    data,
    included,
    meta: (b.meta && typeof b.meta === 'object' ? b.meta : {}) as Record<string, unknown>,
    links: (b.links && typeof b.links === 'object' ? b.links : {}) as Record<string, unknown>,
  };
}

/** Looks up related resources of a document (its data and included) by identifier. */
export class ResourceIndex {
  private byKey = new Map<string, Resource>();

  constructor(doc: Document) {
    const all = [...(Array.isArray(doc.data) ? doc.data : doc.data ? [doc.data] : []), ...doc.included];
    for (const r of all) this.byKey.set(`${r.type}:${r.id}`, r);
  }

  find(id: ResourceIdentifier | null | undefined): Resource | undefined {
    return id ? this.byKey.get(`${id.type}:${String(id.id)}`) : undefined;
  }

  /** The identifiers of a relationship, whether to-one or to-many. */
  ids(resource: Resource, name: string): ResourceIdentifier[] {
    const data = resource.relationships[name]?.data;
    if (!data) return [];
    return (Array.isArray(data) ? data : [data]).map((d) => ({ id: String(d.id), type: d.type }));
  }

  one(resource: Resource, name: string): Resource | undefined {
    return this.find(this.ids(resource, name)[0]);
  }

  many(resource: Resource, name: string): Resource[] {
    return this.ids(resource, name)
      .map((id) => this.find(id))
      .filter((r): r is Resource => r !== undefined);
  }
}
