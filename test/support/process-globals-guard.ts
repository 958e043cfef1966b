/**
 * Run before every unit and integration file (vitest.config.ts `setupFiles`). Those files share
 * their processes (`isolate: false`), so a file that replaces a global the app reaches through
 * (`fetch`, timers, the console) and does not put it back changes what every later file in that
 * process runs against. This fails the file that left one replaced, naming it, and puts the
 * original back so the files after it run as they would alone.
 */
import { afterAll, expect } from 'vitest';

const GUARDED = ['fetch', 'setTimeout', 'setInterval', 'clearTimeout', 'clearInterval', 'setImmediate', 'console'] as const;
/** The console's own functions too: a spy left on one (`vi.spyOn(console, 'error')`) would swallow later files' output. */
const CONSOLE = ['log', 'info', 'warn', 'error', 'debug'] as const;
const before = new Map(GUARDED.map((name) => [name, globalThis[name]]));
const consoleBefore = new Map(CONSOLE.map((name) => [name, globalThis.console[name]]));

afterAll(() => {
  const left = GUARDED.filter((name) => globalThis[name] !== before.get(name));
  for (const name of left) Object.assign(globalThis, { [name]: before.get(name) });
  const leftOnConsole = CONSOLE.filter((name) => globalThis.console[name] !== consoleBefore.get(name));
  for (const name of leftOnConsole) Object.assign(globalThis.console, { [name]: consoleBefore.get(name) });
  expect([...left, ...leftOnConsole.map((name) => `console.${name}`)], 'globals this file replaced and did not put back').toEqual([]);
});
