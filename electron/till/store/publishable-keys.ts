/**
 * The publishable key (`X-Shop-Token`) of each store profile: kept in the OS keychain (memory
 * only where there is none), one entry per profile, and in this module's memory so every request
 * can carry it without asking the keychain. Never in settings.json, the log or the renderer, which
 * only learns whether a profile has one. A key that could not travel in a header unchanged (a
 * line break, a space, longer than any key) is never kept or sent: read back from the keychain,
 * it counts as none, and the log says so without its value.
 */
import { PUBLISHABLE_KEY_PATTERN } from '../../../shared/storefront/publishable-key.js';
import type { SecretStore } from '../account/secret-store.js';

/** The keychain entry of a profile's key. */
const publishableKeyAccount = (profileId: string): string => `publishable-key:${profileId}`;

export interface PublishableKeys {
  /** Reads the keys of these profiles from the keychain (once, at start); an unreadable entry counts as none. */
  load(profileIds: readonly string[]): Promise<void>;
  get(profileId: string | null): string | null;
  has(profileId: string): boolean;
  set(profileId: string, key: string): Promise<void>;
  clear(profileId: string): Promise<void>;
}

export function createPublishableKeys(secrets: SecretStore, log: (line: string) => void = () => {}): PublishableKeys {
  const keys = new Map<string, string>();
  return {
    async load(profileIds) {
      for (const id of profileIds) {
        const key = await secrets.get(publishableKeyAccount(id)).catch(() => null);
        if (!key) continue;
        if (PUBLISHABLE_KEY_PATTERN.test(key)) keys.set(id, key);
        else
          log(
            `the publishable key kept for store profile ${id} cannot be sent in a header (it is not up to 200 visible characters without spaces); requests go without one until it is set again`,
          );
      }
    },
    get: (profileId) => (profileId === null ? null : (keys.get(profileId) ?? null)),
    has: (profileId) => keys.has(profileId),
    async set(profileId, key) {
      if (!PUBLISHABLE_KEY_PATTERN.test(key)) throw new Error('A publishable key is up to 200 visible characters without spaces.');
      await secrets.set(publishableKeyAccount(profileId), key);
      keys.set(profileId, key);
    },
    async clear(profileId) {
      keys.delete(profileId);
      await secrets.delete(publishableKeyAccount(profileId));
    },
  };
}
