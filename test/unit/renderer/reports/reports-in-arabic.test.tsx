// @vitest-environment happy-dom
/**
 * The Reports screen in the clerk's language: in Arabic its headings, its weekdays and its counts
 * (Arabic plurals); in Spanish a range the report refuses is said in Spanish.
 */
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ReportQuery, SalesReportView } from '../../../../shared/bridge/bridge.js';
import type { StaffHoursView } from '../../../../shared/bridge/reports.js';
import { reportRange, ReportRangeError } from '../../../../shared/reports/report-range.js';
import { salesReport } from '../../../../shared/reports/sales-report.js';
import { TillRefusal } from '../../../../electron/till/runtime/error-words.js';
import { usePosBridgeForTests } from '../../../../renderer/bridge/pos.js';
import { showScreenLanguage } from '../../../../renderer/i18n/screen-language.js';
import { ReportsScreen } from '../../../../renderer/features/reports/ReportsScreen.js';
import { localBridge } from '../local-bridge.js';

const ZONE = 'Europe/Madrid';

afterEach(async () => {
  cleanup();
  usePosBridgeForTests(null);
  await showScreenLanguage('en');
});

function withReports(sales: (query: ReportQuery) => Promise<SalesReportView>) {
  usePosBridgeForTests(
    localBridge({
      reports: {
        sales,
        hours: async (query): Promise<StaffHoursView> => ({ range: reportRange(query, ZONE), timeZone: ZONE, days: [], weeks: [], open: [] }),
      },
      alerts: { list: async () => ({ alerts: [], error: null, checkedAt: null }) as never },
    }),
  );
}

describe('the Reports screen in another language', () => {
  it('shows its headings, weekdays and counts in Arabic', async () => {
    await showScreenLanguage('ar');
    withReports(async (query) => {
      const range = reportRange(query, ZONE);
      return {
        range,
        timeZone: ZONE,
        report: salesReport([], { range, timeZone: ZONE, staffByOrder: {} }),
        requests: 1,
        complete: true,
        readAt: new Date().toISOString(),
      };
    });
    render(<ReportsScreen />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('التقارير');
    const weekdays = await screen.findByRole('table', { name: 'حسب يوم الأسبوع' });
    expect(weekdays.querySelector('tbody th')?.textContent).toBe('الاثنين');
    expect(screen.getByRole('region', { name: 'الأرقام' }).textContent).toContain('0 طلب');
  });

  it('says a refused range in Spanish', async () => {
    await showScreenLanguage('es');
    withReports(async () => {
      try {
        reportRange({ kind: 'custom', date: '2026-11-10', until: '2026-11-01' }, ZONE);
      } catch (error) {
        throw new TillRefusal({ kind: 'invalid_input', message: (error as ReportRangeError).words });
      }
      throw new Error('the range was not refused');
    });
    render(<ReportsScreen />);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('El último día del intervalo es anterior al primero.'));
  });
});
