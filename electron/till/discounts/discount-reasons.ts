/**
 * The reasons a discount or a price override may carry, as the manager keeps them (Settings;
 * only a manager changes them): seeded with the common ones until a manager says otherwise.
 */
import type { SettingsStore } from '../settings/settings-store.js';
import { TillRefusal } from '../runtime/error-words.js';
import { defineMessages, wordsOf } from '../../../shared/i18n/words.js';

const messages = defineMessages({
  keepOne: { id: 'checkout.discountReasons.keepOne', defaultMessage: 'Keep at least one reason a discount may carry.' },
  unknown: { id: 'checkout.discountReasons.unknown', defaultMessage: '“{reason}” is not one of the reasons the manager keeps: choose one of {reasons}.' },
});

const KEY = 'discounts.reasons';

/** The reasons until a manager changes them. */
const SEEDED_REASONS: readonly string[] = ['Damaged item', 'Price match', 'Loyal customer', 'Staff discount'];

export function discountReasons(settings: SettingsStore) {
  const list = (): string[] => {
    const kept = settings.get(KEY);
    return Array.isArray(kept) && kept.length > 0 ? (kept as string[]) : [...SEEDED_REASONS];
  };
  return {
    list,
    /** Replaces the list (blank and repeated reasons dropped); answers it as kept. */
    set(reasons: readonly string[]): string[] {
      const kept = [...new Set(reasons.map((r) => r.trim()).filter(Boolean))];
      if (kept.length === 0) throw new TillRefusal({ kind: 'invalid_input', message: wordsOf(messages.keepOne) });
      settings.set(KEY, kept);
      return kept;
    },
    /** Refuses a reason that is not on the manager's list, in words. */
    check(reason: string): string {
      const known = list().find((r) => r.toLowerCase() === reason.trim().toLowerCase());
      if (!known)
        throw new TillRefusal({
          kind: 'invalid_input',
          message: wordsOf(messages.unknown, { reason, reasons: list().join(', ') }),
        });
      return known;
    },
  };
}
