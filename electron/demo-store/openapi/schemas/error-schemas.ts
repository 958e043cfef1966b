/** The error bodies of the demo store's interface: every /api answer that is not a success, a 422's field errors, a 429's wait. */
import { z } from '../zod.js';

export const ErrorBody = z
  .object({
    error: z.string().openapi({
      description:
        'A code (bad_request, not_found, forbidden, rate_limit_exceeded, payload_too_large, internal_server_error, invalid_publishable_key) or, for other 401s and 422, the sentence itself.',
      example: 'not_found',
    }),
    code: z.number().int().openapi({ description: 'The HTTP status.', example: 404 }),
    message: z.string().openapi({ example: 'The resource you were looking for could not be found.' }),
    documentation: z.string().openapi({ description: "Where this error is explained (the store's /docs/errors page, anchored on the status).", format: 'uri' }),
    signature_error: z
      .enum([
        'malformed',
        'missing_parameter',
        'unsupported_algorithm',
        'missing_component',
        'not_yet_valid',
        'expired',
        'window_too_long',
        'unknown_key',
        'bad_signature',
        'content_digest_mismatch',
        'replayed',
      ])
      .openapi({ description: 'On a 401 for a request signature, the check that failed.' })
      .optional(),
  })
  .openapi({ description: 'The error body of every /api answer that is not a success.' })
  .openapi('Error');

export const FieldErrors: z.ZodType = z
  .record(z.string(), z.union([z.array(z.string()), z.lazy((): z.ZodType => FieldErrors)]))
  .openapi({
    description: 'Field name to reasons, or to a nested object of the same kind for a nested record such as an address.',
    example: { email: ['is invalid'], ship_address: { zipcode: ["can't be blank"] } },
  })
  .openapi('FieldErrors');

export const ValidationError = z
  .intersection(
    ErrorBody,
    z.object({
      errors: FieldErrors,
    }),
  )
  .openapi('ValidationError');

export const RateLimitError = z
  .intersection(
    ErrorBody,
    z.object({
      retry_after_seconds: z
        .number()
        .int()
        .min(0)
        .openapi({ description: 'Seconds to wait before the next call can succeed (also in the Retry-After header).' }),
    }),
  )
  .openapi('RateLimitError');
