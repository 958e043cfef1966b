/**
 * Reading a resource's attributes through a zod schema: a value of the wrong kind (a total that
 * is an object, a quantity that is not a number) becomes a StorefrontError that names the
 * resource and the attribute, instead of `undefined` deep in the UI. Absent attributes take a
 * neutral value, because stores of different releases (and sparse fieldsets) leave some out.
 */
import { z } from 'zod';
import { StorefrontError } from '../errors.js';
import type { Resource } from './jsonapi.js';

/** A string; absent or null reads as ''. */
export const text = z
  .string()
  .nullish()
  .transform((v) => v ?? '');

/** A string or null; absent and '' read as null. */
export const textOrNull = z
  .string()
  .nullish()
  .transform((v) => (v ? v : null));

/** A decimal amount as the service sends it ("19.99"); a JSON number is read as its decimal text. */
const decimalInput = z.union([z.string(), z.number().finite()]);
export const decimal = decimalInput.nullish().transform((v) => (v === null || v === undefined ? '' : String(v)));
export const decimalOrNull = decimalInput.nullish().transform((v) => (v === null || v === undefined || v === '' ? null : String(v)));

/** An integer or number, also when sent as numeric text; absent reads as 0. */
const numberInput = z.union([
  z.number().finite(),
  z
    .string()
    .regex(/^-?\d+(\.\d+)?$/)
    .transform(Number),
]);
export const count = numberInput.nullish().transform((v) => v ?? 0);
export const countOrNull = numberInput.nullish().transform((v) => v ?? null);

/** A boolean, also as "true"/"false"; absent reads as false. */
const flagInput = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);
export const flag = flagInput.nullish().transform((v) => v ?? false);
export const flagOrNull = flagInput.nullish().transform((v) => v ?? null);

/** An identifier sent as a string or a number (releases differ); null when absent. */
export const idOrNull = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((v) => (v === null || v === undefined || v === '' ? null : String(v)));

/** A JSON object such as `public_metadata`; absent reads as {}. */
export const metadata = z
  .record(z.string(), z.unknown())
  .nullish()
  .transform((v) => v ?? {});

/** A list of strings (tags, labels); absent reads as []. */
export const textList = z
  .array(z.string())
  .nullish()
  .transform((v) => v ?? []);

function describe(issue: z.core.$ZodIssue): string {
  const at = issue.path.map(String).join('.');
  return `${at || 'attributes'}: ${issue.message}`;
}

/** The store's answer is not the interface's: names where, never echoes values. */
export function malformed(what: string): StorefrontError {
  return new StorefrontError({ kind: 'server', status: 0, code: 'malformed_answer', message: `The store answered in an unexpected form (${what}).` });
}

/**
 * The attributes of `resource` read through `schema`, or a StorefrontError naming what is wrong;
 * with `types`, the resource must also be of one of them.
 */
export function attributesOf<S extends z.ZodType>(resource: Resource, schema: S, ...types: string[]): z.output<S> {
  if (types.length > 0) expectType(resource, ...types);
  const result = schema.safeParse(resource.attributes);
  if (result.success) return result.data;
  const first = result.error.issues[0];
  throw malformed(`${resource.type} ${resource.id}, ${first ? describe(first) : 'attributes'}`);
}

/** Checks a resource is of one of the types an operation answers with. */
function expectType(resource: Resource, ...types: string[]): Resource {
  if (!types.includes(resource.type)) throw malformed(`expected ${types.join(' or ')}, got ${resource.type}`);
  return resource;
}
