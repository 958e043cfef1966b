/**
 * JSON:API shapes of publishable keys on the Platform API (`publishable_key`): the listing never
 * carries the key, only its first characters; the answer to issuing one is the only one with `token`.
 */
import { defineResource, type ResourceDef } from '../jsonapi/jsonapi.js';
import type { IssuedKey, PublishableKeyRow } from './publishable-keys.js';

export const publishableKeyResource: ResourceDef<PublishableKeyRow> = defineResource<PublishableKeyRow>({
  type: 'publishable_key',
  id: (r) => r.id,
  attributes: (r) => ({
    name: r.name,
    token_prefix: r.token_prefix,
    created_at: r.created_at,
    revoked_at: r.revoked_at,
  }),
  relationships: {},
});

/** The answer to issuing a key: the only one that shows it whole. */
export const issuedKeyResource: ResourceDef<IssuedKey> = defineResource<IssuedKey>({
  type: 'publishable_key',
  id: (k) => k.row.id,
  attributes: (k, ctx) => ({ ...publishableKeyResource.attributes(k.row, ctx), token: k.token }),
  relationships: {},
});
