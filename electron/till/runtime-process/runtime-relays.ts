/**
 * Inside the runtime's process: what the till's services ask of the shell, as the services'
 * own interfaces (a SecretStore, a ReceiptPrinter, a DisplayHost, a demo-store starter…) whose
 * every call is a request with an id over the link, answered by the shell.
 */
import type { SecretStore } from '../account/secret-store.js';
import type { DisplayHost } from '../display/customer-display.js';
import type { DemoStoreStarter, RunningDemoStore } from '../embedded-store/demo-store-link.js';
import type { PosRuntimeOptions } from '../runtime/runtime-options.js';
import type { DisplayHostState, RuntimeAsk, RuntimeOffer } from './runtime-link-messages.js';

/** Sends one ask to the shell; resolves with its answer, rejects with its refusal in words. */
export type Ask = (what: RuntimeAsk, args: unknown[]) => Promise<unknown>;

/** The shell's answers, matched to the asks by id. */
export function askChannel(send: (id: number, what: RuntimeAsk, args: unknown[]) => void) {
  let next = 1;
  const waiting = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  const ask: Ask = (what, args) =>
    new Promise((resolve, reject) => {
      const id = next++;
      waiting.set(id, { resolve, reject });
      send(id, what, args);
    });
  return {
    ask,
    replied(id: number, ok: boolean, value: unknown, message: string) {
      const waiter = waiting.get(id);
      if (!waiter) return;
      waiting.delete(id);
      if (ok) waiter.resolve(value);
      else waiter.reject(new Error(message));
    },
  };
}

export function relayedSecrets(ask: Ask, persistent: boolean): SecretStore {
  return {
    persistent,
    get: async (account) => {
      const value = await ask('secrets.get', [account]);
      return typeof value === 'string' ? value : null;
    },
    set: async (account, secret) => {
      await ask('secrets.set', [account, secret]);
    },
    delete: async (account) => {
      await ask('secrets.delete', [account]);
    },
  };
}

/** The customer display's window as the shell keeps it: its state is told (`update`), opening and closing asked. */
export function relayedDisplayHost(ask: Ask, initial: DisplayHostState) {
  let state = initial;
  const host: DisplayHost = {
    screens: () => state.screens,
    open: (screenId) => void ask('display.open', [screenId]).catch(() => undefined),
    close: () => void ask('display.close', []).catch(() => undefined),
    isOpen: () => state.open,
    address: () => state.address,
  };
  return {
    host,
    update(next: DisplayHostState) {
      state = next;
    },
  };
}

/** The embedded demo store in the shell's own kind of process (Electron's utility process): started, closed and its crashes told over the link. */
export function relayedDemoStore(ask: Ask) {
  const exits = new Map<number, (reason: string) => void>();
  const start: DemoStoreStarter = async (settings) => {
    const started = (await ask('demoStore.start', [settings])) as { handle: number; url: string; port: number; pid: number | null };
    let unexpected: string | null = null;
    const listeners: ((reason: string) => void)[] = [];
    exits.set(started.handle, (reason) => {
      unexpected = reason;
      exits.delete(started.handle);
      for (const listener of listeners.splice(0)) listener(reason);
    });
    const running: RunningDemoStore = {
      url: started.url,
      port: started.port,
      pid: started.pid,
      onUnexpectedExit(listener) {
        if (unexpected !== null) listener(unexpected);
        else listeners.push(listener);
      },
      async close() {
        exits.delete(started.handle);
        await ask('demoStore.close', [started.handle]);
      },
    };
    return running;
  };
  return { start, exited: (handle: number, reason: string) => exits.get(handle)?.(reason) };
}

/** The options the shell's offers make: each relayed adapter the runtime's options take. */
export function relayedOptions(ask: Ask, offers: readonly RuntimeOffer[]): Partial<PosRuntimeOptions> {
  const has = (offer: RuntimeOffer) => offers.includes(offer);
  const options: Partial<PosRuntimeOptions> = {};
  if (has('notify')) options.notify = (title, body) => void ask('notify', [title, body]).catch(() => undefined);
  if (has('openExternal'))
    options.openExternal = async (url) => {
      await ask('openExternal', [url]);
    };
  if (has('printer'))
    options.printer = {
      print: async () => (await ask('printer.print', [])) === true,
      savePdf: async (suggestedName: string) => {
        const value = await ask('printer.savePdf', [suggestedName]);
        return typeof value === 'string' ? value : null;
      },
    } as PosRuntimeOptions['printer'];
  if (has('textFiles'))
    options.textFiles = {
      saveText: async (suggestedName, text, filter) => {
        const value = await ask('textFiles.saveText', [suggestedName, text, filter]);
        return typeof value === 'string' ? value : null;
      },
    };
  if (has('saveFile'))
    options.saveFile = async (suggestedName, text) => {
      const value = await ask('saveFile', [suggestedName, text]);
      return typeof value === 'string' ? value : null;
    };
  return options;
}
