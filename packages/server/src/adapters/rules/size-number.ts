/**
 * A number written as a size, whatever the catalog sells: "size 42", "EU 42", "42码", "42号码". Only these spellings:
 * a bare number may be a price, a count or a model.
 */
const SIZE_NUMBER = /\bsize\s*(\d{1,2}(?:\.5)?)(?![\d.])|\b(?:eu|uk|us)\s*(\d{1,2}(?:\.5)?)(?![\d.])|(?<![\d.])(\d{1,2}(?:\.5)?)\s*(?:码|号码|尺码)/i;

/** The size a message writes as a number ("42" of "有42码的鞋吗"), if any. */
export function sizeNumber(text: string): string | undefined {
  const match = SIZE_NUMBER.exec(text);
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
}

/**
 * A letter size written whole, whatever the catalog sells: "xxl", "XS", "3XL". Not S, M or L alone, which are too
 * often something else ("M" of a model, "L" of litres).
 */
const LETTER_SIZE = /(?<![a-z0-9])(x{1,4}[sl]|[2-6]x[sl])(?![a-z0-9])/i;

/** The letter size a message asks for ("XXL" of "which tees come in xxl?"), upper-cased, if any. */
export function letterSize(text: string): string | undefined {
  return LETTER_SIZE.exec(text)?.[1]?.toUpperCase();
}

// "in 34?", "do they come in 32?": a number closing the message after "in" (no price or count is asked so).
const SIZE_AT_END = /\bin\s+(?:an?\s+)?(\d{1,2}(?:\.5)?)\s*[?？]?\s*$/i;

/** The size a message ends by asking for as a bare number ("34" of "in 34?"): a size only where a catalog sells sizes. */
export function sizeAtEnd(text: string): string | undefined {
  return SIZE_AT_END.exec(text)?.[1];
}
