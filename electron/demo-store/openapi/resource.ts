/** The schema of a JSON:API resource object of one type: `{id, type, attributes, relationships?}`. */
import { z } from './zod.js';

export function resource(type: string, attributes: z.ZodType, relationships?: z.ZodType): z.ZodObject {
  return z.object({ id: z.string(), type: z.enum([type]), attributes, ...(relationships ? { relationships } : {}) });
}
