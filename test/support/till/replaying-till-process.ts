/**
 * The app's main-process services in a process of their own, on a data folder and a store given
 * as arguments, with the test manager on the till: for the test that kills the till (SIGKILL, no
 * clean-up) while it replays offline sales. Prints `ready` once started; the replay starts by
 * itself when the store answers.
 */
import { startPosRuntime } from '../../../electron/till/runtime/pos-runtime.js';
import { memorySecretStore } from '../../../electron/till/account/secret-store.js';
import { openSettingsFile } from '../../../electron/till/settings/settings-store.js';
import { DEMO_LOCATION } from '../../../electron/till/store/store-profiles.js';
import { openTillForTests } from './test-staff.js';

const [dataDir, storeUrl] = process.argv.slice(2);
if (!dataDir || !storeUrl) {
  process.stderr.write('usage: replaying-till-process <data dir> <store url>\n');
  process.exit(2);
}
const runtime = await startPosRuntime({
  dataDir,
  settings: openSettingsFile(dataDir),
  version: 'test',
  shell: 'browser',
  storeUrl,
  storeLocation: DEMO_LOCATION,
  secrets: memorySecretStore(),
  rateLimit: { limit: 1_000_000, windowMs: 60_000 },
});
await openTillForTests(runtime);
process.stdout.write('ready\n');
