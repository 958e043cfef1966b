import { describe, expect, it } from 'vitest';
import { parseCliArgs, UsageError } from '../../../electron/demo-store/process/cli-options.js';

describe('demo store command line', () => {
  it('reads every option, --allow-host as often as it is given', () => {
    expect(
      parseCliArgs(['--port', '4310', '--data=./d', '--rate-limit', '0', '--allow-host', 'pos-demo.example.lan', '--allow-host=till-2.lan:8443', '--verbose']),
    ).toEqual({
      port: 4310,
      dataDir: './d',
      rateLimit: false,
      allowedHosts: ['pos-demo.example.lan', 'till-2.lan:8443'],
      verbose: true,
    });
    expect(parseCliArgs([])).toEqual({ verbose: false });
  });

  it('says what is wrong with an --allow-host that is not a host name', () => {
    for (const bad of [
      ['--allow-host'],
      ['--allow-host', 'http://shop.example'],
      ['--allow-host=shop example'],
      ['--allow-host', 'shop.example:0'],
      ['--allow-host', '*.example'],
    ]) {
      expect(() => parseCliArgs(bad)).toThrow(UsageError);
      expect(() => parseCliArgs(bad)).toThrow(/--allow-host needs a host name/);
    }
  });

  it('reads --issue-publishable-key with its name, and only together with --data (a temporary store would lose the key)', () => {
    expect(parseCliArgs(['--data', './d', '--issue-publishable-key', 'Till 2'])).toEqual({ dataDir: './d', issuePublishableKey: 'Till 2', verbose: false });
    expect(() => parseCliArgs(['--issue-publishable-key', 'Till 2'])).toThrow(/--issue-publishable-key needs --data/);
    expect(() => parseCliArgs(['--data', './d', '--issue-publishable-key'])).toThrow(/--issue-publishable-key needs a name/);
  });
});
