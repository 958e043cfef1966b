/**
 * Builds the unpacked Linux package with electron-builder against a stand-in Electron
 * distribution (the real binary cannot be downloaded here) and checks what it contains. The
 * native rebuild is off for this check only: it needs Electron's headers from the network.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { inspectPackage } from './inspect-package.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const builder = path.join(root, 'node_modules/.bin/electron-builder');
const electronVersion = (JSON.parse(readFileSync(path.join(root, 'node_modules/electron/package.json'), 'utf8')) as { version: string }).version;

function standInElectron(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pos-electron-dist-'));
  mkdirSync(path.join(dir, 'resources'));
  mkdirSync(path.join(dir, 'locales'));
  writeFileSync(path.join(dir, 'electron'), '#!/bin/sh\necho "stand-in Electron"\n');
  chmodSync(path.join(dir, 'electron'), 0o755);
  writeFileSync(path.join(dir, 'LICENSE'), 'stand-in');
  writeFileSync(path.join(dir, 'LICENSES.chromium.html'), 'stand-in');
  writeFileSync(path.join(dir, 'version'), electronVersion);
  return dir;
}

function buildUnpacked(configFile: string): string {
  const out = mkdtempSync(path.join(os.tmpdir(), 'pos-package-'));
  const run = spawnSync(
    builder,
    [
      '--dir',
      '--linux',
      '--x64',
      '--config',
      configFile,
      `-c.electronDist=${standInElectron()}`,
      `-c.electronVersion=${electronVersion}`,
      '-c.npmRebuild=false',
      `-c.directories.output=${out}`,
      '--publish',
      'never',
    ],
    { cwd: root, encoding: 'utf8', timeout: 240_000, env: { ...process.env, ELECTRON_SKIP_BINARY_DOWNLOAD: '1' } },
  );
  expect(run.status, run.stderr + run.stdout).toBe(0);
  return path.join(out, 'linux-unpacked', 'resources');
}

beforeAll(() => {
  if (!existsSync(path.join(root, 'dist/electron/preload.cjs')) || !existsSync(path.join(root, 'dist/renderer/index.html'))) {
    const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, encoding: 'utf8' });
    expect(build.status, build.stderr).toBe(0);
  }
});

describe('packaged app', () => {
  it('holds the app and its native modules, and nothing it does not run', () => {
    const resources = buildUnpacked(path.join(root, 'electron-builder.yml'));
    expect(inspectPackage(resources)).toEqual([]);
    expect(existsSync(path.join(resources, 'app-update.yml'))).toBe(true);
  });

  it('is caught when the configuration leaves the preload out', () => {
    const config = readFileSync(path.join(root, 'electron-builder.yml'), 'utf8').replace(
      '  - dist/electron/**\n',
      '  - dist/electron/**\n  - "!dist/electron/preload.cjs"\n',
    );
    expect(config).toContain('!dist/electron/preload.cjs');
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'pos-config-')), 'electron-builder.yml');
    writeFileSync(file, config);
    expect(inspectPackage(buildUnpacked(file))).toContain('missing /dist/electron/preload.cjs');
  });
});
