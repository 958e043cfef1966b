/**
 * Electron adapter: app lifecycle, the window, the app:// protocol, IPC registration,
 * notifications. Everything else is the plain-Node PosRuntime in ./services.
 */
import { app, BrowserWindow, ipcMain, nativeTheme, Notification, protocol, screen, session, shell } from 'electron';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BRIDGE_METHODS, IPC_CHANNEL_PREFIX, IPC_EVENT_CHANNEL } from '../shared/bridge/bridge.js';
import { CONTENT_SECURITY_POLICY } from './content-security-policy.js';
import { demoStoreInChildProcess } from './till/embedded-store/demo-store-link.js';
import { utilityProcessDemoStore } from './demo-store-utility-process.js';
import { openSecretStore } from './till/account/secret-store.js';
import { displayRelay } from './till/runtime-process/display-relay.js';
import { hostRuntimeProcess, type RuntimeHost } from './till/runtime-process/runtime-host.js';
import type { RuntimeParentMessage } from './till/runtime-process/runtime-link-messages.js';
import type { UpdateState } from '../shared/bridge/bridge.js';
import { mainAnswers } from './runtime-asks.js';
import { electronReceiptPrinter } from './receipt-printer.js';
import { electronTextFileSaver } from './text-file-saver.js';
import { startUpdates } from './updates.js';
import { customerDisplayWindows } from './customer-display-window.js';
import type { DisplayHost } from './till/display/customer-display.js';
import { preparePrivateFolder } from './private-files.js';
import { SETTINGS_FILE_NAME } from './till/settings/settings-store.js';
import { pageInTheme } from './page-theme.js';
import { pageFiles } from './page-files.js';
import { keptThemeIn } from './till/settings/till-theme.js';
import { APP_ENTRY, APP_SCHEME, isAppUrl, isSafeExternalUrl, isSignInPageUrl, mainWindowOptions, rendererFileFor } from './window.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const rendererDir = path.join(here, '../renderer');
const MIME: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

// codeCache: Chromium keeps the compiled code of the app's scripts in the profile (a custom scheme
// gets none unless asked), so the till's window opens each day without compiling them again.
protocol.registerSchemesAsPrivileged([{ scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true, codeCache: true } }]);

if (!app.requestSingleInstanceLock()) app.quit();

/** The till's services, in a utility process of their own (runtime-process-entry.ts): main relays to them. */
let runtime: RuntimeHost | null = null;
/** Stops the demo store's utility process main started for the services (should their close not have). */
let closeDemoStores: () => Promise<void> = async () => {};
let mainWindow: BrowserWindow | null = null;
/** The customer display's window, once the services are up. */
let displays: DisplayHost | null = null;

function serveRenderer() {
  const files = pageFiles(rendererDir);
  protocol.handle(APP_SCHEME, async (request) => {
    const file = rendererFileFor(request.url, rendererDir, path.join);
    if (!file) return new Response('Not found', { status: 404 });
    try {
      // The till's page in the till's kept theme, so its first frame is in it (page-theme.ts).
      const body =
        file === path.join(rendererDir, 'index.html')
          ? pageInTheme(await readFile(file, 'utf8'), keptThemeIn(app.getPath('userData')))
          : await files.read(file);
      return new Response(body, {
        headers: {
          'Content-Type': MIME[path.extname(file)] ?? 'application/octet-stream',
          'Content-Security-Policy': CONTENT_SECURITY_POLICY,
          'X-Content-Type-Options': 'nosniff',
        },
      });
    } catch {
      return new Response('Not found', { status: 404 });
    }
  });
}

function lockDownContents() {
  session.defaultSession.setPermissionRequestHandler((_wc, _permission, callback) => callback(false));
  session.defaultSession.setPermissionCheckHandler(() => false);
  app.on('web-contents-created', (_event, contents) => {
    contents.on('will-navigate', (event, url) => {
      if (!isAppUrl(url)) event.preventDefault();
    });
    contents.on('will-attach-webview', (event) => event.preventDefault());
    contents.setWindowOpenHandler(({ url }) => {
      if (isSafeExternalUrl(url)) void shell.openExternal(url); // eng-disable OPEN_EXTERNAL_JS_CHECK (https only, checked by isSafeExternalUrl)
      return { action: 'deny' };
    });
  });
}

/**
 * The bridge's IPC handlers, registered before the services have started: the window opens and
 * loads its page meanwhile, and a call it makes early waits for them.
 */
function registerBridge(services: RuntimeHost) {
  for (const name of BRIDGE_METHODS) {
    ipcMain.handle(IPC_CHANNEL_PREFIX + name, async (event, ...args: unknown[]) => {
      // Only the app's own page, in the app's own window, may call.
      const frameUrl = event.senderFrame?.url ?? '';
      if (!isAppUrl(frameUrl) || event.sender !== mainWindow?.webContents) {
        return { ok: false, error: { kind: 'forbidden', message: 'Not allowed.' } };
      }
      // The services validate the call, apply the staff gate and answer (a call made before they are up waits for them).
      return services.call(name, args);
    });
  }
}

/** A bridge event from the services, to the till's window. */
function sendToWindow(event: unknown) {
  if (mainWindow && !mainWindow.isDestroyed()) mainWindow.webContents.send(IPC_EVENT_CHANNEL, event);
}

