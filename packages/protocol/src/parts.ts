import * as z from 'zod/mini';
import { LIMITS } from './limits.js';
import { epochMsSchema, httpUrlSchema, idSchema, integer, labelSchema, moneySchema, text } from './primitives.js';

const currencySchema = z.literal('CNY');
const longText = text(2000);
const list = <T extends z.ZodMiniType>(item: T, max: number, min = 0) => z.array(item).check(z.minLength(min), z.maxLength(max));

/** A product's colour with its stock. */
export const colorStockSchema = z.strictObject({ name: labelSchema, stock: integer(0) });

/** The product categories the demo catalog and the cards know. */
export const PRODUCT_CATEGORIES = ['phone', 'tablet', 'earbuds', 'accessory'] as const;

/** A product card: what the shopper can buy. */
export const productPartSchema = z.strictObject({
  type: z.literal('product'),
  productId: idSchema,
  name: labelSchema,
  category: z.enum(PRODUCT_CATEGORIES),
  currency: currencySchema,
  price: moneySchema,
  /** National subsidy (国补) deducted at checkout, when eligible. */
  subsidy: z.optional(moneySchema),
  imageUrl: z.optional(httpUrlSchema),
  url: z.optional(httpUrlSchema),
  colors: list(colorStockSchema, 20),
  ram: z.optional(list(labelSchema, 10)),
  highlights: z.optional(list(labelSchema, 8)),
  /** Set when the backend failed and price or stock is the last known value. */
  stale: z.optional(z.boolean()),
});

/** A side-by-side comparison of a few products. */
export const comparisonPartSchema = z.strictObject({
  type: z.literal('comparison'),
  products: list(z.strictObject({ productId: idSchema, name: labelSchema }), LIMITS.maxCompared, 2),
  rows: list(z.strictObject({ label: labelSchema, values: list(labelSchema, LIMITS.maxCompared) }), LIMITS.maxRows),
});

/** A price with the national subsidy applied: original − subsidy = final. */
export const pricePartSchema = z
  .strictObject({
    type: z.literal('price'),
    productId: idSchema,
    name: labelSchema,
    currency: currencySchema,
    original: moneySchema,
    subsidy: z.optional(moneySchema),
    final: moneySchema,
    /** Set when the backend failed and this is the last known value. */
    stale: z.optional(z.boolean()),
    asOf: z.optional(epochMsSchema),
  })
  .check(
    z.refine((part) => Math.abs(part.original - (part.subsidy ?? 0) - part.final) < 0.005, {
      message: 'final must equal original − subsidy',
      path: ['final'],
    }),
  );

/** The lifecycle of an order. */
export const ORDER_STATUSES = ['pending_payment', 'paid', 'shipped', 'delivered', 'completed', 'cancelled', 'refunding', 'refunded'] as const;
/** One of {@link ORDER_STATUSES}. */
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** An order summary. */
export const orderPartSchema = z.strictObject({
  type: z.literal('order'),
  orderId: idSchema,
  status: z.enum(ORDER_STATUSES),
  currency: currencySchema,
  total: moneySchema,
  items: list(z.strictObject({ name: labelSchema, quantity: integer(1, 999), price: moneySchema }), 20, 1),
  placedAt: epochMsSchema,
  deliveredAt: z.optional(epochMsSchema),
});

/** A parcel's logistics timeline, newest event first. */
export const logisticsPartSchema = z.strictObject({
  type: z.literal('logistics'),
  orderId: idSchema,
  carrier: labelSchema,
  trackingNumber: idSchema,
  status: labelSchema,
  estimatedDelivery: z.optional(epochMsSchema),
  events: list(
    z.strictObject({ time: epochMsSchema, location: z.optional(labelSchema), description: labelSchema }),
    LIMITS.maxTimelineEvents,
  ),
});

/** The workflows that produce receipts. */
export const WORKFLOW_NAMES = ['return', 'exchange', 'repair', 'invoice'] as const;
/** One of {@link WORKFLOW_NAMES}. */
export type WorkflowName = (typeof WORKFLOW_NAMES)[number];

/** What a completed workflow created. */
export const receiptPartSchema = z.strictObject({
  type: z.literal('receipt'),
  kind: z.enum(WORKFLOW_NAMES),
  receiptId: idSchema,
  title: labelSchema,
  fields: list(z.strictObject({ label: labelSchema, value: labelSchema }), LIMITS.maxRows),
  instructions: z.optional(list(longText, 10)),
  url: z.optional(httpUrlSchema),
});

/** An excerpt of a help article an answer was drawn from. */
export const knowledgeSourcePartSchema = z.strictObject({
  type: z.literal('knowledge_source'),
  articleId: idSchema,
  title: labelSchema,
  excerpt: longText,
  url: z.optional(httpUrlSchema),
});

/** Any rich part a message can carry, discriminated by `type`. */
export const messagePartSchema = z.discriminatedUnion('type', [
  productPartSchema,
  comparisonPartSchema,
  pricePartSchema,
  orderPartSchema,
  logisticsPartSchema,
  receiptPartSchema,
  knowledgeSourcePartSchema,
]);

export type ProductPart = z.infer<typeof productPartSchema>;
export type ComparisonPart = z.infer<typeof comparisonPartSchema>;
export type PricePart = z.infer<typeof pricePartSchema>;
export type OrderPart = z.infer<typeof orderPartSchema>;
export type LogisticsPart = z.infer<typeof logisticsPartSchema>;
export type ReceiptPart = z.infer<typeof receiptPartSchema>;
export type KnowledgeSourcePart = z.infer<typeof knowledgeSourcePartSchema>;
/** Any rich part. */
export type MessagePart = z.infer<typeof messagePartSchema>;
