// `npm test`: typecheck, lint, formatting, unused code (Knip), import circles, build, then every vitest project
// (unit, integration, end-to-end, package), closing with one plain summary line:
// "tests: N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';

const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function step(title, command, args) {
  console.info(`\n▶ ${title}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  if (result.status !== 0) {
    console.error(`\n✖ ${title} failed`);
    console.info('tests: 0 passed, 1 failed');
    process.exit(result.status ?? 1);
  }
}

step('typecheck', npx, ['tsc', '-p', 'tsconfig.json', '--noEmit']);
// The main process without the DOM, the page without Node (test/unit/electron/typescript-projects.test.ts).
step('typecheck: main process', npx, ['tsc', '-p', 'tsconfig.main.json', '--noEmit']);
step('typecheck: page', npx, ['tsc', '-p', 'tsconfig.renderer.json', '--noEmit']);
step('lint', npx, ['eslint', '.', '--max-warnings', '0']);
step('formatting', npx, ['prettier', '--check', '.', '--log-level', 'warn']);
// Files, exports and dependencies nobody uses; then, the app alone, code only tests run.
step('unused code', npx, ['knip']);
step('unused code: the app alone', npx, ['knip', '--production']);
// No module of the app imports itself back through others (scripts/import-circles.ts).
step('import circles', npx, ['tsx', 'scripts/import-circles.ts']);
step('build', npm, ['run', 'build', '--silent']);

mkdirSync('.tmp', { recursive: true });
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
