/**
 * Which of the log folder's files go: any older than the age kept (7 days), and, counting from
 * the newest, every file once the total would pass the size kept (10 MB), whichever comes first.
 * The file being written is never removed. Pure: the caller lists the folder and deletes.
 */
export interface LogFileFacts {
  name: string;
  size: number;
  /** Last written, in ms since the epoch. */
  mtimeMs: number;
}

export interface LogRetention {
  maxAgeMs: number;
  maxTotalBytes: number;
}

export const LOG_RETENTION: LogRetention = { maxAgeMs: 7 * 24 * 60 * 60 * 1000, maxTotalBytes: 10 * 1024 * 1024 };

export function logFilesToRemove(files: readonly LogFileFacts[], nowMs: number, keep: LogRetention, writing: string | null): string[] {
  const newestFirst = [...files].sort((a, b) => b.mtimeMs - a.mtimeMs || b.name.localeCompare(a.name, 'en', { numeric: true }));
  const remove: string[] = [];
  let total = 0;
  for (const file of newestFirst) {
    if (file.name === writing) {
      total += file.size;
      continue;
    }
    total += file.size;
    if (nowMs - file.mtimeMs > keep.maxAgeMs || total > keep.maxTotalBytes) remove.push(file.name);
  }
  return remove;
}
