/**
 * Product pictures kept on disk (in the data folder's `pictures` folder, 0700, its files 0600),
 * each with the validators the store sent (ETag, Last-Modified) and how long the store said it
 * stays fresh, so a picture is fetched once and afterwards only revalidated. Bounded in size: the
 * least recently used pictures leave first. An index (`index.json`) names what is kept; a picture
 * file the index does not name (left by a crash between the two writes) is removed at open.
 *
 * Without a folder, the same rules hold in memory for the run.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ensurePrivateFolder, PRIVATE_FILE_MODE, tightenPrivateFiles } from '../../private-files.js';

/** The cache's folder in the data folder. */
export const PICTURES_FOLDER = 'pictures';
const INDEX_FILE = 'index.json';
/** The default bound on the pictures' bytes. */
const DEFAULT_PICTURE_CACHE_BYTES = 50 * 1024 * 1024;
/** How long a touch (a picture used) may wait before the index is written. */
const TOUCH_WRITE_DELAY_MS = 2000;

export interface PictureEntry {
  url: string;
  /** The image's media type. */
  type: string;
  etag: string | null;
  lastModified: string | null;
  /** Bytes on disk. */
  size: number;
  /** When the store last confirmed this copy (ms since the epoch). */
  checkedAt: number;
  /** How long after `checkedAt` the copy is fresh without asking (ms). */
  freshForMs: number;
  /** When the picture was last used (ms since the epoch): the least recent leaves first. */
  usedAt: number;
}

export interface PictureCache {
  /** The entry alone (its bytes not read, not marked used); null when not kept. */
  peek(url: string): PictureEntry | null;
  /** The entry and its bytes, marking it used; null when not kept. */
  get(url: string): { entry: PictureEntry; bytes: Uint8Array } | null;
  /** Keeps a picture (replacing any copy), then evicts the least recently used beyond the bound. */
  put(entry: Omit<PictureEntry, 'size' | 'usedAt'>, bytes: Uint8Array): void;
  /** The store confirmed the copy (304): new validators where it sent any, fresh again. */
  confirmed(url: string, update: { etag?: string | null; lastModified?: string | null; checkedAt: number; freshForMs: number }): void;
  remove(url: string): void;
  /** Bytes kept. */
  bytes(): number;
  /** Writes a pending index change now. */
  flush(): void;
}

function fileNameOf(url: string): string {
  return `${createHash('sha256').update(url).digest('hex')}.img`;
}

export function openPictureCache(options: { dir: string | null; maxBytes?: number; now?: () => number }): PictureCache {
  const maxBytes = options.maxBytes ?? DEFAULT_PICTURE_CACHE_BYTES;
  const now = options.now ?? (() => Date.now());
  const dir = options.dir;
  const entries = new Map<string, PictureEntry>();
  const inMemory = new Map<string, Uint8Array>();
  let touchTimer: ReturnType<typeof setTimeout> | null = null;

  const writeAtomically = (file: string, data: string | Uint8Array) => {
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, data, { mode: PRIVATE_FILE_MODE });
    renameSync(temporary, file);
  };
  const writeIndex = () => {
    if (touchTimer) clearTimeout(touchTimer);
    touchTimer = null;
    if (dir) writeAtomically(path.join(dir, INDEX_FILE), JSON.stringify({ version: 1, entries: [...entries.values()] }));
  };
  const writeIndexSoon = () => {
    if (!dir || touchTimer) return;
    touchTimer = setTimeout(() => {
      try {
        writeIndex();
      } catch {
        // Only the order of use is lost: the next change writes the index again.
      }
    }, TOUCH_WRITE_DELAY_MS);
    touchTimer.unref?.();
  };

  const readBytes = (url: string): Uint8Array | null => {
    if (!dir) return inMemory.get(url) ?? null;
    try {
      return readFileSync(path.join(dir, fileNameOf(url)));
    } catch {
      return null;
    }
  };
  const dropBytes = (url: string) => {
    if (dir) rmSync(path.join(dir, fileNameOf(url)), { force: true });
    else inMemory.delete(url);
  };

  if (dir) {
    ensurePrivateFolder(dir);
    tightenPrivateFiles(readdirSync(dir).map((name) => path.join(dir, name)));
    try {
      const saved = JSON.parse(readFileSync(path.join(dir, INDEX_FILE), 'utf8')) as { entries?: PictureEntry[] };
      for (const e of saved.entries ?? []) if (e && typeof e.url === 'string' && typeof e.size === 'number') entries.set(e.url, e);
    } catch {
      // No index yet, or a damaged one: the pictures are fetched again.
    }
    const named = new Set([...entries.keys()].map(fileNameOf));
    for (const name of readdirSync(dir)) {
      if (name !== INDEX_FILE && !named.has(name)) rmSync(path.join(dir, name), { force: true });
    }
    for (const url of [...entries.keys()]) if (!named.has(fileNameOf(url)) || readBytes(url) === null) entries.delete(url);
  }

  const total = () => [...entries.values()].reduce((n, e) => n + e.size, 0);
  const evict = () => {
    let size = total();
    const byAge = [...entries.values()].sort((a, b) => a.usedAt - b.usedAt);
    for (const e of byAge) {
      if (size <= maxBytes) break;
      entries.delete(e.url);
      dropBytes(e.url);
      size -= e.size;
    }
  };

  return {
    peek(url) {
      const entry = entries.get(url);
      return entry ? { ...entry } : null;
    },
    get(url) {
      const entry = entries.get(url);
      if (!entry) return null;
      const bytes = readBytes(url);
      if (!bytes) {
        entries.delete(url);
        writeIndex();
        return null;
      }
      entry.usedAt = now();
      writeIndexSoon();
      return { entry: { ...entry }, bytes };
    },
    put(fields, bytes) {
      if (bytes.byteLength > maxBytes) return; // would evict everything else and still not fit
      if (dir) writeAtomically(path.join(dir, fileNameOf(fields.url)), bytes);
      else inMemory.set(fields.url, bytes);
      entries.delete(fields.url);
      entries.set(fields.url, { ...fields, size: bytes.byteLength, usedAt: now() });
      evict();
      writeIndex();
    },
    confirmed(url, update) {
      const entry = entries.get(url);
      if (!entry) return;
      if (update.etag) entry.etag = update.etag;
      if (update.lastModified) entry.lastModified = update.lastModified;
      entry.checkedAt = update.checkedAt;
      entry.freshForMs = update.freshForMs;
      writeIndex();
    },
    remove(url) {
      if (!entries.delete(url)) return;
      dropBytes(url);
      writeIndex();
    },
    bytes: total,
    flush() {
      if (touchTimer) writeIndex();
    },
  };
}
