/**
 * The bridge's paper and reports calls: pick lists and packing slips for orders by number, and
 * sales reports over a range in the store's time zone with their CSV files, from the store's orders (Platform API)
 * joined with this till's journal (who rang each order here). A CSV is saved through the save
 * dialog where there is one (Electron), else answered for the page to download.
 */
import { discountLedger } from '../../../shared/reports/discount-ledger.js';
import { salesRungHere } from '../offline/sales-rung-here.js';
import type { PosCalls, ReportCsvFile, ReportQuery, SalesReportView } from '../../../shared/bridge/bridge.js';
import type { StaffHoursView } from '../../../shared/bridge/reports.js';
import { packingSlips } from '../../../shared/reports/packing-slip.js';
import { pickList } from '../../../shared/reports/pick-list.js';
import { lineItemsCsv, ordersCsv, staffHoursCsv } from '../../../shared/reports/report-csv.js';
import { hoursByDay, hoursByWeek, openClockIns } from '../../../shared/staff/clock-hours.js';
import { journalClockSessions } from '../staff/time-clock.js';
import { reportRange, ReportRangeError, type ReportRange } from '../../../shared/reports/report-range.js';
import { defineMessages, wordsOf } from '../../../shared/i18n/words.js';

const messages = defineMessages({ checkDates: { id: 'reports.service.checkDates', defaultMessage: 'Check the dates of the report.' } });
import { salesReport } from '../../../shared/reports/sales-report.js';
import { TillRefusal } from '../runtime/error-words.js';
import type { StoreOrderReads } from '../orders/store-order-reads.js';
import type { TillJournal } from './till-journal.js';

/** Saves a text file where the user chooses (Electron's save dialog); answers the path, or null if cancelled. */
export interface TextFileSaver {
  saveText(suggestedName: string, text: string, filter: { name: string; extensions: string[] }): Promise<string | null>;
}

function rangeOf(query: ReportQuery, timeZone: string): ReportRange {
  try {
    return reportRange(query, timeZone);
  } catch (error) {
    throw new TillRefusal({ kind: 'invalid_input', message: error instanceof ReportRangeError ? error.words : wordsOf(messages.checkDates) });
  }
}

/** Who rang each order at this till, by order number, from the journal (offline sales placed since included). */
function staffByOrder(journal: TillJournal): Record<string, string> {
  const who: Record<string, string> = {};
  for (const [number, staff] of salesRungHere(journal)) who[number] = staff?.name ?? 'Unknown';
  return who;
}

const fileDate = (range: ReportRange, query: ReportQuery) =>
  query.kind === 'custom' ? `${query.date} to ${query.until}` : query.kind === 'week' ? `week ${range.label.replace(/^Week of \w+ /, '')}` : query.date;

interface ReportCallsOptions {
  reads: StoreOrderReads;
  journal: TillJournal;
  saver?: TextFileSaver;
  /** The store in use's time zone (its profile's, else the till's own): ranges, hours, weekdays and CSV times keep it. */
  timeZone: () => string;
}

export function reportCalls(options: ReportCallsOptions): Pick<PosCalls, 'paper' | 'reports'> {
  const sales = async (query: ReportQuery): Promise<SalesReportView> => {
    const timeZone = options.timeZone();
    const range = rangeOf(query, timeZone);
    const read = await options.reads.inRange(range);
    return {
      range,
      timeZone,
      report: salesReport(read.orders, { range, timeZone, staffByOrder: staffByOrder(options.journal) }),
      requests: read.requests,
      complete: read.complete,
      readAt: new Date().toISOString(),
      discounts: discountLedger(options.journal.entries({ kinds: ['sale.discounted', 'sale.discount_removed'] }), new Set(read.orders.map((o) => o.number))),
    };
  };
  /** Saves a CSV through the save dialog, or answers its text for the page to download. */
  const save = async (fileName: string, csv: string, rows: number) => {
    if (!options.saver) return { fileName, savedTo: null, csv, rows };
    const savedTo = await options.saver.saveText(fileName, csv, { name: 'CSV', extensions: ['csv'] });
    return { fileName, savedTo, csv: null, rows };
  };
  const hours = async (query: ReportQuery): Promise<StaffHoursView> => {
    const timeZone = options.timeZone();
    const range = rangeOf(query, timeZone);
    const sessions = journalClockSessions(options.journal);
    const now = new Date();
    const days = hoursByDay(sessions, range, now, timeZone);
    return { range, timeZone, days, weeks: hoursByWeek(days), open: openClockIns(sessions, now, timeZone) };
  };
  return {
    paper: {
      pickList: async (numbers) => pickList(await options.reads.byNumbers(numbers), numbers),
      packingSlips: async (numbers) => packingSlips(await options.reads.byNumbers(numbers), numbers),
    },
    reports: {
      sales,
      hours,
      async exportCsv(query, file: ReportCsvFile) {
        if (file === 'staff-hours') {
          const view = await hours(query);
          return save(`Staff hours ${fileDate(view.range, query)}.csv`, staffHoursCsv(view.days), view.days.length);
        }
        const timeZone = options.timeZone();
        const range = rangeOf(query, timeZone);
        const read = await options.reads.inRange(range);
        const csv = file === 'orders' ? ordersCsv(read.orders, staffByOrder(options.journal), timeZone) : lineItemsCsv(read.orders, timeZone);
        const rows = file === 'orders' ? read.orders.length : read.orders.reduce((n, o) => n + o.lineItems.length, 0);
        return save(`${file === 'orders' ? 'Orders' : 'Line items'} ${fileDate(range, query)}.csv`, csv, rows);
      },
    },
  };
}
