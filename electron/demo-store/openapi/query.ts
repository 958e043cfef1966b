/**
 * Schemas of query parameters as the query string spells them (params.ts merges it into one object
 * of strings and lists), each documented as the type it stands for.
 */
import type { ZodOpenAPIMetadata } from '@asteasolutions/zod-to-openapi';
import { z } from './zod.js';

type Documented = Partial<ZodOpenAPIMetadata>;

/** The description belongs to the parameter (the library would copy it into the schema too). */
const withDescription = (description?: string): Documented => (description ? { param: { description } } : {});

/** One value: a list or a record in its place is refused. */
export function queryText(description?: string): z.ZodString {
  return z.string().openapi(withDescription(description));
}

/** A date and time (ISO 8601); one that is not is the handler's to refuse in words. */
export function queryTime(description?: string): z.ZodString {
  return z.string().openapi({ ...withDescription(description), format: 'date-time' });
}

/** `true` or `false`, documented as a boolean. */
export function queryFlag(description?: string): z.ZodType {
  return z.enum(['true', 'false']).openapi({ ...withDescription(description), type: 'boolean', enum: undefined } as Documented);
}

/**
 * Several values, comma-separated (`a,b`) or as a list (`x[]=a&x[]=b`), documented as a string
 * (`include`, `sort`) or as a list of strings (`filter[state_in][]`).
 */
export function queryList(documented: 'string' | 'array', description?: string): z.ZodType {
  const shape =
    documented === 'string'
      ? { ...withDescription(description), type: 'string' }
      : { param: { ...(description ? { description } : {}), style: 'form', explode: true }, type: 'array', items: { type: 'string' } };
  return z.union([z.string(), z.array(z.string())]).openapi({ ...shape, anyOf: undefined, oneOf: undefined } as Documented);
}
