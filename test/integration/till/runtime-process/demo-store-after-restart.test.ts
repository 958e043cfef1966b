/**
 * The till on its embedded demo store, its services in a process of their own (as the browser host
 * runs them; the demo store a child of theirs): the services are killed (SIGKILL) and start again.
 * The demo store comes back at the address it had (its port free again), so whatever the till keeps
 * by that address (the local catalog, kept pictures, a signed-in customer) is still its own: the
 * catalog is there at once, and a catalog call that asks the store succeeds. A port someone else
 * holds is not waited for: the demo store starts on another, and the till works there.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppInfo, BridgeEvent } from '../../../../shared/bridge/bridge.js';
import { startRuntimeChildProcess, type RuntimeChildProcess } from '../../../../electron/web-host/runtime-child-process.js';
import { callServices, openServicesTill } from '../../../support/till/services-calls.js';

let dataDir: string;
let services: RuntimeChildProcess;
const events: BridgeEvent[] = [];

/** The till's services on the embedded demo store, data kept in `dir`. */
const startServices = (dir: string) =>
  startRuntimeChildProcess({
    start: { dataDir: dir, version: 'test', storeUrl: null, secrets: 'memory', demoStore: { autoFulfil: false }, rateLimit: { limit: 1000, windowMs: 60_000 } },
    log: () => {},
    policy: { firstDelayMs: 300, maxDelayMs: 2_000, healthyMs: 60_000 },
  });

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'pos-demo-restart-'));
  services = await startServices(dataDir);
  services.events.subscribe((event) => events.push(event));
}, 60_000);

afterAll(async () => {
  await services?.host.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const call = <T>(method: string, ...args: unknown[]) => callServices<T>(services, method, ...args);
const openTill = () => openServicesTill(services);

describe('the services started again on the embedded demo store', () => {
  it('find the demo store at the address it had, with the catalog kept, and catalog calls succeed', async () => {
    await openTill();
    const before = await call<AppInfo>('app.info');
    expect(before.mode).toBe('demo');
    await expect.poll(async () => (await call<{ products: number }>('catalog.status')).products, { timeout: 30_000, interval: 200 }).toBeGreaterThan(0);
    const tee = await call<{ id: string }>('catalog.product', 'harbor-logo-tee');

    const firstPid = services.host.pid();
    process.kill(firstPid!, 'SIGKILL');
    await expect.poll(() => events.some((e) => e.type === 'services.restarting' && e.words === null), { timeout: 30_000, interval: 50 }).toBe(true);
    expect(services.host.pid()).not.toBe(firstPid);

    await openTill();
    const after = await call<AppInfo>('app.info');
    expect(after.storeUrl).toBe(before.storeUrl);
    // The catalog kept on disk is the same store's: there at once, not dropped for a full sync.
    expect((await call<{ products: number }>('catalog.status')).products).toBeGreaterThan(0);
    expect(await call<{ id: string }>('catalog.product', 'harbor-logo-tee')).toMatchObject({ id: tee.id });
  }, 90_000);

  it('start on another port when the one kept is held by someone else, and work there', async () => {
    const held: Server = createServer();
    await new Promise<void>((resolve) => held.listen(0, '127.0.0.1', resolve));
    const heldPort = (held.address() as { port: number }).port;
    const dir = mkdtempSync(path.join(os.tmpdir(), 'pos-demo-port-held-'));
    writeFileSync(path.join(dir, 'demo-store-port.json'), JSON.stringify({ version: 1, port: heldPort }));
    const other = await startServices(dir);
    try {
      await openServicesTill(other);
      const info = await callServices<AppInfo>(other, 'app.info');
      expect(info.mode).toBe('demo');
      expect(new URL(info.storeUrl).port).not.toBe(String(heldPort));
      expect(await callServices<{ slug: string }>(other, 'catalog.product', 'harbor-logo-tee')).toMatchObject({ slug: 'harbor-logo-tee' });
      // The port it got is the one kept now.
      expect(JSON.parse(readFileSync(path.join(dir, 'demo-store-port.json'), 'utf8'))).toMatchObject({ port: Number(new URL(info.storeUrl).port) });
    } finally {
      await other.host.close();
      await new Promise((resolve) => held.close(resolve));
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
