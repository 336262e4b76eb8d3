import { stemmer } from 'stemmer';

/**
 * Reduces an English word to its Porter stem, so the forms a shopper writes meet the article's ("repaired" / "repair",
 * "payment" / "pay", "cancellation" / "cancel"); other words pass through.
 */
export function stem(word: string): string {
  if (!/^[a-z]+$/.test(word) || word.length <= 3) return word;
  return stemmer(word);
}
