/**
 * Everything the app writes to its data folder (settings with the sale in progress and the order
 * tokens of tracked orders, the local catalog, the embedded demo store's SQLite files with its
 * customers' addresses) is readable by this computer's user alone: files 0600 or narrower in
 * folders 0700. A data folder left wider by an older version is tightened at start, and the
 * files rewritten through a temporary file keep the narrow mode.
 */
import { chmodSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PosRuntime } from '../../../../electron/till/runtime/pos-runtime.js';
import { MAINE_CUSTOMER, startTestRuntimeWithCatalog, variantIdOf } from '../../../support/till/test-runtime.js';

let parent: string;
let dataDir: string;
let runtime: PosRuntime | undefined;

/** Every file and folder under a folder, with its permission bits. */
function modesUnder(dir: string): Map<string, number> {
  const modes = new Map<string, number>();
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    const stat = lstatSync(full);
    modes.set(path.relative(dataDir, full) + (stat.isDirectory() ? '/' : ''), stat.mode & 0o777);
    if (stat.isDirectory()) for (const [k, v] of modesUnder(full)) modes.set(k, v);
  }
  return modes;
}

beforeAll(async () => {
  parent = mkdtempSync(path.join(os.tmpdir(), 'pos-private-'));
  dataDir = path.join(parent, 'data');
  // What an older version left behind: a world-readable folder, settings file and demo-store folder.
  mkdirSync(path.join(dataDir, 'demo-store'), { recursive: true });
  writeFileSync(path.join(dataDir, 'settings.json'), '{}');
  chmodSync(path.join(dataDir, 'settings.json'), 0o644);
  chmodSync(path.join(dataDir, 'demo-store'), 0o755);
  chmodSync(dataDir, 0o755);
  runtime = (await startTestRuntimeWithCatalog({ dataDir })).runtime;
});

afterAll(async () => {
  await runtime?.close();
  rmSync(parent, { recursive: true, force: true });
});

describe('files the app writes', () => {
  it('are readable by the user alone after a sale', async () => {
    const sale = runtime!.calls.sale;
    await sale.addLine(await variantIdOf(runtime!, 'HP-TEE-001-NAV-M'), 1);
    await sale.setCustomer({ email: 'private-files@example.com', ...MAINE_CUSTOMER, address2: '', phone: '' });
    const receipt = await sale.payCash({ tendered: '100.00' });
    expect(receipt.order.number).toMatch(/^R/);
    // A second sale left open: its cart token and the customer's words are in the settings file.
    await sale.addLine(await variantIdOf(runtime!, 'HP-TEE-001-NAV-M'), 1);

    const modes = modesUnder(dataDir);
    expect(readFileSync(path.join(dataDir, 'settings.json'), 'utf8')).toContain(receipt.order.number);
    for (const file of ['settings.json', 'catalog.sqlite', 'demo-store/demo-store.sqlite']) expect([...modes.keys()]).toContain(file);
    const wide = [...modes].filter(([name, mode]) => (name.endsWith('/') ? mode !== 0o700 : (mode & 0o077) !== 0));
    expect(wide.map(([name, mode]) => `${name} ${mode.toString(8)}`)).toEqual([]);
    expect(lstatSync(dataDir).mode & 0o777).toBe(0o700);
  });

  it('stay so when the demo store is reset and its files made anew', async () => {
    await runtime!.calls.app.resetDemoStore();
    await runtime!.calls.sale.discard();
    await runtime!.calls.sale.addLine(await variantIdOf(runtime!, 'HP-TEE-001-NAV-M'), 1);
    const modes = modesUnder(dataDir);
    expect([...modes.keys()]).toContain('demo-store/demo-store.sqlite-wal');
    const wide = [...modes].filter(([name, mode]) => (name.endsWith('/') ? mode !== 0o700 : (mode & 0o077) !== 0));
    expect(wide.map(([name, mode]) => `${name} ${mode.toString(8)}`)).toEqual([]);
  });
});
