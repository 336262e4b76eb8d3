import { z } from 'zod';
import { currencyCodeSchema } from './money.js';
import { canonicalLocaleTagSchema, localeTagSchema } from './locale-tag.js';
import { promotionSchema } from './promotion.js';
import { shopLexiconSchema } from './shop-lexicon.js';
import { supportClosureSchema, supportHoursSchema } from './office-hours.js';
import { workflowWordingSchema } from './workflow-wording.js';

const timeZoneSchema = z.string().refine(
  (zone) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  },
  { error: (issue) => `"${String(issue.input).slice(0, 60)}" is not an IANA time zone such as America/New_York or Europe/Paris` },
);

export { supportHoursSchema } from './office-hours.js';

/** Text of the profile in another language. */
const profileTranslationSchema = z.strictObject({
  name: z.string().min(1).max(200).optional(),
  assistantName: z.string().min(1).max(64).optional(),
  sells: z.string().max(500).optional(),
  returnAddress: z.string().max(500).optional(),
});

/** `shop.yaml`: who the shop is and what it states to shoppers. */
export const shopProfileSchema = z.strictObject({
  name: z.string().trim().min(1).max(200),
  /** ISO 4217: the currency of the catalog's prices. */
  currency: currencyCodeSchema,
  /** IANA time zone in which dates and office hours are shown. */
  timezone: timeZoneSchema,
  /** The languages shoppers are answered in; the first is the default. */
  locales: z.array(canonicalLocaleTagSchema).min(1).max(20),
  /** What the shop sells, in one line, for prompts and greetings ("linen shirts and trousers"). */
  sells: z.string().max(500).optional(),
  /** The name the assistant introduces itself with. */
  assistantName: z.string().min(1).max(64).optional(),
  /** Days after delivery during which a return is accepted without a reason. */
  returnWindowDays: z.number().int().min(0).max(365).default(30),
  /** Days after delivery during which an exchange is accepted. */
  exchangeWindowDays: z.number().int().min(0).max(365).optional(),
  /** The weekly office hours of people (agents), in `timezone`; without them people answer at any hour. */
  supportHours: z.array(supportHoursSchema).max(14).optional(),
  /** Days closed despite the weekly hours (holidays), in `timezone`. */
  supportClosures: z.array(supportClosureSchema).max(400).optional(),
  /** Minutes a shopper waits for a person's first reply, said until the queue has replies of its own to measure. */
  supportReplyMinutes: z.number().int().min(1).max(1440).optional(),
  supportEmail: z.email().optional(),
  /** Where returned and exchanged goods are sent, as printed on a receipt. */
  returnAddress: z.string().min(1).max(500).optional(),
  /** The storefront's origin, for absolute product links. */
  url: z.url().optional(),
  /** The shop's named promotions (a trade-in bonus, a summer sale). */
  promotions: z.array(promotionSchema).max(200).default([]),
  /** The shop's own words beyond its catalog (`lexicon.yaml`, or here). */
  lexicon: shopLexiconSchema.optional(),
  /** How the shop's workflows speak of its products (`workflows.yaml`, or here). */
  workflows: workflowWordingSchema.optional(),
  i18n: z.record(localeTagSchema, profileTranslationSchema).optional(),
});

/** What `shop.yaml` says about the shop. */
export type ShopProfile = z.infer<typeof shopProfileSchema>;
export type { SupportHours } from './office-hours.js';
