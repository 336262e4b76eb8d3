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
