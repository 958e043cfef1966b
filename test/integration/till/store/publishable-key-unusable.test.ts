/**
 * A publishable key read back from the keychain that cannot travel in a header unchanged (a line
 * break, which would be header injection, or longer than any key a store issues): the app never
 * puts it on the wire. The till sells on without a key, as if none were set, and the log says
 * why (without the value); setting a good key in Settings replaces it.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { dispatchBridgeCall } from '../../../../electron/till/runtime/bridge-dispatch.js';
import { memorySecretStore } from '../../../../electron/till/account/secret-store.js';
import type { BridgeMethodName, StoreProfileView } from '../../../../shared/bridge/bridge.js';
import { startTestRuntimeWithCatalog, type TestRuntime } from '../../../support/till/test-runtime.js';

let app: TestRuntime | null = null;

afterEach(async () => {
  await app?.stop();
  app = null;
});

describe('a publishable key in the keychain that cannot be a header', () => {
  for (const [what, stored] of [
    ['with a line break (header injection)', 'pk_kept\r\nX-Injected: 1'],
    ['longer than any key', `pk_${'a'.repeat(5000)}`],
    ['with a space inside', 'pk_two words'],
  ] as const) {
    it(`${what}: is never sent, the till sells on without one, and the log says so without the value`, async () => {
      const secrets = memorySecretStore();
      await secrets.set('publishable-key:demo', stored);
      const logLines: string[] = [];
      app = await startTestRuntimeWithCatalog({ secrets, log: (line) => logLines.push(line) });
      const call = async (method: BridgeMethodName, ...args: unknown[]) => {
        const result = await dispatchBridgeCall(app!.runtime.calls, method, args, (line) => logLines.push(line));
        if (!result.ok) throw new Error(result.error.message);
        return result.value;
      };
      const found = (await call('catalog.lookupCode', 'HP-TEE-001-NAV-M')) as { variantId: string };
      await call('sale.addLine', found.variantId, 1);
      expect(((await call('sale.current')) as { lineItems: unknown[] }).lineItems).toHaveLength(1);
      await call('content.policies');
      const demo = ((await call('stores.list')) as StoreProfileView[]).find((p) => p.id === 'demo')!;
      expect(demo.publishableKey).toBe(false);
      expect(logLines.some((line) => /publishable key .*cannot be sent in a header/i.test(line))).toBe(true);
      expect(logLines.join('\n')).not.toContain('pk_kept');
      expect(logLines.join('\n')).not.toContain('aaaaaaaaaa');
    });
  }
});
