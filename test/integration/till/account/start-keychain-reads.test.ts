/**
 * The start reads the keychain entries the first request needs (this till's signing key and the
 * stores' publishable keys) together, and then the saved sign-in and the admin client together,
 * not one after the other: each read of an OS keychain is a wait before the Sell screen can sell. The keychain here is memory whose every read answers a
 * moment later and records which reads were waiting at the same time.
 */
import { describe, expect, it } from 'vitest';
import { memorySecretStore, type SecretStore } from '../../../../electron/till/account/secret-store.js';
import { withTestRuntime } from '../../../support/till/test-runtime.js';

/** A keychain whose reads each take a turn of the event loop, with the accounts read at once. */
function slowKeychain(): { secrets: SecretStore; readTogether: string[][] } {
  const inner = memorySecretStore();
  const pending = new Set<string>();
  const readTogether: string[][] = [];
  const secrets: SecretStore = {
    ...inner,
    async get(account) {
      pending.add(account);
      readTogether.push([...pending]);
      await new Promise((resolve) => setImmediate(resolve));
      pending.delete(account);
      return inner.get(account);
    },
  };
  return { secrets, readTogether };
}

/** Whether reads of both kinds of entry (by account prefix) were waiting at once. */
const both = (a: string, b: string) => (accounts: string[]) => accounts.some((x) => x.startsWith(a)) && accounts.some((x) => x.startsWith(b));

describe('the keychain at the start', () => {
  it('reads the till key and the publishable keys at once', async () => {
    const { secrets, readTogether } = slowKeychain();
    await withTestRuntime({ secrets }, async (runtime) => {
      expect(await runtime.calls.till.status()).toMatchObject({ available: true, key: null });
    });
    expect(readTogether.some(both('till-key:', 'publishable-key:')), `reads waiting together: ${JSON.stringify(readTogether)}`).toBe(true);
  });

  it('reads the saved sign-in and the admin client at once', async () => {
    const { secrets, readTogether } = slowKeychain();
    await withTestRuntime({ secrets }, async (runtime) => {
      expect(await runtime.calls.admin.status()).toMatchObject({ connected: false });
    });
    expect(readTogether.some(both('session:', 'admin-client:')), `reads waiting together: ${JSON.stringify(readTogether)}`).toBe(true);
  });
});
