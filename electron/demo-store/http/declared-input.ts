/**
 * The server's check of a request against its route's declaration, before the handler runs.
 * Parameters arrive as one merged object (params.ts: the bracket query and the body, strings from
 * the query), so each declared parameter is read at its bracket path (`filter[state_eq]` ->
 * `params.filter.state_eq`). The check is the one the store has always answered:
 * - a required parameter that is missing or empty, or a record parameter (`till_key: {…}`) that is
 *   not a record, is a 400 `param is missing or the value is empty: <name>`;
 * - a value of the wrong kind (a list where one value is declared, a value outside its enum) is a
 *   400 naming the parameter;
 * - a record's fields are the store's own rules (trimmed, checked against its data, all reported
 *   together as a 422), so the check stops at the record.
 */
import { badRequest, missingParameter, type ApiError } from './api-error.js';
import { dig, isObject, type Params } from './params.js';
import type { RouteDeclaration } from './route-declaration.js';
import type { z } from '../openapi/zod.js';

/** `filter[state_in][]` -> `['filter', 'state_in']` (a trailing `[]` names a list). */
function bracketPath(name: string): string[] {
  return name
    .replace(/\[\]$/, '')
    .split('[')
    .map((part) => part.replace(/\]$/, ''));
}

/** The schema under optional/nullable/default wrappers, and whether it may be left out. */
function unwrap(schema: z.ZodType): { inner: z.ZodType; optional: boolean } {
  let inner = schema;
  let optional = false;
  for (;;) {
    const def = inner.def as { type: string; innerType?: z.ZodType };
    if ((def.type === 'optional' || def.type === 'default' || def.type === 'nullable') && def.innerType) {
      if (def.type !== 'nullable') optional = true;
      inner = def.innerType;
    } else if (def.type === 'lazy') {
      inner = (inner.def as unknown as { getter: () => z.ZodType }).getter();
    } else {
      return { inner, optional };
    }
  }
}

const RECORD_TYPES = new Set(['object', 'record', 'intersection']);

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** The refusal for one declared parameter's value, or null when it is acceptable. */
function refusalOf(name: string, schema: z.ZodType, value: unknown): ApiError | null {
  const { inner, optional } = unwrap(schema);
  if (value === undefined) return optional ? null : missingParameter(name);
  if (RECORD_TYPES.has(inner.def.type)) return isObject(value) ? null : missingParameter(name);
  if (!optional && isBlank(value)) return missingParameter(name);
  return inner.safeParse(value).success ? null : badRequest(`The parameter ${name} is not valid.`);
}

/** Each declared parameter of `shape`, read from `params` at its bracket path. */
function checkEach(shape: Readonly<Record<string, z.ZodType>>, params: Params): void {
  for (const [name, schema] of Object.entries(shape)) {
    const refusal = refusalOf(name, schema, dig(params, ...bracketPath(name)));
    if (refusal) throw refusal;
  }
}

/** Throws the store's answer to input the route's declaration does not allow. */
export function checkDeclaredInput(route: RouteDeclaration, params: Params): void {
  if (route.input === 'handler') return;
  if (route.query) checkEach(route.query.shape, params);
  const body = route.body?.schema;
  if (body && body.def.type === 'object') checkEach((body as z.ZodObject).shape, params);
}
