import { z } from 'zod';
import { ORDER_STATUSES } from '@kefu/protocol';
import { moneySchema } from './money.js';
import { localeTagSchema } from './locale-tag.js';

const id = z.string().regex(/^[\w.:-]{1,128}$/, 'must be 1–128 letters, digits, _ . : -');
const label = z.string().trim().min(1).max(200);
const translations = <T extends z.ZodRawShape>(shape: T) => z.record(localeTagSchema, z.strictObject(shape)).optional();

/**
 * A point in time in `orders.json`: an ISO 8601 instant, or an offset from the moment the shop is loaded
 * ("-6d", "-72h", "+2d", "-30m") so demo and test data never age.
 */
export const shopTimeSchema = z.union([
  z.iso.datetime({ offset: true }),
  z.string().regex(/^[+-]\d{1,5}(d|h|m)$/, 'must be an ISO 8601 instant or an offset such as -6d, -72h, +2d'),
]);

/** Resolves a {@link shopTimeSchema} value to epoch milliseconds against `now`. */
export function resolveShopTime(value: string, now: number): number {
  const offset = /^([+-]\d+)(d|h|m)$/.exec(value);
  if (!offset) return Date.parse(value);
  const unit = { d: 86_400_000, h: 3_600_000, m: 60_000 }[offset[2] as 'd' | 'h' | 'm'];
  return now + Number(offset[1]) * unit;
}

/** A line of an order: which variant, how many, at what unit price. */
export const orderLineSchema = z.strictObject({
  lineId: id.optional(),
  productId: id,
  variantId: id.optional(),
  sku: z.string().min(1).max(128).optional(),
  title: label,
  /** The variant's option values by option name, as sold ("Size": "M", "Color": "Blue"). */
  options: z
    .array(z.strictObject({ name: label, value: label }))
    .max(10)
    .default([]),
  quantity: z.number().int().min(1).max(9999),
  unitPrice: moneySchema,
  i18n: translations({ title: label.optional(), options: z.record(z.string(), label).optional(), optionNames: z.record(z.string(), label).optional() }),
});

/** The lifecycle state of an order. */
export const orderStatusSchema = z.enum(ORDER_STATUSES);

/** One step of a parcel's journey. */
export const logisticsEventSchema = z.strictObject({
  time: shopTimeSchema,
  location: label.optional(),
  description: z.string().min(1).max(500),
  i18n: translations({ location: label.optional(), description: z.string().max(500).optional() }),
});

/** A parcel: carrier, tracking number and its journey, newest event first. */
export const parcelSchema = z.strictObject({
  carrier: label,
  trackingNumber: id,
  status: label,
  estimatedDelivery: shopTimeSchema.optional(),
  events: z.array(logisticsEventSchema).max(60).default([]),
  i18n: translations({ carrier: label.optional(), status: label.optional() }),
});

/** An after-sales request already made on an order. */
export const orderRequestSchema = z.strictObject({
  kind: z.enum(['return', 'exchange', 'repair', 'invoice', 'cancel', 'address_change']),
  requestId: id,
  invoiceType: z.string().max(32).optional(),
  /** A return, exchange or repair of some of the order's lines: their variant ids (else product ids). Absent: the whole order. */
  items: z.array(id).min(1).max(50).optional(),
});

/** An order as `orders.json` (Kefu's format, for demos and tests) and the merchant's API describe it. */
export const orderRecordSchema = z
  .strictObject({
    orderId: id,
    customerId: id,
    status: orderStatusSchema,
    lines: z.array(orderLineSchema).min(1).max(100),
    total: moneySchema,
    placedAt: shopTimeSchema,
    shippedAt: shopTimeSchema.optional(),
    deliveredAt: shopTimeSchema.optional(),
    /** The last four digits of the contact phone, for guest verification. */
    contactPhoneLast4: z
      .string()
      .regex(/^\d{4}$/)
      .optional(),
    shippingAddress: z.string().min(1).max(500),
    parcel: parcelSchema.optional(),
    requests: z.array(orderRequestSchema).max(50).default([]),
    refund: z
      .strictObject({
        amount: moneySchema,
        requestedAt: shopTimeSchema.optional(),
        expectedBy: shopTimeSchema.optional(),
        refundedAt: shopTimeSchema.optional(),
      })
      .optional(),
    i18n: translations({ shippingAddress: z.string().max(500).optional() }),
  })
  .superRefine((order, ctx) => {
    order.lines.forEach((line, index) => {
      if (line.unitPrice.currency !== order.total.currency)
        ctx.addIssue({
          code: 'custom',
          path: ['lines', index, 'unitPrice', 'currency'],
          message: `is ${line.unitPrice.currency} but the order total is in ${order.total.currency}`,
        });
    });
  });

/** A shopper of the shop (`customers.json`, for demos and tests). */
export const customerRecordSchema = z.strictObject({
  customerId: id,
  name: label,
  email: z.email().optional(),
  /** Shown masked, e.g. "138****5678". */
  phone: z.string().max(32).optional(),
  phoneLast4: z
    .string()
    .regex(/^\d{4}$/)
    .optional(),
});

/** An order line. */
export type OrderLine = z.infer<typeof orderLineSchema>;
/** An order record as stored or served (times not yet resolved). */
export type OrderRecord = z.infer<typeof orderRecordSchema>;
/** A parcel record. */
export type ParcelRecord = z.infer<typeof parcelSchema>;
/** An after-sales request on an order. */
export type OrderRequestRecord = z.infer<typeof orderRequestSchema>;
/** A customer record. */
export type CustomerRecord = z.infer<typeof customerRecordSchema>;
