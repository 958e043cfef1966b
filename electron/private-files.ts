/**
 * Private files of the app and of its demo store (both import this; it imports neither).
 * The app's data folder holds order tokens (the sale in progress, tracked orders) and customers'
 * words (names, addresses, emails, line options): it is this computer's user's alone. Folders
 * are 0700 and files 0600; a folder or file an older version left wider is tightened at start;
 * files rewritten through a temporary file are created narrow, so the rename keeps the mode.
 * (On Windows the modes mean little; the folder sits in the user's own profile there.)
 */
import { chmodSync, closeSync, fsyncSync, lstatSync, mkdirSync, openSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { chmod, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';

export const PRIVATE_FILE_MODE = 0o600;
const PRIVATE_FOLDER_MODE = 0o700;

/**
 * Creates the folder (0700) if missing, makes it 0700 if it is wider, and takes group and other
 * access off the entries the app keeps in it (folders recursively). Only the named entries: the
 * folder may be one the user chose (`--data`) or Electron's, holding files that are not the
 * app's to change; the folder's own mode already keeps others out of them. `'all'` is for a
 * folder that is the app's alone.
 */
export function preparePrivateFolder(dir: string, entries: readonly string[] | 'all'): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_FOLDER_MODE });
  if ((lstatSync(dir).mode & 0o777) !== PRIVATE_FOLDER_MODE) chmodSync(dir, PRIVATE_FOLDER_MODE);
  for (const name of entries === 'all' ? readdirSync(dir) : entries) tighten(path.join(dir, name));
}

/**
 * Creates a folder 0700 where it is missing (with any missing parents), and leaves one that is
 * already there as it is: it may be a folder the user chose, shared with other files.
 */
export function ensurePrivateFolder(dir: string): void {
  if (lstatSync(dir, { throwIfNoEntry: false })) return;
  mkdirSync(dir, { recursive: true, mode: PRIVATE_FOLDER_MODE });
  if ((lstatSync(dir).mode & 0o777) !== PRIVATE_FOLDER_MODE) chmodSync(dir, PRIVATE_FOLDER_MODE);
}

/** Takes group and other access off these files, where they exist (links are not followed). */
export function tightenPrivateFiles(files: readonly string[]): void {
  for (const file of files) tighten(file);
}

function tighten(entry: string): void {
  const stat = lstatSync(entry, { throwIfNoEntry: false });
  if (!stat || stat.isSymbolicLink()) return;
  if (stat.isDirectory()) {
    if ((stat.mode & 0o777) !== PRIVATE_FOLDER_MODE) chmodSync(entry, PRIVATE_FOLDER_MODE);
    for (const name of readdirSync(entry)) tighten(path.join(entry, name));
  } else if (stat.isFile() && (stat.mode & 0o077) !== 0) {
    chmodSync(entry, stat.mode & 0o700);
  }
}

/** Creates an empty private file if none is there (so what later opens it finds it narrow). */
export function ensurePrivateFile(file: string): void {
  try {
    writeFileSync(file, '', { flag: 'wx', mode: PRIVATE_FILE_MODE });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
}

/**
 * Replaces a file's content all at once: written to a temporary file created 0600 beside it,
 * flushed, then renamed over it. A crash leaves the old content or the new, never half, and
 * never a readable copy.
 */
export async function writePrivateFile(file: string, data: string | Uint8Array): Promise<void> {
  const tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  const handle = await open(tmp, 'wx', PRIVATE_FILE_MODE);
  try {
    await handle.writeFile(data);
    await handle.sync();
  } catch (error) {
    await handle.close();
    await rm(tmp, { force: true });
    throw error;
  }
  await handle.close();
  // The umask can only narrow the mode given to open; this makes it exactly 0600.
  await chmod(tmp, PRIVATE_FILE_MODE);
  await rename(tmp, file).catch(async (error: unknown) => {
    await rm(tmp, { force: true });
    throw error;
  });
}

/** writePrivateFile for the start, before anything else opens the file: the same steps, synchronously. */
export function writePrivateFileSync(file: string, data: string): void {
  const tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  const fd = openSync(tmp, 'wx', PRIVATE_FILE_MODE);
  try {
    writeFileSync(fd, data);
    fsyncSync(fd);
  } catch (error) {
    closeSync(fd);
    rmSync(tmp, { force: true });
    throw error;
  }
  closeSync(fd);
  chmodSync(tmp, PRIVATE_FILE_MODE);
  try {
    renameSync(tmp, file);
  } catch (error) {
    rmSync(tmp, { force: true });
    throw error;
  }
}
