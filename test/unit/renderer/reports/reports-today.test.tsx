// @vitest-environment happy-dom
/**
 * The Reports screen opens on today's report, and "today" is the store's day (its time zone, as the
 * main process answers it), not the day on this till's clock: a till in another zone, or a till
 * whose clock zone was never set, would otherwise open on yesterday's or tomorrow's sales.
 */
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ReportQuery, SalesReportView } from '../../../../shared/bridge/bridge.js';
import type { StaffHoursView } from '../../../../shared/bridge/reports.js';
import { reportRange } from '../../../../shared/reports/report-range.js';
import { salesReport } from '../../../../shared/reports/sales-report.js';
import { tillTimeZone, zoneDate } from '../../../../shared/reports/time-zone.js';
import { usePosBridgeForTests } from '../../../../renderer/bridge/pos.js';
import { ReportsScreen } from '../../../../renderer/features/reports/ReportsScreen.js';
import { localBridge } from '../local-bridge.js';

afterEach(() => {
  cleanup();
  usePosBridgeForTests(null);
});

/** A store whose day is not the till's right now: 14 hours ahead of UTC, or 11 behind. */
function storeZoneOnAnotherDay(): string {
  const tillDay = zoneDate(Date.now(), tillTimeZone());
  return ['Pacific/Kiritimati', 'Pacific/Pago_Pago'].find((zone) => zoneDate(Date.now(), zone) !== tillDay)!;
}

describe('the Reports screen', () => {
  it('opens on the store’s today, read in the store’s time zone', async () => {
    const zone = storeZoneOnAnotherDay();
    const asked: ReportQuery[] = [];
    const view = (query: ReportQuery): SalesReportView => {
      const range = reportRange(query, zone);
      return {
        range,
        timeZone: zone,
        report: salesReport([], { range, timeZone: zone, staffByOrder: {} }),
        requests: 1,
        complete: true,
        readAt: new Date().toISOString(),
      };
    };
    usePosBridgeForTests(
      localBridge({
        reports: {
          sales: async (query) => (asked.push(query), view(query)),
          hours: async (query): Promise<StaffHoursView> => ({ range: reportRange(query, zone), timeZone: zone, days: [], weeks: [], open: [] }),
        },
        alerts: { list: async () => ({ alerts: [], error: null, checkedAt: null }) as never },
      }),
    );
    render(<ReportsScreen />);
    const storeDay = zoneDate(Date.now(), zone);
    await waitFor(() => expect((screen.getByLabelText('Date') as HTMLInputElement).value).toBe(storeDay));
    await waitFor(() => expect(asked.at(-1)).toEqual({ kind: 'day', date: storeDay }));
    expect(await screen.findByRole('heading', { name: reportRange({ kind: 'day', date: storeDay }, zone).label })).toBeTruthy();
  });
});
