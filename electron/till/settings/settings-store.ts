/**
 * The app's small persistent key-value store: a schema-less `conf` file in the data folder, opened
 * by the till's services (in their own process, its only writer, under Electron and the browser host alike). No OAuth
 * token is written here (they live in the keychain and in memory only), but the sale in progress
 * and tracked orders carry order tokens and customers' words: the file is 0600 in a 0700 folder,
 * and conf's atomic rewrite creates its temporary file with that mode.
 */
import { readFileSync, renameSync } from 'node:fs';
import path from 'node:path';
import Conf from 'conf';
import { preparePrivateFolder, PRIVATE_FILE_MODE, writePrivateFileSync } from '../../private-files.js';
import { defineMessages, wordsOf, type Words } from '../../../shared/i18n/words.js';
import type { StartupWarning } from '../../../shared/bridge/app.js';
import { dropValuesOfWrongShape } from './settings-check.js';
import { migrateSettings, versionOf, type SettingsDocument } from './settings-migrations.js';
import { SETTINGS_VERSION, SETTINGS_VERSION_KEY } from './settings-values.js';

/** How the settings file is opened. */
const SETTINGS_FILE = { name: 'settings', configFileMode: PRIVATE_FILE_MODE } as const;
/** The file's name in the data folder. */
export const SETTINGS_FILE_NAME = `${SETTINGS_FILE.name}.json`;

const messages = defineMessages({
  damaged: {
    id: 'app.settingsFile.damaged',
    defaultMessage:
      "The settings file could not be read and was set aside as {aside}; the till started with default settings. Store profiles, the sale in progress and tracked orders kept there must be set up again (the sale's order is still at the store).",
  },
  newerVersion: {
    id: 'app.settingsFile.newerVersion',
    defaultMessage:
      'The settings file was written by a newer version of Storefront POS (settings version {version}; this one reads up to {readable}). It was set aside as {aside} and the till started with default settings; install the newer version again to use it.',
  },
  unreadableVersion: {
    id: 'app.settingsFile.unreadableVersion',
    defaultMessage:
      'The settings file was written by a newer version of Storefront POS (an unreadable version; this one reads up to {readable}). It was set aside as {aside} and the till started with default settings; install the newer version again to use it.',
  },
});

export interface SettingsStore {
  /** What the start found wrong with the file and did about it, in words (see prepareSettingsFile); shown on every screen. */
  readonly warnings?: readonly StartupWarning[];
  get(key: string): unknown;
  set(key: string, value: unknown): void;
  delete(key: string): void;
  /** The file's top-level keys (for the support bundle, which names keys it does not show). */
  keys?(): string[];
}

/**
 * A settings file that cannot be read back (cut short, damaged, not a JSON object) would stop the
 * app at its start. It is moved aside as `settings.damaged-<time>.json` (kept for support, still
 * 0600) so the app starts with defaults; the answer is the warning to show, or null when the
 * file is sound or absent.
 */
export function setAsideDamagedSettings(dataDir: string, now: Date = new Date()): Words | null {
  const file = path.join(dataDir, SETTINGS_FILE_NAME);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return null;
  } catch {
    // damaged: set aside below
  }
  const stamp = stampOf(now);
  const aside = `${SETTINGS_FILE.name}.damaged-${stamp}.json`;
  renameSync(file, path.join(dataDir, aside));
  return wordsOf(messages.damaged, { aside });
}

const stampOf = (now: Date) =>
  now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');

/**
 * Readies the settings file before conf opens it, and answers what it did in
 * words: a damaged file is set aside (setAsideDamagedSettings); a file from a newer version of the
 * app (one this app has no shape for) is set aside as `settings.future-v<N>-<time>.json` and the
 * till starts with defaults; a file of an earlier version is migrated (settings-migrations.ts);
 * every known value is checked with its schema and one of the wrong shape is dropped, kept in
 * `settings.dropped-<time>.json` for support (0600). A missing file is started at today's version.
 */
function prepareSettingsFile(dataDir: string, now: Date = new Date()): StartupWarning[] {
  const damaged = setAsideDamagedSettings(dataDir, now);
  if (damaged) return [damaged];
  const file = path.join(dataDir, SETTINGS_FILE_NAME);
  const fresh = () => writePrivateFileSync(file, `${JSON.stringify({ [SETTINGS_VERSION_KEY]: SETTINGS_VERSION }, null, '\t')}\n`);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    fresh();
    return [];
  }
  const document = JSON.parse(text) as SettingsDocument;
  const version = versionOf(document);
  if (version === null || version > SETTINGS_VERSION) {
    const aside = `${SETTINGS_FILE.name}.future-v${version ?? 'unknown'}-${stampOf(now)}.json`;
    renameSync(file, path.join(dataDir, aside));
    fresh();
    const readable = SETTINGS_VERSION;
    return [version === null ? wordsOf(messages.unreadableVersion, { readable, aside }) : wordsOf(messages.newerVersion, { version, readable, aside })];
  }
  const migrated = migrateSettings(document, version);
  const dropped = dropValuesOfWrongShape(migrated);
  if (dropped.length > 0) {
    const aside = `${SETTINGS_FILE.name}.dropped-${stampOf(now)}.json`;
    writePrivateFileSync(path.join(dataDir, aside), `${JSON.stringify(Object.fromEntries(dropped.map((d) => [d.key, d.value])), null, '\t')}\n`);
  }
  if (version !== SETTINGS_VERSION || dropped.length > 0) writePrivateFileSync(file, `${JSON.stringify(migrated, null, '\t')}\n`);
  return dropped.map((d) => d.warning);
}

export function openSettingsFile(dataDir: string, now: Date = new Date()): SettingsStore & { readonly warnings: readonly StartupWarning[] } {
  preparePrivateFolder(dataDir, [SETTINGS_FILE_NAME]);
  const warnings = prepareSettingsFile(dataDir, now);
  const conf = new Conf<Record<string, unknown>>({
    projectName: 'storefront-pos',
    cwd: dataDir,
    configName: SETTINGS_FILE.name,
    configFileMode: SETTINGS_FILE.configFileMode,
  });
  return {
    warnings,
    get: (key) => conf.get(key),
    set: (key, value) => conf.set(key, value),
    delete: (key) => conf.delete(key),
    keys: () => Object.keys(conf.store),
  };
}
