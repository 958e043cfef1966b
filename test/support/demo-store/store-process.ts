/**
 * Starts test/support/demo-store/store-dying-at-return-step.ts in a process of its own on a data
 * folder and waits for its URL; the process, for the test to kill or watch die.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const script = fileURLToPath(new URL('./store-dying-at-return-step.ts', import.meta.url));

export interface StoreProcess {
  url: string;
  child: ChildProcess;
  /** Resolves with the signal that ended it (null for a normal exit). */
  exited: Promise<NodeJS.Signals | null>;
}

export async function startStoreProcess(dataDir: string, dieAfter: string): Promise<StoreProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', script, dataDir, dieAfter], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<NodeJS.Signals | null>((resolve) => child.on('exit', (_code, signal) => resolve(signal)));
  const deadline = Date.now() + 25_000;
  while (!/listening on/.test(stdout) && Date.now() < deadline && child.exitCode === null) await new Promise((r) => setTimeout(r, 50));
  const url = /listening on (\S+)/.exec(stdout)?.[1];
  if (!url) {
    child.kill('SIGKILL');
    throw new Error(`the store did not start: ${stderr}`);
  }
  return { url, child, exited };
}
