/** What the UI shows for a failed call: the bridge's words, or a plain fallback. */
import { PosError } from '../../shared/bridge/bridge-client.js';
import type { FieldErrors } from '../../shared/storefront/errors.js';
import { defineMessages } from '../../shared/i18n/words.js';
import { say } from '../i18n/screen-language.js';

const messages = defineMessages({
  fallback: { id: 'app.errors.fallback', defaultMessage: 'Something went wrong. Try again; nothing was lost.' },
});

export interface ShownError {
  message: string;
  kind: string;
  fieldErrors: FieldErrors | null;
}

export function shownError(error: unknown): ShownError {
  if (error instanceof PosError) return { message: error.message, kind: error.kind, fieldErrors: error.fieldErrors };
  return { message: say(messages.fallback), kind: 'server', fieldErrors: null };
}

/** The reasons for one field, looked up under the given paths (e.g. ship_address.zipcode). */
export function reasonsFor(errors: FieldErrors | null, ...paths: string[]): string | null {
  if (!errors) return null;
  for (const p of paths) {
    let node: FieldErrors | string[] | undefined = errors;
    for (const part of p.split('.')) {
      node = node && !Array.isArray(node) ? (node as FieldErrors)[part] : undefined;
    }
    if (Array.isArray(node) && node.length > 0) return node.join(', ');
  }
  return null;
}
