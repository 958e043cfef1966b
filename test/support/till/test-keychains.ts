/**
 * Keychains and sales for the card terminal's tests: a keychain that keeps secrets in memory
 * (`inner`) but answers as told for the operations named (never, refused, late), and a sale
 * whose terminal card tender never gets the store's answer.
 */
import { memorySecretStore, type SecretStore } from '../../../electron/till/account/secret-store.js';
import type { SaleService } from '../../../electron/till/sale/sale.js';

type KeychainCalls = Pick<SecretStore, 'get' | 'set' | 'delete'>;

export function keychainWith(changed: (inner: SecretStore) => Partial<KeychainCalls>): { keychain: SecretStore; inner: SecretStore } {
  const inner = memorySecretStore();
  const calls = changed(inner);
  return {
    inner,
    keychain: {
      persistent: true,
      get: calls.get ?? ((account) => inner.get(account)),
      set: calls.set ?? ((account, secret) => inner.set(account, secret)),
      delete: calls.delete ?? ((account) => inner.delete(account)),
    },
  };
}

/** A keychain call that never answers (a locked keyring whose prompt nobody sees). */
export const neverAnswers = <T>(): Promise<T> => new Promise<T>(() => {});

/** A keychain call the keyring refuses. */
export const refusedByKeychain = <T>(): Promise<T> => Promise.reject(new Error('The keychain is locked.'));

/** The sale, but the store's answer to a terminal's card tender never arrives. */
export function terminalTenderAnswerLost(sale: SaleService): SaleService {
  return { ...sale, tenderTerminalCard: () => Promise.reject(new Error('The store did not answer.')) };
}
