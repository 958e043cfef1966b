/**
 * Memory of processes by id, from Linux's /proc: resident (VmRSS, which counts pages shared with
 * other processes in each of them) and proportional (Pss, each shared page divided among the
 * processes sharing it, so a sum over processes counts it once); what a set of processes keeps
 * resident together (each physical page once, however many of them map it); and the process
 * tree, to find the children an app started (its services, their demo store, Chromium's processes).
 */
import { closeSync, openSync, readdirSync, readFileSync, readSync } from 'node:fs';

export interface ProcessMemory {
  pid: number;
  rssMb: number;
  pssMb: number;
}

function readOr(file: string, otherwise: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return otherwise;
  }
}

/** A "Name:   123 kB" line of a /proc file, in MB (0 when absent: the process has gone). */
function kbLine(text: string, name: string): number {
  const match = new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(text);
  return match ? Number(match[1]) / 1024 : 0;
}

export function memoryOf(pid: number): ProcessMemory {
  return {
    pid,
    rssMb: kbLine(readOr(`/proc/${pid}/status`, ''), 'VmRSS'),
    pssMb: kbLine(readOr(`/proc/${pid}/smaps_rollup`, ''), 'Pss'),
  };
}

/** The process's command line, its arguments joined by spaces. */
export function commandOf(pid: number): string {
  return readOr(`/proc/${pid}/cmdline`, '').split('\0').join(' ').trim();
}

function parentOf(pid: number): number | null {
  // Field 4 of /proc/<pid>/stat, after the command in parentheses (which may hold spaces).
  const stat = readOr(`/proc/${pid}/stat`, '');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return fields.length > 1 ? Number(fields[1]) : null;
}

/** Every process below `pid` (children, theirs, …), as the tree stands now. */
export function descendantsOf(pid: number): number[] {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const parent = parentOf(Number(entry));
    if (parent !== null) parents.set(Number(entry), parent);
  }
  const found: number[] = [];
  const walk = (of: number) => {
    for (const [child, parent] of parents) {
      if (parent === of) {
        found.push(child);
        walk(child);
      }
    }
  };
  walk(pid);
  return found;
}

const PAGE_BYTES = 4096;
/** Bits 0-54 of a pagemap entry: the physical frame; bit 63: the page is present in memory. */
const FRAME_MASK = (1n << 55n) - 1n;
const PRESENT = 1n << 63n;

/** Adds the physical frames of the pages `pid` has resident to `into`, from `/proc/<pid>/pagemap` (its mappings with resident pages only); false when they cannot be read. */
function framesOf(pid: number, into: Set<number>): boolean {
  const ranges: [number, number][] = [];
  let range: [number, number] | null = null;
  for (const line of readOr(`/proc/${pid}/smaps`, '').split('\n')) {
    const mapping = /^([0-9a-f]+)-([0-9a-f]+) /.exec(line);
    if (mapping) range = [parseInt(mapping[1]!, 16), parseInt(mapping[2]!, 16)];
    else if (range && /^Rss:\s+[1-9]/.test(line)) ranges.push(range);
  }
  let fd: number;
  try {
    fd = openSync(`/proc/${pid}/pagemap`, 'r');
  } catch {
    return false;
  }
  try {
    let seen = 0;
    for (const [start, end] of ranges) {
      const pages = (end - start) / PAGE_BYTES;
      const entries = Buffer.alloc(pages * 8);
      readSync(fd, entries, 0, entries.length, (start / PAGE_BYTES) * 8);
      for (let i = 0; i < pages; i++) {
        const entry = entries.readBigUInt64LE(i * 8);
        if ((entry & PRESENT) === 0n) continue;
        const frame = Number(entry & FRAME_MASK);
        // Frames read as 0 without the right to see them (Linux hides them from unprivileged readers).
        if (frame === 0) return false;
        into.add(frame);
        seen++;
      }
    }
    return seen > 0;
  } finally {
    closeSync(fd);
  }
}

/**
 * The memory the processes keep resident together, in MB: each physical page once, however many of
 * them map it (a program's code shared by two of its processes counts once, not twice as in a sum of
 * their resident sizes). Null where the frames cannot be read (Linux shows them to a privileged reader only).
 */
export function residentTogetherMb(pids: number[]): number | null {
  const frames = new Set<number>();
  for (const pid of pids) if (!framesOf(pid, frames)) return null;
  return (frames.size * PAGE_BYTES) / 1048576;
}

/** Sums of processes' memory. */
export function totalOf(processes: ProcessMemory[]): { rssMb: number; pssMb: number } {
  return { rssMb: processes.reduce((s, p) => s + p.rssMb, 0), pssMb: processes.reduce((s, p) => s + p.pssMb, 0) };
}
