/**
 * The app's small persistent key-value store. Under Electron it is electron-store, under Node
 * the same schema-less `conf` file in the data folder: both satisfy this interface. No OAuth
 * token is written here (they live in the keychain and in memory only), but the sale in progress
 * and tracked orders carry order tokens and customers' words: the file is 0600 in a 0700 folder,
 * and conf's atomic rewrite creates its temporary file with that mode.
 */
import Conf from 'conf';
import { preparePrivateFolder, PRIVATE_FILE_MODE } from '../private-files.js';

/** How the settings file is opened, by conf here and by electron-store in the Electron adapter. */
export const SETTINGS_FILE = { name: 'settings', configFileMode: PRIVATE_FILE_MODE } as const;
/** The file's name in the data folder. */
export const SETTINGS_FILE_NAME = `${SETTINGS_FILE.name}.json`;

export interface SettingsStore {
  get(key: string): unknown;
  set(key: string, value: unknown): void;
  delete(key: string): void;
}

export function openSettingsFile(dataDir: string): SettingsStore {
  preparePrivateFolder(dataDir, [SETTINGS_FILE_NAME]);
  const conf = new Conf<Record<string, unknown>>({
    projectName: 'storefront-pos',
    cwd: dataDir,
    configName: SETTINGS_FILE.name,
    configFileMode: SETTINGS_FILE.configFileMode,
  });
  return {
    get: (key) => conf.get(key),
    set: (key, value) => conf.set(key, value),
    delete: (key) => conf.delete(key),
  };
}
