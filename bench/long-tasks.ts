/**
 * What a stall of the event loop was made of. A timer every 2 ms notes the time, the main
 * thread's own CPU time and its time waiting for a core (Linux `/proc/self/task/<pid>/schedstat`:
 * other processes on a shared machine), and the process's CPU time (`process.cpuUsage`, all its
 * threads); a gap between two notes over the threshold is a long task, kept with what the main
 * thread spent on a core meanwhile, what it waited for one, and the garbage collection pauses
 * (`PerformanceObserver` 'gc' entries) inside it. Work the bench names (`timed`) is timed too, wall
 * and CPU (the process's: exact, where the thread's moves by the scheduler's tick), so a stall
 * can be put down to it.
 */
import { closeSync, openSync, readSync } from 'node:fs';
import { constants, performance, PerformanceObserver } from 'node:perf_hooks';

interface LongTask {
  /** Wall time of the gap between two turns of the probe, ms. */
  wallMs: number;
  /** The main thread on a core meanwhile, ms (its own work: JavaScript, SQLite, the collector's pauses). */
  cpuMs: number;
  /** The main thread ready but waiting for a core meanwhile, ms (other processes). */
  waitMs: number;
  /** The whole process's CPU meanwhile (the collector's helper threads too), ms. */
  processCpuMs: number;
  /** Garbage collection pauses that began inside the gap, ms in all. */
  gcMs: number;
  /** The named work that ran inside the gap. */
  work: string[];
}

interface Note {
  at: number;
  cpu: number;
  wait: number;
  processCpu: number;
}

interface TimedStats {
  count: number;
  wallMs: number[];
  cpuMs: number[];
}

/** The main thread's on-core and waiting times in ms, or null where `/proc` does not say them. */
function threadClock() {
  let fd: number | null = null;
  try {
    fd = openSync(`/proc/self/task/${process.pid}/schedstat`, 'r');
  } catch {
    fd = null;
  }
  const buffer = Buffer.alloc(128);
  return {
    read(): [number, number] | null {
      if (fd === null) return null;
      const n = readSync(fd, buffer, 0, buffer.length, 0);
      const [cpu, wait] = buffer.toString('latin1', 0, n).split(' ');
      return [Number(cpu) / 1e6, Number(wait) / 1e6];
    },
    close: () => (fd === null ? undefined : closeSync(fd)),
  };
}

const processCpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

export function watchLongTasks(thresholdMs = 20) {
  const clock = threadClock();
  const note = (): Note => {
    const thread = clock.read();
    const processCpu = processCpuMs();
    return { at: performance.now(), cpu: thread?.[0] ?? processCpu, wait: thread?.[1] ?? 0, processCpu };
  };
  const gcs: { at: number; ms: number; kind: number }[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      gcs.push({ at: entry.startTime, ms: entry.duration, kind: (entry as PerformanceEntry & { detail?: { kind?: number } }).detail?.kind ?? 0 });
  });
  observer.observe({ entryTypes: ['gc'] });
  const tasks: (LongTask & { from: number; to: number })[] = [];
  const timedStats = new Map<string, TimedStats>();
  let workSinceNote: string[] = [];
  let last = note();
  const started = last;
  const timer = setInterval(() => {
    const now = note();
    if (now.at - last.at > thresholdMs) {
      tasks.push({
        from: last.at,
        to: now.at,
        wallMs: now.at - last.at,
        cpuMs: now.cpu - last.cpu,
        waitMs: now.wait - last.wait,
        processCpuMs: now.processCpu - last.processCpu,
        gcMs: 0,
        work: [...new Set(workSinceNote)],
      });
    }
    workSinceNote = [];
    last = now;
  }, 2);

  return {
    /** Runs `fn` as named work: its wall and CPU time are kept under `name`. */
    timed<T>(name: string, fn: () => T): T {
      // getrusage is exact to the microsecond where schedstat moves by the scheduler's tick.
      const before = processCpuMs();
      const t0 = performance.now();
      try {
        return fn();
      } finally {
        const stats = timedStats.get(name) ?? { count: 0, wallMs: [], cpuMs: [] };
        stats.count++;
        stats.wallMs.push(performance.now() - t0);
        stats.cpuMs.push(processCpuMs() - before);
        timedStats.set(name, stats);
        workSinceNote.push(name);
      }
    },
    /** Stops watching; answers the long tasks, longest first, the collector's pauses and the named work. */
    stop() {
      clearInterval(timer);
      observer.disconnect();
      const ended = note();
      clock.close();
      for (const task of tasks) task.gcMs = gcs.filter((gc) => gc.at >= task.from && gc.at < task.to).reduce((sum, gc) => sum + gc.ms, 0);
      const pauses = gcs.map((gc) => gc.ms).sort((a, b) => b - a);
      const longTasks = tasks.map(({ from: _from, to: _to, ...task }) => task);
      return {
        longTasks: [...longTasks].sort((a, b) => b.wallMs - a.wallMs),
        /** The same, the most CPU first: the stalls that are the process's own work. */
        byCpu: [...longTasks].sort((a, b) => b.cpuMs - a.cpuMs),
        gc: {
          count: pauses.length,
          longestMs: pauses[0] ?? 0,
          totalMs: pauses.reduce((a, b) => a + b, 0),
          longestMajorMs: Math.max(0, ...gcs.filter((gc) => gc.kind === constants.NODE_PERFORMANCE_GC_MAJOR).map((gc) => gc.ms)),
          longestMinorMs: Math.max(0, ...gcs.filter((gc) => gc.kind === constants.NODE_PERFORMANCE_GC_MINOR).map((gc) => gc.ms)),
        },
        wallMs: ended.at - started.at,
        cpuMs: ended.cpu - started.cpu,
        waitMs: ended.wait - started.wait,
        timed: new Map([...timedStats].map(([name, s]) => [name, summary(s)])),
      };
    },
  };
}

