import { describe, expect, it } from 'vitest';
import { productSchema } from '../../shop/model/index.js';
import { buildProductLexicon } from './product-lexicon.js';
import { recognizeWithRules } from './rules-engine.js';

// Shops tag freely: sizes as tags ("S", "M", "10"), metals and colours in capitals, types in any number and spelling.
const usd = (amount: number) => ({ amount, currency: 'USD' });
const product = (productId: string, type: string, tags: string[]) =>
  productSchema.parse({
    productId,
    handle: productId,
    title: productId.replaceAll('-', ' '),
    type,
    tags,
    options: [],
    variants: [{ variantId: `${productId}-1`, optionValues: [], price: usd(5000), inventory: { tracked: false, policy: 'deny' } }],
  });
const lexicon = buildProductLexicon(
  [
    product('sunny-bottom', 'Swimwear > Bottoms', ['S', 'M', '10', 'LEOPARD', 'Bottoms']),
    product('marvelous-onepiece', 'One-Pieces', ['Gold', 'Onepieces']),
    product('fern-choker', 'Necklace', ['Gold', 'Leather']),
  ],
  { currency: 'USD', promotions: [] },
);
const first = (text: string) => recognizeWithRules(text, lexicon).intents[0]!;

describe('a shop’s own tags and types, however it writes them', () => {
  it('finds a tag only as a whole word: the size tag "S" is not in every "s", "Gold" is not in "golden"', () => {
    expect(first('leopard bottoms under $100').entities.tags?.sort()).toEqual(['Bottoms', 'LEOPARD']);
    expect(first('do you have anything golden?').entities.tags ?? []).not.toContain('Gold');
    expect(first('gold necklaces').entities.tags).toEqual(['Gold']);
    expect(first('in size M please').entities.tags).toEqual(['M']);
  });

  it('finds a tag in the other number: "leopards" is the tag LEOPARD, "bottom" the tag Bottoms', () => {
    expect(first('any leopards?')).toMatchObject({ type: 'product_recommend', entities: { tags: ['LEOPARD'] } });
    expect(first('a leopard bottom please').entities.tags?.sort()).toEqual(['Bottoms', 'LEOPARD']);
  });

  it('matches a type in the other number and with its hyphen written as a space or left out', () => {
    expect(first('do you have necklaces?')).toMatchObject({ type: 'product_recommend', entities: { type: 'Necklace' } });
    expect(first('do you have one pieces?')).toMatchObject({ type: 'product_recommend', entities: { type: 'One-Pieces' } });
    expect(first('any onepiece?').entities.type).toBe('One-Pieces');
  });

  it('"is it in stock?" with a type word still asks about the product in focus, not for a search', () => {
    expect(first('is the necklace in stock?').type).toBe('inventory_check');
  });
});
