import { createHash } from 'node:crypto';
import type { Recognition } from '../../ports/intent.js';
import type { ProductLexicon } from '../../adapters/rules/product-lexicon.js';
import { normalizeText } from '../../adapters/rules/normalize-text.js';
import { isElliptical, ordinalOf, POINTS_BACK, PRICE_GAP, THAT_ORDER, WHICH_IS_BETTER } from './reference-cues.js';

/**
 * Whether a message can only be understood with the conversation: it is elliptical ("那X8呢"), points back ("它",
 * "that order", "第二个"), asks to choose ("哪个更好") or for a price gap ("贵多少"), or names no product, order or parcel at all. The model's
 * reading of such a message is cached per context, never shared with another conversation's.
 */
export function dependsOnContext(text: string, rules: Recognition, lexicon: ProductLexicon): boolean {
  const normalized = normalizeText(text);
  const names = rules.intents.some((intent) => intent.entities.productIds?.length || intent.entities.orderId || intent.entities.trackingNumber);
  if (!names) return true;
  return (
    isElliptical(text, lexicon, true) ||
    POINTS_BACK.test(normalized) ||
    THAT_ORDER.test(normalized) ||
    WHICH_IS_BETTER.test(normalized) ||
    PRICE_GAP.test(normalized) ||
    ordinalOf(normalized) !== undefined
  );
}

/** A short fingerprint of the context a recognition used (the rendered dialogue state), for the intent cache key. */
export function contextFingerprint(rendered: string): string {
  return createHash('sha256').update(rendered).digest('hex').slice(0, 16);
}
