/** An order id as shoppers type it: a short letter prefix and digits (KF10010001), or digits alone. */
const ORDER_ID = /(?<![A-Za-z0-9])([A-Za-z]{0,4}\d{6,20})(?![A-Za-z0-9])/;

/** The first order id in a text, upper-cased, if any. */
export function findOrderId(text: string): string | undefined {
  return ORDER_ID.exec(text)?.[1]?.toUpperCase();
}

/** The last four phone digits in a text that are not part of a longer number. */
export function findPhoneLast4(text: string): string | undefined {
  const withoutOrder = text.replace(ORDER_ID, ' ');
  return /(?<!\d)(\d{4})(?!\d)/.exec(withoutOrder)?.[1];
}
