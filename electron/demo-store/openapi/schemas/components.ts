/**
 * The component schemas shared by the demo store's OpenAPI documents, as zod: the JSON:API
 * building blocks, every resource the Storefront and Platform APIs send, and the error bodies.
 * Each is named once (`.openapi('Name')`) and becomes `#/components/schemas/Name` of every
 * document that registers it (see `generate.ts`).
 *
 * Resource attributes are required because every one is sent unless the request limits them with
 * a sparse fieldset (`fields[<type>]=a,b`), in which case only those named are.
 */
export * from './error-schemas.js';
export * from './jsonapi-schemas.js';
export * from './value-schemas.js';
export * from './catalog-schemas.js';
export * from './store-schemas.js';
export * from './order-schemas.js';
export * from './account-schemas.js';
export * from './content-schemas.js';
export * from './promotion-schemas.js';
