/** A small, strict reader of `--name value` command-line flags shared by the app's commands. */
export class UsageError extends Error {}

export function readFlags(argv: string[], known: Record<string, 'string' | 'number' | 'boolean'>): Record<string, string | number | boolean> {
  const out: Record<string, string | number | boolean> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (!arg.startsWith('--')) throw new UsageError(`Unexpected argument: ${arg}`);
    const [name, inline] = arg.slice(2).split('=', 2) as [string, string | undefined];
    const kind = known[name];
    if (!kind)
      throw new UsageError(
        `Unknown option --${name}. Known: ${Object.keys(known)
          .map((k) => '--' + k)
          .join(', ')}`,
      );
    if (kind === 'boolean') {
      out[name] = inline === undefined ? true : inline !== 'false';
      continue;
    }
    const value = inline ?? argv[++i];
    if (value === undefined || value.startsWith('--')) throw new UsageError(`--${name} needs a value`);
    if (kind === 'number') {
      const n = Number(value);
      if (!Number.isInteger(n) || n < 0 || n > 65535) throw new UsageError(`--${name} must be a whole number (got ${value})`);
      out[name] = n;
    } else out[name] = value;
  }
  return out;
}
