/**
 * The app's small persistent key-value store. Under Electron it is electron-store, under Node
 * the same schema-less `conf` file in the data folder: both satisfy this interface. Nothing
 * secret is written here (OAuth tokens live in the keychain and in memory only).
 */
import Conf from 'conf';

export interface SettingsStore {
  get(key: string): unknown;
  set(key: string, value: unknown): void;
  delete(key: string): void;
}

export function openSettingsFile(dataDir: string): SettingsStore {
  const conf = new Conf<Record<string, unknown>>({
    projectName: 'storefront-pos',
    cwd: dataDir,
    configName: 'settings',
  });
  return {
    get: (key) => conf.get(key),
    set: (key, value) => conf.set(key, value),
    delete: (key) => conf.delete(key),
  };
}
