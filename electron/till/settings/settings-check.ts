/**
 * The settings document checked value by value against STORED_VALUES: what passes stays as it
 * is, what does not is taken out and answered (with its words), so the start can keep it aside
 * and say so. Pure: no files.
 */
import { STORED_VALUES, type StoredValue } from './settings-values.js';
import type { SettingsDocument } from './settings-migrations.js';

export interface DroppedValue {
  key: string;
  /** The value as found (for a list, only the entries dropped). */
  value: unknown;
  /** In words, for the start's warning. */
  warning: string;
}

const isObject = (value: unknown): value is Record<string, unknown> => Boolean(value) && typeof value === 'object' && !Array.isArray(value);

/** The value at a dotted key, and a way to set or remove it there. */
function at(document: SettingsDocument, key: string) {
  const parts = key.split('.');
  const last = parts.pop()!;
  let parent: Record<string, unknown> | null = document;
  for (const part of parts) parent = parent && isObject(parent[part]) ? (parent[part] as Record<string, unknown>) : null;
  return {
    present: parent !== null && last in parent,
    value: parent?.[last],
    set: (value: unknown) => {
      if (parent) parent[last] = value;
    },
    remove: () => {
      if (parent) delete parent[last];
    },
  };
}

const dropWarning = (value: StoredValue, count?: number): string =>
  count === undefined
    ? `The ${value.words} kept in the settings could not be read and was left out (kept aside for support); the till goes on without it.`
    : `${count} ${value.words}${count === 1 ? '' : 's'} kept in the settings could not be read and ${count === 1 ? 'was' : 'were'} left out (kept aside for support); the others are kept.`;

/** Checks every known value of `document` in place, removing what does not fit; answers what was removed. */
export function dropValuesOfWrongShape(document: SettingsDocument): DroppedValue[] {
  const dropped: DroppedValue[] = [];
  for (const stored of STORED_VALUES) {
    const found = at(document, stored.key);
    if (!found.present) continue;
    if (stored.list && Array.isArray(found.value)) {
      const bad = found.value.filter((entry) => !stored.schema.safeParse(entry).success);
      if (bad.length === 0) continue;
      found.set(found.value.filter((entry) => stored.schema.safeParse(entry).success));
      dropped.push({ key: stored.key, value: bad, warning: dropWarning(stored, bad.length) });
    } else if (stored.list || !stored.schema.safeParse(found.value).success) {
      found.remove();
      dropped.push({
        key: stored.key,
        value: found.value,
        warning: dropWarning({ ...stored, words: stored.list ? `list of ${stored.words}s` : stored.words }),
      });
    }
  }
  return dropped;
}
