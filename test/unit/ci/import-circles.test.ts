/** The import-circle check of `npm test` finds a circle, type-only imports included, and only real ones. */
import { describe, expect, it } from 'vitest';
import { importCircles } from '../../../scripts/import-circles.js';

const files: Record<string, string> = {
  'shared/a.ts': "import { b } from './b.js';\nexport const a = b;\n",
  'shared/b.ts': "import type { C } from './sub/c.js';\nexport const b = 1;\nexport type B = C;\n",
  'shared/sub/c.ts': "import type { A } from '../a.js';\nexport type C = A;\n",
  'shared/d.ts': "import { a } from './a.js';\nimport { z } from 'zod';\nexport const d = [a, z];\n",
};
const read = (f: string) => files[f]!;

describe('the import-circle check', () => {
  it('finds a circle closed by a type-only import, and names its files', () => {
    expect(importCircles(Object.keys(files), read)).toEqual([['shared/a.ts', 'shared/b.ts', 'shared/sub/c.ts']]);
  });

  it('finds none once the circle is broken, and ignores packages and files importing into a circle', () => {
    const broken: Record<string, string> = { ...files, 'shared/sub/c.ts': 'export type C = number;\n' };
    expect(importCircles(Object.keys(broken), (f) => broken[f]!)).toEqual([]);
  });
});
