/**
 * The answers the demo store's routes share, each a `components.responses` entry of the documents:
 * the error answers (every /api error body, by status) and the JSON:API document answers of one
 * resource or a page of them.
 */
import type { NamedAnswer } from '../http/route-declaration.js';
import { ErrorBody, Included, ListLinks, ListMeta, Product, RateLimitError, ValidationError } from './schemas/components.js';
import { z } from './zod.js';

export const JSON_API = 'application/vnd.api+json';

function errorAnswer(name: string, description: string, schema: z.ZodType = ErrorBody): NamedAnswer {
  return { name, response: { description, content: { [JSON_API]: { schema } } } };
}

export const ERROR_ANSWERS = {
  400: errorAnswer('BadRequest', 'Malformed JSON, a missing required parameter or an unknown include.'),
  401: errorAnswer(
    'Unauthorized',
    'The bearer token expired or was revoked (error is "The access token expired" or "The access token was revoked"); ' +
      'on the Platform API also a missing or unknown token. On any call, a publishable key (X-Shop-Token) the store did not issue or revoked ' +
      '(error is invalid_publishable_key); a request signature (RFC 9421) that fails a check; signature_error then names the check.',
  ),
  403: errorAnswer('Forbidden', 'No signed-in user where one is needed, or a token without the scope this operation needs.'),
  404: errorAnswer('NotFound', 'Unknown or inaccessible resource (also a completed order on cart and checkout endpoints).'),
  413: errorAnswer('PayloadTooLarge', 'The request body is over 1 MB.'),
  422: errorAnswer('Unprocessable', 'Validation failed; errors maps each field to its reasons.', ValidationError),
  429: {
    name: 'TooManyRequests',
    response: {
      description: 'Over the rate limit (60 calls in any 60 seconds per client IP).',
      headers: { 'Retry-After': { schema: { type: 'integer' }, description: 'Seconds to wait.' } },
      content: { [JSON_API]: { schema: RateLimitError } },
    },
  },
  500: errorAnswer('ServerError', 'A fault in the service itself.'),
} as const satisfies Record<number, NamedAnswer>;

export type ErrorStatus = keyof typeof ERROR_ANSWERS;

/** The shared error answers for these statuses, as a route's `answers` entries. */
export function errorAnswers(...statuses: ErrorStatus[]): Record<number, NamedAnswer> {
  return Object.fromEntries(statuses.map((status) => [status, ERROR_ANSWERS[status]]));
}

/** An answer holding one resource: `{data, included?}`. */
export function singleAnswer(name: string, resource: z.ZodType, description: string): NamedAnswer {
  return { name, response: { description, content: { [JSON_API]: { schema: z.object({ data: resource, included: Included.optional() }) } } } };
}

/** An answer holding a page of resources: `{data: [], included?, meta, links}` (or only `data` and `included` when not paged). */
export function listAnswer(name: string, resource: z.ZodType, description: string, paged = true): NamedAnswer {
  const schema = paged
    ? z.object({ data: z.array(resource), included: Included.optional(), meta: ListMeta, links: ListLinks })
    : z.object({ data: z.array(resource), included: Included.optional() });
  return { name, response: { description, content: { [JSON_API]: { schema } } } };
}

/** One product (the Storefront's and the Platform's). */
export const PRODUCT_DOCUMENT = singleAnswer('ProductDocument', Product, 'A product.');
