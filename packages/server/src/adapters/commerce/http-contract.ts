import { z } from 'zod';
import { LOCALES, ORDER_STATUSES } from '@kefu/protocol';
import { currencyCodeSchema, moneySchema, productSchema, shopProfileSchema } from '../../shop/model/index.js';

/** The version of the merchant API contract; sent as `Kefu-Commerce-Version` on every request. */
export const COMMERCE_CONTRACT_VERSION = '2';

/** Optional translations of a record's text, by locale (see `Translations` in the port). */
const translations = <T extends z.ZodRawShape>(shape: T) => z.partialRecord(z.enum(LOCALES), z.object(shape).partial()).optional();
const epochMs = z.number().int().describe('milliseconds since the Unix epoch');
const requestKind = z.enum(['return', 'exchange', 'repair', 'invoice', 'cancel', 'address_change']);

/** `GET /shop`: the shop's profile, as in `shop.yaml`. */
export const shopWireSchema = shopProfileSchema;

/** `GET /products`, `GET /products/{id}`: a product of the general commerce model. */
export const productWireSchema = productSchema;

/** An after-sales request already on an order. */
export const orderRequestWireSchema = z.object({
  kind: requestKind,
  requestId: z.string(),
  invoiceType: z.string().optional(),
  /** A return, exchange or repair of some lines of the order: their variant ids (else product ids). Absent: the whole order. */
  items: z.array(z.string()).max(50).optional(),
  /** A return, exchange or repair of some units of its `items` lines: units per line (1..the line's quantity); a line not in it is taken whole. */
  quantities: z.record(z.string(), z.number().int().positive()).optional(),
});

/** `GET /orders/{id}`, `GET /customers/{id}/orders`: an order whose lines reference variants. */
export const orderWireSchema = z
  .object({
    orderId: z.string(),
    customerId: z.string(),
    status: z.enum(ORDER_STATUSES),
    lines: z
      .array(
        z.object({
          productId: z.string(),
          variantId: z.string().optional(),
          sku: z.string().optional(),
          title: z.string(),
          options: z.array(z.object({ name: z.string(), value: z.string() })).default([]),
          quantity: z.number().int().positive(),
          unitPrice: moneySchema,
          i18n: translations({ title: z.string(), options: z.record(z.string(), z.string()), optionNames: z.record(z.string(), z.string()) }),
        }),
      )
      .min(1),
    total: moneySchema,
    placedAt: epochMs,
    shippedAt: epochMs.optional(),
    deliveredAt: epochMs.optional(),
    phoneLast4: z.string().describe('the last four digits of the contact phone, for guest verification'),
    address: z.string(),
    carrier: z.string().optional(),
    trackingNumber: z.string().optional(),
    requests: z.array(orderRequestWireSchema).optional(),
    refund: z.object({ amount: moneySchema, requestedAt: epochMs.optional(), expectedBy: epochMs.optional(), refundedAt: epochMs.optional() }).optional(),
    i18n: translations({ address: z.string(), carrier: z.string() }),
  })
  .superRefine((order, context) => {
    // A request's units of a line: a line of the order, at most its quantity.
    const ordered = new Map(order.lines.map((line) => [line.variantId ?? line.productId, line.quantity]));
    for (const [index, request] of (order.requests ?? []).entries())
      for (const [line, units] of Object.entries(request.quantities ?? {}))
        if (units > (ordered.get(line) ?? 0))
          context.addIssue({ code: 'custom', path: ['requests', index, 'quantities', line], message: `more units than line ${line} has` });
  });

/** `GET /orders/{id}/logistics`: a parcel's journey, newest event first. */
export const logisticsWireSchema = z.object({
  orderId: z.string(),
  carrier: z.string(),
  trackingNumber: z.string(),
  status: z.string(),
  estimatedDelivery: epochMs.optional(),
  events: z.array(
    z.object({
      time: epochMs,
      location: z.string().optional(),
      description: z.string(),
      i18n: translations({ location: z.string(), description: z.string() }),
    }),
  ),
  i18n: translations({ carrier: z.string(), status: z.string() }),
});

/** `POST /requests` (201): what a write created. */
export const receiptWireSchema = z.object({
  receiptId: z.string(),
  kind: requestKind,
  fields: z.array(z.object({ label: z.string(), value: z.string() })),
  instructions: z.array(z.string()).default([]),
});

/** `POST /requests` (409): the order already has such a request. */
export const duplicateWireSchema = z.object({ error: z.literal('duplicate_request'), existing: orderRequestWireSchema });

/** `POST /requests` (409): the order's state no longer allows the change (a cancellation or address change after it shipped). */
export const orderStateWireSchema = z.object({ error: z.literal('order_state'), status: z.enum(ORDER_STATUSES) });

/** `POST /orders/{id}/verify-contact`. */
export const verifiedWireSchema = z.object({ verified: z.boolean() });

/** The contract's JSON Schemas, generated from the zod schemas the adapter validates with (what a merchant's API must serve). */
export function commerceContractJsonSchemas(): Record<string, unknown> {
  const schemas = {
    shop: shopWireSchema,
    product: productWireSchema,
    order: orderWireSchema,
    logistics: logisticsWireSchema,
    receipt: receiptWireSchema,
    duplicate: duplicateWireSchema,
    orderState: orderStateWireSchema,
    verified: verifiedWireSchema,
  };
  return Object.fromEntries(
    Object.entries(schemas).map(([name, schema]) => [
      name,
      z.toJSONSchema(schema, {
        io: 'input',
        unrepresentable: 'any',
        // The currency check is a refinement (Intl's list), which JSON Schema cannot carry: its shape can.
        override: ({ zodSchema, jsonSchema }) => {
          if (zodSchema === currencyCodeSchema) jsonSchema.pattern = '^[A-Z]{3}$';
        },
      }),
    ]),
  );
}
