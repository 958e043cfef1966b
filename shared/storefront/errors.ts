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
  | 'signature_refused' // 401 naming `signature_error`: the store refused this till's signed request (RFC 9421), not a sign-in
  | 'publishable_key_refused' // 401 `invalid_publishable_key`: the store refused this till's publishable key, not a sign-in
  | 'forbidden' // 403
  | 'not_found' // 404
  | 'validation' // 422
  | 'rate_limited' // 429
  | 'server' // 5xx or an answer that is not the interface's
  | 'redirected' // a 3xx answer, not followed (./redirects)
  | 'untrusted' // an answer the app will not act on (OAuth metadata that is not the store's own)
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
  /** Where the store documents its errors (`documentation`), when it says. */
  readonly documentation: string | null;
  /** Messages the store listed about the request (`meta.messages`, e.g. items removed from a cart). */
  readonly messages: string[];
  /** The JSON body of the answer, kept for callers that need more (e.g. a 422 cart document). */
  readonly body: unknown;
  /** Whether `message` is the store's own words (false: the client's English for an answer that gave none). */
  readonly storeWords: boolean;

  constructor(init: {
    kind: StorefrontErrorKind;
    status: number;
    message: string;
    code?: string | null;
    fieldErrors?: FieldErrors | null;
    retryAfterSeconds?: number | null;
    documentation?: string | null;
    messages?: string[];
    body?: unknown;
    storeWords?: boolean;
  }) {
    super(init.message);
    this.name = 'StorefrontError';
    this.kind = init.kind;
    this.status = init.status;
    this.code = init.code ?? null;
    this.fieldErrors = init.fieldErrors ?? null;
    this.retryAfterSeconds = init.retryAfterSeconds ?? null;
    this.documentation = init.documentation ?? null;
    this.messages = init.messages ?? [];
    this.body = init.body;
    this.storeWords = init.storeWords ?? true;
  }

  /** What the store itself said, for people (null when its answer gave no words and `message` is the client's English). */
  get storeSaid(): string | null {
    return this.message && this.storeWords ? this.message : null;
  }

  /** The reasons given for one field, by dotted path ("bill_address.zipcode", "address.city"). */
  reasonsFor(path: string): string[] {
    return fieldReasons(this.fieldErrors, path);
  }

  /** Whether the same request may succeed later unchanged: no answer, the rate limit, or a store fault. */
  get retryable(): boolean {
    return this.kind === 'network' || this.kind === 'rate_limited' || (this.kind === 'server' && this.status >= 500);
  }
}

export function isStorefrontError(e: unknown): e is StorefrontError {
  return e instanceof StorefrontError;
}

/** The `error` code the interface's stores answer a publishable key they did not issue, or revoked, with (401). */
const PUBLISHABLE_KEY_REFUSED = 'invalid_publishable_key';

/** The check a store names when it refuses a till's request signature (`signature_error`), or null. */
export function signatureRefusal(body: unknown): string | null {
  const b = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  return typeof b.signature_error === 'string' && b.signature_error ? b.signature_error : null;
}

function kindForStatus(status: number): StorefrontErrorKind {
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
function nestFieldErrors(raw: unknown): FieldErrors | null {
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

/** The reasons at a dotted path of nested field errors; [] when there are none. */
export function fieldReasons(errors: FieldErrors | null, path: string): string[] {
  let node: string[] | FieldErrors | undefined = errors ?? undefined;
  for (const part of path.split('.')) {
    if (!node || Array.isArray(node)) return [];
    node = Object.hasOwn(node, part) ? node[part] : undefined;
  }
  return Array.isArray(node) ? node : [];
}

/** Nested field errors as dotted paths to reasons: `{"address.city": ["can't be blank"]}`. */
export function flattenFieldErrors(errors: FieldErrors | null, prefix = ''): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [field, value] of Object.entries(errors ?? {})) {
    const path = prefix ? `${prefix}.${field}` : field;
    if (Array.isArray(value)) out[path] = value;
    else Object.assign(out, flattenFieldErrors(value, path));
  }
  return out;
}

const DEFAULT_MESSAGES: Record<number, string> = {
  400: 'The store could not read the request.',
  401: 'The sign-in is missing or has expired.',
  403: 'Not allowed.',
  404: 'The resource you were looking for could not be found.',
  422: 'The store did not accept these details.',
  429: 'Too many requests; the store asked to wait.',
};

function messageOf(status: number, b: Record<string, unknown>): { message: string; code: string | null; own: boolean } {
  const error = typeof b.error === 'string' ? b.error : null;
  const description = typeof b.error_description === 'string' ? b.error_description : null;
  const message = typeof b.message === 'string' ? b.message : null;
  const isCode = error !== null && /^[a-z_]+$/.test(error);
  const own = message ?? description ?? (error && !isCode ? error : null);
  return {
    message: own ?? DEFAULT_MESSAGES[status] ?? `The store answered ${status}.`,
    code: isCode ? error : null,
    own: own !== null,
  };
}

function secondsOf(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? n : null;
}

/**
 * A 401 that refuses the till (its request signature or its publishable key), not the sign-in:
 * its own kind, so nothing is refreshed or signed out for it.
 */
function refusedTill(status: number, b: Record<string, unknown>, code: string | null): StorefrontErrorKind | null {
  if (status !== 401) return null;
  if (signatureRefusal(b)) return 'signature_refused';
  return code === PUBLISHABLE_KEY_REFUSED ? 'publishable_key_refused' : null;
}

/**
 * The error for a non-2xx answer: its kind by status, the server's message (5xx keep theirs to
 * the store's logs), the `error` code, nested field errors of a 422, the wait of a 429 (body's
 * `retry_after_seconds`, else the Retry-After header) and `meta.messages` when a document came back.
 */
export function errorFromAnswer(status: number, body: unknown, retryAfterHeader: string | null = null): StorefrontError {
  const b = (body && typeof body === 'object' && !Array.isArray(body) ? body : {}) as Record<string, unknown>;
  const { message, code, own } = messageOf(status, b);
  const meta = (b.meta && typeof b.meta === 'object' ? b.meta : {}) as Record<string, unknown>;
  const messages = Array.isArray(meta.messages) ? meta.messages.filter((m): m is string => typeof m === 'string') : [];
  const fromMeta = messages.length > 0 && typeof b.error !== 'string' && typeof b.message !== 'string';
  return new StorefrontError({
    kind: refusedTill(status, b, code) ?? kindForStatus(status),
    status,
    message: status >= 500 ? `The store had a problem (${status}).` : fromMeta ? messages.join(' ') : message,
    storeWords: status < 500 && (fromMeta || own),
    code,
    fieldErrors: nestFieldErrors(b.errors),
    retryAfterSeconds: status === 429 ? (secondsOf(b.retry_after_seconds) ?? secondsOf(retryAfterHeader)) : null,
    documentation: typeof b.documentation === 'string' ? b.documentation : null,
    messages,
    body,
  });
}
