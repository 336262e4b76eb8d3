import * as z from 'zod/mini';
import { LIMITS } from './limits.js';
import { kefuErrorSchema } from './error-codes.js';
import { epochMsSchema, idSchema, integer, localeSchema, text } from './primitives.js';

/**
 * Whether people answer now, as the shopper is to be told: the shop's office hours (in its time zone) and the
 * agents serving the site. Not stored in the thread: it is a reading of the present, sent in the hello ack and
 * answered to `availability:get`.
 */
export const availabilitySchema = z.strictObject({
  /** Within the shop's office hours (always true for a shop that states none). */
  open: z.boolean(),
  /** Open, and an agent serving the site is online: a person can answer now. */
  staffed: z.boolean(),
  /** When closed: the next opening (epoch ms). */
  nextOpenAt: z.optional(epochMsSchema),
  /** When staffed: the expected wait for a person's first reply, in whole minutes. */
  replyMinutes: z.optional(integer(1, 1440)),
  /** The shop's IANA time zone, in which opening times are shown. */
  timeZone: text(64, 1),
});

/** `availability:get` — asks whether people answer now. */
export const availabilityGetSchema = z.strictObject({});

const failure = z.strictObject({ ok: z.literal(false), error: kefuErrorSchema });

/** The ack of `availability:get`. */
export const availabilityAckSchema = z.discriminatedUnion('ok', [z.strictObject({ ok: z.literal(true), availability: availabilitySchema }), failure]);

/**
 * An e-mail address a person gives to be answered at, checked as zod's `z.email()` checks one (its default pattern,
 * written as a plain pattern so the JSON Schema keeps it): letters, digits and `. _ ' + -` before the @, a domain of
 * labels. "One @ and a dot" let `lin@example.com?subject=…&cc=…` through, which an agent's `mailto:` link then opened
 * with the subject, body and copies the shopper chose. Whether the mailbox exists only a mail server can say.
 */
export const emailSchema = z.string().check(z.minLength(3), z.maxLength(254), z.regex(z.regexes.email, 'must be an e-mail address such as name@example.com'));

/** `ticket:create` — the offline form: nobody can answer now, so the shopper leaves a message and an address. */
export const ticketCreateSchema = z.strictObject({
  email: emailSchema,
  message: text(LIMITS.maxTextLength, 1),
  locale: z.optional(localeSchema),
});

/** The ack of `ticket:create`. */
export const ticketCreateAckSchema = z.discriminatedUnion('ok', [z.strictObject({ ok: z.literal(true), ticketId: idSchema }), failure]);

export type Availability = z.infer<typeof availabilitySchema>;
export type TicketCreate = z.infer<typeof ticketCreateSchema>;
