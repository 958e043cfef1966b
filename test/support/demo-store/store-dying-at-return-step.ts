/**
 * The demo store in a process of its own that kills itself (SIGKILL, no clean-up) the moment a
 * named step of a return is done (see RETURN_STEPS), or, with the step `never`, one that just
 * serves: for the tests that prove a return is all or nothing and that two store processes on one
 * file cannot both refund the same money. Arguments: the data folder and the step. Prints
 * `listening on <url>` when ready.
 */
import { watchReturnSteps, type ReturnStep } from '../../../electron/demo-store/returns/return-steps.js';
import { startDemoStore } from '../../../electron/demo-store/http/server.js';

const [dataDir, dieAfter] = process.argv.slice(2);
if (!dataDir || !dieAfter) {
  process.stderr.write('usage: store-dying-at-return-step <data dir> <step | never>\n');
  process.exit(2);
}
watchReturnSteps((step: ReturnStep) => {
  if (step === dieAfter) process.kill(process.pid, 'SIGKILL');
});
const store = await startDemoStore({ dataDir, rateLimit: false });
process.stdout.write(`listening on ${store.url}\n`);
