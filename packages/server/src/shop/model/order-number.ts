/**
 * How shops number their orders, as shoppers type them: a short letter prefix and digits (KF10010001), digits alone
 * (20261101001), a prefix, a hyphen and digits (TL-10251, ORD-2024001), the way many platforms name orders, or a
 * Shopify order name, "#" and 4+ digits (#1001): the hash makes four digits an order number, where a bare "1001" is a
 * price or a size. Regular-expression source without flags or anchors: each reader adds what its text needs around it.
 */
export const ORDER_NUMBER = String.raw`(?:[A-Za-z]{1,4}-\d{4,20}|#\d{4,20}|[A-Za-z]{0,4}\d{6,20})`;

/** An order id as a shop stores it: an order number, or a Shopify order name's digits without its "#" (1001). */
export const ORDER_ID = String.raw`(?:${ORDER_NUMBER}|\d{4,5})`;

/** The id of an order number as typed: upper-cased, a Shopify name without its "#" ("#1001" is order 1001). */
export function orderIdOf(typed: string): string {
  return typed.replace(/^#/, '').toUpperCase();
}

/** The hyphenated form alone: typed with no "order" before it, it is still an order number (parcels and models have no such hyphen). */
export const HYPHENATED_ORDER_NUMBER = String.raw`[A-Za-z]{1,4}-\d{4,20}`;
