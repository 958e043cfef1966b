/**
 * The settings file's shape, version by version, and how a file of each earlier version is
 * brought to today's. Each migration takes the whole document of its version and answers the
 * next version's; they run in order from the file's version. Pure: no files.
 *
 * Version 0 is every file written before the file carried a version. Its shapes, as the services
 * read them then: store profiles might lack `dialect` (read as the Storefront dialect, `shop`) and
 * their optional fields (read as none); tracked orders written before account batches have no
 * `account` (a guest order) and might lack `history` and `shipments` (none yet).
 */
import { SETTINGS_VERSION, SETTINGS_VERSION_KEY } from './settings-values.js';

export type SettingsDocument = Record<string, unknown>;

interface SettingsMigration {
  from: number;
  migrate(document: SettingsDocument): SettingsDocument;
}

const isObject = (value: unknown): value is Record<string, unknown> => Boolean(value) && typeof value === 'object' && !Array.isArray(value);

/** A list's entries, each given to `change` when it is an object (anything else is left for the check to drop). */
const eachObject = (list: unknown, change: (entry: Record<string, unknown>) => Record<string, unknown>): unknown =>
  Array.isArray(list) ? list.map((entry) => (isObject(entry) ? change(entry) : entry)) : list;

const SETTINGS_MIGRATIONS: readonly SettingsMigration[] = [
  {
    from: 0,
    migrate(document) {
      const next: SettingsDocument = { ...document };
      if (isObject(document.stores)) {
        next.stores = {
          ...document.stores,
          profiles: eachObject(document.stores.profiles, (p) => ({
            ...p,
            baseUrl: p.baseUrl ?? null,
            agenticUrl: p.agenticUrl ?? null,
            currency: p.currency ?? null,
            locale: p.locale ?? null,
            dialect: p.dialect ?? 'shop',
          })),
        };
        if (!('profiles' in document.stores)) delete (next.stores as Record<string, unknown>).profiles;
      }
      if ('trackedOrders' in document) {
        next.trackedOrders = eachObject(document.trackedOrders, (o) => ({
          ...o,
          account: typeof o.account === 'string' ? o.account : null,
          history: o.history ?? [],
          shipments: o.shipments ?? [],
        }));
      }
      return next;
    },
  },
];

/** The file's version as written: 0 when absent, null when it is not a version at all. */
export function versionOf(document: SettingsDocument): number | null {
  const version = document[SETTINGS_VERSION_KEY];
  if (version === undefined) return 0;
  return typeof version === 'number' && Number.isInteger(version) && version >= 0 ? version : null;
}

/** The document brought from its version to today's (the version key set). */
export function migrateSettings(document: SettingsDocument, from: number): SettingsDocument {
  let current = document;
  for (let version = from; version < SETTINGS_VERSION; version++) {
    const step = SETTINGS_MIGRATIONS.find((m) => m.from === version);
    if (!step) throw new Error(`no migration of the settings from version ${version}`);
    current = step.migrate(current);
  }
  return { ...current, [SETTINGS_VERSION_KEY]: SETTINGS_VERSION };
}
