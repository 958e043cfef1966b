/**
 * Reports and paper for managers, across the bridge: sales reports over a range (and their CSV
 * files) from the store's orders joined with this till's journal, and pick lists and packing slips.
 */
import type { DiscountLedger } from '../reports/discount-ledger-figures.js';
import type { ArgKit } from './arg-kit.js';
import type { CallDeclarations } from './call-declaration.js';
import type { PickList } from '../reports/pick-list.js';
import type { PackingSlips } from '../reports/packing-slip.js';
import type { ReportRange, ReportRangeInput } from '../reports/report-range.js';
import type { SalesReport } from '../reports/sales-report.js';
import type { ClockHoursRow, OpenClockIn } from '../staff/clock-hours.js';
import { defineMessages } from '../i18n/words.js';

/** What a manager is asked to approve, for each manager-only call here. */
const managerActions = defineMessages({
  reportsSales: { id: 'reports.managerOnly.reportsSales', defaultMessage: 'Open the sales report' },
  reportsExportCsv: { id: 'reports.managerOnly.reportsExportCsv', defaultMessage: 'Export the sales report as CSV' },
  reportsHours: { id: 'reports.managerOnly.reportsHours', defaultMessage: 'Open the staff hours' },
  paperPickList: { id: 'reports.managerOnly.paperPickList', defaultMessage: 'Print a pick list' },
  paperPackingSlips: { id: 'reports.managerOnly.paperPackingSlips', defaultMessage: 'Print packing slips' },
});
import { ENTRY_RULES } from './rules/entry-rules.js';

/** A report's range as the page asks for it, in days of the store's time zone (its profile's, else the till's own). */
export type ReportQuery = ReportRangeInput;

/** A sales report over a range, and what reading it cost at the store. */
export interface SalesReportView {
  range: ReportRange;
  /** The time zone the range, hours and weekdays are in (IANA name). */
  timeZone: string;
  report: SalesReport;
  /** Platform API requests the read took (one per 100 orders; 0 when answered from the last minute's read). */
  requests: number;
  /** False when the range held more orders than one read takes (3,000): the report counts the first ones. */
  complete: boolean;
  readAt: string;
  /** The discounts and price overrides given at this till on the range's orders (absent where the till does not say). */
  discounts?: DiscountLedger;
}

/** Hours on the time clock over a report's range, per person per day and per week, from this till's journal. */
export interface StaffHoursView {
  range: ReportRange;
  timeZone: string;
  days: ClockHoursRow[];
  /** Per Monday-to-Sunday week (`date`: its Monday; a week the range cuts counts the range's days only). */
  weeks: ClockHoursRow[];
  /** Clock-ins still open (a manager closes one left open with a time). */
  open: OpenClockIn[];
}

/** The report's CSV files: one row per order, one row per line item, or one row per person and day on the time clock. */
export type ReportCsvFile = 'orders' | 'line-items' | 'staff-hours';

interface ReportCsvExport {
  fileName: string;
  /** Where the file was saved (the save dialog, Electron); null when cancelled or when the page downloads it. */
  savedTo: string | null;
  /** The file's text for the page to download (browser host); null when main saved it. */
  csv: string | null;
  rows: number;
}

/** Sales reports over a range from the store's orders, joined with this till's journal (manager-only). */
export interface ReportsCalls {
  sales(query: ReportQuery): Promise<SalesReportView>;
  /** Saves the range's CSV through a save dialog (Electron), or answers its text for the page to download. */
  exportCsv(query: ReportQuery, file: ReportCsvFile): Promise<ReportCsvExport>;
  /** Hours on the time clock per person per day and week over the range. */
  hours(query: ReportQuery): Promise<StaffHoursView>;
}

/** Paper for orders of the store (Platform API, admin client; manager-only): a pick list, packing slips. */
export interface PaperCalls {
  /** Every line of these orders, grouped by product and variant, with SKU and stock location where the store names one. */
  pickList(orderNumbers: string[]): Promise<PickList>;
  /** One packing slip per order, in the order given. */
  packingSlips(orderNumbers: string[]): Promise<PackingSlips>;
}

const localDate = ({ z }: ArgKit) => z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date such as 2026-11-24');
const reportQuery = (kit: ArgKit) => {
  const { z } = kit;
  const date = localDate(kit);
  return z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('day'), date }).strict(),
    z.object({ kind: z.literal('week'), date }).strict(),
    z.object({ kind: z.literal('custom'), date, until: date }).strict(),
  ]);
};

/** The orders paper is printed for: 1 to 100 order numbers (one Platform request), each once. */
const MAX_PAPER_ORDERS = 100;
const orderNumbers = ({ z }: ArgKit) =>
  z
    .array(
      z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9-]{1,40}$/, 'order numbers such as R123456789'),
    )
    .min(1, 'at least one order')
    .max(MAX_PAPER_ORDERS, `at most ${MAX_PAPER_ORDERS} orders at once`)
    .refine((list) => new Set(list).size === list.length, ENTRY_RULES.eachOrderOnce.id);

export const reportsCalls = {
  sales: { args: (kit) => kit.z.tuple([reportQuery(kit)]), managerOnly: managerActions.reportsSales },
  exportCsv: {
    args: (kit) => kit.z.tuple([reportQuery(kit), kit.z.enum(['orders', 'line-items', 'staff-hours'])]),
    managerOnly: managerActions.reportsExportCsv,
  },
  hours: { args: (kit) => kit.z.tuple([reportQuery(kit)]), managerOnly: managerActions.reportsHours },
} satisfies CallDeclarations<ReportsCalls>;

export const paperCalls = {
  pickList: { args: (kit) => kit.z.tuple([orderNumbers(kit)]), managerOnly: managerActions.paperPickList, approvalRecord: ([orders]) => orders.join(', ') },
  packingSlips: {
    args: (kit) => kit.z.tuple([orderNumbers(kit)]),
    managerOnly: managerActions.paperPackingSlips,
    approvalRecord: ([orders]) => orders.join(', '),
  },
} satisfies CallDeclarations<PaperCalls>;
