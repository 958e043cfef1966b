/** A report's range: a local day, the local week it falls in (Monday first), or days chosen by hand. */
import { describe, expect, it } from 'vitest';
import { reportRange } from '../../../shared/reports/report-range.js';

describe('report range', () => {
  const noon = Date.parse('2026-11-25T12:00:00Z'); // a Wednesday

  it("is the local day of a date, in the till's offset from UTC", () => {
    expect(reportRange({ kind: 'day', date: '2026-11-25' }, 0)).toMatchObject({
      from: '2026-11-25T00:00:00.000Z',
      to: '2026-11-26T00:00:00.000Z',
      label: 'Wed 25 Nov 2026',
    });
    // Five hours behind UTC: the local day starts at 05:00 UTC.
    expect(reportRange({ kind: 'day', date: '2026-11-25' }, -300)).toMatchObject({ from: '2026-11-25T05:00:00.000Z', to: '2026-11-26T05:00:00.000Z' });
    expect(new Date(noon).toISOString().slice(0, 10)).toBe('2026-11-25');
  });

  it('is Monday to Sunday for a week', () => {
    expect(reportRange({ kind: 'week', date: '2026-11-25' }, 0)).toMatchObject({
      from: '2026-11-23T00:00:00.000Z',
      to: '2026-11-30T00:00:00.000Z',
      label: 'Week of Mon 23 Nov 2026',
    });
    expect(reportRange({ kind: 'week', date: '2026-11-29' }, 0).from).toBe('2026-11-23T00:00:00.000Z');
  });

  it('runs from the first chosen day through the last, and refuses a backwards or too long range in words', () => {
    expect(reportRange({ kind: 'custom', date: '2026-11-01', until: '2026-11-03' }, 0)).toMatchObject({
      from: '2026-11-01T00:00:00.000Z',
      to: '2026-11-04T00:00:00.000Z',
      label: '1 Nov 2026 – 3 Nov 2026',
    });
    expect(() => reportRange({ kind: 'custom', date: '2026-11-03', until: '2026-11-01' }, 0)).toThrow(/last day .* before the first/);
    expect(() => reportRange({ kind: 'custom', date: '2026-01-01', until: '2026-12-31' }, 0)).toThrow(/at most 92 days/);
    expect(() => reportRange({ kind: 'day', date: '2026-02-30' }, 0)).toThrow(/not a date/);
  });
});
