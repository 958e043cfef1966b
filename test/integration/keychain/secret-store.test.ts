import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { memorySecretStore, openSecretStore } from '../../../electron/till/account/secret-store.js';

const probe = fileURLToPath(new URL('./keychain-probe.ts', import.meta.url));
const tsx = fileURLToPath(new URL('../../../node_modules/.bin/tsx', import.meta.url));

describe('secret store', () => {
  it('keeps secrets in a real Secret Service keychain through keytar', () => {
    // A private D-Bus session with a GNOME keyring unlocked by a throwaway password.
    const script = `echo -n test-keyring-pw | gnome-keyring-daemon --unlock --components=secrets >/dev/null && "${tsx}" "${probe}"`;
    const run = spawnSync('dbus-run-session', ['--', 'sh', '-c', script], { encoding: 'utf8', timeout: 60_000 });
    expect(run.error, 'dbus-run-session and gnome-keyring must be installed').toBeUndefined();
    const line = run.stdout.trim().split('\n').pop() ?? '';
    expect(JSON.parse(line), run.stderr).toEqual({ persistent: true, read: 'refresh-token-value', afterDelete: null });
  });

  it('falls back to memory only when no keychain answers, and says so', async () => {
    const env = process.env.DBUS_SESSION_BUS_ADDRESS;
    process.env.DBUS_SESSION_BUS_ADDRESS = 'unix:path=/nonexistent/bus';
    try {
      const lines: string[] = [];
      const store = await openSecretStore({ service: 'Storefront POS fallback test', log: (l) => lines.push(l) });
      expect(store.persistent).toBe(false);
      expect(lines.join('\n')).toMatch(/memory only/);
      await store.set('a', 'secret');
      expect(await store.get('a')).toBe('secret');
    } finally {
      if (env === undefined) delete process.env.DBUS_SESSION_BUS_ADDRESS;
      else process.env.DBUS_SESSION_BUS_ADDRESS = env;
    }
  });

  it('memory store forgets on delete', async () => {
    const store = memorySecretStore();
    await store.set('x', 'y');
    await store.delete('x');
    expect(await store.get('x')).toBeNull();
  });
});
