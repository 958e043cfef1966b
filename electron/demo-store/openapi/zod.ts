/**
 * zod with the `.openapi()` method of `@asteasolutions/zod-to-openapi`: every schema a route
 * declares, and every component of the OpenAPI documents, is built from this import, so the
 * documents are generated from the same schemas the server validates with.
 */
import { extendZodWithOpenApi } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';

extendZodWithOpenApi(z);

export { z };
