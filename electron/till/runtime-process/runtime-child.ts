/**
 * The till's services in a process of their own: started by the shell's `start`, then each `call`
 * is run through `dispatchBridgeCall` here (the contract's validation and the staff gate stay with
 * the services) and answered by id; bridge events and the customer display's view go to the shell
 * as they happen. What the services ask of the shell goes as `ask` messages (runtime-relays.ts).
 *
 * The settings file is this process's own (the runtime is its only writer): each change is on disk
 * before the call that made it is answered, so a sale's record survives this process being killed.
 */
import { memorySecretStore, openSecretStore } from '../account/secret-store.js';
import { demoStoreInChildProcess } from '../embedded-store/demo-store-link.js';
import { dispatchBridgeCall } from '../runtime/bridge-dispatch.js';
import { startPosRuntime, type PosRuntime } from '../runtime/pos-runtime.js';
import type { PosRuntimeOptions } from '../runtime/runtime-options.js';
import { openSettingsFile } from '../settings/settings-store.js';
import { forkDemoStore } from '../../web-host/demo-store-child.js';
import { readParentMessage, type RuntimeChildMessage, type RuntimeStartSettings } from './runtime-link-messages.js';
import { askChannel, relayedDemoStore, relayedDisplayHost, relayedOptions, relayedSecrets, type Ask } from './runtime-relays.js';

export interface RuntimeChildLink {
  send(message: RuntimeChildMessage): void;
  onMessage(listener: (message: unknown) => void): void;
}

/** Where the embedded demo store runs when the shell offers no process for it: a Node child of this process. */
export interface RuntimeChildOptions {
  demoStoreEntry?: string;
  /** Ends this process (after a stop, or a start that failed). */
  exit(code: number): void;
}

async function startRuntime(
  settings: RuntimeStartSettings,
  ask: Ask,
  demoStore: ReturnType<typeof relayedDemoStore>,
  options: RuntimeChildOptions,
  log: (line: string) => void,
) {
  const fileSettings = openSettingsFile(settings.dataDir);
  const secrets =
    settings.secrets === 'relay'
      ? relayedSecrets(ask, settings.secretsPersistent ?? false)
      : settings.secrets === 'memory'
        ? memorySecretStore()
        : await openSecretStore({ log });
  const storeUrl = settings.storeUrl ?? (fileSettings.get('storeUrl') as string | undefined) ?? null;
  const runtimeOptions: PosRuntimeOptions = {
    dataDir: settings.dataDir,
    settings: fileSettings,
    version: settings.version,
    shell: settings.shell,
    storeUrl,
    secrets,
    startDemoStore: settings.offers.includes('demoStore') ? demoStore.start : demoStoreInChildProcess(forkDemoStore(options.demoStoreEntry)),
    demoStore: settings.demoStore as PosRuntimeOptions['demoStore'],
    rateLimit: settings.rateLimit,
    log,
    ...relayedOptions(ask, settings.offers),
  };
  return startPosRuntime(runtimeOptions);
}

/** Serves the till's services over `link` until the shell says stop. */
export function serveRuntimeOverLink(link: RuntimeChildLink, options: RuntimeChildOptions): { stop(): Promise<void> } {
  const asks = askChannel((id, what, args) => link.send({ type: 'ask', id, what, args }));
  const demoStore = relayedDemoStore(asks.ask);
  const log = (line: string) => link.send({ type: 'log', line });
  let runtime: PosRuntime | null = null;
  let starting: Promise<PosRuntime> | null = null;
  let display: ReturnType<typeof relayedDisplayHost> | null = null;
  let stopping = false;

  const stop = async () => {
    if (stopping) return;
    stopping = true;
    const closing = runtime ?? (await starting?.catch(() => null));
    await closing?.close().catch(() => undefined);
    link.send({ type: 'stopped' });
    options.exit(0);
  };

  const call = async (id: number, method: string, args: unknown[]) => {
    const rt = runtime ?? (await starting);
    if (!rt) return;
    const result = await dispatchBridgeCall(
      rt.calls,
      method,
      args,
      (line) => rt.log.error(line),
      rt.gate,
      (record) => rt.log.call(record),
    );
    link.send({ type: 'answer', id, result });
  };

  const handle = (raw: unknown) => {
    const message = readParentMessage(raw);
    if (!message) {
      log('runtime: a message from the shell that is not in the contract was dropped');
      return;
    }
    switch (message.type) {
      case 'start': {
        if (starting || stopping) return;
        // The shell's display host as it is now (none yet: no screens, not open, no address), told again as it changes.
        display = relayedDisplayHost(asks.ask, message.settings.display ?? { screens: [], open: false, address: null });
        const shown = display;
        starting = startRuntime(message.settings, asks.ask, demoStore, options, log);
        starting.then(
          (rt) => {
            runtime = rt;
            rt.events.subscribe((event) => link.send({ type: 'event', event }));
            rt.display.feed.subscribe((view) => link.send({ type: 'display.view', view }));
            rt.display.useHost(shown.host);
            link.send({ type: 'display.view', view: rt.display.feed.view() });
            link.send({ type: 'ready', display: { enabled: rt.display.enabled(), screenId: rt.display.screenId() }, storeUrl: rt.storeUrl });
          },
          (error: unknown) => {
            link.send({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
            options.exit(1);
          },
        );
        return;
      }
      case 'call':
        void call(message.id, message.method, message.args).catch(() => undefined);
        return;
      case 'reply':
        asks.replied(message.id, message.ok, message.ok ? message.value : null, message.ok ? '' : message.message);
        return;
      case 'display.host':
        display?.update(message.host);
        return;
      case 'update':
        void starting?.then((rt) => rt.setUpdate(message.state, () => void asks.ask('update.restart', []).catch(() => undefined)));
        return;
      case 'demoStore.exited':
        demoStore.exited(message.handle, message.reason);
        return;
      case 'stop':
        void stop();
        return;
    }
  };
  link.onMessage((raw) => {
    try {
      handle(raw);
    } catch (error) {
      log(`runtime: a message from the shell could not be handled (${error instanceof Error ? error.message : 'unknown error'})`);
    }
  });
  return { stop };
}
