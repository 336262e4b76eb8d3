import * as z from 'zod/mini';
import { LIMITS } from './limits.js';
import { epochMsSchema, httpUrlSchema, idSchema, integer, labelSchema, moneySchema, text } from './primitives.js';

const longText = text(2000);
const list = <T extends z.ZodMiniType>(item: T, max: number, min = 0) => z.array(item).check(z.minLength(min), z.maxLength(max));

/** One option dimension of a product (Size, Color, Storage…) and its values, in the shopper's language. */
export const optionGroupPartSchema = z.strictObject({ name: labelSchema, values: list(labelSchema, 50, 1) });

/** One variant's availability: a count, untracked (always available), back-orders accepted, or sold out. */
export const variantStockSchema = z.strictObject({
  /** One value per option group, in the product's option order. */
  optionValues: list(labelSchema, 10),
  availability: z.enum(['in_stock', 'backorder', 'sold_out']),
  /** Set when the shop counts stock and some is left. */
  quantity: z.optional(integer(0)),
});

/** A named promotion as it applies to a product: its name and what it takes off. */
export const promotionPartSchema = z.strictObject({ name: labelSchema, amount: moneySchema });

/** A product card: what the shopper can buy. */
export const productPartSchema = z.strictObject({
  type: z.literal('product'),
  productId: idSchema,
  name: labelSchema,
  /** The shop's own type or category path ("Apparel > Shirts"), in the shopper's language. */
  productType: z.optional(labelSchema),
  /** The lowest variant price. */
  price: moneySchema,
  /** The "was" price when on sale. */
  compareAtPrice: z.optional(moneySchema),
  promotions: z.optional(list(promotionPartSchema, 10)),
  imageUrl: z.optional(httpUrlSchema),
  url: z.optional(httpUrlSchema),
  options: list(optionGroupPartSchema, 10),
  /** Availability per variant (at most the first 100). */
  variants: list(variantStockSchema, 100),
  /** The option values the shopper asked about ("White", "M"): the card's stock line speaks of the variants having them. */
  asked: z.optional(list(labelSchema, 10)),
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

/** A price with the promotions that apply: list price − promotions = final. */
export const pricePartSchema = z
  .strictObject({
    type: z.literal('price'),
    productId: idSchema,
    name: labelSchema,
    /** The list price (the lowest variant's). */
    price: moneySchema,
    compareAtPrice: z.optional(moneySchema),
    promotions: list(promotionPartSchema, 10),
    final: moneySchema,
    /** Set when the backend failed and this is the last known value. */
    stale: z.optional(z.boolean()),
    asOf: z.optional(epochMsSchema),
  })
  .check(
    z.refine(
      (part) =>
        [part.final, ...part.promotions.map((promotion) => promotion.amount)].every((money) => money.currency === part.price.currency) &&
        part.price.amount - part.promotions.reduce((sum, promotion) => sum + promotion.amount.amount, 0) === part.final.amount,
      { message: 'final must equal price − promotions', path: ['final'] },
    ),
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
  total: moneySchema,
  items: list(
    z.strictObject({
      name: labelSchema,
      /** The variant's option values as sold ("Blue", "M"), in the shopper's language. */
      options: z.optional(list(z.strictObject({ name: labelSchema, value: labelSchema }), 10)),
      quantity: integer(1, 999),
      price: moneySchema,
    }),
    20,
    1,
  ),
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
  events: list(z.strictObject({ time: epochMsSchema, location: z.optional(labelSchema), description: labelSchema }), LIMITS.maxTimelineEvents),
});

/** The workflows (all but `order_lookup`, a guest's order verified before it is shown, produce receipts). */
export const WORKFLOW_NAMES = ['return', 'exchange', 'repair', 'invoice', 'cancel_order', 'change_address', 'order_lookup'] as const;
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

/**
 * Suggested next messages the shopper can send with one tap: a clarifying question's candidates ("which one?"),
 * the closest help topics after a miss. `text` is what is sent as the shopper's message when tapped; `label` is
 * what the button shows (defaults to `text`).
 */
export const quickRepliesPartSchema = z.strictObject({
  type: z.literal('quick_replies'),
  replies: list(z.strictObject({ text: labelSchema, label: z.optional(labelSchema) }), 8, 1),
});

/** The file types the shopper may upload, judged by their bytes. */
export const UPLOAD_MEDIA_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif', 'application/pdf'] as const;
/** One of {@link UPLOAD_MEDIA_TYPES}. */
export type UploadMediaType = (typeof UPLOAD_MEDIA_TYPES)[number];

/** An uploaded file's id, as the upload endpoint issues it. */
export const uploadIdSchema = z.string().check(z.regex(/^up_[0-9a-f-]{36}$/, 'must be an upload id (up_<uuid>)'));

/**
 * A photo or file the shopper attached. Carries no link: links to uploads are signed and expire, so each reader asks
 * the upload endpoint for a fresh one (`POST /kefu-uploads/sign`) rather than reading a stale one from the history.
 */
export const filePartSchema = z.strictObject({
  type: z.literal('file'),
  uploadId: uploadIdSchema,
  mediaType: z.enum(UPLOAD_MEDIA_TYPES),
  name: z.optional(labelSchema),
  /** Size in bytes. */
  size: z.optional(integer(0)),
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
  quickRepliesPartSchema,
  filePartSchema,
]);

export type OptionGroupPart = z.infer<typeof optionGroupPartSchema>;
export type VariantStock = z.infer<typeof variantStockSchema>;
export type PromotionPart = z.infer<typeof promotionPartSchema>;
export type ProductPart = z.infer<typeof productPartSchema>;
export type ComparisonPart = z.infer<typeof comparisonPartSchema>;
export type PricePart = z.infer<typeof pricePartSchema>;
export type OrderPart = z.infer<typeof orderPartSchema>;
export type LogisticsPart = z.infer<typeof logisticsPartSchema>;
export type ReceiptPart = z.infer<typeof receiptPartSchema>;
export type KnowledgeSourcePart = z.infer<typeof knowledgeSourcePartSchema>;
export type QuickRepliesPart = z.infer<typeof quickRepliesPartSchema>;
export type FilePart = z.infer<typeof filePartSchema>;
/** Any rich part. */
export type MessagePart = z.infer<typeof messagePartSchema>;
