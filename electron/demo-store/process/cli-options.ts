/**
 * The demo store's command-line options: `[--port <p>] [--data <dir>] [--rate-limit <n>]
 * [--auto-fulfil <seconds>] [--allow-host <host[:port]>]... [--verbose]`, read into
 * DemoStoreOptions, or `--data <dir> --issue-publishable-key <name>` (issue a key and exit)
 * (pure: no side effects, so it can be tested).
 */
import { parseHost } from '../http/allowed-hosts.js';
import type { DemoStoreOptions } from '../http/server.js';

export const USAGE =
  'usage: npm run demo-store -- [--port <port>] [--data <dir>] [--rate-limit <requests per 60 s, 0 = off>] [--auto-fulfil <seconds>] [--allow-host <host[:port]>]... [--verbose]\n       npm run demo-store -- --data <dir> --issue-publishable-key <name>';

export class UsageError extends Error {}

function wholeNumber(flag: string, value: string | undefined, max: number): number {
  if (value === undefined || !/^\d+$/.test(value) || Number(value) > max) {
    throw new UsageError(`${flag} needs a whole number between 0 and ${max}${value === undefined ? '' : `, not "${value}"`}`);
  }
  return Number(value);
}

export type CliOptions = DemoStoreOptions & { verbose: boolean; issuePublishableKey?: string };

export function parseCliArgs(argv: string[]): CliOptions {
  const options: CliOptions = { verbose: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const [flag, inline] = arg.startsWith('--') && arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
    const value = (): string | undefined => inline ?? argv[++i];
    switch (flag) {
      case '--port':
        options.port = wholeNumber('--port', value(), 65535);
        break;
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
      case '--allow-host': {
        const host = value();
        if (!host || !parseHost(host)) {
          throw new UsageError(`--allow-host needs a host name with an optional :port${host ? `, not "${host}"` : ''}`);
        }
        options.allowedHosts = [...(options.allowedHosts ?? []), host];
        break;
      }
      case '--issue-publishable-key': {
        const name = value();
        if (!name || name.startsWith('--')) throw new UsageError('--issue-publishable-key needs a name (whom the key is for)');
        options.issuePublishableKey = name;
        break;
      }
      case '--verbose':
        options.verbose = true;
        break;
      case '--help':
      case '-h':
        throw new UsageError('');
      default:
        throw new UsageError(`unknown option "${arg}"`);
    }
  }
  if (options.issuePublishableKey !== undefined && options.dataDir === undefined) {
    throw new UsageError('--issue-publishable-key needs --data <dir>: the store the key is for');
  }
  return options;
}
