/**
 * Typed errors of the storefront client. Every failure a store call can end in is one of these,
 * so callers decide by kind, not by parsing messages.
 */

/** Field errors of a 422 body: field name to reasons, nested for nested records (e.g. an address). */
export interface FieldErrors {
  [field: string]: string[] | FieldErrors;
}

export type StorefrontErrorKind =
  | 'bad_request' // 400
  | 'unauthorized' // 401
  | 'forbidden' // 403
  | 'not_found' // 404
  | 'validation' // 422
  | 'rate_limited' // 429
  | 'server' // 5xx or an answer that is not the interface's
  | 'network'; // no answer at all (refused, reset, timed out)

export class StorefrontError extends Error {
  readonly kind: StorefrontErrorKind;
  /** HTTP status, or 0 when no answer came. */
  readonly status: number;
  /** The `error` code string of the body when it has one (e.g. "not_found"). */
  readonly code: string | null;
  readonly fieldErrors: FieldErrors | null;
  /** Seconds to wait before trying again (429 only). */
  readonly retryAfterSeconds: number | null;
  /** The JSON body of the answer, kept for callers that need more (e.g. a 422 cart document). */
  readonly body: unknown;

  constructor(init: {
    kind: StorefrontErrorKind;
    status: number;
    message: string;
    code?: string | null;
    fieldErrors?: FieldErrors | null;
    retryAfterSeconds?: number | null;
    body?: unknown;
  }) {
    super(init.message);
    this.name = 'StorefrontError';
    this.kind = init.kind;
    this.status = init.status;
    this.code = init.code ?? null;
    this.fieldErrors = init.fieldErrors ?? null;
    this.retryAfterSeconds = init.retryAfterSeconds ?? null;
    this.body = init.body;
  }
}

export function isStorefrontError(e: unknown): e is StorefrontError {
  return e instanceof StorefrontError;
}

export function kindForStatus(status: number): StorefrontErrorKind {
  if (status === 400) return 'bad_request';
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not_found';
  if (status === 422) return 'validation';
  if (status === 429) return 'rate_limited';
  return 'server';
}

/**
 * Turns flat dotted keys ("bill_address.zipcode") into nested objects and keeps nested objects
 * as they are, so a form can find the reasons for each of its fields.
 */
export function nestFieldErrors(raw: unknown): FieldErrors | null {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return null;
  const out: FieldErrors = {};
  for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
    const path = key.split('.');
    let target: FieldErrors = out;
    for (const part of path.slice(0, -1)) {
      const next = target[part];
      if (!next || Array.isArray(next)) target[part] = {};
      target = target[part] as FieldErrors;
    }
    const leaf = path[path.length - 1]!;
    if (Array.isArray(value)) target[leaf] = value.map(String);
    else if (typeof value === 'string') target[leaf] = [value];
    else {
      const nested = nestFieldErrors(value);
      if (nested) target[leaf] = nested;
    }
  }
  return Object.keys(out).length > 0 ? out : null;
}
