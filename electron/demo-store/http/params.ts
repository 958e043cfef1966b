/**
 * Request parameters as one nested object, the way the interface's clients send them: the
 * query string in bracket notation (`filter[options][color]=navy`, `ids[]=1`) merged with the
 * JSON or form body (body wins), so `include` and `fields` work in either place.
 *
 * The URL's own parser decodes the pairs; only the bracket nesting is done here, as the service's
 * Rack server nests them: `a[0]=x` is a record keyed "0" (qs makes it a list, and with lists off
 * it no longer makes `ids[]` one), a repeated key keeps its last value, and a key that would
 * reach an object's prototype drops the whole pair.
 */
import { missingParameter } from './api-error.js';

export interface Params {
  [key: string]: unknown;
}

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** `a[b][c]=1&x[]=2&x[]=3` -> `{a: {b: {c: "1"}}, x: ["2", "3"]}`. */
export function parseBracketParams(search: URLSearchParams): Params {
  const out: Params = {};
  for (const [rawKey, value] of search) {
    const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(rawKey);
    const path = match ? [match[1]!, ...[...match[2]!.matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1]!)] : [rawKey];
    if (path.some((part) => FORBIDDEN_KEYS.has(part))) continue;
    let target: Params = out;
    for (let i = 0; i < path.length; i++) {
      const part = path[i]!;
      const last = i === path.length - 1;
      const nextIsArray = path[i + 1] === '';
      if (last) {
        if (part === '') continue;
        target[part] = value;
      } else if (nextIsArray && i + 1 === path.length - 1) {
        const existing = target[part];
        if (Array.isArray(existing)) existing.push(value);
        else target[part] = [value];
        break;
      } else {
        const existing = target[part];
        if (!existing || typeof existing !== 'object' || Array.isArray(existing)) target[part] = {};
        target = target[part] as Params;
      }
    }
  }
  return out;
}

export function mergeParams(query: Params, body: Params): Params {
  const out: Params = { ...query };
  for (const [key, value] of Object.entries(body)) {
    if (FORBIDDEN_KEYS.has(key)) continue;
    const existing = out[key];
    out[key] = isObject(existing) && isObject(value) ? mergeParams(existing, value) : value;
  }
  return out;
}

export function isObject(value: unknown): value is Params {
  return !!value && typeof value === 'object' && !Array.isArray(value);
}

/** The value at a path, e.g. `dig(params, 'filter', 'name')`. */
export function dig(params: unknown, ...path: string[]): unknown {
  let current = params;
  for (const part of path) {
    if (!isObject(current)) return undefined;
    current = current[part];
  }
  return current;
}

/** A scalar as a trimmed string; numbers become strings; anything else is undefined. */
export function asString(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

export function requireString(params: Params, name: string): string {
  const value = asString(params[name])?.trim();
  if (!value) throw missingParameter(name);
  return value;
}

/** `"a,b"` or `["a","b"]` -> `["a","b"]`; blanks dropped. */
export function asList(value: unknown): string[] {
  const parts = Array.isArray(value) ? value.map(asString) : (asString(value) ?? '').split(',');
  return parts
    .filter((p): p is string => typeof p === 'string')
    .map((p) => p.trim())
    .filter((p) => p !== '');
}

/** Boolean filters act only on the string (or JSON) `true`. */
export function isTrue(value: unknown): boolean {
  return value === true || value === 'true';
}

/** An integer from a number or a numeric string; undefined otherwise. */
export function asInteger(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isInteger(value) ? value : undefined;
  if (typeof value === 'string' && /^\s*-?\d{1,15}\s*$/.test(value)) return Number(value);
  return undefined;
}

/** Renders parameters back into a bracket-notation query string (for list links). */
export function toQueryString(params: Params): string {
  const parts: string[] = [];
  const walk = (value: unknown, key: string): void => {
    if (isObject(value)) {
      for (const [k, v] of Object.entries(value)) walk(v, `${key}[${encodeURIComponent(k)}]`);
    } else if (Array.isArray(value)) {
      for (const v of value) walk(v, `${key}[]`);
    } else {
      const text = asString(value) ?? (typeof value === 'boolean' ? String(value) : undefined);
      if (text !== undefined) parts.push(`${key}=${encodeURIComponent(text)}`);
    }
  };
  for (const [key, value] of Object.entries(params)) walk(value, encodeURIComponent(key));
  return parts.join('&');
}
