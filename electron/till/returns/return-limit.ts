/**
 * The amount above which a return needs a manager's approval, as a manager set it: kept in the
 * settings file (a decimal string in the store's currency), none until one is set.
 */
import { fromCents, toCents } from '../../../shared/money.js';
import type { SettingsStore } from '../settings/settings-store.js';

const KEY = 'returns.managerAbove';

/** The bridge's calls that read and set it (setting it is a manager's: see shared/bridge/returns.ts). */
export function returnLimitCalls(settings: SettingsStore, log: (line: string) => void) {
  return {
    async setManagerLimit(amount: string | null) {
      returnLimit(settings).set(amount);
      log(amount === null ? 'returns: the return limit was lifted' : `returns: a return above ${amount} needs a manager`);
      return { managerAbove: returnLimit(settings).get() };
    },
    async managerLimit() {
      return { managerAbove: returnLimit(settings).get() };
    },
  };
}

export function returnLimit(settings: SettingsStore) {
  return {
    get: (): string | null => {
      const kept = settings.get(KEY);
      return typeof kept === 'string' ? kept : null;
    },
    set: (amount: string | null): void => {
      if (amount === null) settings.delete(KEY);
      else settings.set(KEY, fromCents(toCents(amount)));
    },
  };
}
