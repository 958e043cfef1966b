/**
 * Work in progress on the Stock screen kept on disk (a delivery being received, a transfer being
 * drafted): one JSON file in the data folder, checked against its schema when read, written whole
 * (through a temporary file, this user's alone) after every change, so a restart loses nothing. A
 * file that cannot be read is moved aside with a line in the log, and the till starts from `empty`.
 */
import { existsSync, readFileSync, renameSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { writePrivateFile } from '../../private-files.js';

export interface KeptFile<T> {
  read(): T;
  write(next: T): Promise<void>;
}

export function openKeptFile<S extends z.ZodType<{ version: 1 }>>(options: {
  dataDir: string;
  fileName: string;
  schema: S;
  empty: () => z.infer<S>;
  /** Says what was moved aside (`log` gets the line). */
  what: string;
  log: (line: string) => void;
}): KeptFile<z.infer<S>> {
  const file = path.join(options.dataDir, options.fileName);
  let state = options.empty();
  if (existsSync(file)) {
    const parsed = (() => {
      try {
        return options.schema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
      } catch {
        return null;
      }
    })();
    if (parsed?.success) state = parsed.data;
    else {
      const stem = path.basename(options.fileName, '.json');
      const aside = path.join(options.dataDir, `${stem}.unreadable-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
      renameSync(file, aside);
      options.log(`${options.what}: ${options.fileName} could not be read; moved aside as ${path.basename(aside)}`);
    }
  }
  return {
    read: () => state,
    async write(next) {
      await writePrivateFile(file, `${JSON.stringify(next, null, 1)}\n`);
      state = next;
    },
  };
}
