/**
 * The app's side of a demo store running in a process of its own. The process is made by an
 * adapter (an Electron utility process in the app, a Node child under the browser host); this
 * starts the store in it, waits until it says where it listens, carries its log, and stops it.
 * The services never load the demo store's code: they get its URL.
 */
import { isDemoStoreChildMessage, type DemoStoreParentMessage, type DemoStoreSettings } from '../../../shared/demo-store-process.js';

/** A process the demo store (or the till's services, runtime-process/) runs in, as an adapter made it; `Sent` is what it is sent. */
export interface DemoStoreChild<Sent = DemoStoreParentMessage> {
  /** Its process id, once it has one. */
  readonly pid: number | undefined;
  send(message: Sent): void;
  onMessage(listener: (message: unknown) => void): void;
  /** It ended, with its exit code (null when a signal ended it). */
  onExit(listener: (code: number | null) => void): void;
  /** Ends it at once. */
  kill(): void;
}

/** Makes a new process for the demo store (an Electron utility process, a Node child…). */
export type SpawnDemoStoreChild<Sent = DemoStoreParentMessage> = () => DemoStoreChild<Sent>;

/** A demo store that is running, in this process or another. */
export interface RunningDemoStore {
  url: string;
  port: number;
  /** The process it runs in; null when it runs inside the app's own. */
  pid: number | null;
  /** Called once if it stops without being asked to (its process crashed or was killed), with what happened in words. */
  onUnexpectedExit(listener: (reason: string) => void): void;
  close(): Promise<void>;
}

/** Starts a demo store with these settings; its log lines go to `log`. */
export type DemoStoreStarter = (settings: DemoStoreSettings, log?: (line: string) => void) => Promise<RunningDemoStore>;

/** How long a new process may take to say it listens (a cold start seeds the store's SQLite file). */
const READY_LIMIT_MS = 60_000;
/** How long a clean stop may take before the process is ended. */
const STOP_LIMIT_MS = 6_000;

const describeExit = (code: number | null) => (code === null ? 'it was ended by a signal' : `it ended with code ${code}`);

/** A starter that runs each demo store in a new process made by `spawn`. */
export function demoStoreInChildProcess(spawn: SpawnDemoStoreChild): DemoStoreStarter {
  return (settings, log = () => {}) =>
    new Promise<RunningDemoStore>((resolve, reject) => {
      const child = spawn();
      let ready = false;
      let stopRequested = false;
      let exitCode: number | null | undefined;
      const exitWaiters: (() => void)[] = [];
      const unexpected: ((reason: string) => void)[] = [];
      let unexpectedReason: string | null = null;

      const timer = setTimeout(() => {
        child.kill();
        reject(new Error(`The demo store did not start within ${READY_LIMIT_MS / 1000} s.`));
      }, READY_LIMIT_MS);
      timer.unref?.();

      child.onMessage((message) => {
        if (!isDemoStoreChildMessage(message)) return;
        if (message.type === 'log') log(message.line);
        else if (message.type === 'failed') {
          clearTimeout(timer);
          reject(new Error(`The demo store could not start: ${message.message}`));
        } else if (message.type === 'ready' && !ready) {
          ready = true;
          clearTimeout(timer);
          resolve(running(message.url, message.port));
        }
      });
      child.onExit((code) => {
        exitCode = code;
        clearTimeout(timer);
        for (const waiter of exitWaiters.splice(0)) waiter();
        if (!ready) {
          reject(new Error(`The demo store's process ended before it was ready (${describeExit(code)}).`));
          return;
        }
        if (stopRequested) return;
        unexpectedReason = `The demo store's process stopped unexpectedly (${describeExit(code)}).`;
        for (const listener of unexpected.splice(0)) listener(unexpectedReason);
      });

      const exited = (withinMs: number) =>
        new Promise<boolean>((done) => {
          if (exitCode !== undefined) return done(true);
          const limit = setTimeout(() => done(false), withinMs);
          exitWaiters.push(() => {
            clearTimeout(limit);
            done(true);
          });
        });

      const running = (url: string, port: number): RunningDemoStore => {
        let closing: Promise<void> | null = null;
        return {
          url,
          port,
          pid: child.pid ?? null,
          onUnexpectedExit(listener) {
            if (unexpectedReason !== null) listener(unexpectedReason);
            else unexpected.push(listener);
          },
          close() {
            closing ??= (async () => {
              stopRequested = true;
              if (exitCode !== undefined) return;
              try {
                child.send({ type: 'stop' });
              } catch {
                // the channel is already gone: the kill below ends it
              }
              if (await exited(STOP_LIMIT_MS)) return;
              child.kill();
              await exited(STOP_LIMIT_MS);
            })();
            return closing;
          },
        };
      };

      try {
        child.send({ type: 'start', settings });
      } catch (error) {
        clearTimeout(timer);
        child.kill();
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
}
