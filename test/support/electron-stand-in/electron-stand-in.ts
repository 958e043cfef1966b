/**
 * A stand-in for the Electron main-process APIs that electron/main.ts (and what it bundles)
 * uses, with real Chromium as the windows' pages. Each behaviour follows Electron's documented
 * contract, cited where it is implemented; what cannot be the same is said there too.
 * One stand-in is one app instance (one `electron .` process).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { constants as osConstants } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Frame, Page, Request as ChromiumRequest, Route } from 'playwright-core';
import { exposeToPage, shapeOf } from './page-bridge.js';
import { runPreload, type PreloadWorld } from './preload-world.js';
import { standInScheme, toChromiumUrl, toElectronUrl } from './scheme-origin.js';
import type { SingleInstanceLocks } from './single-instance-locks.js';

export interface ElectronStandInOptions {
  browser: Browser;
  userData: string;
  version: string;
  locks: SingleInstanceLocks;
  argv?: string[];
}

/** An Electron `Event`: listeners may prevent the default action. */
class StandInEvent {
  defaultPrevented = false;
  constructor(extra: Record<string, unknown> = {}) {
    Object.assign(this, extra);
  }
  preventDefault() {
    this.defaultPrevented = true;
  }
}

type Handler = (event: unknown, ...args: unknown[]) => unknown;
type WindowOpenAnswer = { action: 'allow' | 'deny' };
type WindowOpenDetails = { url: string; frameName: string; features: string; disposition: string; referrer: { url: string; policy: string } };
type PermissionRequestHandler = (contents: unknown, permission: string, callback: (granted: boolean) => void, details: unknown) => void;

/** What main.ts did that a test may check, in the order it happened. */
interface Recorded {
  lifecycle: string[];
  windowOptions: Record<string, unknown>[];
  privilegedSchemes: unknown[];
  protocolResponses: { url: string; status: number; headers: Record<string, string> }[];
  navigations: { url: string; prevented: boolean }[];
  windowOpens: { url: string; action: string }[];
  openedExternally: string[];
  notifications: { title?: string; body?: string }[];
  printed: unknown[];
  saveDialogs: unknown[];
  /** Each utilityProcess.fork: what it ran, and its Node child process (harness only). */
  utilityProcesses: { modulePath: string; serviceName: string | null; process: () => ChildProcess }[];
}

export type ElectronStandIn = ReturnType<typeof createElectronStandIn>;
export type StandInWindow = InstanceType<ElectronStandIn['BrowserWindow']>;

