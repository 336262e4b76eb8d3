import { z } from 'zod';
import { moneySchema } from './money.js';
import { localeTagSchema } from './locale-tag.js';
import { audienceSchema } from './audience.js';

const id = z.string().regex(/^[\w.:-]{1,128}$/, 'must be 1–128 letters, digits, _ . : -');
const label = z.string().trim().min(1).max(200);
const url = z
  .string()
  .max(2048)
  .regex(/^(https?:\/\/|\/(?!\/))/i, 'must be an http(s) URL or a site-relative path');

/** One option dimension of a product (Size, Color, Material, Storage…) with its values in display order. */
export const optionGroupSchema = z.strictObject({
  name: label,
  values: z.array(label).min(1).max(250),
});

/**
 * Stock of a variant. `tracked: false` means the shop does not count it (always available); `policy: 'continue'`
 * means it can still be ordered when the quantity reaches zero (back-orders).
 */
export const inventorySchema = z.strictObject({
  tracked: z.boolean(),
  quantity: z.number().int().optional(),
  policy: z.enum(['deny', 'continue']),
});

/** One purchasable combination of option values. */
export const variantSchema = z.strictObject({
  variantId: id,
  sku: z.string().trim().min(1).max(128).optional(),
  /** One value per option group of the product, in the product's option order. */
  optionValues: z.array(label).max(10),
  price: moneySchema,
  /** The "was" price when the variant is on sale; above `price`. */
  compareAtPrice: moneySchema.optional(),
  inventory: inventorySchema,
  barcode: z.string().trim().min(1).max(64).optional(),
  weight: z.strictObject({ value: z.number().nonnegative(), unit: z.enum(['g', 'kg', 'lb', 'oz']) }).optional(),
  imageUrl: url.optional(),
});

/** Shopper-facing text of a product in another language; what is missing falls back to the product's own text. */
export const productTranslationSchema = z.strictObject({
  title: label.optional(),
  description: z.string().max(20_000).optional(),
  type: label.optional(),
  attributes: z.record(z.string(), z.string().max(500)).optional(),
  /** Attribute names by their own name ("Processor" for "处理器"). */
  attributeNames: z.record(z.string(), label).optional(),
  /** Option group names by their own name ("颜色" for "Color"). */
  optionNames: z.record(z.string(), label).optional(),
  /** Option values by their own value ("Stellar Black" for "星野黑"). */
  optionValues: z.record(z.string(), label).optional(),
  aliases: z.array(label).optional(),
  tags: z.array(label).optional(),
  highlights: z.array(label).optional(),
});

/** A product as the merchant's catalog describes it: prices and stock come only from here. */
export const productSchema = z
  .strictObject({
    productId: id,
    /** URL-safe name, unique in the shop (Shopify's Handle). */
    handle: z.string().regex(/^[\p{L}\p{N}][\p{L}\p{N}_-]{0,254}$/u, 'must be letters, digits, - and _'),
    title: label,
    /** Free-form type or category path, e.g. "Apparel > Shirts". */
    type: label.optional(),
    /** A standard taxonomy path when the catalog has one (Shopify's Product Category, "Apparel & Accessories > Clothing > Shirts"). */
    category: z.string().trim().min(1).max(500).optional(),
    vendor: label.optional(),
    tags: z.array(label).max(250).default([]),
    /** Who it is for, when the catalog records it (Shopify's target-gender and age-group metafields). */
    audience: z.array(audienceSchema).max(6).optional(),
    /** Plain text; HTML from catalogs is reduced to safe text before it gets here. */
    description: z.string().max(20_000).default(''),
    /** Short selling points shown on cards ("Long battery life"), in display order. */
    highlights: z.array(label).max(20).default([]),
    /** Specs and other facts: "Material": "Linen", "Battery": "5630mAh". */
    attributes: z.record(z.string().min(1).max(100), z.string().max(500)).default({}),
    images: z.array(url).max(50).default([]),
    url: url.optional(),
    options: z.array(optionGroupSchema).max(10).default([]),
    variants: z.array(variantSchema).min(1).max(2048),
    /** Other names shoppers use for it ("X9", "air max"). */
    aliases: z.array(label).max(50).default([]),
    warrantyMonths: z.number().int().min(0).max(600).optional(),
    status: z.enum(['active', 'draft', 'archived']).default('active'),
    i18n: z.record(localeTagSchema, productTranslationSchema).optional(),
  })
  .superRefine((product, ctx) => {
    const seen = new Map<string, number>();
    product.variants.forEach((variant, index) => {
      if (variant.optionValues.length !== product.options.length) {
        ctx.addIssue({
          code: 'custom',
          path: ['variants', index, 'optionValues'],
          message: `has ${variant.optionValues.length} values for ${product.options.length} option groups`,
        });
      }
      variant.optionValues.forEach((value, position) => {
        const group = product.options[position];
        if (group && !group.values.includes(value))
          ctx.addIssue({ code: 'custom', path: ['variants', index, 'optionValues', position], message: `"${value}" is not a value of option "${group.name}"` });
      });
      const key = variant.optionValues.join('\u0000');
      const first = seen.get(key);
      if (first !== undefined)
        ctx.addIssue({
          code: 'custom',
          path: ['variants', index, 'optionValues'],
          message: `duplicates the option values of variant ${first + 1} (${variant.optionValues.join(' / ') || 'no options'})`,
        });
      else seen.set(key, index);
      if (variant.price.currency !== product.variants[0]?.price.currency)
        ctx.addIssue({ code: 'custom', path: ['variants', index, 'price', 'currency'], message: 'every variant of a product is priced in one currency' });
    });
  });

/** An option group. */
export type OptionGroup = z.infer<typeof optionGroupSchema>;
/** A variant's stock. */
export type Inventory = z.infer<typeof inventorySchema>;
/** One purchasable combination of option values. */
export type Variant = z.infer<typeof variantSchema>;
/** A product of the shop's catalog. */
export type Product = z.infer<typeof productSchema>;
/** A product's text in another language. */
export type ProductTranslation = z.infer<typeof productTranslationSchema>;