const at = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))] ?? 0;

function summary(stats: TimedStats) {
  const wall = [...stats.wallMs].sort((a, b) => a - b);
  const cpu = [...stats.cpuMs].sort((a, b) => a - b);
  const longest = stats.wallMs.indexOf(wall.at(-1)!);
  return {
    count: stats.count,
    wallP50: at(wall, 0.5),
    wallMax: wall.at(-1) ?? 0,
    cpuOfLongest: stats.cpuMs[longest] ?? 0,
    cpuP50: at(cpu, 0.5),
    cpuP99: at(cpu, 0.99),
    cpuMax: cpu.at(-1) ?? 0,
  };
}

export type LongTaskReport = ReturnType<ReturnType<typeof watchLongTasks>['stop']>;

/** A line for the console: the longest tasks with what they were made of. */
export function describeLongTasks(report: LongTaskReport, top = 5): string {
  const lines = report.longTasks
    .slice(0, top)
    .map(
      (t) =>
        `    ${t.wallMs.toFixed(1)} ms: main thread on a core ${t.cpuMs.toFixed(1)}, waiting for one ${t.waitMs.toFixed(1)}, GC ${t.gcMs.toFixed(1)} ` +
        `(process CPU ${t.processCpuMs.toFixed(1)}) — ${t.work.join(', ') || 'unnamed work'}`,
    );
  const work = [...report.timed]
    .sort(([, a], [, b]) => b.cpuMax - a.cpuMax)
    .map(
      ([name, s]) =>
        `    ${name}: ${s.count}×, wall p50 ${s.wallP50.toFixed(2)} / max ${s.wallMax.toFixed(1)} ms (CPU of that one ${s.cpuOfLongest.toFixed(1)}); CPU p50 ${s.cpuP50.toFixed(2)} / p99 ${s.cpuP99.toFixed(1)} / max ${s.cpuMax.toFixed(1)} ms`,
    );
  const ours = report.byCpu[0];
  return [
    `  ${report.longTasks.length} tasks over the threshold; the most CPU in one: ${ours ? `${ours.cpuMs.toFixed(1)} ms of ${ours.wallMs.toFixed(1)} (${ours.work.join(', ') || 'unnamed work'})` : 'none'}`,
    `  GC ${report.gc.count} pauses, longest ${report.gc.longestMs.toFixed(1)} ms (major ${report.gc.longestMajorMs.toFixed(1)}, minor ${report.gc.longestMinorMs.toFixed(1)}), ${report.gc.totalMs.toFixed(0)} ms in all; ` +
      `main thread ${report.cpuMs.toFixed(0)} ms on a core and ${report.waitMs.toFixed(0)} ms waiting for one in ${report.wallMs.toFixed(0)} ms`,
    ...lines,
    ...work,
  ].join('\n');
}
