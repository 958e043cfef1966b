/**
 * A store's time zone (an IANA name such as "America/New_York"; the till's own zone when the
 * profile names none): the offset from UTC it keeps at a moment (so a range, an hour or a weekday
 * falls where the store's clock says, across daylight-saving changes) and a moment written as
 * ISO 8601 with that offset, e.g. 2026-11-27T09:15:00-05:00.
 */

const wallClocks = new Map<string, Intl.DateTimeFormat>();

/** The zone this till's clock keeps (the computer's own). */
export const tillTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Is this a time zone the till knows (Intl.DateTimeFormat takes it)? */
export function isTimeZone(name: string): boolean {
  if (!name.trim()) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

function wallClock(zone: string): Intl.DateTimeFormat {
  let format = wallClocks.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    wallClocks.set(zone, format);
  }
  return format;
}

/** The zone's offset from UTC at that moment, in minutes (e.g. -300 for New York in winter). */
function zoneOffsetMinutes(atMs: number, zone: string): number {
  const part: Record<string, number> = {};
  for (const p of wallClock(zone).formatToParts(new Date(atMs))) if (p.type !== 'literal') part[p.type] = Number(p.value);
  const asUtc = Date.UTC(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!, part.second!);
  return Math.round((asUtc - Math.floor(atMs / 1000) * 1000) / 60_000);
}

/** The moment as the zone's clock reads it: a Date whose UTC fields are the local ones. */
export function zoneClock(atMs: number, zone: string): Date {
  return new Date(atMs + zoneOffsetMinutes(atMs, zone) * 60_000);
}

/** The moment the zone's clock reads the given wall time (given as UTC fields, e.g. a day's midnight). */
export function zoneInstant(wallMs: number, zone: string): number {
  const guess = wallMs - zoneOffsetMinutes(wallMs, zone) * 60_000;
  return wallMs - zoneOffsetMinutes(guess, zone) * 60_000;
}

/** The local day a moment falls on in the zone, as YYYY-MM-DD. */
export function zoneDate(atMs: number, zone: string): string {
  return zoneClock(atMs, zone).toISOString().slice(0, 10);
}

/** An ISO 8601 moment written in the zone with its offset, e.g. 2026-11-27T09:15:00-05:00; empty stays empty. */
export function isoInZone(iso: string, zone: string): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return iso;
  const offset = zoneOffsetMinutes(at, zone);
  const sign = offset < 0 ? '-' : '+';
  const hours = String(Math.floor(Math.abs(offset) / 60)).padStart(2, '0');
  const minutes = String(Math.abs(offset) % 60).padStart(2, '0');
  return `${new Date(at + offset * 60_000).toISOString().slice(0, 19)}${sign}${hours}:${minutes}`;
}
