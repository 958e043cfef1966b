/** The Reports screen's choice of range as the bridge's query (days of the store's time zone, which main applies). */
import type { ReportQuery } from '../../../shared/bridge/bridge.js';
import { tillTimeZone, zoneDate } from '../../../shared/reports/time-zone.js';

export type RangeKind = ReportQuery['kind'];

export const todayLocal = (at = Date.now()) => zoneDate(at, tillTimeZone());

export function reportQuery(kind: RangeKind, date: string, until: string): ReportQuery {
  return kind === 'custom' ? { kind, date, until } : { kind, date };
}
