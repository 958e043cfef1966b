/**
 * The browser host's till services in a Node child process (`child_process.fork` of the services'
 * process entry, through tsx for the sources): the host's server relays the bridge to them, as
 * Electron's main process relays IPC to its utility process. Nothing is asked of the host (no
 * keychain, printer or dialogs of its own): the child keeps its own keychain and demo store.
 */
import { fileURLToPath } from 'node:url';
import type { BridgeResult } from '../../shared/bridge/bridge.js';
import { createEventHub } from '../till/runtime/event-hub.js';
import { displayRelay } from '../till/runtime-process/display-relay.js';
import { hostRuntimeProcess, type RuntimeHost } from '../till/runtime-process/runtime-host.js';
import type { RuntimeParentMessage, RuntimeStartSettings } from '../till/runtime-process/runtime-link-messages.js';
import type { RuntimeRestartPolicy } from '../till/runtime-process/runtime-restarts.js';
import { forkDemoStore } from './demo-store-child.js';

const RUNTIME_ENTRY = fileURLToPath(new URL('../runtime-process-entry.ts', import.meta.url));

export interface RuntimeChildProcessOptions {
  start: Omit<RuntimeStartSettings, 'shell' | 'offers' | 'display'>;
  log(line: string): void;
  policy?: RuntimeRestartPolicy;
  entry?: string;
}

export interface RuntimeChildProcess {
  host: RuntimeHost;
  dispatch(method: string, args: unknown[]): Promise<BridgeResult<unknown>>;
  events: ReturnType<typeof createEventHub>;
  display: ReturnType<typeof displayRelay>;
}

/** Starts the services' child; resolves once they are up (rejects if their first start failed). */
export async function startRuntimeChildProcess(options: RuntimeChildProcessOptions): Promise<RuntimeChildProcess> {
  const events = createEventHub();
  let host: RuntimeHost | null = null;
  const display = displayRelay((state) => host?.tell({ type: 'display.host', host: state }));
  host = hostRuntimeProcess({
    spawn: forkDemoStore<RuntimeParentMessage>(options.entry ?? RUNTIME_ENTRY),
    settings: () => ({ ...options.start, shell: 'browser', offers: [], display: display.state() }),
    answer: async (what) => {
      throw new Error(`The browser host does not answer ${what}.`);
    },
    onEvent: (event) => events.emit(event),
    onDisplayView: (view) => display.received(view),
    log: options.log,
    policy: options.policy,
  });
  const started = host;
  await started.firstStart.catch(async (error: unknown) => {
    await started.close();
    throw error;
  });
  return { host: started, dispatch: (method, args) => started.call(method, args), events, display };
}