export function createElectronStandIn(options: ElectronStandInOptions) {
  const recorded: Recorded = {
    lifecycle: [],
    windowOptions: [],
    privilegedSchemes: [],
    protocolResponses: [],
    navigations: [],
    windowOpens: [],
    openedExternally: [],
    notifications: [],
    printed: [],
    saveDialogs: [],
    utilityProcesses: [],
  };
  const answers = { print: true, saveDialog: { canceled: true, filePath: '' } as { canceled: boolean; filePath: string } };
  const argv = options.argv ?? ['electron', '.'];
  const protocolHandlers = new Map<string, (request: Request) => Response | Promise<Response>>();
  const windows: BrowserWindowStandIn[] = [];
  const windowsByPage = new Map<Page, BrowserWindowStandIn>();
  let nextId = 0;

  // ---------------------------------------------------------------------------------------------
  // app: https://www.electronjs.org/docs/latest/api/app
  class AppStandIn extends EventEmitter {
    readonly isPackaged = false;
    readonly commandLine = { appendSwitch() {}, hasSwitch: () => false, getSwitchValue: () => '' };
    private ready = false;
    private quitting = false;
    private exitCode: number | null = null;
    private readonly readyPromise: Promise<void>;
    private resolveReady!: () => void;
    private resolveExited!: (code: number) => void;
    /** Resolves with the exit code when the app has quit (its process would end there). */
    readonly exited: Promise<number>;

    constructor() {
      super();
      this.readyPromise = new Promise((resolve) => (this.resolveReady = resolve));
      this.exited = new Promise((resolve) => (this.resolveExited = resolve));
    }

    // "whenReady: a Promise that is fulfilled when Electron is initialized"; 'ready' is emitted
    // once, after the main script's first tick.
    whenReady(): Promise<void> {
      return this.readyPromise;
    }
    isReady() {
      return this.ready;
    }
    /** Harness: Electron has initialised (not after the app chose to quit before it was ready). */
    becomeReady() {
      if (this.ready || this.quitting || this.exitCode !== null) return;
      this.ready = true;
      recorded.lifecycle.push('ready');
      this.emit('ready', new StandInEvent(), {});
      this.resolveReady();
    }
    hasQuit() {
      return this.exitCode !== null;
    }

    // getPath: a known name answers a folder, an unknown one throws.
    getPath(name: string): string {
      const paths: Record<string, string> = {
        userData: options.userData,
        sessionData: options.userData,
        appData: path.dirname(options.userData),
        documents: path.join(options.userData, '..', `${path.basename(options.userData)}-documents`),
        downloads: path.join(options.userData, '..', `${path.basename(options.userData)}-downloads`),
        temp: path.join(options.userData, '..'),
        logs: path.join(options.userData, 'logs'),
      };
      const found = paths[name];
      if (!found) throw new Error(`Failed to get '${name}' path`);
      return found;
    }
    getVersion() {
      return options.version;
    }
    getName() {
      return 'Storefront POS';
    }
    getLocale() {
      return 'en-US';
    }
    setAppUserModelId() {}

    // requestSingleInstanceLock: true for the primary instance; false for a second one, whose
    // argv etc. reach the primary as 'second-instance' (see single-instance-locks.ts).
    requestSingleInstanceLock(additionalData?: unknown): boolean {
      return options.locks.request(options.userData, lockHolder, argv, process.cwd(), additionalData ?? {});
    }
    hasSingleInstanceLock() {
      return options.locks.holds(options.userData, lockHolder);
    }
    releaseSingleInstanceLock() {
      options.locks.release(options.userData, lockHolder);
    }

    // quit(): 'before-quit' (preventable), then every window is asked to close (a window that
    // refuses cancels the quit), then 'will-quit' (preventable), then 'quit' and the exit. When
    // quitting, 'window-all-closed' is not emitted.
    quit(): void {
      void this.runQuit();
    }
    private async runQuit() {
      if (this.exitCode !== null) return;
      const before = new StandInEvent();
      recorded.lifecycle.push('before-quit');
      this.emit('before-quit', before);
      if (before.defaultPrevented) return;
      this.quitting = true;
      for (const window of [...windows]) {
        if (!(await window.closeWindow())) {
          this.quitting = false;
          return;
        }
      }
      const willQuit = new StandInEvent();
      recorded.lifecycle.push('will-quit');
      this.emit('will-quit', willQuit);
      if (willQuit.defaultPrevented) {
        this.quitting = false;
        return;
      }
      recorded.lifecycle.push('quit');
      this.emit('quit', new StandInEvent(), 0);
      await this.finish(0);
    }
    // exit(code): closes every window at once, without 'before-quit' or 'will-quit'.
    exit(code = 0): void {
      void (async () => {
        for (const window of [...windows]) await window.destroyNow();
        await this.finish(code);
      })();
    }
    private async finish(code: number) {
      if (this.exitCode !== null) return;
      this.exitCode = code;
      options.locks.release(options.userData, lockHolder);
      // Electron ends the utility processes still running when the app exits; the harness says
      // so, since an app that stops its own first leaves none.
      if (utilityChildren.size > 0) recorded.lifecycle.push(`utility processes ended at exit: ${utilityChildren.size}`);
      for (const child of utilityChildren) child.kill('SIGTERM');
      recorded.lifecycle.push(`exit ${code}`);
      await closeContext();
      this.resolveExited(code);
    }
    /** A window closed: with none left (and not quitting), 'window-all-closed', or quit if nobody listens. */
    windowClosed() {
      if (windows.length > 0 || this.quitting || this.exitCode !== null) return;
      if (this.listenerCount('window-all-closed') > 0) {
        recorded.lifecycle.push('window-all-closed');
        this.emit('window-all-closed');
      } else this.quit();
    }
  }
  const app = new AppStandIn();
  const lockHolder = {
    secondInstance(secondArgv: string[], workingDirectory: string, additionalData: unknown) {
      if (app.hasQuit()) return;
      recorded.lifecycle.push('second-instance');
      app.emit('second-instance', new StandInEvent(), secondArgv, workingDirectory, additionalData);
    },
  };

  // ---------------------------------------------------------------------------------------------
  // ipcMain: https://www.electronjs.org/docs/latest/api/ipc-main
  class IpcMainStandIn extends EventEmitter {
    private readonly handlers = new Map<string, Handler>();
    // handle(): one handler per channel ("Attempted to register a second handler" otherwise).
    handle(channel: string, listener: Handler) {
      if (this.handlers.has(channel)) throw new Error(`Attempted to register a second handler for '${channel}'`);
      this.handlers.set(channel, listener);
    }
    handleOnce(channel: string, listener: Handler) {
      this.handle(channel, (event, ...args) => {
        this.handlers.delete(channel);
        return listener(event, ...args);
      });
    }
    removeHandler(channel: string) {
      this.handlers.delete(channel);
    }
    /** Harness: the channels that have a handler. */
    handledChannels(): string[] {
      return [...this.handlers.keys()];
    }
    // What ipcRenderer.invoke reaches. The handler gets an IpcMainInvokeEvent (`sender`, the
    // WebContents; `senderFrame`, the calling frame, null once it is gone; `processId`,
    // `frameId`: https://www.electronjs.org/docs/latest/api/structures/ipc-main-invoke-event).
    // Its answer (or the promise's value) is cloned back; a thrown error reaches the renderer as
    // an Error carrying only the message.
    async invokeFrom(sender: WebContentsStandIn, frame: Frame, channel: string, args: unknown[]): Promise<unknown> {
      const handler = this.handlers.get(channel);
      if (!handler) throw new Error(`Error invoking remote method '${channel}': Error: No handler registered for '${channel}'`);
      const event = new StandInEvent({ type: 'frame', sender, senderFrame: frameMain(frame), processId: sender.id, frameId: frameIdOf(frame) });
      try {
        return structuredClone(await handler(event, ...args));
      } catch (error) {
        throw new Error(`Error invoking remote method '${channel}': ${String(error)}`);
      }
    }
  }
  const ipcMain = new IpcMainStandIn();

  const frameIds = new WeakMap<Frame, number>();
  const frameIdOf = (frame: Frame) => {
    if (!frameIds.has(frame)) frameIds.set(frame, ++nextId);
    return frameIds.get(frame)!;
  };
  // WebFrameMain (https://www.electronjs.org/docs/latest/api/web-frame-main): `url` is the frame's
  // current URL, read from the real Chromium frame (app:// spelled as the app sees it).
  function frameMain(frame: Frame) {
    if (frame.isDetached()) return null;
    return {
      get url() {
        return toElectronUrl(frame.url());
      },
      get origin() {
        const url = toElectronUrl(frame.url());
        try {
          return new URL(url).origin;
        } catch {
          return 'null';
        }
      },
      name: frame.name(),
      isDestroyed: () => frame.isDetached(),
    };
  }

  // ---------------------------------------------------------------------------------------------
  // webContents: https://www.electronjs.org/docs/latest/api/web-contents
  class WebContentsStandIn extends EventEmitter {
    readonly id = ++nextId;
    private openHandler: ((details: WindowOpenDetails) => WindowOpenAnswer) | null = null;
    constructor(private readonly window: BrowserWindowStandIn) {
      super();
    }
    // setWindowOpenHandler: asked before a window the renderer requests (window.open, a
    // target=_blank link…) is created; {action: 'deny'} cancels it. Without a handler, allowed.
    setWindowOpenHandler(handler: (details: WindowOpenDetails) => WindowOpenAnswer) {
      this.openHandler = handler;
    }
    // 'will-attach-webview' (event, webPreferences, params): a page adding a <webview>; Chromium
    // has no such element, so the harness raises it as Electron would. Answers: prevented?
    attachWebview(params: { src: string }): boolean {
      const event = new StandInEvent();
      this.emit('will-attach-webview', event, { nodeIntegration: false }, params);
      return event.defaultPrevented;
    }
    askWindowOpen(details: WindowOpenDetails): WindowOpenAnswer {
      return this.openHandler ? this.openHandler(details) : { action: 'allow' };
    }
    // send(): to the main frame's preload listeners, arguments structured-cloned.
    send(channel: string, ...args: unknown[]) {
      if (this.window.isDestroyed()) throw new Error('Object has been destroyed');
      this.window.deliver(channel, structuredClone(args));
    }
    isDestroyed() {
      return this.window.isDestroyed();
    }
    getURL() {
      return this.window.currentUrl();
    }
    focus() {
      this.window.focus();
    }
    // print(options, callback(success, failureReason)): recorded; the answer is the harness's.
    print(printOptions: unknown, callback?: (success: boolean, failureReason: string) => void) {
      recorded.printed.push(printOptions);
      setImmediate(() => callback?.(answers.print, answers.print ? '' : 'cancelled'));
    }
    // printToPDF: Chromium's own PDF of the page (headless Chromium prints for real).
    async printToPDF(pdfOptions: { printBackground?: boolean } = {}): Promise<Buffer> {
      const page = await this.window.page();
      return page.pdf({ printBackground: pdfOptions.printBackground ?? false });
    }
  }

  // ---------------------------------------------------------------------------------------------
  // BrowserWindow: https://www.electronjs.org/docs/latest/api/browser-window
  class BrowserWindowStandIn extends EventEmitter {
    static getAllWindows() {
      return [...windows];
    }
    static getFocusedWindow() {
      return windows.find((w) => w.isFocused()) ?? null;
    }
    readonly id = ++nextId;
    readonly webContents: WebContentsStandIn;
    /** The options main.ts created the window with, as given. */
    readonly options: Record<string, unknown>;
    private readonly pagePromise: Promise<Page>;
    private readonly worlds = new Map<string, { frame: Frame; world: PreloadWorld }>();
    private expectedLoad: string | null = null;
    private shown = false;
    private visible = false;
    private minimized = false;
    private focused = false;
    private destroyed = false;
    private readyToShowSent = false;
    /** How many times the window was brought to the front. */
    focusCount = 0;

    constructor(windowOptions: Record<string, unknown> = {}) {
      super();
      // "You cannot use this module until the ready event of the app module is emitted."
      if (!app.isReady()) throw new Error('Cannot create BrowserWindow before app is ready');
      this.options = windowOptions;
      recorded.windowOptions.push(windowOptions);
      this.visible = windowOptions.show !== false;
      windows.push(this);
      this.webContents = new WebContentsStandIn(this);
      // 'web-contents-created' and 'browser-window-created' are emitted as the window is made.
      app.emit('web-contents-created', new StandInEvent(), this.webContents);
      app.emit('browser-window-created', new StandInEvent(), this);
      this.pagePromise = this.openPage();
      this.pagePromise.catch(() => undefined);
    }

    private async openPage(): Promise<Page> {
      const context = await browserContext();
      creatingWindowPages += 1;
      const page = await context.newPage().finally(() => (creatingWindowPages -= 1));
      windowsByPage.set(page, this);
      const { width = 800, height = 600 } = this.options as { width?: number; height?: number };
      await page.setViewportSize({ width, height });
      const prefs = (this.options.webPreferences ?? {}) as { preload?: string; contextIsolation?: boolean; nodeIntegrationInSubFrames?: boolean };
      if (prefs.preload) {
        // The page's copy of what the preload exposes is shaped from one run of the real preload.
        const probe = runPreload(prefs.preload, { invoke: () => Promise.reject(new Error('not attached')), send: () => {} }, prefs);
        const apis = Object.fromEntries([...probe.exposed].map(([key, api]) => [key, shapeOf(api)]));
        await exposeToPage(page, {
          apis,
          subFrames: prefs.nodeIntegrationInSubFrames === true,
          worldFor: (frame, doc) => this.worldFor(frame, doc, prefs.preload!, prefs).exposed,
        });
      }
      return page;
    }

    /** The preload world of one document: the preload runs again in every new page. */
    private worldFor(frame: Frame, doc: string, preloadPath: string, prefs: { contextIsolation?: boolean }): PreloadWorld {
      const known = this.worlds.get(doc);
      if (known) return known.world;
      for (const [otherDoc, other] of this.worlds) if (other.frame === frame) this.worlds.delete(otherDoc);
      const world = runPreload(
        preloadPath,
        {
          invoke: (channel, args) => ipcMain.invokeFrom(this.webContents, frame, channel, args),
          send: (channel, args) => {
            ipcMain.emit(channel, new StandInEvent({ sender: this.webContents, senderFrame: frameMain(frame) }), ...args);
          },
        },
        prefs,
      );
      this.worlds.set(doc, { frame, world });
      return world;
    }

    /** Harness: a message from webContents.send, to the main frame's preload world. */
    deliver(channel: string, args: unknown[]) {
      void this.pagePromise.then((page) => {
        for (const { frame, world } of this.worlds.values()) if (frame === page.mainFrame()) world.deliver(channel, args);
      });
    }

    /** Harness: the Chromium page that shows this window. */
    page(): Promise<Page> {
      return this.pagePromise;
    }
    currentUrl(): string {
      const page = windowPageIfOpen(this);
      return page ? toElectronUrl(page.url()) : '';
    }

    // loadURL: a navigation the app starts (no 'will-navigate'); resolves when the page has
    // loaded ('did-finish-load'), rejects when it fails to load.
    async loadURL(url: string): Promise<void> {
      const page = await this.pagePromise;
      const target = toChromiumUrl(url, [...protocolHandlers.keys()]);
      this.expectedLoad = target;
      await page.goto(target, { waitUntil: 'load' });
      this.webContents.emit('did-finish-load');
      // 'ready-to-show': the page has been rendered and the window can be shown without a flash.
      if (!this.readyToShowSent) {
        this.readyToShowSent = true;
        this.emit('ready-to-show');
      }
    }
    /** Harness: is this the navigation loadURL started (then it is not the page's own)? */
    consumeExpectedLoad(url: string): boolean {
      if (this.expectedLoad !== url) return false;
      this.expectedLoad = null;
      return true;
    }

    show() {
      this.shown = true;
      this.visible = true;
      this.focus();
    }
    hide() {
      this.visible = false;
    }
    isVisible() {
      return this.visible;
    }
    wasShown() {
      return this.shown;
    }
    focus() {
      this.focused = true;
      this.focusCount += 1;
      for (const other of windows) if (other !== this) other.focused = false;
      this.emit('focus');
    }
    isFocused() {
      return this.focused;
    }
    minimize() {
      this.minimized = true;
      this.focused = false;
      this.emit('minimize');
    }
    restore() {
      this.minimized = false;
      this.emit('restore');
    }
    isMinimized() {
      return this.minimized;
    }
    isDestroyed() {
      return this.destroyed;
    }

    // close(): 'close' (preventable), then the page goes and 'closed' is emitted.
    close() {
      void this.closeWindow();
    }
    async closeWindow(): Promise<boolean> {
      if (this.destroyed) return true;
      const event = new StandInEvent();
      this.emit('close', event);
      if (event.defaultPrevented) return false;
      await this.destroyNow();
      return true;
    }
    // destroy(): closes at once, without 'close'.
    destroy() {
      void this.destroyNow();
    }
    async destroyNow() {
      if (this.destroyed) return;
      this.destroyed = true;
      windows.splice(windows.indexOf(this), 1);
      const page = await this.pagePromise.catch(() => null);
      await page?.close().catch(() => undefined);
      this.worlds.clear();
      this.webContents.emit('destroyed');
      this.emit('closed');
      app.windowClosed();
    }
  }

  function windowPageIfOpen(window: BrowserWindowStandIn): Page | null {
    for (const [page, owner] of windowsByPage) if (owner === window && !page.isClosed()) return page;
    return null;
  }

  // ---------------------------------------------------------------------------------------------
  // protocol: https://www.electronjs.org/docs/latest/api/protocol
  const protocol = {
    // registerSchemesAsPrivileged: only before 'ready', and only once.
    registerSchemesAsPrivileged(schemes: unknown[]) {
      if (app.isReady()) throw new Error('protocol.registerSchemesAsPrivileged should be called before app is ready');
      if (recorded.privilegedSchemes.length > 0) throw new Error('protocol.registerSchemesAsPrivileged can only be called once');
      recorded.privilegedSchemes.push(...schemes);
    },
    // handle(scheme, handler): after 'ready'; the handler gets a Request and answers a Response.
    handle(scheme: string, handler: (request: Request) => Response | Promise<Response>) {
      if (!app.isReady()) throw new Error('protocol.handle can only be used after the app is ready');
      if (protocolHandlers.has(scheme)) throw new Error(`Failed to register protocol: ${scheme}`);
      protocolHandlers.set(scheme, handler);
    },
    unhandle(scheme: string) {
      protocolHandlers.delete(scheme);
    },
    isProtocolHandled(scheme: string) {
      return protocolHandlers.has(scheme);
    },
  };

  // The app:// page is served at an https origin Chromium can be routed for (scheme-origin.ts);
  // the handler's status, headers (the CSP among them) and body go to Chromium unchanged.
  async function serveFromProtocol(route: Route, request: ChromiumRequest, scheme: string) {
    const handler = protocolHandlers.get(scheme);
    if (!handler) return route.abort('failed'); // an unhandled scheme loads nothing
    const url = toElectronUrl(request.url());
    const method = request.method();
    const posted = method === 'GET' || method === 'HEAD' ? null : request.postDataBuffer();
    const body = posted ? new Uint8Array(posted) : undefined;
    const response = await handler(new Request(url, { method, headers: request.headers(), body }));
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      headers[name] = value;
    });
    recorded.protocolResponses.push({ url, status: response.status, headers });
    await route.fulfill({ status: response.status, headers, body: Buffer.from(await response.arrayBuffer()) });
  }

  // Navigations and new windows the page itself starts, seen as Chromium really makes them.
  async function routeRequest(route: Route, request: ChromiumRequest) {
    if (request.isNavigationRequest()) {
      let frame: Frame | null = null;
      try {
        frame = request.frame();
      } catch {
        frame = null; // a new window's first navigation: its frame does not exist yet
      }
      const owner = frame ? windowsByPage.get(frame.page()) : undefined;
      if (!frame || !owner) {
        if (!decideWindowOpen(request.url())) {
          await route.abort('aborted');
          closeDeniedWindows();
          return;
        }
      } else if (frame.parentFrame() === null && !owner.consumeExpectedLoad(request.url())) {
        // 'will-navigate': a navigation the page starts in its main frame (a link, `location`,
        // a form), not one the app starts with loadURL; preventDefault() cancels it.
        const url = toElectronUrl(request.url());
        const event = new StandInEvent({ url, isMainFrame: true, frame: frameMain(frame) });
        owner.webContents.emit('will-navigate', event, url);
        recorded.navigations.push({ url, prevented: event.defaultPrevented });
        if (event.defaultPrevented) {
          await route.abort('aborted');
          return;
        }
      }
    }
    const scheme = standInScheme(request.url());
    if (scheme) return serveFromProtocol(route, request, scheme);
    await route.continue();
  }

  // A new window (window.open, a target=_blank link) is asked of the opener's window-open
  // handler. Chromium has made the new page by the time its first request is seen (and a
  // target=_blank link has no opener to tell which window asked: the app has one), so a denied
  // window is closed before it loads anything, where Electron never creates it.
  let deniedWindows = 0;
  let creatingWindowPages = 0;
  const windowPages = new Set<Page>();
  function decideWindowOpen(chromiumUrl: string): boolean {
    const owner = windows.find((w) => w.isFocused()) ?? windows[0];
    const details: WindowOpenDetails = {
      url: toElectronUrl(chromiumUrl),
      frameName: '',
      features: '',
      disposition: 'foreground-tab',
      referrer: { url: owner?.currentUrl() ?? '', policy: 'strict-origin-when-cross-origin' },
    };
    const answer = owner ? owner.webContents.askWindowOpen(details) : { action: 'deny' as const };
    recorded.windowOpens.push({ url: details.url, action: answer.action });
    if (answer.action === 'deny') deniedWindows += 1;
    return answer.action === 'allow';
  }
  function closeDeniedWindows() {
    if (!contextPromise) return;
    void contextPromise.then((context) => {
      for (const page of context.pages()) {
        if (deniedWindows > 0 && !windowPages.has(page) && !windowsByPage.has(page)) {
          deniedWindows -= 1;
          void page.close().catch(() => undefined);
        }
      }
    });
  }
  function watchNewPages(context: BrowserContext) {
    context.on('page', (page) => {
      if (creatingWindowPages > 0) {
        windowPages.add(page);
        return;
      }
      closeDeniedWindows();
    });
  }

  // ---------------------------------------------------------------------------------------------
  // session: https://www.electronjs.org/docs/latest/api/session. The default session is one
  // Chromium browser context; permission handlers are recorded and asked by askPermission.
  let contextPromise: Promise<BrowserContext> | null = null;
  let permissionRequestHandler: PermissionRequestHandler | null = null;
  let permissionCheckHandler: ((...args: unknown[]) => boolean) | null = null;
  function browserContext(): Promise<BrowserContext> {
    contextPromise ??= (async () => {
      const context = await options.browser.newContext({ viewport: null });
      watchNewPages(context);
      await context.route('**/*', routeRequest);
      return context;
    })();
    return contextPromise;
  }
  async function closeContext() {
    if (!contextPromise) return;
    const context = await contextPromise.catch(() => null);
    await context?.close().catch(() => undefined);
  }
  const defaultSession = {
    setPermissionRequestHandler(handler: PermissionRequestHandler | null) {
      permissionRequestHandler = handler;
    },
    setPermissionCheckHandler(handler: ((...args: unknown[]) => boolean) | null) {
      permissionCheckHandler = handler;
    },
    /** Harness: a page asks for a permission. Without a handler Electron grants it. */
    askPermission(contents: unknown, permission: string): Promise<boolean> {
      if (!permissionRequestHandler) return Promise.resolve(true);
      const handler = permissionRequestHandler;
      return new Promise((resolve) => handler(contents, permission, resolve, {}));
    },
    /** Harness: a page checks a permission. Without a handler Electron answers true. */
    checkPermission(contents: unknown, permission: string, origin: string): boolean {
      return permissionCheckHandler ? permissionCheckHandler(contents, permission, origin, {}) : true;
    },
  };
  const session = { defaultSession };

  // ---------------------------------------------------------------------------------------------
  // shell (https://www.electronjs.org/docs/latest/api/shell), Notification
  // (https://www.electronjs.org/docs/latest/api/notification), dialog
  // (https://www.electronjs.org/docs/latest/api/dialog): nothing leaves the machine; recorded.
  const shell = {
    async openExternal(url: string) {
      recorded.openedExternally.push(url);
    },
    async openPath(target: string) {
      recorded.openedExternally.push(target);
      return '';
    },
  };
  class NotificationStandIn extends EventEmitter {
    static isSupported() {
      return true;
    }
    constructor(private readonly notice: { title?: string; body?: string } = {}) {
      super();
    }
    show() {
      recorded.notifications.push({ title: this.notice.title, body: this.notice.body });
      this.emit('show');
    }
    close() {
      this.emit('close');
    }
  }
  const dialog = {
    async showSaveDialog(windowOrOptions: unknown, maybeOptions?: unknown) {
      recorded.saveDialogs.push(maybeOptions ?? windowOrOptions);
      return { ...answers.saveDialog };
    },
    showErrorBox(title: string, content: string) {
      recorded.lifecycle.push(`error box: ${title}: ${content}`);
    },
  };

  // nativeTheme (https://www.electronjs.org/docs/latest/api/native-theme): `shouldUseDarkColors`
  // says whether the OS asks for a dark theme; 'updated' is emitted when that changes. The harness
  // runs a light system unless a test says otherwise.
  const nativeTheme = Object.assign(new EventEmitter(), { shouldUseDarkColors: false, themeSource: 'system' as 'system' | 'light' | 'dark' });

  // ---------------------------------------------------------------------------------------------
  // utilityProcess: https://www.electronjs.org/docs/latest/api/utility-process. `fork(modulePath,
  // args, options)` starts a child with Node.js and message ports, the equivalent of Node's
  // child_process.fork, and "can only be called after the ready event has been emitted on App".
  // The UtilityProcess is an EventEmitter: 'spawn' once it has started, 'message' (message) for
  // each parentPort.postMessage of the child, 'exit' (code) when it has ended; `pid` is undefined
  // until it spawns and after it exits; `postMessage(message)` reaches the child's
  // `process.parentPort` 'message' as `{ data }`; `kill()` ends it gracefully (SIGTERM on POSIX)
  // and answers whether that worked. Here the child is a Node child process given the utility
  // process's surface (utility-process-child.mjs); messages are structured-cloned (Node's
  // 'advanced' serialization) as Electron's are. What differs: Electron starts it through
  // Chromium's service launcher with Electron's own Node; a signal's exit is reported here as
  // 128 + the signal's number.
  const utilityChildren = new Set<ChildProcess>();
  class UtilityProcessStandIn extends EventEmitter {
    pid: number | undefined;
    constructor(private readonly child: ChildProcess) {
      super();
      child.once('spawn', () => {
        this.pid = child.pid;
        this.emit('spawn');
      });
      child.on('message', (message) => this.emit('message', message));
      child.once('exit', (code, signal) => {
        utilityChildren.delete(child);
        this.pid = undefined;
        this.emit('exit', code ?? 128 + (signal ? (osConstants.signals[signal] ?? 0) : 0));
      });
    }
    postMessage(message: unknown) {
      // A process that died between the check and the write drops the message, as Electron's
      // utility process does: never an EPIPE thrown at main.
      if (this.child.connected) this.child.send(message as never, () => {});
    }
    kill(): boolean {
      return this.child.kill('SIGTERM');
    }
  }
  const utilityProcess = {
    fork(
      modulePath: string,
      args: string[] = [],
      forkOptions: { stdio?: string | string[]; serviceName?: string; env?: NodeJS.ProcessEnv; cwd?: string } = {},
    ) {
      if (!app.isReady()) throw new Error('utilityProcess cannot be created before app is ready.');
      const stdio =
        typeof forkOptions.stdio === 'string'
          ? [forkOptions.stdio, forkOptions.stdio, forkOptions.stdio]
          : (forkOptions.stdio ?? ['ignore', 'inherit', 'inherit']);
      const child = fork(modulePath, args, {
        execArgv: ['--import', new URL('./utility-process-child.mjs', import.meta.url).href],
        stdio: [...stdio.slice(0, 3), 'ipc'] as ('ignore' | 'inherit' | 'pipe' | 'ipc')[],
        serialization: 'advanced',
        env: forkOptions.env ?? process.env,
        cwd: forkOptions.cwd,
      });
      utilityChildren.add(child);
      recorded.utilityProcesses.push({ modulePath, serviceName: forkOptions.serviceName ?? null, process: () => child });
      return new UtilityProcessStandIn(child);
    },
  };

  // screen: https://www.electronjs.org/docs/latest/api/screen. One screen, as on a till without a
  // customer display (the display window then opens as a normal window).
  const oneScreen = { id: 1, bounds: { x: 0, y: 0, width: 1280, height: 800 } };
  const screen = { getAllDisplays: () => [oneScreen], getPrimaryDisplay: () => oneScreen };

  return {
    app,
    screen,
    utilityProcess,
    /** Harness: the utility processes still running (Electron ends them when the app quits). */
    utilityChildren,
    nativeTheme,
    BrowserWindow: BrowserWindowStandIn,
    ipcMain,
    protocol,
    session,
    shell,
    Notification: NotificationStandIn,
    dialog,
    /** What main.ts did. */
    recorded,
    /** How the harness answers the print and save dialogs. */
    answers,
  };
}
