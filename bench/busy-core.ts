/**
 * One core held busy by another process (a Node loop that never waits), as a counter PC's core is
 * while the till syncs or the OS updates: start-up measured beside it shows what a page costs when
 * it must share the machine.
 */
import { spawn } from 'node:child_process';

export function holdOneCoreBusy(): { release(): void } {
  const spinner = spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
  return { release: () => void spinner.kill('SIGKILL') };
}
