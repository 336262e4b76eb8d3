import { z } from 'zod';
import { ORDER_STATUSES } from '@kefu/protocol';
import { moneySchema } from './money.js';
import { localeTagSchema } from './locale-tag.js';

/** A line of an order: which variant, how many, at what unit price. */
export const orderLineSchema = z.strictObject({
  lineId: z.string().regex(/^[\w.:-]{1,128}$/).optional(),
  productId: z.string().regex(/^[\w.:-]{1,128}$/),
  variantId: z.string().regex(/^[\w.:-]{1,128}$/).optional(),
  sku: z.string().min(1).max(128).optional(),
  title: z.string().min(1).max(200),
  /** The variant's option values by option name, as sold ("Size": "M", "Color": "Blue"). */
  options: z.array(z.strictObject({ name: z.string().min(1).max(200), value: z.string().min(1).max(200) })).max(10).default([]),
  quantity: z.number().int().min(1).max(9999),
  unitPrice: moneySchema,
  i18n: z.record(localeTagSchema, z.strictObject({ title: z.string().optional(), options: z.record(z.string(), z.string()).optional() })).optional(),
});

/** The lifecycle state of an order. */
export const orderStatusSchema = z.enum(ORDER_STATUSES);

/** An order line. */
export type OrderLine = z.infer<typeof orderLineSchema>;
