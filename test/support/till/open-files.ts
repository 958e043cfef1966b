/** The files a process has open under a folder (Linux /proc): a child that holds none has let its data go. */
import { readdirSync, readlinkSync } from 'node:fs';

export function openFilesUnder(pid: number | 'self', folder: string): string[] {
  const open: string[] = [];
  let fds: string[] = [];
  try {
    fds = readdirSync(`/proc/${pid}/fd`);
  } catch {
    return open;
  }
  for (const fd of fds) {
    try {
      const target = readlinkSync(`/proc/${pid}/fd/${fd}`);
      if (target.startsWith(folder)) open.push(target);
    } catch {
      // closed while listing
    }
  }
  return open;
}
