/** The Reports screen's choice of range as the bridge's query, in this computer's time zone. */
import type { ReportQuery } from '../../shared/bridge.js';
import { localDate } from '../../shared/reports/report-range.js';

export type RangeKind = ReportQuery['kind'];

const offsetNow = (at = Date.now()) => -new Date(at).getTimezoneOffset();
export const todayLocal = (at = Date.now()) => localDate(at, offsetNow(at));

export function reportQuery(kind: RangeKind, date: string, until: string): ReportQuery {
  const offsetMinutes = offsetNow();
  return kind === 'custom' ? { kind, date, until, offsetMinutes } : { kind, date, offsetMinutes };
}
