import { z } from 'zod';
import { ORDER_STATUSES } from '@kefu/protocol';
import { ORDER_ID } from '../../shop/model/order-number.js';

/** `product_search`: products matching a shopper's wishes. */
export const productSearchSchema = z.object({
  price_min: z.number().nonnegative().optional().describe("lowest price, in the shop's currency (main unit)"),
  price_max: z.number().positive().optional().describe("highest price, in the shop's currency (main unit)"),
  type: z.string().max(100).optional().describe('a product type of the catalog'),
  text: z.string().min(2).max(60).optional().describe('a word of the product names ("tee", "hoodie"), for a shop whose products have no type'),
  tags: z.array(z.string().max(40)).max(5).optional().describe("tags of the catalog's products"),
  words: z
    .array(z.string().min(2).max(40))
    .max(3)
    .optional()
    .describe('words each product must carry in its title, tags or description ("boxy" in "any boxy tees?")'),
  options: z.array(z.string().max(60)).max(5).optional().describe('option values the product must come in (a colour, a size…)'),
  audience: z
    .enum(['women', 'men', 'unisex', 'kids', 'girls', 'boys', 'baby'])
    .optional()
    .describe('who the products are for, when the shopper says ("for kids", "women\'s")'),
  gift_for: z
    .enum(['women', 'men'])
    .optional()
    .describe('who a gift is for, by the person named ("for my girlfriend" → women): products marked for others are left out'),
  every_match: z.boolean().optional().describe('every match, not the first few: for a question about the whole kind ("what sizes do your dresses come in?")'),
  in_stock: z.boolean().optional().describe('only products that can be ordered now'),
  sort: z
    .enum(['price_asc', 'price_desc'])
    .optional()
    .describe(
      'price_asc: cheapest first (when the shopper asks for the cheapest); price_desc: most expensive first (the most expensive, the top of the range)',
    ),
  rank_by: z.string().min(1).max(60).optional().describe('an attribute of the catalog ("Weight"): matches ranked by its number, for "which is the lightest?"'),
  rank: z.enum(['least', 'most']).optional().describe('with rank_by: the least of it first (lightest) or the most (biggest battery); default most'),
});

/** `get_inventory_info`: stock per variant of one product, or of the variants with the option values asked for. */
export const inventorySchema = z.object({
  product_model: z.string().min(1).max(60).describe('the product name as the shopper wrote it'),
  options: z.array(z.string().max(60)).max(5).optional().describe('option values asked about (a colour, a size…)'),
});

/** `get_price_info`: list price, the promotions that apply and the final price. */
export const priceSchema = z.object({
  product_model: z.string().min(1).max(60),
  options: z.array(z.string().max(60)).max(5).optional().describe('option values whose price is asked (a colour, a size…)'),
});

/** `get_order_info`: one of the verified customer's orders, or their latest orders (optionally only in some statuses). */
export const orderSchema = z.object({
  order_id: z.string().max(40).optional(),
  status: z
    .array(z.enum(ORDER_STATUSES))
    .min(1)
    .max(ORDER_STATUSES.length)
    .optional()
    .describe('without order_id: only orders in these statuses, e.g. ["refunding", "refunded"] for a refund question'),
  limit: z.number().int().min(1).max(20).optional().describe('without order_id: how many of the latest orders (default 3)'),
  product_model: z.string().min(1).max(60).optional().describe('without order_id: only orders holding this product (its name as written)'),
});

/** `get_logistics_info`: a parcel's journey by order id or tracking number. */
export const logisticsSchema = z.object({ order_id: z.string().max(40).optional(), tracking_number: z.string().max(40).optional() });

/** `product_compare`: two to four products side by side. */
export const compareSchema = z.object({ product_models: z.array(z.string().min(1).max(60)).min(2).max(4) });

