/** The JSON:API building blocks every document shares: resource identifiers, relationships, any resource, 'included', a list's meta and links. */
import { z } from '../zod.js';

export const Identifier = z
  .object({
    id: z.string(),
    type: z.string(),
  })
  .openapi('Identifier');

export const ToOne = z
  .object({
    data: z
      .object({
        id: z.string(),
        type: z.string(),
      })
      .nullable(),
  })
  .openapi('ToOne');

export const ToMany = z
  .object({
    data: z.array(Identifier),
  })
  .openapi('ToMany');

export const Resource = z
  .object({
    id: z.string(),
    type: z.string(),
    attributes: z.object({}),
    relationships: z.record(
      z.string(),
      z.object({
        data: z.unknown().nonoptional().openapi({ description: 'A resource identifier, a list of them, or null.' }),
      }),
    ),
  })
  .openapi({ description: "Any JSON:API resource object (the members of 'included')." })
  .openapi('Resource');

export const Included = z.array(Resource).openapi({ description: "Related resources asked for with 'include', each once." }).openapi('Included');

export const ListMeta = z
  .object({
    count: z.number().int().min(0).openapi({ description: 'Resources on this page.' }),
    total_count: z.number().int().min(0),
    total_pages: z.number().int().min(0),
  })
  .openapi('ListMeta');

export const ListLinks = z
  .object({
    self: z.string(),
    next: z.string(),
    prev: z.string(),
    last: z.string(),
    first: z.string(),
  })
  .openapi({
    description:
      "Absolute URLs of this page and its neighbours; they keep the list's own parameters (filter[...], sort, include, fields[...], per_page), bracketed names as they are.",
  })
  .openapi('ListLinks');
