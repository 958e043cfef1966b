import { spawn } from 'node:child_process';
import { chmodSync, lstatSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { DB_FILE } from '../../../../electron/demo-store/db/database.js';
import { startDemoStore } from '../../../../electron/demo-store/http/server.js';

const mode = (p: string) => lstatSync(p).mode & 0o777;
const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'demo-store-private-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("the demo store's data file is its user's alone", () => {
  it('creates a missing data folder 0700 and the SQLite file with its -wal and -shm files 0600', async () => {
    const previous = process.umask(0o022);
    try {
      const dataDir = path.join(tempDir(), 'new', 'demo-data');
      const store = await startDemoStore({ dataDir, rateLimit: false });
      try {
        const res = await fetch(`${store.url}/api/v2/storefront/cart`, { method: 'POST' });
        expect(res.status).toBe(201);
        expect(mode(dataDir)).toBe(0o700);
        for (const name of [DB_FILE, `${DB_FILE}-wal`, `${DB_FILE}-shm`]) {
          expect({ name, mode: mode(path.join(dataDir, name)) }).toEqual({ name, mode: 0o600 });
        }
      } finally {
        await store.close();
      }
    } finally {
      process.umask(previous);
    }
  });

  it('tightens a data file an older version left readable, and leaves a folder the operator chose as it is', async () => {
    const dataDir = tempDir();
    chmodSync(dataDir, 0o755);
    const file = path.join(dataDir, DB_FILE);
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, '');
    chmodSync(file, 0o644);
    const store = await startDemoStore({ dataDir, rateLimit: false });
    try {
      expect(mode(file)).toBe(0o600);
      expect(mode(`${file}-wal`)).toBe(0o600);
      expect(mode(dataDir)).toBe(0o755);
    } finally {
      await store.close();
    }
  });

  it('is so for `npm run demo-store -- --data <new folder>` too, whatever the umask', async () => {
    const dataDir = path.join(tempDir(), 'cli-data');
    const cli = fileURLToPath(new URL('../../../../electron/demo-store/process/cli.ts', import.meta.url));
    const child = spawn('/bin/sh', ['-c', 'umask 022 && exec "$0" --import tsx "$1" --port 0 --rate-limit 0 --data "$2"', process.execPath, cli, dataDir], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      err += chunk.toString();
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    try {
      const deadline = Date.now() + 20_000;
      while (!/listening on/.test(out) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      const url = /^listening on (http:\/\/127\.0\.0\.1:\d+)\n$/.exec(out)?.[1];
      expect(url, err).toBeDefined();
      expect((await fetch(`${url}/api/v2/storefront/cart`, { method: 'POST' })).status).toBe(201);
      expect(mode(dataDir)).toBe(0o700);
      for (const name of [DB_FILE, `${DB_FILE}-wal`, `${DB_FILE}-shm`]) {
        expect({ name, mode: mode(path.join(dataDir, name)) }).toEqual({ name, mode: 0o600 });
      }
    } finally {
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    }
  });
});
