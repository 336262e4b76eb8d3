import { describe, expect, it } from 'vitest';
import type { Product } from '../../ports/commerce-backend.js';
import { productSchema } from '../../shop/model/index.js';
import { buildProductLexicon } from './product-lexicon.js';
import { recognizeWithRules } from './rules-engine.js';
import { isGiftWish } from './gift-wish.js';

const product = (productId: string, title: string, type: string, tags: string[]): Product =>
  productSchema.parse({
    productId,
    handle: productId,
    title,
    type,
    tags,
    options: [{ name: 'Title', values: ['Default Title'] }],
    variants: [
      { variantId: `${productId}-v`, optionValues: ['Default Title'], price: { amount: 2000, currency: 'USD' }, inventory: { tracked: false, policy: 'deny' } },
    ],
  });
// A catalog that tags a product "Mom" and titles one "Sister Studs": the people words a gift names must not pick them.
const lexicon = buildProductLexicon([
  product('a', 'Sister Studs', 'Earrings', ['Silver']),
  product('b', 'Hoop Pair', 'Earrings', ['Gold']),
  product('c', 'Locket', 'Necklace', ['Mom', 'Gold']),
]);

describe('a gift wish', () => {
  it.each(['gift for my girlfriend, she likes earrings', '送女朋友礼物，她喜欢耳环', 'something for my dad who likes linen', '想给妈妈买个礼物'])(
    '"%s" is one',
    (text) => {
      expect(isGiftWish(text)).toBe(true);
    },
  );

  it.each(['my girlfriend likes it', 'can I send it to my mum as a gift?', '我妈妈的项链坏了', 'where is my order'])('"%s" is not a wish to search', (text) => {
    const { intents } = recognizeWithRules(text, lexicon);
    expect(intents.map((intent) => intent.type)).not.toContain('product_recommend');
  });

  it('searches what the person likes, not who they are', () => {
    const { intents } = recognizeWithRules('a gift for my mom and my sister, they like gold earrings', lexicon);
    expect(intents).toHaveLength(1);
    expect(intents[0]).toMatchObject({ type: 'product_recommend', entities: { type: 'Earrings', tags: ['Gold'] } });
    expect(intents[0]!.entities.productIds).toBeUndefined();
    expect(intents[0]!.entities.tags).not.toContain('Mom');
  });
});
