/**
 * The operator's command `npm run demo-store -- --data <dir> --issue-publishable-key <name>`:
 * issues a key in that store's file without serving it, prints it once, and the store then
 * started on the same folder accepts it; a bad name is refused in words and issues nothing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { issueKeyCommand } from '../../../../electron/demo-store/keys/issue-key-command.js';
import { startDemoStore } from '../../../../electron/demo-store/http/server.js';
import { SF, call } from '../../../support/demo-store/store-client.js';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'demo-store-issue-'));

afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

describe('issuing a publishable key from the command line', () => {
  it('prints a key the store started on that folder accepts', async () => {
    const printed = await issueKeyCommand(dataDir, 'Till by the door');
    const key = /^publishable key for Till by the door: (pk_\S+)$/m.exec(printed)?.[1];
    expect(key).toBeDefined();
    const store = await startDemoStore({ dataDir, rateLimit: false });
    try {
      expect((await call(store, `${SF}/products?per_page=1`, { headers: { 'X-Shop-Token': key! } })).status).toBe(200);
      expect((await call(store, `${SF}/products?per_page=1`, { headers: { 'X-Shop-Token': `${key!}x` } })).status).toBe(401);
    } finally {
      await store.close();
    }
  });

  it('refuses a blank name in words', async () => {
    await expect(issueKeyCommand(dataDir, '   ')).rejects.toThrow(/Name can't be blank/);
  });
});
