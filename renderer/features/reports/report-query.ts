/** The Reports screen's choice of range as the bridge's query (days of the store's time zone, which main applies). */
import type { ReportQuery } from '../../../shared/bridge/bridge.js';
import { tillTimeZone, zoneDate } from '../../../shared/reports/time-zone.js';

export type RangeKind = ReportQuery['kind'];

/** Today on this till's clock: the first guess, before the store has said its time zone. */
export const todayLocal = (at = Date.now()) => zoneDate(at, tillTimeZone());

/** Today in a time zone (the store's, as a report's answer names it). */
export const todayIn = (zone: string, at = Date.now()) => zoneDate(at, zone);

export function reportQuery(kind: RangeKind, date: string, until: string): ReportQuery {
  return kind === 'custom' ? { kind, date, until } : { kind, date };
}
