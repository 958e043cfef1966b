/**
 * Parameters a route takes from the request body only: credentials (passwords, client secrets,
 * refresh tokens, authorization codes and verifiers, tokens to revoke). RFC 6749 §2.3.1 and §3.2
 * keep them out of the URL, which is written into logs, histories and Referer headers. A route
 * declares their names in bracket spelling (`password`, `user[password]`) and how it refuses a
 * request that names one in its query string; the server checks before the handler runs.
 */
import type { ApiError } from './api-error.js';
import type { StoreRow } from '../db/rows.js';
import type { Reply } from './http-io.js';
import { dig, type Params } from './params.js';

export interface BodyOnlyParams {
  names: readonly string[];
  /** The answer to a request naming `name` in its URL: words naming it, never its value. */
  refuse(name: string, store: StoreRow): Reply | ApiError;
}

/** `user[password]` -> `['user', 'password']`. */
function pathOf(name: string): string[] {
  return name.split('[').map((part) => part.replace(/\]$/, ''));
}

/** The first of `names` the query string carries (in any form: `password=`, `password[]=`), or null. */
export function bodyOnlyParamInQuery(query: Params, names: readonly string[]): string | null {
  return names.find((name) => dig(query, ...pathOf(name)) !== undefined) ?? null;
}

/** The words of a refusal: the parameter's name and where it belongs. */
export function bodyOnlyWords(name: string): string {
  return `The parameter ${name} is a credential and must be sent in the request body, not in the URL.`;
}
