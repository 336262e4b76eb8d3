import type { Availability } from '@kefu/protocol';
import type { Clock } from '../ports/clock.js';
import type { ShopProfile } from '../ports/commerce-backend.js';
import { median, type FirstReplyTimes } from './first-reply-times.js';
import { isOpenAt, nextOpeningAfter, type OfficeHours } from './office-hours.js';

/** Below this many measured first replies the shop's stated figure (`supportReplyMinutes`) is said instead of a median. */
export const MIN_MEASURED_REPLIES = 3;

/** Options of {@link AvailabilityService}. */
export interface AvailabilityServiceOptions {
  /** The shop's office hours; without weekly rules people answer at any hour. */
  hours: OfficeHours;
  clock: Clock;
  /** How many agent connections serving `siteId` are online at `now`. */
  agentsOnline(siteId: string, now: number): Promise<number>;
  replies: FirstReplyTimes;
  /** The shop's own figure for the first reply, in minutes (`supportReplyMinutes`). */
  replyMinutes?: number;
}

/** The office hours a shop profile states. */
export function officeHoursOf(profile: Pick<ShopProfile, 'timezone' | 'supportHours' | 'supportClosures'>): OfficeHours {
  return { timeZone: profile.timezone, weekly: profile.supportHours ?? [], closures: profile.supportClosures ?? [] };
}

/**
 * Answers "can a person answer now?" for a site, on the injected clock: open now (office hours, time zone aware),
 * the next opening, agents online, and the expected wait for a first reply (the median of recent first replies
 * from the queue, or the shop's stated figure until there are enough).
 */
export class AvailabilityService {
  constructor(private readonly options: AvailabilityServiceOptions) {}

  /** The shop's IANA time zone. */
  get timeZone(): string {
    return this.options.hours.timeZone;
  }

  /** Within office hours at `at` (now by default). */
  isOpen(at: number = this.options.clock.now()): boolean {
    return isOpenAt(this.options.hours, at);
  }

  /** The next opening after `at`; undefined while open or for a shop without hours. */
  nextOpening(at: number = this.options.clock.now()): number | undefined {
    return this.isOpen(at) ? undefined : nextOpeningAfter(this.options.hours, at);
  }

  /** How many agents serving `siteId` are online now. */
  agentsOnline(siteId: string): Promise<number> {
    return this.options.agentsOnline(siteId, this.options.clock.now());
  }

  /** Minutes a shopper now entering the queue can expect to wait for a person's first reply; undefined when unknown. */
  async expectedReplyMinutes(): Promise<number | undefined> {
    const waits = await this.options.replies.recent();
    const measured = waits.length >= MIN_MEASURED_REPLIES ? median(waits) : undefined;
    if (measured === undefined) return this.options.replyMinutes;
    return Math.min(1440, Math.max(1, Math.ceil(measured / 60_000)));
  }

  /** Records a first reply's wait (queue entry to the agent's first reply). */
  firstReplied(waitMs: number): Promise<void> {
    return this.options.replies.record(Math.max(0, waitMs));
  }

  /** What the shopper on `siteId` is told now. */
  async forSite(siteId: string): Promise<Availability> {
    const now = this.options.clock.now();
    const open = this.isOpen(now);
    const staffed = open && (await this.agentsOnline(siteId)) > 0;
    const nextOpenAt = open ? undefined : nextOpeningAfter(this.options.hours, now);
    const replyMinutes = staffed ? await this.expectedReplyMinutes() : undefined;
    return {
      open,
      staffed,
      timeZone: this.timeZone,
      ...(nextOpenAt !== undefined ? { nextOpenAt } : {}),
      ...(replyMinutes !== undefined ? { replyMinutes } : {}),
    };
  }
}
