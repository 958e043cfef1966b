/**
 * Builds the unpacked Linux package with electron-builder against a stand-in Electron
 * distribution (the real binary cannot be downloaded here) and checks what it contains. The
 * native rebuild is off for this check only: it needs Electron's headers from the network.
 * The stand-in executable carries a fuse wire in Electron's format, with Electron's own default
 * states, so the fuses electron-builder flips are read back from the built executable.
 */
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { FuseVersion } from '@electron/fuses';
import { SENTINEL } from '@electron/fuses/dist/constants.js';
import { inspectFuses } from './inspect-fuses.js';
import { inspectPackage } from './inspect-package.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const builder = path.join(root, 'node_modules/.bin/electron-builder');
const electronVersion = (JSON.parse(readFileSync(path.join(root, 'node_modules/electron/package.json'), 'utf8')) as { version: string }).version;

/** The fuse wire of an Electron build as it comes: version, length, then one state byte per fuse ('1' on, '0' off). */
const DEFAULT_FUSE_WIRE = Buffer.concat([
  Buffer.from(SENTINEL, 'ascii'),
  Buffer.from([Number(FuseVersion.V1), 8]),
  // RunAsNode, cookie encryption, NODE_OPTIONS, --inspect, asar integrity, only app.asar, browser V8 snapshot, file:// privileges
  Buffer.from('10110001', 'ascii'),
]);

function standInElectron(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pos-electron-dist-'));
  mkdirSync(path.join(dir, 'resources'));
  mkdirSync(path.join(dir, 'locales'));
  writeFileSync(
    path.join(dir, 'electron'),
    Buffer.concat([Buffer.from('#!/bin/sh\necho "stand-in Electron"\nexit 0\n'), DEFAULT_FUSE_WIRE, Buffer.from('\n')]),
  );
  chmodSync(path.join(dir, 'electron'), 0o755);
  writeFileSync(path.join(dir, 'LICENSE'), 'stand-in');
  writeFileSync(path.join(dir, 'LICENSES.chromium.html'), 'stand-in');
  writeFileSync(path.join(dir, 'version'), electronVersion);
  return dir;
}

/** Builds the unpacked package with a configuration; answers its folder. Builds run side by side. */
function buildUnpacked(configFile: string): Promise<string> {
  const out = mkdtempSync(path.join(os.tmpdir(), 'pos-package-'));
  const args = [
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
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(builder, args, { cwd: root, env: { ...process.env, ELECTRON_SKIP_BINARY_DOWNLOAD: '1' } });
    let said = '';
    child.stdout.on('data', (chunk: Buffer) => (said += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (said += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 240_000);
    child.on('error', reject);
    child.on('close', (status) => {
      clearTimeout(timer);
      if (status === 0) resolve(path.join(out, 'linux-unpacked'));
      else reject(new Error(`electron-builder ended with ${String(status)}:\n${said}`));
    });
  });
}

/** A copy of the configuration with one change, in a folder of its own. */
function configWith(change: (config: string) => string): string {
  const config = change(readFileSync(path.join(root, 'electron-builder.yml'), 'utf8'));
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'pos-config-')), 'electron-builder.yml');
  writeFileSync(file, config);
  return file;
}

beforeAll(() => {
  if (!existsSync(path.join(root, 'dist/electron/preload.cjs')) || !existsSync(path.join(root, 'dist/renderer/index.html'))) {
    const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, encoding: 'utf8' });
    expect(build.status, build.stderr).toBe(0);
  }
  // The three packages are built at once; each test waits for its own.
  const noFuse = configWith((config) => {
    const without = config.replace(/^ {2}runAsNode: false\n/m, '');
    expect(without).not.toBe(config);
    return without;
  });
  const noPreload = configWith((config) => {
    const without = config.replace('  - dist/electron/**\n', '  - dist/electron/**\n  - "!dist/electron/preload.cjs"\n');
    expect(without).toContain('!dist/electron/preload.cjs');
    return without;
  });
  builds = { full: buildUnpacked(path.join(root, 'electron-builder.yml')), noFuse: buildUnpacked(noFuse), noPreload: buildUnpacked(noPreload) };
  // A rejection is read by the test that waits for it, not reported as unhandled before then.
  Object.values(builds).forEach((b) => b.catch(() => undefined));
});

let builds: Record<'full' | 'noFuse' | 'noPreload', Promise<string>>;

describe('packaged app', () => {
  it('holds the app and its native modules, and nothing it does not run, with every fuse set', async () => {
    const app = await builds.full;
    const resources = path.join(app, 'resources');
    expect(inspectPackage(resources)).toEqual([]);
    expect(existsSync(path.join(resources, 'app-update.yml'))).toBe(true);
    expect(await inspectFuses(path.join(app, 'storefront-pos'))).toEqual([]);
  });

  it('is caught when the configuration leaves a fuse out', async () => {
    const app = await builds.noFuse;
    expect(await inspectFuses(path.join(app, 'storefront-pos'))).toEqual(['fuse RunAsNode is on; it must be off']);
  });

  it('is caught when the configuration leaves the preload out', async () => {
    expect(inspectPackage(path.join(await builds.noPreload, 'resources'))).toContain('missing /dist/electron/preload.cjs');
  });
});
