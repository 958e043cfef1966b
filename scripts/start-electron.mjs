// `npm start`: builds the app and runs it in Electron. Where Electron's binary is not installed
// (`npm ci` could not download it, or ELECTRON_SKIP_BINARY_DOWNLOAD was set), it says so in one
// line and points to browser mode, before building anything and without trying the download.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Electron's executable as its package would run it, or null when it is not there. */
function electronBinary() {
  const packageDir = path.dirname(createRequire(import.meta.url).resolve('electron/package.json'));
  const pathFile = path.join(packageDir, 'path.txt');
  const name = existsSync(pathFile) ? readFileSync(pathFile, 'utf8').trim() : null;
  const override = process.env.ELECTRON_OVERRIDE_DIST_PATH;
  const binary = override ? path.join(override, name || 'electron') : name ? path.join(packageDir, 'dist', name) : null;
  return binary && existsSync(binary) ? binary : null;
}

const binary = electronBinary();
if (!binary) {
  console.error("npm start: Electron's binary is not installed here (it could not be downloaded); run the app in your browser instead: npm run start:web");
  process.exit(1);
}
const build = spawnSync(npm, ['run', 'build', '--silent'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
const run = spawnSync(binary, ['.', ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(run.status ?? 1);
