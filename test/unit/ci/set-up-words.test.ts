/**
 * The words a new install meets: `npm start` where Electron's binary is not installed says so in
 * one line and points to browser mode (without building first), and the Node and npm versions the
 * README's quick start names are the ones package.json's `engines` states.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as { engines: Record<string, string> };

/** The README's "Quick start" section, up to its next heading of the same level. */
function quickStart(): string {
  const readme = readFileSync('README.md', 'utf8');
  const start = readme.indexOf('\n## Quick start');
  expect(start).toBeGreaterThan(0);
  const end = readme.indexOf('\n## ', start + 1);
  return readme.slice(start, end);
}

describe('set-up words', () => {
  it('npm start without Electron’s binary says so in one line naming npm run start:web, and builds nothing', () => {
    // An Electron distribution folder with nothing in it: the binary is missing whatever this machine has.
    const empty = mkdtempSync(path.join(os.tmpdir(), 'no-electron-'));
    try {
      const started = Date.now();
      const run = spawnSync(npm, ['start', '--silent'], {
        encoding: 'utf8',
        env: { ...process.env, ELECTRON_OVERRIDE_DIST_PATH: empty },
        timeout: 20_000,
      });
      expect(run.status).toBe(1);
      expect(run.stdout.trim()).toBe('');
      const lines = run.stderr.trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/Electron/);
      expect(lines[0]).toContain('npm run start:web');
      // It stops before the build (which takes far longer).
      expect(Date.now() - started).toBeLessThan(10_000);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  }, 30_000);

  it('the quick start names the Node.js and npm versions package.json’s engines states, and the system packages', () => {
    const words = quickStart();
    const node = /Node\.js ((?:\d+\.\d+\+(?: or )?)+)/.exec(words);
    expect(node, 'the quick start names the Node.js versions').not.toBeNull();
    const lines = [...node![1]!.matchAll(/(\d+)\.(\d+)\+/g)].map(([, major, minor]) => ({ major: Number(major), minor: Number(minor) }));
    expect(lines.length).toBeGreaterThan(0);
    // The first line named is the floor; each later one starts a newer major line.
    const range = lines.map((l, i) => `${i === lines.length - 1 ? '>=' : '^'}${l.major}.${l.minor}.0`).join(' || ');
    expect(manifest.engines.node).toBe(range);
    const npmMajor = /npm (\d+)\+/.exec(words);
    expect(npmMajor, 'the quick start names the npm version').not.toBeNull();
    expect(manifest.engines.npm).toBe(`>=${npmMajor![1]}`);
    expect(Object.keys(manifest.engines).sort()).toEqual(['node', 'npm']);
    // The system packages .ci/run installs are the ones the quick start lists.
    const ciRun = readFileSync('.ci/run', 'utf8');
    const installed = /apt-get install -y -qq --no-install-recommends \\\n\s*([^>\n]+)/.exec(ciRun)![1]!.trim().split(/\s+/);
    for (const pkg of installed) expect(words, `the quick start names ${pkg}`).toContain(pkg);
  });
});
