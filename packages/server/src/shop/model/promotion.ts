import { z } from 'zod';
import { moneySchema } from './money.js';
import { localeTagSchema } from './locale-tag.js';

/** What a promotion takes off: a fixed amount or a percentage of the price. */
export const discountSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('amount'), amount: moneySchema }),
  z.strictObject({ kind: z.literal('percentage'), percent: z.number().gt(0).max(100) }),
]);

/**
 * A named promotion of the shop ("Summer sale", "Trade-in bonus"): which products it applies to, what it takes
 * off and when. Empty `appliesTo` lists mean every product.
 */
export const promotionSchema = z.strictObject({
  promotionId: z.string().regex(/^[\w.:-]{1,128}$/),
  name: z.string().trim().min(1).max(200),
  /** Who qualifies and how, in the shop's words ("with a resident ID, once per person"). */
  eligibility: z.string().max(1000).optional(),
  discount: discountSchema,
  appliesTo: z
    .strictObject({
      productIds: z.array(z.string()).default([]),
      types: z.array(z.string()).default([]),
      tags: z.array(z.string()).default([]),
    })
    .default({ productIds: [], types: [], tags: [] }),
  /** ISO 8601 instants; open-ended when absent. */
  startsAt: z.iso.datetime({ offset: true }).optional(),
  endsAt: z.iso.datetime({ offset: true }).optional(),
  i18n: z.record(localeTagSchema, z.strictObject({ name: z.string().min(1).max(200).optional(), eligibility: z.string().max(1000).optional() })).optional(),
});

/** A discount. */
export type Discount = z.infer<typeof discountSchema>;
/** A named promotion. */
export type Promotion = z.infer<typeof promotionSchema>;
