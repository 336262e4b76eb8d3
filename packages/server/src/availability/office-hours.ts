import type { SupportClosure, SupportHours } from '../shop/model/office-hours.js';

/** A shop's office hours: weekly rules and closed days, in its IANA time zone. */
export interface OfficeHours {
  timeZone: string;
  /** Without rules people answer at any hour. */
  weekly: readonly SupportHours[];
  closures: readonly SupportClosure[];
}

const WEEKDAY_OF: Record<string, SupportHours['days'][number]> = { Mon: 'mon', Tue: 'tue', Wed: 'wed', Thu: 'thu', Fri: 'fri', Sat: 'sat', Sun: 'sun' };
const DAY_MS = 86_400_000;
// A year and a fortnight: a shop closed longer than that has no next opening worth saying.
const LOOKAHEAD_DAYS = 380;

interface WallClock {
  /** YYYY-MM-DD */
  date: string;
  weekday: SupportHours['days'][number];
  /** HH:MM */
  time: string;
}

const formats = new Map<string, Intl.DateTimeFormat>();

// Node 20 has no Temporal, and a date library would add a dependency for these two conversions; Intl's
// formatToParts with the zone gives the wall clock, and the zone's offset follows from it.
function formatFor(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(timeZone, format);
  }
  return format;
}

function partsAt(at: number, timeZone: string): Record<string, string> {
  return Object.fromEntries(
    formatFor(timeZone)
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
}

/** The date, weekday and time on the shop's wall clock at `at`. */
export function wallClockAt(at: number, timeZone: string): WallClock {
  const parts = partsAt(at, timeZone);
  return {
    date: `${parts['year']}-${parts['month']}-${parts['day']}`,
    weekday: WEEKDAY_OF[parts['weekday'] ?? ''] ?? 'mon',
    time: `${parts['hour']}:${parts['minute']}`,
  };
}

/** The zone's offset from UTC at `at`, in ms. */
function offsetAt(at: number, timeZone: string): number {
  const p = partsAt(at, timeZone);
  const asUtc = Date.UTC(Number(p['year']), Number(p['month']) - 1, Number(p['day']), Number(p['hour']), Number(p['minute']), Number(p['second']));
  return asUtc - Math.floor(at / 1000) * 1000;
}

/** The instant the shop's wall clock shows `date` `time`; a time skipped by a DST change is read after the change. */
export function instantOf(date: string, time: string, timeZone: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const first = wall - offsetAt(wall, timeZone);
  const second = wall - offsetAt(first, timeZone);
  const shows = (instant: number) => wallClockAt(instant, timeZone).date === date && wallClockAt(instant, timeZone).time === time;
  if (shows(second)) return second;
  if (shows(first)) return first;
  return Math.max(first, second);
}

function closedOn(date: string, closures: readonly SupportClosure[]): boolean {
  return closures.some((closure) => date >= closure.date && date <= (closure.until ?? closure.date));
}

/** Whether people answer at `at`: on a day not closed, within one of the weekly rules of that weekday. */
export function isOpenAt(hours: OfficeHours, at: number): boolean {
  if (hours.weekly.length === 0) return true;
  const now = wallClockAt(at, hours.timeZone);
  if (closedOn(now.date, hours.closures)) return false;
  return hours.weekly.some((rule) => rule.days.includes(now.weekday) && now.time >= rule.open && now.time < rule.close);
}

/** The next instant after `at` at which the shop opens; undefined when it has no hours or none within a year. */
export function nextOpeningAfter(hours: OfficeHours, at: number): number | undefined {
  if (hours.weekly.length === 0) return undefined;
  const today = wallClockAt(at, hours.timeZone).date;
  const start = Date.parse(`${today}T12:00:00Z`);
  for (let offset = 0; offset <= LOOKAHEAD_DAYS; offset += 1) {
    const date = new Date(start + offset * DAY_MS).toISOString().slice(0, 10);
    if (closedOn(date, hours.closures)) continue;
    const weekday = wallClockAt(instantOf(date, '12:00', hours.timeZone), hours.timeZone).weekday;
    const openings = hours.weekly
      .filter((rule) => rule.days.includes(weekday))
      .map((rule) => instantOf(date, rule.open, hours.timeZone))
      .filter((instant) => instant > at)
      .sort((a, b) => a - b);
    // An opening inside hours that already run (two rules overlapping) is not an opening.
    const next = openings.find((instant) => !isOpenAt(hours, instant - 60_000));
    if (next !== undefined) return next;
  }
  return undefined;
}
