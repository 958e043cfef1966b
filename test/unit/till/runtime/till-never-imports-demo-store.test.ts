/**
 * The till's code talks to the embedded demo store only over HTTP (it runs in a process of its
 * own): the project's lint configuration refuses any import of the demo store's modules from
 * electron/till, type imports included.
 */
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const eslint = new ESLint({ cwd: repoRoot });

async function refusals(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('electron/till never imports the demo store', () => {
  it.each([
    ['a value import', "import { startDemoStore } from '../../demo-store/http/server.js';\nexport const start = startDemoStore;\n"],
    ['a type import', "import type { DemoStoreOptions } from '../../demo-store/http/server.js';\nexport type Options = DemoStoreOptions;\n"],
    ['a deep module', "import { DEMO_ADMIN_CLIENT } from '../../demo-store/auth/demo-accounts.js';\nexport const client = DEMO_ADMIN_CLIENT;\n"],
    ['a folder further down', "import { DB_FILE } from '../../demo-store/db/database.js';\nexport const file = DB_FILE;\n"],
    ['a re-export', "export { startDemoStore } from '../../demo-store/http/server.js';\n"],
  ])('refuses %s', async (_, code) => {
    const found = await refusals(code, 'electron/till/store/store-target-fixture.ts');
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/demo store runs in a process of its own/);
  });

  it('also from a till file in a subfolder', async () => {
    expect(
      await refusals("import { startDemoStore } from '../../../demo-store/http/server.js';\nvoid startDemoStore;\n", 'electron/till/staff/pins/fixture.ts'),
    ).toHaveLength(1);
  });

  it('leaves the shared contract, the till’s own link, and other folders alone', async () => {
    expect(
      await refusals(
        "import type { DemoStoreSettings } from '../../../../shared/demo-store-process.js';\nexport type S = DemoStoreSettings;\n",
        'electron/till/runtime/fixture.ts',
      ),
    ).toEqual([]);
    expect(
      await refusals("import type { RunningDemoStore } from './demo-store-link.js';\nexport type R = RunningDemoStore;\n", 'electron/till/runtime/fixture.ts'),
    ).toEqual([]);
    expect(await refusals("import { startDemoStore } from '../../electron/demo-store/server.js';\nvoid startDemoStore;\n", 'test/support/fixture.ts')).toEqual(
      [],
    );
  });

  it('still refuses Electron itself in the till', async () => {
    expect(await refusals("import { app } from 'electron';\nvoid app;\n", 'electron/till/runtime/fixture.ts')).toHaveLength(1);
  });
});
