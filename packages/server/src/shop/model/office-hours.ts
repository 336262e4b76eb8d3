import { z } from 'zod';

const openClock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a 24-hour time such as 09:00');
// "24:00" closes at midnight; anything later belongs to the next day's rule.
const closeClock = z.string().regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, 'must be a 24-hour time such as 18:00 (24:00 for midnight)');
const CLOCK = /^\d\d:\d\d$/;
const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

/** A day of the week as `shop.yaml` spells it. */
export type Weekday = (typeof WEEKDAYS)[number];

/** Hours when people answer, in the shop's time zone. */
export const supportHoursSchema = z
  .strictObject({
    days: z.array(z.enum(WEEKDAYS)).min(1),
    open: openClock,
    close: closeClock,
  })
  // Only two well-formed times are compared: a malformed one already has its own error.
  .refine((hours) => !CLOCK.test(hours.open) || !CLOCK.test(hours.close) || hours.close > hours.open, {
    path: ['close'],
    error: (issue) => {
      const hours = issue.input as { open: string; close: string };
      return `closes at ${hours.close}, not after it opens at ${hours.open}: hours past midnight go in a second rule for the next day`;
    },
  });

const calendarDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date such as 2026-12-25')
  .refine((date) => {
    const parsed = new Date(`${date}T00:00:00Z`);
    return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(date);
  }, 'is not a day of the calendar');

/** Days nobody answers whatever the weekly hours say (a holiday, a stocktake), in the shop's time zone. */
export const supportClosureSchema = z
  .strictObject({
    /** The first closed day. */
    date: calendarDate,
    /** The last closed day, for a closure of several days. @default date */
    until: calendarDate.optional(),
    /** What the closure is for, for the merchant ("Christmas"). */
    name: z.string().min(1).max(100).optional(),
  })
  .refine((closure) => closure.until === undefined || closure.until >= closure.date, {
    path: ['until'],
    error: 'must be on or after date',
  });

/** A closure of one or several days. */
export type SupportClosure = z.infer<typeof supportClosureSchema>;
/** A support-hours rule. */
export type SupportHours = z.infer<typeof supportHoursSchema>;
