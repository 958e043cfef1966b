/**
 * The demo store in a process of its own that kills itself (SIGKILL, no clean-up) the moment a
 * named step of placing an order is done: for the test that proves placing an order is all or
 * nothing. Arguments: the data folder and the step (see PLACEMENT_STEPS). Prints
 * `listening on <url>` when ready.
 */
import { watchPlacementSteps, type PlacementStep } from '../../../electron/demo-store/checkout/placement-steps.js';
import { startDemoStore } from '../../../electron/demo-store/http/server.js';

const [dataDir, dieAfter] = process.argv.slice(2);
if (!dataDir || !dieAfter) {
  process.stderr.write('usage: store-dying-at-step <data dir> <step>\n');
  process.exit(2);
}
watchPlacementSteps((step: PlacementStep) => {
  if (step === dieAfter) process.kill(process.pid, 'SIGKILL');
});
const store = await startDemoStore({ dataDir, rateLimit: false });
process.stdout.write(`listening on ${store.url}\n`);