/** Why a shopper returns an order. Write tools take stable values like these, never display text. */
export const RETURN_REASONS = ['no_reason', 'quality', 'not_as_described', 'wrong_item', 'other'] as const;
/** Why a shopper exchanges an order. */
export const EXCHANGE_REASONS = ['quality', 'color', 'not_as_described', 'other'] as const;
/** Where a product is repaired: 到店 (at a service centre) or 寄修 (mailed in). */
export const REPAIR_TYPES = ['store', 'mail'] as const;
/** How a fault came about: normal use, accidental damage or liquid (each shop names them in its workflows.yaml). */
export const DAMAGE_TYPES = ['none', 'accidental', 'liquid'] as const;
/** Whether the product is within its warranty period. */
export const WARRANTY_STATUSES = ['in', 'out'] as const;
/** Who pays: `free` within the warranty period for a fault from normal use, otherwise a `quote` after inspection. */
export const REPAIR_COVERAGE = ['free', 'quote'] as const;
/** 个人普票 (personal), 企业普票 (company), 企业专票 (special VAT invoice). */
export const INVOICE_TYPES = ['personal', 'company', 'special'] as const;

const orderId = z.string().regex(new RegExp(`^${ORDER_ID}$`));
/** An order line, by its variant id (else product id): the item of a multi-item order a request is about. */
const itemRef = z.string().regex(/^[\w.:-]{1,128}$/);
/** How many of that line (as ordered). */
const quantity = z.string().regex(/^[1-9]\d{0,3}$/);
/** 统一社会信用代码 (18) or the older 15/20-character tax ids. */
export const TAX_ID_PATTERN = /^(?:[0-9A-Z]{15}|[0-9A-Z]{18}|[0-9A-Z]{20})$/;

/** Links to photos, or ids of photos uploaded to the conversation (`up_<uuid>`, read back through the upload store). */
const photos = z
  .array(z.union([z.url({ protocol: /^https?$/ }).max(2048), z.string().regex(/^up_[0-9a-f-]{36}$/)]))
  .min(1)
  .max(6);

/** The most a request's note holds: what one confirmation row and one receipt field show whole. */
export const NOTE_MAX_LENGTH = 200;
/** What the shopper wrote about the item in their own words ("the seam split after one wash"), kept for the shop's staff. */
const note = z.string().trim().min(1).max(NOTE_MAX_LENGTH);

/** `create_return_order` (write tool, workflow only). */
export const createReturnSchema = z.strictObject({
  orderId,
  reason: z.enum(RETURN_REASONS),
  /** Photos of the product. */
  photos: photos.optional(),
  /** The lines returned, for a multi-item order (absent: the whole order). */
  items: z.array(itemRef).min(1).max(50).optional(),
  /** What is wrong, as the shopper described it. */
  note: note.optional(),
});

/** `create_exchange_order` (write tool, workflow only): `same` for a new one of the same, or `variant:<variantId>`. */
export const createExchangeSchema = z.strictObject({
  orderId,
  reason: z.enum(EXCHANGE_REASONS),
  exchangeFor: z.string().regex(/^(?:same|variant:[\w.:-]{1,128})$/),
  /**
   * The line exchanged, for a multi-item order or some units of a line, and the units exchanged (the write's
   * `quantities` too when fewer than the line's).
   */
  item: itemRef.optional(),
  quantity: quantity.optional(),
  /** Photos of the item exchanged. */
  photos: photos.optional(),
  /** What is wrong, as the shopper described it. */
  note: note.optional(),
});

