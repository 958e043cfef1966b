/**
 * The publishable key (`X-Shop-Token`) of each store profile: kept in the OS keychain (memory
 * only where there is none), one entry per profile, and in this module's memory so every request
 * can carry it without asking the keychain. Never in settings.json, the log or the renderer, which
 * only learns whether a profile has one.
 */
import type { SecretStore } from './secret-store.js';

/** The keychain entry of a profile's key. */
export const publishableKeyAccount = (profileId: string): string => `publishable-key:${profileId}`;

export interface PublishableKeys {
  /** Reads the keys of these profiles from the keychain (once, at start); an unreadable entry counts as none. */
  load(profileIds: readonly string[]): Promise<void>;
  get(profileId: string | null): string | null;
  has(profileId: string): boolean;
  set(profileId: string, key: string): Promise<void>;
  clear(profileId: string): Promise<void>;
}

export function createPublishableKeys(secrets: SecretStore): PublishableKeys {
  const keys = new Map<string, string>();
  return {
    async load(profileIds) {
      for (const id of profileIds) {
        const key = await secrets.get(publishableKeyAccount(id)).catch(() => null);
        if (key) keys.set(id, key);
      }
    },
    get: (profileId) => (profileId === null ? null : (keys.get(profileId) ?? null)),
    has: (profileId) => keys.has(profileId),
    async set(profileId, key) {
      await secrets.set(publishableKeyAccount(profileId), key);
      keys.set(profileId, key);
    },
    async clear(profileId) {
      keys.delete(profileId);
      await secrets.delete(publishableKeyAccount(profileId));
    },
  };
}
