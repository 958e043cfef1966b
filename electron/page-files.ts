/**
 * The app's built page files as both hosts serve them (Electron's app:// handler, the browser
 * host): a file under `assets/` is named after its content and never changes while the app runs,
 * so once read it is kept in memory. The page's first files (the scripts and styles its
 * index.html names) are read as the host starts, before the window asks for them: on a busy
 * counter PC each file read from disk is several turns of a loaded core (opening, reading and
 * closing it on Node's file threads) on the way to the first frame. What is kept is at most the
 * build's own files (about 2 MB), and only those a page asked for. Plain Node; the callers check
 * the path is the app's before asking.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';

export interface PageFiles {
  /** The file's bytes (from memory when it is a kept asset); rejects when there is no such file. */
  read(file: string): Promise<Buffer<ArrayBuffer>>;
  /** Settles once the page's first files have been read (or found missing). */
  ready: Promise<void>;
}

/** The files under `rendererDir/assets/` that index.html loads, preloads or links. */
function firstFilesOf(indexHtml: string, rendererDir: string): string[] {
  return [...indexHtml.matchAll(/\b(?:src|href)="\.?\/?(assets\/[^"?#]+)"/g)].map((m) => path.join(rendererDir, m[1]!));
}

/** `indexHtml`: the page as the host has already read it (else it is read here, to find the first files). */
export function pageFiles(rendererDir: string, indexHtml?: string): PageFiles {
  const assets = path.join(path.resolve(rendererDir), 'assets') + path.sep;
  const kept = new Map<string, Promise<Buffer<ArrayBuffer>>>();
  const read = (file: string): Promise<Buffer<ArrayBuffer>> => {
    if (!file.startsWith(assets)) return readFile(file);
    let found = kept.get(file);
    if (!found) {
      found = readFile(file);
      kept.set(file, found);
      // A file not found (or not readable) is not kept: it is tried again next time.
      found.catch(() => kept.delete(file));
    }
    return found;
  };
  // The first files, read now; a page that is not built yet is said so by the host when asked for.
  const ready = (indexHtml !== undefined ? Promise.resolve(indexHtml) : readFile(path.join(rendererDir, 'index.html'), 'utf8')).then(
    async (indexHtml) => {
      await Promise.allSettled(firstFilesOf(indexHtml, path.resolve(rendererDir)).map(read));
    },
    () => {},
  );
  return { read, ready };
}
