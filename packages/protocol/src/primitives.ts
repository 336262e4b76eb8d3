import * as z from 'zod/mini';
import { LIMITS } from './limits.js';

/** Keys that would reach `Object.prototype` if merged naively. */
export const FORBIDDEN_KEYS = ['__proto__', 'constructor', 'prototype'] as const;

/** A string of at most `max` (and at least `min`) characters. */
export function text(max: number, min = 0) {
  return min > 0 ? z.string().check(z.minLength(min), z.maxLength(max)) : z.string().check(z.maxLength(max));
}

/** An integer within `[min, max]`. */
export function integer(min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER) {
  return z.int().check(z.gte(min), z.lte(max));
}

/** An opaque identifier. */
export const idSchema = z.string().check(z.minLength(1), z.maxLength(LIMITS.maxIdLength), z.regex(/^[\w.:-]+$/, 'letters, digits, _ . : - only'));

/** A client-generated message id (UUID v4 or similar). */
export const clientMsgIdSchema = z.string().check(z.minLength(8), z.maxLength(64), z.regex(/^[\w-]+$/));

/** A shopper- or agent-typed text. */
export const userTextSchema = text(LIMITS.maxTextLength);

/** A non-empty shopper- or agent-typed text. */
export const nonEmptyUserTextSchema = text(LIMITS.maxTextLength, 1);

/** A short human label. */
export const labelSchema = text(LIMITS.maxLabelLength);

/** A URL restricted to http(s) or a site path, so nothing like `javascript:` ever reaches an href. */
export const httpUrlSchema = z
  .string()
  .check(z.maxLength(LIMITS.maxUrlLength), z.regex(/^(https?:\/\/|\/(?!\/))/i, 'must be an http(s) URL or a site-relative path'));

/** A point in time as epoch milliseconds. */
export const epochMsSchema = integer(0);

/** A per-thread event sequence number. */
export const seqSchema = integer(1);

/** The languages the product speaks. */
export const LOCALES = ['zh-CN', 'en'] as const;
/** One of {@link LOCALES}. */
export type Locale = (typeof LOCALES)[number];
/** Schema of a locale. */
export const localeSchema = z.enum(LOCALES);

/**
 * An amount of money: an integer in the currency's minor unit (cents, fen, yen) and its ISO 4217 code. Integers, so
 * sums and discounts never drift; the widget formats them with Intl.NumberFormat in the shopper's locale.
 */
export const moneySchema = z.strictObject({
  amount: z.number().check(z.int(), z.gte(0), z.lte(Number.MAX_SAFE_INTEGER)),
  currency: z.string().check(z.regex(/^[A-Z]{3}$/)),
});
/** An amount of money in minor units with its ISO 4217 currency. */
export type Money = z.infer<typeof moneySchema>;

/** A record keyed by safe strings: rejects prototype-polluting keys and caps the key count. */
export function safeRecord<V extends z.ZodMiniType>(value: V, maxKeys: number) {
  const key = z.string().check(
    z.maxLength(64),
    z.refine((name) => !(FORBIDDEN_KEYS as readonly string[]).includes(name), 'forbidden key'),
  );
  return z.record(key, value).check(z.refine((record) => Object.keys(record).length <= maxKeys, `at most ${maxKeys} keys`));
}
