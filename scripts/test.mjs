// `npm test`: typecheck, lint, formatting, unused code (Knip), import circles, build, then every vitest project
// (unit, integration, end-to-end, package), closing with one plain summary line:
// "tests: N passed, N failed".
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';

const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Runs one check with its output kept, and answers its title, exit status and output once it ends. */
function check(title, command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' } });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => output.push(Buffer.from(String(error))));
    child.on('close', (status) => resolve({ title, status: status ?? 1, output: Buffer.concat(output).toString() }));
  });
}

/** Runs a lane's checks one after another, printing each as it ends; stops the lane at the first that fails. */
async function lane(checks) {
  const failed = [];
  for (const [title, command, args] of checks) {
    const started = Date.now();
    const result = await check(title, command, args);
    console.info(`\n▶ ${title} (${Math.round((Date.now() - started) / 1000)} s)`);
    if (result.output.trim()) process.stdout.write(result.output.endsWith('\n') ? result.output : `${result.output}\n`);
    if (result.status !== 0) {
      console.error(`\n✖ ${title} failed`);
      failed.push(title);
      break;
    }
  }
  return failed;
}

// What the static checks learnt last time (.tmp, never committed): each typecheck keeps its
// .tsbuildinfo and checks again only what changed since; ESLint and Prettier skip the files they
// passed unchanged. A clean clone has none of it and checks everything.
mkdirSync('.tmp', { recursive: true });
const typecheck = (project) => ['tsc', '-p', `${project}.json`, '--noEmit', '--incremental', '--tsBuildInfoFile', `.tmp/${project}.tsbuildinfo`];

// The static checks run in two lanes side by side (each is mostly one core's work); the tests start
// once both have passed, as the end-to-end tests need the build.
const failures = (
  await Promise.all([
    lane([
      ['typecheck', npx, typecheck('tsconfig')],
      // The main process without the DOM, the page without Node (test/unit/electron/typescript-projects.test.ts).
      ['typecheck: main process', npx, typecheck('tsconfig.main')],
      ['typecheck: page', npx, typecheck('tsconfig.renderer')],
      // Files, exports and dependencies nobody uses; then, the app alone, code only tests run.
      ['unused code', npx, ['knip']],
      ['unused code: the app alone', npx, ['knip', '--production']],
    ]),
    lane([
      ['lint', npx, ['eslint', '.', '--max-warnings', '0', '--cache', '--cache-strategy', 'content', '--cache-location', '.tmp/eslintcache']],
      [
        'formatting',
        npx,
        ['prettier', '--check', '.', '--log-level', 'warn', '--cache', '--cache-strategy', 'content', '--cache-location', '.tmp/prettiercache'],
      ],
      // No module of the app imports itself back through others (scripts/import-circles.ts).
      ['import circles', npx, ['tsx', 'scripts/import-circles.ts']],
      ['build', npm, ['run', 'build', '--silent']],
    ]),
  ])
).flat();
if (failures.length > 0) {
  console.info('tests: 0 passed, 1 failed');
  process.exit(1);
}

const report = '.tmp/vitest-report.json';
console.info('\n▶ tests');
const run = spawnSync(npx, ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], {
  stdio: 'inherit',
  env: process.env,
});

let passed = 0;
let failed = run.status === 0 ? 0 : 1;
if (existsSync(report)) {
  const json = JSON.parse(readFileSync(report, 'utf8'));
  passed = json.numPassedTests ?? 0;
  failed = (json.numFailedTests ?? 0) + (run.status !== 0 && !json.numFailedTests ? 1 : 0);
}
console.info(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(run.status ?? 1);
