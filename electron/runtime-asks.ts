/**
 * Electron adapter: what the till's services (in their utility process) ask of the main process,
 * answered here with what only main has: the OS keychain (keytar), notifications, the system
 * browser, printing and the save dialogs, the customer display's window, the restart into an
 * update, and the embedded demo store's own utility process. Each ask's arguments are checked
 * here before use: a wrong one is refused in words, never thrown further.
 */
import type { DemoStoreSettings } from '../shared/demo-store-process.js';
import type { SecretStore } from './till/account/secret-store.js';
import type { DisplayHost } from './till/display/customer-display.js';
import type { DemoStoreStarter, RunningDemoStore } from './till/embedded-store/demo-store-link.js';
import type { RuntimeAsk, RuntimeParentMessage } from './till/runtime-process/runtime-link-messages.js';
import type { ReceiptPrinter } from './till/sale/receipt-calls.js';
import type { TextFileSaver } from './till/shift/report-calls.js';

export interface MainAnswers {
  secrets: SecretStore;
  notify(title: string, body: string): void;
  openExternal(url: string): Promise<void>;
  printer: ReceiptPrinter;
  textFiles: TextFileSaver;
  saveFile(suggestedName: string, text: string): Promise<string | null>;
  display(): DisplayHost | null;
  /** The display's window opened or closed: the services are told its state. */
  displayChanged(): void;
  restartToUpdate(): void;
  startDemoStore: DemoStoreStarter;
  tell(message: RuntimeParentMessage): void;
  log(line: string): void;
}

const text = (value: unknown, what: string): string => {
  if (typeof value !== 'string') throw new Error(`${what} is not text.`);
  return value;
};

/** The answers, and the demo stores started for the services (closed with them). */
export function mainAnswers(main: MainAnswers) {
  let nextHandle = 1;
  const demoStores = new Map<number, RunningDemoStore>();

  const startDemoStore = async (settings: unknown) => {
    if (!settings || typeof settings !== 'object') throw new Error('The demo store’s settings are not valid.');
    const store = await main.startDemoStore(settings as DemoStoreSettings, main.log);
    const handle = nextHandle++;
    demoStores.set(handle, store);
    store.onUnexpectedExit((reason) => {
      demoStores.delete(handle);
      main.tell({ type: 'demoStore.exited', handle, reason });
    });
    return { handle, url: store.url, port: store.port, pid: store.pid };
  };

  const answer = async (what: RuntimeAsk, args: unknown[]): Promise<unknown> => {
    switch (what) {
      case 'secrets.get':
        return main.secrets.get(text(args[0], 'The account'));
      case 'secrets.set':
        return main.secrets.set(text(args[0], 'The account'), text(args[1], 'The secret'));
      case 'secrets.delete':
        return main.secrets.delete(text(args[0], 'The account'));
      case 'notify':
        return main.notify(text(args[0], 'The title'), text(args[1], 'The text'));
      case 'openExternal':
        return main.openExternal(text(args[0], 'The address')); // eng-disable OPEN_EXTERNAL_JS_CHECK (main.ts's adapter checks it with isSignInPageUrl)
      case 'printer.print':
        return main.printer.print();
      case 'printer.savePdf':
        return main.printer.savePdf(text(args[0], 'The file name'));
      case 'textFiles.saveText': {
        const filter = args[2] as { name?: unknown; extensions?: unknown } | undefined;
        const extensions = Array.isArray(filter?.extensions) ? filter.extensions.filter((e): e is string => typeof e === 'string') : [];
        return main.textFiles.saveText(text(args[0], 'The file name'), text(args[1], 'The text'), { name: text(filter?.name, 'The kind of file'), extensions });
      }
      case 'saveFile':
        return main.saveFile(text(args[0], 'The file name'), text(args[1], 'The text'));
      case 'display.open':
        main.display()?.open(typeof args[0] === 'string' ? args[0] : null);
        main.displayChanged();
        return null;
      case 'display.close':
        main.display()?.close();
        main.displayChanged();
        return null;
      case 'update.restart':
        return main.restartToUpdate();
      case 'demoStore.start':
        return startDemoStore(args[0]);
      case 'demoStore.close': {
        const handle = typeof args[0] === 'number' ? args[0] : -1;
        const store = demoStores.get(handle);
        demoStores.delete(handle);
        return store?.close();
      }
    }
  };

  return {
    answer,
    /** Stops every demo store the services started (they are gone, or the app quits). */
    async closeDemoStores() {
      const open = [...demoStores.values()];
      demoStores.clear();
      await Promise.all(open.map((store) => store.close().catch(() => undefined)));
    },
  };
}
