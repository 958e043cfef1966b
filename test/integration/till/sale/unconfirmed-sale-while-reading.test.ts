/**
 * A sale the last run left unconfirmed stays flagged while the till reads it again: the start
 * asks the store what became of it (and asks again until the store answers), and a page that
 * opens meanwhile must still be told the sale needs attention, or the cashier could take the
 * payment a second time. The store here accepts every request and never answers, so the read is
 * still on its way when the page asks.
 */
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSettingsFile } from '../../../../electron/till/settings/settings-store.js';
import { closeAll, listen } from '../../../support/net/loopback-servers.js';
import { startTestRuntime } from '../../../support/till/test-runtime.js';

let silent: http.Server;
let silentUrl: string;
const asked: string[] = [];

beforeAll(async () => {
  silent = http.createServer((req) => {
    asked.push(`${req.method} ${req.url}`);
  });
  silentUrl = await listen(silent);
});

afterAll(() => closeAll(silent));

describe('a sale left unconfirmed by the last run', () => {
  it('is flagged to a page that asks while the store is still being asked about it', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pos-unconfirmed-'));
    try {
      openSettingsFile(dataDir).set('sale.current', { token: 'order-token-1', number: 'R100000001', step: 'completing', account: null });
      const app = await startTestRuntime({ dataDir, storeUrl: silentUrl });
      try {
        // The start's read of the order is on its way and unanswered.
        await expect.poll(() => asked.some((line) => line.includes('/order_status/R100000001'))).toBe(true);
        expect(await app.runtime.calls.sale.attention()).toMatchObject({ number: 'R100000001', step: 'completing' });
      } finally {
        await app.stop();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
