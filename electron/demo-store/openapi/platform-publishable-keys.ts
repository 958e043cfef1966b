/**
 * The Platform API's publishable-key part of its OpenAPI document: issuing keys for the store's
 * own clients (sent as X-Shop-Token on storefront calls), listing them without the key, and
 * revoking one. Paths are indented for `paths`, responses for `components.responses`, schemas
 * for `components.schemas`.
 */
import { errorResponses, listResponse, singleResponse } from './documents.js';

const KEY_BODY = `
      requestBody:
        required: true
        content:
          application/vnd.api+json:
            schema:
              $ref: '#/components/schemas/PublishableKeyRequest'
          application/json:
            schema:
              $ref: '#/components/schemas/PublishableKeyRequest'`;

const KEY_ID = `
      parameters:
        - name: id
          in: path
          required: true
          schema:
            type: string`;

export const PUBLISHABLE_KEY_PATHS = String.raw`
  /publishable_keys:
    get:
      tags: [Publishable keys]
      operationId: listPublishableKeys
      summary: Publishable keys, in id order, without the keys themselves
      parameters:
        - $ref: '#/components/parameters/Page'
        - $ref: '#/components/parameters/PerPage'
      responses:
        '200':
          $ref: '#/components/responses/PublishableKeyList'${errorResponses(400, 401, 403, 429)}
    post:
      tags: [Publishable keys]
      operationId: createPublishableKey
      summary: Issue a publishable key for one of the store's clients (a till, a kiosk)
      description: The answer is the only one that shows the key (token); the store keeps only its hash. Clients
        send it as X-Shop-Token on storefront calls. A key grants nothing a request without one does not get; a
        presented key that the store did not issue, or revoked, is refused with 401 (error invalid_publishable_key)
        on every call.${KEY_BODY}
      responses:
        '201':
          $ref: '#/components/responses/NewPublishableKeyDocument'${errorResponses(400, 401, 403, 422, 429)}
  /publishable_keys/{id}:
    get:
      tags: [Publishable keys]
      operationId: getPublishableKey
      summary: A publishable key, without the key itself${KEY_ID}
      responses:
        '200':
          $ref: '#/components/responses/PublishableKeyDocument'${errorResponses(400, 401, 403, 404, 429)}
  /publishable_keys/{id}/revoke:
    patch:
      tags: [Publishable keys]
      operationId: revokePublishableKey
      summary: Revoke a publishable key
      description: From now on every request presenting it is refused with 401. Revoking a revoked key keeps
        the first revoked_at.${KEY_ID}
      responses:
        '200':
          $ref: '#/components/responses/PublishableKeyDocument'${errorResponses(401, 403, 404, 429)}`;

export const PUBLISHABLE_KEY_RESPONSES = [
  listResponse('PublishableKeyList', 'PublishableKey', 'A page of publishable keys (never the keys themselves).'),
  singleResponse('PublishableKeyDocument', 'PublishableKey', 'A publishable key (without the key itself).'),
  singleResponse('NewPublishableKeyDocument', 'NewPublishableKey', 'The key just issued, shown whole this once.'),
].join('');

function keySchema(name: string, description: string, required: string, more = ''): string {
  return `
    ${name}:
      type: object
      description: ${description}
      required: [id, type, attributes, relationships]
      properties:
        id:
          type: string
        type:
          type: string
          enum: [publishable_key]
        attributes:
          type: object
          required: [${required}]
          additionalProperties: false
          properties:
            name:
              type: string
              description: Whom the key was issued to, as the operator named it.
            token_prefix:
              type: string
              description: The key's first ten characters (pk_ and seven more), to tell keys apart.
            created_at:
              type: string
              format: date-time
            revoked_at:
              type: string
              format: date-time
              nullable: true${more}
        relationships:
          type: object`;
}

export const PUBLISHABLE_KEY_SCHEMAS = String.raw`${keySchema('PublishableKey', 'A publishable key; the key itself is never shown again after it is issued.',
  'name, token_prefix, created_at, revoked_at')}${keySchema('NewPublishableKey', 'A publishable key as issued, with the key.',
  'name, token_prefix, created_at, revoked_at, token', `
            token:
              type: string
              pattern: '^pk_[A-Za-z0-9_-]{43}$'
              description: The key, sent as X-Shop-Token; keep it, it is not shown again.`)}
    PublishableKeyRequest:
      type: object
      required: [publishable_key]
      properties:
        publishable_key:
          type: object
          description: A blank name, or one over 100 characters, is a 422 and nothing is issued.
          required: [name]
          properties:
            name:
              type: string
              maxLength: 100
`;
