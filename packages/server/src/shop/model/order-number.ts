/** The hyphenated form alone: typed with no "order" before it, it is still an order number (parcels and models have no such hyphen). */
export const HYPHENATED_ORDER_NUMBER = String.raw`[A-Za-z]{1,4}-\d{4,20}`;

/** A Shopify order name, "#" and 4+ digits (#1001): the hash makes four digits an order number. */
export const HASHED_ORDER_NUMBER = String.raw`#\d{4,20}`;

/**
 * A short letter prefix and 6+ digits (KF10010001, SO12345678). Model names and SKUs can look the same, so a reader
 * that knows the shop's products (rules/extract-entities.ts) takes it for an order only when it names no product.
 */
export const PREFIXED_ORDER_NUMBER = String.raw`[A-Za-z]{1,4}\d{6,20}`;

/**
 * How shops number their orders, as shoppers type them: a short letter prefix and digits (KF10010001), digits alone
 * (20261101001), a prefix, a hyphen and digits (TL-10251, ORD-2024001), the way many platforms name orders, or a
 * Shopify order name, "#" and 4+ digits (#1001): the hash makes four digits an order number, where a bare "1001" is a
 * price or a size. Regular-expression source without flags or anchors: each reader adds what its text needs around it.
 * A new shape is added here, and every reader (intent cues, entities, workflows, the tool schemas) reads it.
 */
export const ORDER_NUMBER = String.raw`(?:${HYPHENATED_ORDER_NUMBER}|${HASHED_ORDER_NUMBER}|[A-Za-z]{0,4}\d{6,20})`;

/**
 * The order numbers a text shows as such with no "order" before them: hyphenated, a Shopify name, or a letter prefix
 * and digits. Digits alone (20261101001) could be a phone or a price there, so they need a label ("订单 2026…").
 */
export const UNLABELLED_ORDER_NUMBER = String.raw`(?:${HYPHENATED_ORDER_NUMBER}|${HASHED_ORDER_NUMBER}|${PREFIXED_ORDER_NUMBER})`;

/** An order id as a shop stores it: an order number, or a Shopify order name's digits without its "#" (1001). */
export const ORDER_ID = String.raw`(?:${ORDER_NUMBER}|\d{4,5})`;

/**
 * `shape` standing alone in a text, not part of a longer word, number or code ("#1251" in "取消#1251", not the
 * digits of "SKU-KF10010001X"). `\b` cannot say it: "#" is no word character.
 */
export function standingAlone(shape: string): string {
  return String.raw`(?<![A-Za-z0-9-])(?:${shape})(?![A-Za-z0-9-])`;
}

/** An order number standing alone in a text: what intent cues and other readers look for. */
export const STANDALONE_ORDER_NUMBER = standingAlone(ORDER_NUMBER);

/** The id of an order number as typed: upper-cased, a Shopify name without its "#" ("#1001" is order 1001). */
export function orderIdOf(typed: string): string {
  return typed.replace(/^#/, '').toUpperCase();
}

/** An order id written so that the rules read it as one with no label: digits alone get a Shopify name's "#" ("1251" → "#1251"). */
export function readableOrderNumber(id: string): string {
  return /^\d+$/.test(id) ? `#${id}` : id;
}
