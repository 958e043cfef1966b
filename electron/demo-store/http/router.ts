/**
 * A tiny method + path router. Patterns are literal segments, `:name` for one segment and
 * `*name` (last) for the rest of the path; the first match wins. A path with an empty segment
 * (`//`, a trailing slash) matches nothing: each route has one spelling.
 */
export type PathParams = Record<string, string>;

interface Route<H> {
  method: string;
  pattern: string;
  segments: string[];
  handler: H;
}

/** A registered route as it was added: its method (upper case), its pattern and its handler. */
export interface RouteEntry<H> {
  readonly method: string;
  readonly pattern: string;
  readonly handler: H;
}

export interface RouteMatch<H> {
  handler: H;
  pathParams: PathParams;
}

export class Router<H> {
  private readonly routes: Route<H>[] = [];

  add(method: string, pattern: string, handler: H): this {
    this.routes.push({ method: method.toUpperCase(), pattern, segments: split(pattern), handler });
    return this;
  }

  get(pattern: string, handler: H): this {
    return this.add('GET', pattern, handler);
  }
  post(pattern: string, handler: H): this {
    return this.add('POST', pattern, handler);
  }
  patch(pattern: string, handler: H): this {
    return this.add('PATCH', pattern, handler);
  }
  delete(pattern: string, handler: H): this {
    return this.add('DELETE', pattern, handler);
  }

  /** Every registered route, in the order it was added (a copy: changing it changes nothing). */
  entries(): RouteEntry<H>[] {
    return this.routes.map(({ method, pattern, handler }) => ({ method, pattern, handler }));
  }

  /** The handler for a method and a decoded path, or null. HEAD is answered by GET routes. */
  match(method: string, path: string): RouteMatch<H> | null {
    const wanted = method.toUpperCase() === 'HEAD' ? 'GET' : method.toUpperCase();
    const parts = split(path);
    if (parts.includes('')) return null;
    for (const route of this.routes) {
      if (route.method !== wanted) continue;
      const pathParams = matchSegments(route.segments, parts);
      if (pathParams) return { handler: route.handler, pathParams };
    }
    return null;
  }
}

function split(path: string): string[] {
  return path.startsWith('/') ? path.slice(1).split('/') : [''];
}

function matchSegments(pattern: string[], parts: string[]): PathParams | null {
  const params: PathParams = {};
  for (let i = 0; i < pattern.length; i++) {
    const segment = pattern[i]!;
    if (segment.startsWith('*')) {
      if (i >= parts.length) return null;
      params[segment.slice(1)] = parts.slice(i).map(safeDecode).join('/');
      return params;
    }
    const part = parts[i];
    if (part === undefined) return null;
    if (segment.startsWith(':')) params[segment.slice(1)] = safeDecode(part);
    else if (segment !== part) return null;
  }
  return parts.length === pattern.length ? params : null;
}

function safeDecode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}
