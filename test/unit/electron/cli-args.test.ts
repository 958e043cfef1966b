import { describe, expect, it } from 'vitest';
import { readFlags, UsageError } from '../../../electron/cli-args.js';

describe('command-line flags', () => {
  const known = { port: 'number', store: 'string', verbose: 'boolean' } as const;

  it('reads values in both forms', () => {
    expect(readFlags(['--port', '4300', '--store=https://shop.example'], known)).toEqual({
      port: 4300,
      store: 'https://shop.example',
    });
    expect(readFlags(['--verbose'], known)).toEqual({ verbose: true });
  });

  it('says clearly what is wrong', () => {
    expect(() => readFlags(['--prot', '1'], known)).toThrow(UsageError);
    expect(() => readFlags(['--port'], known)).toThrow(/needs a value/);
    expect(() => readFlags(['--port', 'abc'], known)).toThrow(/whole number/);
    expect(() => readFlags(['4300'], known)).toThrow(/Unexpected/);
  });
});