/** `create_repair_order` (write tool, workflow only): free only within the warranty period and without accidental or liquid damage. */
export const createRepairSchema = z
  .strictObject({
    orderId,
    issue: z.string().min(4).max(500),
    /** The product's serial number, when the shop asks for one (its pattern is the shop's, checked by the workflow). */
    serialNumber: z.string().trim().min(1).max(64).optional(),
    warranty: z.enum(WARRANTY_STATUSES),
    damage: z.enum(DAMAGE_TYPES),
    coverage: z.enum(REPAIR_COVERAGE),
    repairType: z.enum(REPAIR_TYPES),
    /**
     * The line repaired, for a multi-item order or some units of a line, and the units repaired (the write's
     * `quantities` too when fewer than the line's).
     */
    item: itemRef.optional(),
    quantity: quantity.optional(),
    /** Photos of the fault. */
    photos: photos.optional(),
    /** More about the fault, typed where photos were asked for. */
    note: note.optional(),
  })
  .refine((repair) => (repair.coverage === 'free') === (repair.warranty === 'in' && repair.damage === 'none'), {
    message: 'coverage must be free exactly when in warranty without accidental or liquid damage',
    path: ['coverage'],
  });

/** `generate_invoice` (write tool, workflow only): a special VAT invoice needs the tax id. */
export const generateInvoiceSchema = z
  .strictObject({
    orderId,
    invoiceType: z.enum(INVOICE_TYPES),
    title: z.string().min(2).max(100),
    taxId: z.string().regex(TAX_ID_PATTERN).optional(),
    email: z.email().max(200).optional(),
  })
  .refine((invoice) => invoice.invoiceType !== 'special' || invoice.taxId !== undefined, {
    message: 'a special VAT invoice needs the tax id',
    path: ['taxId'],
  });

/** Why a shopper cancels an order before it ships. */
export const CANCEL_REASONS = ['changed_mind', 'wrong_item', 'better_price', 'too_slow', 'other'] as const;

/** `cancel_order` (write tool, workflow only): an order not yet shipped. */
export const cancelOrderSchema = z.strictObject({ orderId, cancelReason: z.enum(CANCEL_REASONS) });

/** A recipient's phone: 11-digit mainland mobile, or an international number of 6–20 digits. */
export const RECIPIENT_PHONE_PATTERN = /^(?:1\d{10}|\+?\d[\d -]{4,18}\d)$/;

/** `change_order_address` (write tool, workflow only): the new recipient, phone and address of an order not yet shipped. */
export const changeAddressSchema = z.strictObject({
  orderId,
  recipient: z.string().trim().min(1).max(40),
  phone: z.string().regex(RECIPIENT_PHONE_PATTERN),
  address: z.string().trim().min(5).max(200),
});

/** The write tools, by the workflow that calls them: what the merchant's backend receives is checked against these first. */
export const WRITE_TOOL_SPECS = {
  return: { name: 'create_return_order', schema: createReturnSchema },
  exchange: { name: 'create_exchange_order', schema: createExchangeSchema },
  repair: { name: 'create_repair_order', schema: createRepairSchema },
  invoice: { name: 'generate_invoice', schema: generateInvoiceSchema },
  cancel_order: { name: 'cancel_order', schema: cancelOrderSchema },
  change_address: { name: 'change_order_address', schema: changeAddressSchema },
} as const;

/** The read tools the ReactAgent may call, with their schemas and descriptions. */
export const READ_TOOL_SPECS = {
  product_search: { schema: productSearchSchema, description: 'Search the catalog by price range, product type, tags or option values.' },
  get_inventory_info: { schema: inventorySchema, description: 'Stock per variant of one product (optionally only the variants with some option values).' },
  get_price_info: {
    schema: priceSchema,
    description:
      'List price, compare-at price, the promotions that apply and the final price of one product (optionally of its variants with some option values).',
  },
  get_order_info: {
    schema: orderSchema,
    description: "The signed-in customer's order by id (with its refund, if any), or their latest orders when no id is given.",
  },
  get_logistics_info: { schema: logisticsSchema, description: 'Logistics timeline of one of the signed-in customer’s orders, by order id or tracking number.' },
  product_compare: { schema: compareSchema, description: 'Compare two to four products side by side.' },
} as const;

/** Name of a read tool. */
export type ReadToolName = keyof typeof READ_TOOL_SPECS;
