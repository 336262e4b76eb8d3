import { ORDER_NUMBER, orderIdOf, standingAlone } from '../shop/model/order-number.js';

/** An order id as shoppers type it (shop/model/order-number.ts): KF10010001, 20261101001, TL-10251, #1001. */
const ORDER_ID = new RegExp(standingAlone(`(${ORDER_NUMBER})`));

/** The first order id in a text, upper-cased ("#1001" as 1001), if any. */
export function findOrderId(text: string): string | undefined {
  const typed = orderIdIn(text);
  return typed && orderIdOf(typed);
}

/** The order number typed in a form's order-number field: there, "1001" alone is one (a Shopify order name's digits). */
export function orderIdInField(value: string): string | undefined {
  const digits = /^\s*#?(\d{4,5})\s*$/.exec(value)?.[1];
  return digits ?? findOrderId(value);
}

/** The first order id in a text, as typed. */
export function orderIdIn(text: string): string | undefined {
  return ORDER_ID.exec(text)?.[1];
}

/** The last four phone digits in a text that are not part of a longer number. */
export function findPhoneLast4(text: string): string | undefined {
  const withoutOrder = text.replace(ORDER_ID, ' ');
  return /(?<!\d)(\d{4})(?!\d)/.exec(withoutOrder)?.[1];
}
