/**
 * The app's small persistent key-value store. Under Electron it is electron-store, under Node
 * the same schema-less `conf` file in the data folder: both satisfy this interface. No OAuth
 * token is written here (they live in the keychain and in memory only), but the sale in progress
 * and tracked orders carry order tokens and customers' words: the file is 0600 in a 0700 folder,
 * and conf's atomic rewrite creates its temporary file with that mode.
 */
import { readFileSync, renameSync } from 'node:fs';
import path from 'node:path';
import Conf from 'conf';
import { preparePrivateFolder, PRIVATE_FILE_MODE } from '../private-files.js';

/** How the settings file is opened, by conf here and by electron-store in the Electron adapter. */
export const SETTINGS_FILE = { name: 'settings', configFileMode: PRIVATE_FILE_MODE } as const;
/** The file's name in the data folder. */
export const SETTINGS_FILE_NAME = `${SETTINGS_FILE.name}.json`;

export interface SettingsStore {
  /** Set when the file found at the start could not be read and was set aside (see setAsideDamagedSettings). */
  readonly warning?: string | null;
  get(key: string): unknown;
  set(key: string, value: unknown): void;
  delete(key: string): void;
}

/**
 * A settings file that cannot be read back (cut short, damaged, not a JSON object) would stop the
 * app at its start. It is moved aside as `settings.damaged-<time>.json` (kept for support, still
 * 0600) so the app starts with defaults; the answer is the warning to show, or null when the
 * file is sound or absent.
 */
export function setAsideDamagedSettings(dataDir: string, now: Date = new Date()): string | null {
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
  const stamp = now.toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');
  const aside = `${SETTINGS_FILE.name}.damaged-${stamp}.json`;
  renameSync(file, path.join(dataDir, aside));
  return `The settings file could not be read and was set aside as ${aside}; the till started with default settings. Store profiles, the sale in progress and tracked orders kept there must be set up again (the sale's order is still at the store).`;
}

export function openSettingsFile(dataDir: string): SettingsStore {
  preparePrivateFolder(dataDir, [SETTINGS_FILE_NAME]);
  const warning = setAsideDamagedSettings(dataDir);
  const conf = new Conf<Record<string, unknown>>({
    projectName: 'storefront-pos',
    cwd: dataDir,
    configName: SETTINGS_FILE.name,
    configFileMode: SETTINGS_FILE.configFileMode,
  });
  return {
    warning,
    get: (key) => conf.get(key),
    set: (key, value) => conf.set(key, value),
    delete: (key) => conf.delete(key),
  };
}
