/**
 * Electronegativity (offline, no Electron binary) over the Electron adapters, the page and the
 * window options as mainWindowOptions() really builds them. Any finding fails the test.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { mainWindowOptions } from '../../../electron/window.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const bin = path.join(root, 'node_modules/.bin/electronegativity');

function scan(dir: string): string[][] {
  const out = path.join(dir, 'findings.csv');
  // Offline, the check for newer Electron releases cannot fetch and reports nothing; it is left out below.
  const run = spawnSync(bin, ['-i', dir, '-e', '45.0.0', '-o', out, '-v', 'false'], {
    encoding: 'utf8',
    timeout: 90_000,
  });
  expect(run.error).toBeUndefined();
  const rows = readFileSync(out, 'utf8').trim().split('\n').slice(1);
  return rows
    .filter(Boolean)
    .map((r) => r.split(','))
    .filter((r) => r[0] !== 'AVAILABLE_SECURITY_FIXES_GLOBAL_CHECK');
}

function workspace(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pos-eneg-'));
  for (const file of readdirSync(path.join(root, 'electron'))) {
    if (file.endsWith('.ts')) copyFileSync(path.join(root, 'electron', file), path.join(dir, file));
  }
  copyFileSync(path.join(root, 'renderer/index.html'), path.join(dir, 'index.html'));
  return dir;
}

describe('electronegativity', () => {
  it('finds nothing in the Electron shell', { timeout: 120_000 }, () => {
    const dir = workspace();
    const options = mainWindowOptions('preload.cjs', 'light');
    writeFileSync(
      path.join(dir, 'window-options.js'),
      // The preload is reviewed: it exposes the bridge's named methods only (electron/preload.ts).
      `const { BrowserWindow } = require('electron');\nnew BrowserWindow(${JSON.stringify(options)}); // eng-disable PRELOAD_JS_CHECK\n`,
    );
    const findings = scan(dir);
    expect(findings.map((f) => `${f[0]} ${f[3]}`)).toEqual([]);
  });

  it('would report an insecure window', { timeout: 120_000 }, () => {
    const dir = workspace();
    writeFileSync(
      path.join(dir, 'window-options.js'),
      `const { BrowserWindow } = require('electron');\nnew BrowserWindow({ webPreferences: { nodeIntegration: true, contextIsolation: false, sandbox: false } });\n`,
    );
    const ids = scan(dir).map((f) => f[0]);
    expect(ids).toContain('CONTEXT_ISOLATION_JS_CHECK');
    expect(ids).toContain('SANDBOX_JS_CHECK');
  });
});
