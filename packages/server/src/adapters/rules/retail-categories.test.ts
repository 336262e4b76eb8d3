import { describe, expect, it } from 'vitest';
import type { Product } from '../../ports/commerce-backend.js';
import { productSchema } from '../../shop/model/index.js';
import { buildProductLexicon } from './product-lexicon.js';
import { retailTitleWords } from './retail-categories.js';

const usd = (amount: number) => ({ amount, currency: 'USD' });
/** A product of one type, as a catalog gives it. */
const product = (productId: string, type: string, tags: string[] = []): Product =>
  productSchema.parse({
    productId,
    handle: productId,
    title: `Item ${productId}`,
    type,
    tags,
    options: [{ name: 'Title', values: ['Default Title'] }],
    variants: [{ variantId: `${productId}-v`, optionValues: ['Default Title'], price: usd(1000), inventory: { tracked: false, policy: 'deny' } }],
  });
const typeOf = (lexicon: ReturnType<typeof buildProductLexicon>, word: string) => lexicon.types.find((entry) => entry.key === word)?.value;

describe('the built-in bilingual retail categories', () => {
  it('give an English type its Chinese names, and a Chinese type its English ones', () => {
    const lexicon = buildProductLexicon([product('a', 'Earrings'), product('b', '连衣裙')]);
    expect(typeOf(lexicon, '耳环')).toBe('Earrings');
    expect(typeOf(lexicon, '耳饰')).toBe('Earrings');
    expect(typeOf(lexicon, 'dresses')).toBe('连衣裙');
  });

  it("come after the shop's own words: its lexicon.yaml keeps a word for the type it chose", () => {
    const own = {
      typeSynonyms: { Dresses: ['裙子'] },
      optionValueSynonyms: {},
      promotionSynonyms: [],
      tagCues: {},
      currencyWords: [],
      attributeCues: {},
      otherMakers: [],
      spellings: {},
      intentCues: {},
      fuzzyWords: {},
      typos: {},
    };
    const lexicon = buildProductLexicon([product('a', 'Skirts'), product('b', 'Dresses')], { currency: 'USD', promotions: [], lexicon: own });
    expect(typeOf(lexicon, '裙子')).toBe('Dresses');
    expect(typeOf(lexicon, '半身裙')).toBe('Skirts');
  });

  it('add to an English type no English word the shop writes itself, and no category word to a tag of a category the types already name', () => {
    const lexicon = buildProductLexicon([product('a', 'Sweaters', ['knitwear']), product('b', 'Necklace', ['Necklace', 'BIKINI'])]);
    expect(typeOf(lexicon, 'knitwear')).toBeUndefined();
    // "jumper" is written nowhere in the shop: the shopper's word for its Sweaters (kind-in-other-words.test.ts).
    expect(typeOf(lexicon, 'jumper')).toBe('Sweaters');
    const cue = (tag: string) => lexicon.tagCues.find((entry) => entry.tag === tag)!.pattern;
    expect(cue('Necklace').test('项链')).toBe(false);
    expect(cue('BIKINI').test('有比基尼吗')).toBe(true);
  });

  it('give a kind the English titles name, and no type or tag is, its Chinese words as a title search', () => {
    const words = retailTitleWords(['Ash Zip Hoodie', 'Plain T-Shirt', 'Steel Tee'], ['Sweaters']);
    expect(words).toContainEqual(['卫衣', 'hoodie']);
    expect(words).toContainEqual(['T恤', 't-shirt']);
    // "shirt" is not a word of "t-shirt", nor "tee" of "steel".
    expect(words.some(([, word]) => word === 'shirt' || word === 'tee')).toBe(false);
    expect(retailTitleWords(['Ash Zip Hoodie'], ['Hoodies'])).toEqual([]);
  });
});
