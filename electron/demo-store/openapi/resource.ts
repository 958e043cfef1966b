/** Schemas every resource uses: a resource object of one type (`{id, type, attributes, relationships?}`), its times. */
import { z } from './zod.js';

/** A date and time (ISO 8601), as the store sends it. */
export const dateTime = (): z.ZodString => z.string().openapi({ format: 'date-time' });

/** `created_at` and `updated_at`. */
export const TIMESTAMPS = { created_at: dateTime(), updated_at: dateTime() };

export function resource(type: string, attributes: z.ZodType, relationships?: z.ZodType): z.ZodObject {
  return z.object({ id: z.string(), type: z.enum([type]), attributes, ...(relationships ? { relationships } : {}) });
}
