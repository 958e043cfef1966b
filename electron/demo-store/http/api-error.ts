/**
 * The one error type of the demo store's handlers. Thrown anywhere below a route and turned
 * into the interface's error body by the server: `{error, code, message, documentation}`,
 * plus `errors` on 422 and `retry_after_seconds` on 429.
 */

/** Field errors of a 422: field name to reasons, nested for nested records (e.g. an address). */
export interface FieldErrors {
  [field: string]: string[] | FieldErrors;
}

export class ApiError extends Error {
  readonly status: number;
  /** The `error` member: a code such as `not_found`, or a sentence for validation failures. */
  readonly error: string;
  readonly fieldErrors: FieldErrors | undefined;
  readonly headers: Record<string, string>;
  readonly extra: Record<string, unknown>;

  constructor(
    status: number,
    error: string,
    message: string,
    more: { fieldErrors?: FieldErrors; headers?: Record<string, string>; extra?: Record<string, unknown> } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.error = error;
    this.fieldErrors = more.fieldErrors;
    this.headers = more.headers ?? {};
    this.extra = more.extra ?? {};
  }
}

const NOT_FOUND_MESSAGE = 'The resource you were looking for could not be found.';
const FORBIDDEN_MESSAGE = 'You are not authorized to access this page.';

export function notFound(): ApiError {
  return new ApiError(404, 'not_found', NOT_FOUND_MESSAGE);
}

export function forbidden(): ApiError {
  return new ApiError(403, 'forbidden', FORBIDDEN_MESSAGE);
}

export function badRequest(message: string): ApiError {
  return new ApiError(400, 'bad_request', message);
}

export function missingParameter(name: string): ApiError {
  return badRequest(`param is missing or the value is empty: ${name}`);
}

/** A 401 for a missing credential, or for a bearer token that is not good (see `invalidToken`). */
export function unauthorized(sentence: string): ApiError {
  return new ApiError(401, sentence, sentence);
}

/** A 401 for a presented bearer token that is unknown, malformed, expired or revoked (RFC 6750 §3.1). */
export function invalidToken(sentence: string): ApiError {
  const description = sentence.replace(/["\\]/g, '');
  return new ApiError(401, sentence, sentence, {
    headers: { 'WWW-Authenticate': `Bearer realm="demo-store", error="invalid_token", error_description="${description}"` },
  });
}

/** A 422 whose `error` is the sentence made of all field errors. */
export function validationFailed(fieldErrors: FieldErrors, sentence?: string): ApiError {
  const text = sentence ?? errorSentence(fieldErrors);
  return new ApiError(422, text, text, { fieldErrors });
}

/** A 422 with a single message and no field: `errors: {base: [message]}`. */
export function unprocessable(message: string): ApiError {
  return new ApiError(422, message, message, { fieldErrors: { base: [message] } });
}

/** `{ship_address: {zipcode: ["can't be blank"]}, email: ["is invalid"]}` -> "Ship address zipcode can't be blank and Email is invalid". */
export function errorSentence(fieldErrors: FieldErrors): string {
  const parts = fullMessages(fieldErrors, []);
  if (parts.length <= 1) return parts[0] ?? 'Validation failed';
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

function fullMessages(errors: FieldErrors, path: string[]): string[] {
  const out: string[] = [];
  for (const [field, value] of Object.entries(errors)) {
    if (Array.isArray(value)) {
      const label = [...path, field]
        .filter((p) => p !== 'base')
        .map((p) => p.replace(/_/g, ' '))
        .join(' ');
      for (const reason of value) {
        const sentence = label ? `${label} ${reason}` : reason;
        out.push(sentence.charAt(0).toUpperCase() + sentence.slice(1));
      }
    } else {
      out.push(...fullMessages(value, [...path, field]));
    }
  }
  return out;
}

export function hasErrors(errors: FieldErrors): boolean {
  return Object.keys(errors).length > 0;
}
