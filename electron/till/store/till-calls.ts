/**
 * The bridge's `till.*` calls: this till's signing key for the store in use (one per store
 * profile, in the keychain) and whether its requests are signed. A store given on the command
 * line has no profile, so its requests cannot be signed.
 */
import type { PosCalls, TillSigningStatus } from '../../../shared/bridge/bridge.js';
import { TillRefusal } from '../runtime/error-words.js';
import { defineMessages, wordsOf } from '../../../shared/i18n/words.js';
import type { StoreProfiles } from './store-profiles.js';
import type { TillKey } from './till-key.js';

const messages = defineMessages({
  notAvailable: {
    id: 'settings.tillSigning.refusedNotAvailable',
    defaultMessage: 'This store was given on the command line, not chosen from the store profiles: its requests cannot be signed.',
  },
  keyFirst: { id: 'settings.tillSigning.keyFirst', defaultMessage: 'Make this till’s key first, then register it with the store.' },
});

interface TillCallsOptions {
  /** The key of the store in use, or null when the store has no profile. */
  tillKey: TillKey | null;
  profiles: StoreProfiles;
  inUseId: string | null;
  /** Whether the till's requests are signed now. */
  signing: () => boolean;
  /** Whether the key is kept across restarts (an OS keychain). */
  persistent: boolean;
  log: (line: string) => void;
}

export function tillCalls(options: TillCallsOptions) {
  const { tillKey, profiles, inUseId } = options;
  const status = (): TillSigningStatus => ({
    available: tillKey !== null,
    profileName: profiles.list().find((p) => p.id === inUseId)?.name ?? null,
    key: tillKey?.publicKey() ?? null,
    signing: options.signing(),
    persistent: options.persistent,
  });
  return {
    status: async () => status(),
    createKey: async () => {
      if (!tillKey) throw new TillRefusal({ kind: 'invalid_input', message: wordsOf(messages.notAvailable) });
      await tillKey.create();
      options.log('made a new signing key for this till');
      return status();
    },
    setSigning: async (on) => {
      if (!inUseId) throw new TillRefusal({ kind: 'invalid_input', message: wordsOf(messages.notAvailable) });
      if (on && !tillKey?.publicKey()) throw new TillRefusal({ kind: 'invalid_input', message: wordsOf(messages.keyFirst) });
      profiles.setSigning(inUseId, on);
      return status();
    },
  } satisfies PosCalls['till'];
}
