/**
 * The project's GitHub Actions workflows, checked as actionlint would for what matters here
 * (test/support/workflow-lint.ts), and the release workflow's packaged-app smoke tests: on Linux
 * (under xvfb, with a Secret Service), Windows and macOS, after the app is packaged, running the
 * smoke test file against the packaged executable, before anything is published.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { lintWorkflow } from '../../support/workflow-lint.js';

const WORKFLOWS = path.resolve('.github/workflows');
const files = readdirSync(WORKFLOWS).filter((f) => /\.ya?ml$/.test(f));

const GOOD = `
name: Good
on: push
jobs:
  build:
    strategy:
      matrix:
        include:
          - os: ubuntu-latest
    runs-on: \${{ matrix.os }}
    steps:
      - uses: actions/checkout@v4
      - run: npm test
  after:
    needs: build
    runs-on: ubuntu-latest
    steps:
      - name: Done
        shell: bash
        run: echo done
`;

describe('workflow lint', () => {
  it('passes a sound workflow', () => {
    expect(lintWorkflow(GOOD)).toEqual([]);
  });

  it.each([
    ['an unknown job key', GOOD.replace('    needs: build', '    need: build'), /job "after": unknown key "need"/],
    ['a job without runs-on', GOOD.replace('    runs-on: ubuntu-latest\n', ''), /job "after": no runs-on/],
    ['runs-on naming an unknown runner', GOOD.replace('runs-on: ubuntu-latest', 'runs-on: ubuntu-lastest'), /runs-on "ubuntu-lastest" is not a known runner/],
    [
      'runs-on naming a matrix axis that is not there',
      GOOD.replace('runs-on: ${{ matrix.os }}', 'runs-on: ${{ matrix.platform }}'),
      /runs-on names matrix\.platform/,
    ],
    ['needs naming no job', GOOD.replace('needs: build', 'needs: biuld'), /needs "biuld", which is not a job here/],
    ['needs in a circle', GOOD.replace('  build:\n', '  build:\n    needs: after\n'), /go round in a circle/],
    ['uses on a branch', GOOD.replace('actions/checkout@v4', 'actions/checkout@main'), /not pinned to a version/],
    ['uses without a version', GOOD.replace('actions/checkout@v4', 'actions/checkout'), /not pinned to a version/],
    ['a step with neither run nor uses', GOOD.replace('      - run: npm test', '      - name: nothing'), /needs exactly one of run and uses/],
    ['an empty run', GOOD.replace('run: npm test', 'run: ""'), /run is empty/],
    ['an unknown shell', GOOD.replace('shell: bash', 'shell: zsh'), /unknown shell "zsh"/],
    ['an expression left open', GOOD.replace('run: echo done', 'run: echo ${{ github.sha'), /expression is left open/],
    ['a step key misspelt', GOOD.replace('      - run: npm test', '      - runs: npm test'), /unknown key "runs"/],
    ['not YAML', 'jobs: [unclosed', /not YAML/],
  ])('catches %s', (_, text, problem) => {
    expect(lintWorkflow(text).join('\n')).toMatch(problem);
  });

  it.each(files)('%s passes', (file) => {
    expect(lintWorkflow(readFileSync(path.join(WORKFLOWS, file), 'utf8'))).toEqual([]);
  });
});

type Step = { name?: string; run?: string; uses?: string; if?: string; env?: Record<string, string> };
type Job = { 'runs-on': string; needs?: string | string[]; strategy?: { matrix: { include: { os: string; unpacked?: string }[] } }; steps: Step[] };

describe('the release workflow', () => {
  const read = () => {
    const release = parse(readFileSync(path.join(WORKFLOWS, 'release.yml'), 'utf8')) as { jobs: Record<string, Job> };
    const steps = Object.values(release.jobs).flatMap((job) => job.steps);
    return { release, steps, smokeSteps: steps.filter((s) => s.run?.includes('test/e2e/electron/packaged-app-smoke.test.ts')) };
  };

  it('runs the packaged-app smoke test on Linux under xvfb with a Secret Service, on Windows and on macOS', () => {
    const { release, smokeSteps } = read();
    const oses = Object.values(release.jobs).flatMap((job) =>
      job.steps.some((s) => smokeSteps.includes(s)) ? (job.strategy?.matrix.include ?? []).map((i) => i.os) : [],
    );
    expect(oses.some((os) => os.startsWith('ubuntu'))).toBe(true);
    expect(oses.some((os) => os.startsWith('windows'))).toBe(true);
    expect(oses.some((os) => os.startsWith('macos'))).toBe(true);
    const linux = smokeSteps.find((s) => s.if?.includes("runner.os == 'Linux'"));
    expect(linux?.run).toMatch(/xvfb-run/);
    expect(linux?.run).toMatch(/dbus-run-session/);
    expect(linux?.run).toMatch(/gnome-keyring-daemon --unlock/);
    expect(smokeSteps.every((s) => s.env?.POS_PACKAGED_APP)).toBe(true);
  });

  it('smoke-tests the packaged app before it publishes the installers', () => {
    const { release, steps } = read();
    // Each OS packages the app unpacked ("dir"), never published.
    for (const job of Object.values(release.jobs)) {
      for (const entry of job.strategy?.matrix.include ?? []) expect(entry.unpacked).toMatch(/^--(linux|win|mac) dir /);
    }
    const names = steps.map((s) => s.run ?? s.uses ?? '');
    const packaged = names.findIndex((r) => /electron-builder \$\{\{ matrix\.unpacked \}\} --publish never/.test(r));
    const smoke = names.findIndex((r) => r.includes('test/e2e/electron/packaged-app-smoke.test.ts'));
    const publish = names.findIndex((r) => /--publish always/.test(r));
    expect(packaged).toBeGreaterThan(-1);
    expect(smoke).toBeGreaterThan(packaged);
    expect(publish).toBeGreaterThan(smoke);
  });
});
