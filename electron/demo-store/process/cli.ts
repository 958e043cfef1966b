/**
 * `npm run demo-store -- [--port <p>] [--data <dir>] [--rate-limit <n>] [--auto-fulfil <seconds>] [--allow-host <host[:port]>]... [--verbose]`
 *
 * Starts the demo store on 127.0.0.1 and prints `listening on http://127.0.0.1:<port>`.
 * Without --data it runs on a fresh temporary store. --rate-limit 0 turns the limit off.
 * --allow-host (repeatable) adds a name the store answers to besides 127.0.0.1, localhost and
 * [::1] on its port. Ctrl-C (SIGINT) or SIGTERM stops it cleanly.
 *
 * `npm run demo-store -- --data <dir> --issue-publishable-key <name>` issues a publishable key in
 * that store, prints it once and exits.
 */
import { parseCliArgs, UsageError, USAGE } from './cli-options.js';
import { issueKeyCommand } from '../keys/issue-key-command.js';
import { startDemoStore } from '../http/server.js';

async function main(): Promise<void> {
  let options: ReturnType<typeof parseCliArgs>;
  try {
    options = parseCliArgs(process.argv.slice(2));
  } catch (error) {
    if (error instanceof UsageError) {
      if (error.message) process.stderr.write(`demo-store: ${error.message}\n`);
      process.stderr.write(`${USAGE}\n`);
      process.exit(error.message ? 2 : 0);
    }
    throw error;
  }
  const { verbose, issuePublishableKey, ...storeOptions } = options;
  if (issuePublishableKey !== undefined) {
    try {
      process.stdout.write(await issueKeyCommand(storeOptions.dataDir!, issuePublishableKey));
      process.exit(0);
    } catch (error) {
      process.stderr.write(`demo-store: no key issued: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(1);
    }
  }
  let store;
  try {
    store = await startDemoStore({ ...storeOptions, log: verbose ? (line) => process.stderr.write(`${line}\n`) : undefined });
  } catch (error) {
    process.stderr.write(`demo-store: could not start: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
  process.stdout.write(`listening on ${store.url}\n`);
  let stopping = false;
  const stop = (): void => {
    if (stopping) return;
    stopping = true;
    store.close().then(
      () => process.exit(0),
      (error: unknown) => {
        process.stderr.write(`demo-store: error while stopping: ${String(error)}\n`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

void main();
