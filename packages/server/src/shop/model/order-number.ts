/**
 * How shops number their orders, as shoppers type them: a short letter prefix and digits (KF10010001), digits alone
 * (20261101001), or a prefix, a hyphen and digits (TL-10251, ORD-2024001), the way many platforms name orders.
 * Regular-expression source without flags or anchors: each reader adds what its text needs around it.
 */
export const ORDER_NUMBER = String.raw`(?:[A-Za-z]{1,4}-\d{4,20}|[A-Za-z]{0,4}\d{6,20})`;

/** The hyphenated form alone: typed with no "order" before it, it is still an order number (parcels and models have no such hyphen). */
export const HYPHENATED_ORDER_NUMBER = String.raw`[A-Za-z]{1,4}-\d{4,20}`;
