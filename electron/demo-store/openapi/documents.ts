/**
 * Builders for the YAML of JSON:API document answers (one resource, or a page of them), so the
 * OpenAPI documents describe every answer the same way (output indented for
 * `components.responses`), and of operations served under more than one method or path.
 */

/** A response holding one resource: `{data, included?}`. */
export function singleResponse(name: string, schema: string, description: string): string {
  return `
    ${name}:
      description: ${description}
      content:
        application/vnd.api+json:
          schema:
            type: object
            required: [data]
            properties:
              data:
                $ref: '#/components/schemas/${schema}'
              included:
                $ref: '#/components/schemas/Included'`;
}

/** A response holding a page of resources: `{data: [], included?, meta, links}`. */
export function listResponse(name: string, schema: string, description: string, paged = true): string {
  const pageParts = paged
    ? `
              meta:
                $ref: '#/components/schemas/ListMeta'
              links:
                $ref: '#/components/schemas/ListLinks'`
    : '';
  return `
    ${name}:
      description: ${description}
      content:
        application/vnd.api+json:
          schema:
            type: object
            required: [${paged ? 'data, meta, links' : 'data'}]
            properties:
              data:
                type: array
                items:
                  $ref: '#/components/schemas/${schema}'
              included:
                $ref: '#/components/schemas/Included'${pageParts}`;
}

const ERROR_RESPONSE_NAMES: Readonly<Record<string, string>> = {
  400: 'BadRequest',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'NotFound',
  422: 'Unprocessable',
  429: 'TooManyRequests',
};

/** The `responses` entries of the shared error answers for these statuses, indented for an operation. */
export function errorResponses(...statuses: (keyof typeof ERROR_RESPONSE_NAMES | number)[]): string {
  return statuses.map((status) => `
        '${status}':
          $ref: '#/components/responses/${ERROR_RESPONSE_NAMES[status]!}'`).join('');
}

/**
 * One operation the service answers under several methods or paths, written once: `body` holds the
 * operation's fields except operationId (indented for an operation), and `uses` maps each path to
 * its methods and the distinct operationId of each. Output is the path items, indented for `paths`.
 */
export function sharedOperation(uses: Readonly<Record<string, Readonly<Record<string, string>>>>, body: string): string {
  const fields = body.replace(/^\n+|\s+$/g, '');
  return Object.entries(uses).map(([path, methods]) => `  ${path}:${Object.entries(methods).map(([method, operationId]) => `
    ${method}:
      operationId: ${operationId}
${fields}`).join('')}`).join('\n');
}
