/**
 * One schema per component name: two different schemas named alike (`.openapi('Name')`) would
 * leave the document describing one route's answer with the other's schema, without a word from
 * the generator. Every schema a document's routes and frame reach is walked, and a name given to
 * two different schemas stops the generation, naming both the name and the routes.
 */
import { getRefId } from '@asteasolutions/zod-to-openapi';
import type { z } from './zod.js';

interface ZodLike {
  _zod: { def: Record<string, unknown>; parent?: ZodLike };
  meta: unknown;
}

/** A schema (a check inside one has `_zod` too, but no `meta`). */
const isSchema = (value: unknown): value is ZodLike =>
  typeof value === 'object' && value !== null && '_zod' in value && typeof (value as ZodLike).meta === 'function';

const nameOf = (schema: unknown) => (isSchema(schema) ? getRefId(schema as unknown as z.ZodType) : undefined);

/**
 * What a name was given to: its definition. What is made from a named schema keeps the name and is
 * the same component: `.optional()` and its kind wrap it (`innerType`), `.describe()` and refinements
 * copy it (`parent`), `.openapi({…})` copies it sharing its definition.
 */
function namedDefinition(schema: ZodLike, name: string): unknown {
  let origin = schema;
  for (;;) {
    const inner = origin._zod.def.innerType;
    if (isSchema(inner) && nameOf(inner) === name) origin = inner;
    else if (origin._zod.parent && nameOf(origin._zod.parent) === name) origin = origin._zod.parent;
    else return origin._zod.def;
  }
}

/** Throws when a name is given to two different schemas reached from `roots`. */
export function assertOneSchemaPerName(roots: readonly { where: string; value: unknown }[]): void {
  const named = new Map<string, { definition: unknown; where: string }>();
  const seen = new Set<unknown>();
  const walk = (value: unknown, where: string): void => {
    if (typeof value !== 'object' || value === null || seen.has(value)) return;
    seen.add(value);
    if (isSchema(value)) {
      const name = nameOf(value);
      if (name) {
        const definition = namedDefinition(value, name);
        const earlier = named.get(name);
        if (earlier && earlier.definition !== definition) {
          throw new Error(`Two different schemas are named ${name} in the OpenAPI document (${earlier.where}; ${where}): name one of them otherwise.`);
        }
        named.set(name, { definition, where });
      }
      for (const part of Object.values(value._zod.def)) walk(part, where);
      return;
    }
    for (const part of Array.isArray(value) ? value : Object.values(value)) walk(part, where);
  };
  for (const root of roots) walk(root.value, root.where);
}