function createWindow() {
  // The options come from window.ts; the security check evaluates them there (test/unit/electron/electronegativity.test.ts).
  // The page starts in the theme kept for the till, else the system's (prefers-color-scheme), and so does the window's background.
  const theme = keptThemeIn(app.getPath('userData')) ?? (nativeTheme.shouldUseDarkColors ? 'dark' : 'light');
  mainWindow = new BrowserWindow(mainWindowOptions(path.join(here, 'preload.cjs'), theme)); // eng-disable CONTEXT_ISOLATION_JS_CHECK SANDBOX_JS_CHECK AUXCLICK_JS_CHECK
  mainWindow.once('ready-to-show', () => mainWindow?.show());
  mainWindow.on('closed', () => {
    mainWindow = null;
    // The customer display goes with the till's window.
    displays?.close();
  });
  void mainWindow.loadURL(APP_ENTRY);
}

app.whenReady().then(async () => {
  serveRenderer();
  lockDownContents();
  // The data folder holds order tokens and customers' words: this user's alone (0700, files 0600).
  // The settings file is the services' own: they open it, check it and are its only writer.
  preparePrivateFolder(app.getPath('userData'), [SETTINGS_FILE_NAME]);
  const log = (line: string) => console.info(line);
  const secrets = await openSecretStore({ log });
  const textFiles = electronTextFileSaver(() => mainWindow, app.getPath('documents'));
  let update: UpdateState | null = null;
  let updates: ReturnType<typeof startUpdates> | null = null;
  let displayOpenedAtStart = false;
  const tell = (message: RuntimeParentMessage) => runtime?.tell(message);
  const display = displayRelay((host) => tell({ type: 'display.host', host }));
  const answers = mainAnswers({
    secrets,
    notify: (title, body) => {
      if (Notification.isSupported()) new Notification({ title, body, silent: false }).show();
    },
    openExternal: async (url) => {
      if (!isSignInPageUrl(url)) throw new Error('refused to open a sign-in page that is neither https nor loopback');
      await shell.openExternal(url); // eng-disable OPEN_EXTERNAL_JS_CHECK (checked by isSignInPageUrl)
    },
    printer: electronReceiptPrinter(() => mainWindow, app.getPath('documents')),
    textFiles,
    // Save diagnostics goes through the same save dialog as a report's CSV.
    saveFile: (suggestedName, text) => textFiles.saveText(suggestedName, text, { name: 'JSON', extensions: ['json'] }),
    display: () => displays,
    displayChanged: () => display.changed(),
    restartToUpdate: () => updates?.restartToUpdate(),
    // The embedded demo store (only when no store is configured) runs in a utility process of its own, started here for the services.
    startDemoStore: demoStoreInChildProcess(utilityProcessDemoStore(path.join(here, 'demo-store.js'))),
    tell,
    log,
  });
  // The services start in their utility process while the window opens and loads its page (it asks them once they are up).
  const services = hostRuntimeProcess({
    spawn: utilityProcessDemoStore<RuntimeParentMessage>(path.join(here, 'runtime.js'), 'Storefront POS services'),
    settings: () => ({
      dataDir: app.getPath('userData'),
      version: app.getVersion(),
      shell: 'electron',
      storeUrl: process.env.POS_STORE_URL ?? null,
      secrets: 'relay',
      secretsPersistent: secrets.persistent,
      offers: ['secrets', 'notify', 'openExternal', 'printer', 'textFiles', 'saveFile', 'display', 'update', 'demoStore'],
      display: display.state(),
    }),
    answer: answers.answer,
    onEvent: sendToWindow,
    onDisplayView: (view) => display.received(view),
    onReady: (ready) => {
      if (update) tell({ type: 'update', state: update });
      // The customer display opens at the first start when it is on; after a restart its window is still there.
      if (!displayOpenedAtStart && ready.display.enabled) displays?.open(ready.display.screenId);
      displayOpenedAtStart = true;
      display.changed();
    },
    onProcessGone: () => answers.closeDemoStores(),
    log,
  });
  runtime = services;
  closeDemoStores = answers.closeDemoStores;
  registerBridge(services);
  // The customer display: its own window and preload (a subscribe to its view), fed from the services' view.
  displays = customerDisplayWindows({
    screens: screen,
    createWindow: (options) => new BrowserWindow(options), // eng-disable CONTEXT_ISOLATION_JS_CHECK SANDBOX_JS_CHECK AUXCLICK_JS_CHECK
    feed: display.feed,
    preloadPath: path.join(here, 'display-preload.cjs'),
  });
  display.useHost(displays);
  createWindow();
  services.firstStart.catch((error: unknown) => console.error(`the app's services did not start: ${error instanceof Error ? error.message : 'unknown error'}`));
  updates = startUpdates({
    isPackaged: app.isPackaged,
    platform: process.platform,
    env: process.env,
    onState: (state) => {
      update = state;
      tell({ type: 'update', state });
    },
    log,
  });
  const started = updates;
  app.on('before-quit', () => started.dispose());
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) createWindow();
  });
});

app.on('second-instance', () => {
  if (mainWindow) {
    if (mainWindow.isMinimized()) mainWindow.restore();
    mainWindow.focus();
  }
});

app.on('window-all-closed', () => {
  if (process.platform !== 'darwin') app.quit();
});

app.on('will-quit', (event) => {
  if (!runtime) return;
  event.preventDefault();
  const closing = runtime;
  runtime = null;
  void closing
    .close()
    .then(() => closeDemoStores())
    .finally(() => app.quit());
});
