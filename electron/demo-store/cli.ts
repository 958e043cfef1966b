/**
 * `npm run demo-store -- [--port <p>] [--data <dir>] [--rate-limit <n>] [--auto-fulfil <seconds>] [--verbose]`
 *
 * Starts the demo store on 127.0.0.1 and prints `listening on http://127.0.0.1:<port>`.
 * Without --data it runs on a fresh temporary store. --rate-limit 0 turns the limit off.
 * Ctrl-C (SIGINT) or SIGTERM stops it cleanly.
 */
import { startDemoStore, type DemoStoreOptions } from './server.js';

export const USAGE = 'usage: npm run demo-store -- [--port <port>] [--data <dir>] [--rate-limit <requests per 60 s, 0 = off>] [--auto-fulfil <seconds>] [--verbose]';

export class UsageError extends Error {}

function wholeNumber(flag: string, value: string | undefined, max: number): number {
  if (value === undefined || !/^\d+$/.test(value) || Number(value) > max) {
    throw new UsageError(`${flag} needs a whole number between 0 and ${max}${value === undefined ? '' : `, not "${value}"`}`);
  }
  return Number(value);
}

export function parseCliArgs(argv: string[]): DemoStoreOptions & { verbose: boolean } {
  const options: DemoStoreOptions & { verbose: boolean } = { verbose: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const [flag, inline] = arg.startsWith('--') && arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
    const value = (): string | undefined => inline ?? argv[++i];
    switch (flag) {
      case '--port': options.port = wholeNumber('--port', value(), 65535); break;
      case '--data': {
        const dir = value();
        if (!dir || dir.startsWith('--')) throw new UsageError('--data needs a folder');
        options.dataDir = dir;
        break;
      }
      case '--rate-limit': {
        const limit = wholeNumber('--rate-limit', value(), 1_000_000);
        options.rateLimit = limit === 0 ? false : { limit, windowSeconds: 60 };
        break;
      }
      case '--auto-fulfil': {
        const seconds = wholeNumber('--auto-fulfil', value(), 86_400);
        options.autoFulfil = seconds === 0 ? false : { afterSeconds: seconds };
        break;
      }
      case '--verbose': options.verbose = true; break;
      case '--help': case '-h': throw new UsageError('');
      default: throw new UsageError(`unknown option "${arg}"`);
    }
  }
  return options;
}

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
  const { verbose, ...storeOptions } = options;
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
    store.close().then(() => process.exit(0), (error: unknown) => {
      process.stderr.write(`demo-store: error while stopping: ${String(error)}\n`);
      process.exit(1);
    });
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

void main();
