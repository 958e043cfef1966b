/** The log folder keeps 7 days or 10 MB in all, whichever comes first, and never the file being written. */
import { describe, expect, it } from 'vitest';
import { LOG_RETENTION, logFilesToRemove } from '../../../../electron/till/diagnostics/log-retention.js';

const DAY = 24 * 60 * 60 * 1000;
const MB = 1024 * 1024;
const now = Date.parse('2026-11-24T12:00:00Z');

describe('log retention', () => {
  it('removes files older than 7 days', () => {
    const files = [
      { name: 'app.2026-11-24.3.log', size: 1000, mtimeMs: now - 1000 },
      { name: 'app.2026-11-20.2.log', size: 1000, mtimeMs: now - 4 * DAY },
      { name: 'app.2026-11-16.1.log', size: 1000, mtimeMs: now - 8 * DAY },
    ];
    expect(logFilesToRemove(files, now, LOG_RETENTION, 'app.2026-11-24.3.log')).toEqual(['app.2026-11-16.1.log']);
  });

  it('removes the oldest once the total passes 10 MB, however recent', () => {
    const files = Array.from({ length: 14 }, (_, i) => ({ name: `app.2026-11-24.${i + 1}.log`, size: 1 * MB, mtimeMs: now - (14 - i) * 60_000 }));
    const removed = logFilesToRemove(files, now, LOG_RETENTION, 'app.2026-11-24.14.log');
    expect(removed.sort()).toEqual(['app.2026-11-24.1.log', 'app.2026-11-24.2.log', 'app.2026-11-24.3.log', 'app.2026-11-24.4.log'].sort());
  });

  it('never removes the file being written', () => {
    const files = [{ name: 'app.2026-11-01.1.log', size: 50 * MB, mtimeMs: now - 30 * DAY }];
    expect(logFilesToRemove(files, now, LOG_RETENTION, 'app.2026-11-01.1.log')).toEqual([]);
  });
});
