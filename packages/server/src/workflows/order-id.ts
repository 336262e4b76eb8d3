import { ORDER_NUMBER } from '../shop/model/order-number.js';

/** An order id as shoppers type it (shop/model/order-number.ts): KF10010001, 20261101001, TL-10251. */
const ORDER_ID = new RegExp(String.raw`(?<![A-Za-z0-9-])(${ORDER_NUMBER})(?![A-Za-z0-9-])`);

/** The first order id in a text, upper-cased, if any. */
export function findOrderId(text: string): string | undefined {
  return orderIdIn(text)?.toUpperCase();
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
