import type { ProductLexicon } from './product-lexicon.js';

// Another maker's product ("iPhone 16 多少钱") that the shop's lexicon names (its `otherMakers`): the answer says the
// shop does not carry it, instead of guessing or recommending. A catalog that does sell one matches it as a product
// first, so this is only consulted when no catalog product was named.
const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The other maker's product a text names ("iPhone 16", "华为 Mate 70"), spelled as the shop spells it, or undefined. */
export function findOtherBrandModel(text: string, lexicon: Pick<ProductLexicon, 'otherMakers' | 'spellings'>): string | undefined {
  for (const pattern of lexicon.otherMakers) {
    const match = pattern.exec(text);
    // The rules engine lower-cases the text: give Latin names their usual spelling back.
    if (match)
      return match[0]
        .trim()
        .replace(/\s+/g, ' ')
        .replace(/[a-z][a-z0-9+]*/gi, (word) => lexicon.spellings[word.toLowerCase()] ?? capitalised(word));
  }
  return undefined;
}
