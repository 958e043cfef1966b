/**
 * The embedded demo store when it runs in a process of its own: the settings it is started with
 * (plain data, so they can cross a process boundary) and the messages the app and the store's
 * process exchange. The app's services know the store only through these and its URL.
 */

/** How the demo store is started; every field crosses to the store's process as JSON. */
export interface DemoStoreSettings {
  /** Holds demo-store.sqlite; absent: a fresh temporary folder, removed when the store stops. */
  dataDir?: string;
  /** 0 or absent: a free port on 127.0.0.1. */
  port?: number;
  /** Default 60 calls per 60 s per client; false turns the limit off. */
  rateLimit?: { limit: number; windowSeconds: number } | false;
  /** Demo mode: completed orders' shipments move one step every `afterSeconds`. */
  autoFulfil?: { afterSeconds: number } | false;
  /** More Host names the store is served as. */
  allowedHosts?: readonly string[];
  /** False: answers as a stock store, without its own routes (returns among them). Default true. */
  extensions?: boolean;
}

/** From the app to the store's process. */
export type DemoStoreParentMessage =
  | { type: 'start'; settings: DemoStoreSettings }
  /** Close the store (its port and SQLite file) and end the process. */
  | { type: 'stop' };

/** From the store's process to the app. */
export type DemoStoreChildMessage = { type: 'ready'; url: string; port: number } | { type: 'failed'; message: string } | { type: 'log'; line: string };

export function isDemoStoreChildMessage(value: unknown): value is DemoStoreChildMessage {
  if (!value || typeof value !== 'object') return false;
  const message = value as Record<string, unknown>;
  switch (message.type) {
    case 'ready':
      return typeof message.url === 'string' && typeof message.port === 'number';
    case 'failed':
      return typeof message.message === 'string';
    case 'log':
      return typeof message.line === 'string';
    default:
      return false;
  }
}

export function isDemoStoreParentMessage(value: unknown): value is DemoStoreParentMessage {
  if (!value || typeof value !== 'object') return false;
  const message = value as Record<string, unknown>;
  if (message.type === 'stop') return true;
  return message.type === 'start' && !!message.settings && typeof message.settings === 'object';
}
