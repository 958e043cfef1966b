/** A report's range in the store's time zone: a day, the local week it falls in (Monday first), or days chosen by hand. */
import { describe, expect, it } from 'vitest';
import { reportRange } from '../../../shared/reports/report-range.js';

describe('report range', () => {
  const noon = Date.parse('2026-11-25T12:00:00Z'); // a Wednesday

  it("is the day of a date in the store's time zone", () => {
    expect(reportRange({ kind: 'day', date: '2026-11-25' }, 'UTC')).toMatchObject({
      from: '2026-11-25T00:00:00.000Z',
      to: '2026-11-26T00:00:00.000Z',
      label: 'Wed 25 Nov 2026',
    });
    // New York in November, five hours behind UTC: the local day starts at 05:00 UTC.
    expect(reportRange({ kind: 'day', date: '2026-11-25' }, 'America/New_York')).toMatchObject({
      from: '2026-11-25T05:00:00.000Z',
      to: '2026-11-26T05:00:00.000Z',
    });
    expect(new Date(noon).toISOString().slice(0, 10)).toBe('2026-11-25');
  });

  it('is Monday to Sunday for a week', () => {
    expect(reportRange({ kind: 'week', date: '2026-11-25' }, 'UTC')).toMatchObject({
      from: '2026-11-23T00:00:00.000Z',
      to: '2026-11-30T00:00:00.000Z',
      label: 'Week of Mon 23 Nov 2026',
    });
    expect(reportRange({ kind: 'week', date: '2026-11-29' }, 'UTC').from).toBe('2026-11-23T00:00:00.000Z');
  });

  it('runs from the first chosen day through the last, and refuses a backwards or too long range in words', () => {
    expect(reportRange({ kind: 'custom', date: '2026-11-01', until: '2026-11-03' }, 'UTC')).toMatchObject({
      from: '2026-11-01T00:00:00.000Z',
      to: '2026-11-04T00:00:00.000Z',
      label: '1 Nov 2026 – 3 Nov 2026',
    });
    expect(() => reportRange({ kind: 'custom', date: '2026-11-03', until: '2026-11-01' }, 'UTC')).toThrow(/last day .* before the first/);
    expect(() => reportRange({ kind: 'custom', date: '2026-01-01', until: '2026-12-31' }, 'UTC')).toThrow(/at most 92 days/);
    expect(() => reportRange({ kind: 'day', date: '2026-02-30' }, 'UTC')).toThrow(/not a date/);
  });

  it('keeps the store’s clock across a daylight-saving change: 25 and 23 hour days, and a week across it', () => {
    // New York falls back on Sunday 1 Nov 2026 (EDT −4 to EST −5) and springs forward on Sunday 8 Mar 2026.
    expect(reportRange({ kind: 'day', date: '2026-11-01' }, 'America/New_York')).toMatchObject({
      from: '2026-11-01T04:00:00.000Z',
      to: '2026-11-02T05:00:00.000Z',
    });
    expect(reportRange({ kind: 'day', date: '2026-03-08' }, 'America/New_York')).toMatchObject({
      from: '2026-03-08T05:00:00.000Z',
      to: '2026-03-09T04:00:00.000Z',
    });
    expect(reportRange({ kind: 'week', date: '2026-10-28' }, 'America/New_York')).toMatchObject({
      from: '2026-10-26T04:00:00.000Z',
      to: '2026-11-02T05:00:00.000Z',
    });
    // Ahead of UTC by a part of an hour: Kolkata's day starts at 18:30 UTC the day before.
    expect(reportRange({ kind: 'day', date: '2026-11-25' }, 'Asia/Kolkata').from).toBe('2026-11-24T18:30:00.000Z');
  });
});
