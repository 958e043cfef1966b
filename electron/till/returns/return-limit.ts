/**
 * The amount above which a return needs a manager's approval, as a manager set it: kept in the
 * settings file (a decimal string in the store's currency), none until one is set.
 */
import { fromCents, toCents } from '../../../shared/money.js';
import type { SettingsStore } from '../settings/settings-store.js';

const KEY = 'returns.managerAbove';

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
