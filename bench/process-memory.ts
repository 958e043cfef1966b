/**
 * Memory of processes by id, from Linux's /proc: resident (VmRSS, which counts pages shared with
 * other processes in each of them) and proportional (Pss, each shared page divided among the
 * processes sharing it, so a sum over processes counts it once); and the process tree, to find
 * the children an app started (its services, their demo store, Chromium's processes).
 */
import { readdirSync, readFileSync } from 'node:fs';

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

/** Sums of processes' memory. */
export function totalOf(processes: ProcessMemory[]): { rssMb: number; pssMb: number } {
  return { rssMb: processes.reduce((s, p) => s + p.rssMb, 0), pssMb: processes.reduce((s, p) => s + p.pssMb, 0) };
}
