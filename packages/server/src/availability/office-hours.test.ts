import { describe, expect, it } from 'vitest';
import { instantOf, isOpenAt, nextOpeningAfter, type OfficeHours } from './office-hours.js';

// Threadline's hours: New York, Mon–Fri 09:00–18:00, Sat 10:00–16:00, closed on Thanksgiving.
const THREADLINE: OfficeHours = {
  timeZone: 'America/New_York',
  weekly: [
    { days: ['mon', 'tue', 'wed', 'thu', 'fri'], open: '09:00', close: '18:00' },
    { days: ['sat'], open: '10:00', close: '16:00' },
  ],
  closures: [{ date: '2026-11-26', name: 'Thanksgiving' }],
};
const at = (iso: string) => Date.parse(iso);

describe('office hours in the shop time zone', () => {
  it('is open within a weekday rule on the shop clock, not on UTC', () => {
    // Wednesday 10:00 in New York is 15:00 UTC; 18:30 in New York is already Thursday in UTC.
    expect(isOpenAt(THREADLINE, at('2026-11-25T15:00:00Z'))).toBe(true);
    expect(isOpenAt(THREADLINE, at('2026-11-25T23:30:00Z'))).toBe(false);
    expect(isOpenAt(THREADLINE, at('2026-11-25T13:59:00Z'))).toBe(false);
    expect(isOpenAt(THREADLINE, at('2026-11-25T14:00:00Z'))).toBe(true);
  });

  it('stays closed on a closure day and names the next opening after it', () => {
    expect(isOpenAt(THREADLINE, at('2026-11-26T15:00:00Z'))).toBe(false);
    // Wednesday evening → Thursday is Thanksgiving → Friday 09:00 EST (14:00 UTC).
    expect(nextOpeningAfter(THREADLINE, at('2026-11-25T23:30:00Z'))).toBe(at('2026-11-27T14:00:00Z'));
    // Saturday after 16:00 → Monday 09:00.
    expect(nextOpeningAfter(THREADLINE, at('2026-11-28T21:30:00Z'))).toBe(at('2026-11-30T14:00:00Z'));
  });

  it('follows daylight saving: 09:00 is 13:00 UTC in summer and 14:00 UTC in winter', () => {
    expect(nextOpeningAfter(THREADLINE, at('2026-07-01T23:00:00Z'))).toBe(at('2026-07-02T13:00:00Z'));
    expect(nextOpeningAfter(THREADLINE, at('2026-11-02T01:00:00Z'))).toBe(at('2026-11-02T14:00:00Z'));
    // A wall time the spring change skips is read after the change.
    expect(instantOf('2026-03-08', '02:30', 'America/New_York')).toBe(at('2026-03-08T07:30:00Z'));
  });

  it('is always open without weekly rules, and has no next opening then', () => {
    const always: OfficeHours = { timeZone: 'Asia/Shanghai', weekly: [], closures: [] };
    expect(isOpenAt(always, at('2026-11-25T20:00:00Z'))).toBe(true);
    expect(nextOpeningAfter(always, at('2026-11-25T20:00:00Z'))).toBeUndefined();
  });

  it('treats 24:00 as midnight and does not call an opening inside running hours one', () => {
    const late: OfficeHours = {
      timeZone: 'Asia/Shanghai',
      weekly: [
        { days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'], open: '09:00', close: '24:00' },
        { days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'], open: '12:00', close: '14:00' },
      ],
      closures: [],
    };
    expect(isOpenAt(late, at('2026-11-25T15:59:00Z'))).toBe(true);
    expect(isOpenAt(late, at('2026-11-25T16:00:00Z'))).toBe(false);
    expect(nextOpeningAfter(late, at('2026-11-25T02:00:00Z'))).toBe(at('2026-11-26T01:00:00Z'));
  });
});
