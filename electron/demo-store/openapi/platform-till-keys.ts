/**
 * The Platform API's till-key part of its OpenAPI document: the Ed25519 public keys of the
 * store's tills, whose RFC 9421 signed requests the store authenticates. Paths are indented for
 * `paths`, responses for `components.responses`, schemas for `components.schemas`.
 */
import { errorResponses, listResponse, singleResponse } from './documents.js';

export const TILL_KEY_PATHS = String.raw`
  /till_keys:
    get:
      tags: [Till keys]
      operationId: listTillKeys
      summary: Registered till keys, in id order (revoked ones too)
      description: A request signed per RFC 9421 (Ed25519; Signature-Input and Signature covering @method,
        @target-uri and, with a body, content-digest (RFC 9530); parameters created, expires at most 300 s later,
        keyid, optionally alg="ed25519" and nonce) with an active key listed here is authenticated as that till
        and has its own rate-limit bucket (the same limit, counted apart from its address). A signature that
        fails a check is a 401 whose signature_error names it (malformed, missing_parameter,
        unsupported_algorithm, missing_component, not_yet_valid, expired, window_too_long, unknown_key,
        bad_signature, content_digest_mismatch, replayed); each signature is accepted once.
      parameters:
        - $ref: '#/components/parameters/Page'
        - $ref: '#/components/parameters/PerPage'
      responses:
        '200':
          $ref: '#/components/responses/TillKeyList'${errorResponses(400, 401, 403, 429)}
    post:
      tags: [Till keys]
      operationId: registerTillKey
      summary: Register a till's public key under a name
      description: The key id is the key's RFC 7638 thumbprint. A key is registered once; a JWK with a private
        part ("d"), another key type, a small-order point (which would verify a fixed signature for every
        message), an x that is not the canonical base64url spelling of its 32 bytes, a blank name or a key
        already registered is a 422 and nothing is saved.
      requestBody:
        required: true
        content:
          application/vnd.api+json:
            schema:
              $ref: '#/components/schemas/TillKeyRequest'
          application/json:
            schema:
              $ref: '#/components/schemas/TillKeyRequest'
      responses:
        '201':
          $ref: '#/components/responses/TillKeyDocument'${errorResponses(400, 401, 403, 422, 429)}
  /till_keys/{id}:
    parameters:
      - name: id
        in: path
        required: true
        schema:
          type: string
    get:
      tags: [Till keys]
      operationId: getTillKey
      summary: A till key
      responses:
        '200':
          $ref: '#/components/responses/TillKeyDocument'${errorResponses(401, 403, 404, 429)}
    delete:
      tags: [Till keys]
      operationId: revokeTillKey
      summary: Revoke a till key
      description: The key stays listed with revoked_at; its signatures are refused (401 unknown_key) from then on.
      responses:
        '204':
          description: Revoked.${errorResponses(401, 403, 404, 429)}`;

export const TILL_KEY_RESPONSES = [
  listResponse('TillKeyList', 'TillKey', 'A page of till keys.'),
  singleResponse('TillKeyDocument', 'TillKey', 'A till key.'),
].join('');

export const TILL_KEY_SCHEMAS = String.raw`
    TillKey:
      type: object
      description: A till's Ed25519 public key.
      required: [id, type, attributes, relationships]
      properties:
        id:
          type: string
        type:
          type: string
          enum: [till_key]
        attributes:
          type: object
          required: [name, key_id, public_jwk, active, created_at, revoked_at]
          additionalProperties: false
          properties:
            name:
              type: string
              maxLength: 80
            key_id:
              type: string
              description: The keyid a signature names (RFC 7638 thumbprint of public_jwk, base64url).
            public_jwk:
              $ref: '#/components/schemas/Ed25519PublicJwk'
            active:
              type: boolean
            created_at:
              type: string
              format: date-time
            revoked_at:
              type: string
              format: date-time
              nullable: true
        relationships:
          type: object
    Ed25519PublicJwk:
      type: object
      required: [kty, crv, x]
      additionalProperties: false
      properties:
        kty:
          type: string
          enum: [OKP]
        crv:
          type: string
          enum: [Ed25519]
        x:
          type: string
          pattern: '^[A-Za-z0-9_-]{43}$'
    TillKeyRequest:
      type: object
      required: [till_key]
      properties:
        till_key:
          type: object
          required: [name, public_jwk]
          properties:
            name:
              type: string
              maxLength: 80
            public_jwk:
              $ref: '#/components/schemas/Ed25519PublicJwk'
`;
