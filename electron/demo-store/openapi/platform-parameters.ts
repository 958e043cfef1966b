/** The Platform document's shared parameters, by name (`#/components/parameters/<name>`), and the routes' references to them. */
import type { ReferenceObject } from '../route-declaration.js';

export const PLATFORM_PARAMETERS = {
  Page: { name: 'page', in: 'query', schema: { type: 'integer', minimum: 1, default: 1 } },
  PerPage: {
    name: 'per_page', in: 'query', description: 'Page size; values outside 1..100 give the default.',
    schema: { type: 'integer', minimum: 1, maximum: 100, default: 25 },
  },
} as const;

const ref = (name: string): ReferenceObject => ({ $ref: `#/components/parameters/${name}` });

/** `page` and `per_page`. */
export const PAGE_PARAMETERS: readonly ReferenceObject[] = [ref('Page'), ref('PerPage')];
