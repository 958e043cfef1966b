import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { startDemoStore } from '../../../../electron/demo-store/http/server.js';
import { SF, addItem, call, inStockVariantId, many, newCart, one, payWith, toPayment } from '../../../support/demo-store/store-client.js';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'demo-store-test-'));
  dirs.push(dir);
  return dir;
}

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('persistence', () => {
  it('keeps orders across a restart on the same data folder and does not seed twice', async () => {
    const dataDir = tempDir();
    const first = await startDemoStore({ dataDir, rateLimit: false });
    const { token, number } = await newCart(first);
    await addItem(first, token, await inStockVariantId(first, 'classic-crew-tee'), 1);
    await toPayment(first, token);
    await payWith(first, token, 'Cash');
    expect((await call(first, `${SF}/checkout/complete`, { method: 'PATCH', orderToken: token })).status).toBe(200);
    const count = (await call(first, `${SF}/products?per_page=1`)).body.meta!.total_count;
    const openCart = await newCart(first);
    await first.close();

    const second = await startDemoStore({ dataDir, rateLimit: false });
    try {
      expect(second.dataDir).toBe(dataDir);
      const status = await call(second, `${SF}/order_status/${number}`, { orderToken: token });
      expect(status.status).toBe(200);
      expect(one(status.body).attributes.state).toBe('complete');
      expect((await call(second, `${SF}/cart`, { orderToken: openCart.token })).status).toBe(200);
      expect((await call(second, `${SF}/products?per_page=1`)).body.meta!.total_count).toBe(count);
      const taxons = many((await call(second, `${SF}/taxons?filter[permalink]=categories`)).body);
      expect(taxons).toHaveLength(1);
    } finally {
      await second.close();
    }
  });

  it('a store without a data folder starts fresh each time', async () => {
    const a = await startDemoStore({ rateLimit: false });
    const { token } = await newCart(a);
    await a.close();
    const b = await startDemoStore({ rateLimit: false });
    try {
      expect((await call(b, `${SF}/cart`, { orderToken: token })).status).toBe(404);
    } finally {
      await b.close();
    }
  });

  it('refuses a busy port with a clear error', async () => {
    const a = await startDemoStore({ rateLimit: false });
    try {
      await expect(startDemoStore({ port: a.port })).rejects.toThrow(`Port ${a.port} is already in use`);
    } finally {
      await a.close();
    }
  });
});

describe('command line', () => {
  const cli = fileURLToPath(new URL('../../../../electron/demo-store/process/cli.ts', import.meta.url));

  function run(args: string[]) {
    const child = spawn(process.execPath, ['--import', 'tsx', cli, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    return { child, exited, out: () => stdout, err: () => stderr };
  }

  it('prints the address when ready, serves, and stops cleanly on SIGTERM', async () => {
    const dataDir = tempDir();
    const proc = run(['--port', '0', '--data', dataDir, '--rate-limit', '0']);
    const deadline = Date.now() + 20_000;
    while (!/listening on/.test(proc.out()) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    const match = /^listening on (http:\/\/127\.0\.0\.1:(\d+))\n$/.exec(proc.out());
    expect(match, proc.err()).not.toBeNull();
    const status = await fetch(`${match![1]}/status`);
    expect(status.status).toBe(200);
    proc.child.kill('SIGTERM');
    expect(await proc.exited).toBe(0);
  });

  it('explains a bad flag without a stack trace', async () => {
    const proc = run(['--port', 'eighty']);
    expect(await proc.exited).toBe(2);
    expect(proc.err()).toContain('--port needs a whole number');
    expect(proc.err()).not.toMatch(/\n\s+at /);
  });
});
