import { describe, expect, it } from 'vitest';
import { productSchema } from '../../shop/model/index.js';
import type { ProductView } from '../tools/tool-results.js';
import { materialAnswer } from './material-answer.js';
import { specAnswer } from './spec-answer.js';

const usd = (amount: number) => ({ amount, currency: 'USD' });
/** A product as the answers see it, from the fields a catalog gives. */
const view = (fields: Record<string, unknown>): ProductView => ({
  ...productSchema.parse({
    productId: 'p',
    handle: 'p',
    title: 'Harbour Tee',
    options: [{ name: 'Size', values: ['S', 'M'] }],
    variants: [
      { variantId: 's', optionValues: ['S'], price: usd(2900), inventory: { tracked: false, policy: 'deny' } },
      { variantId: 'm', optionValues: ['M'], price: usd(2900), inventory: { tracked: false, policy: 'deny' } },
    ],
    ...fields,
  }),
  promotions: [],
  asOf: 0,
});

describe('what a product is made of', () => {
  it('reads a material attribute, without doubling the full stop the catalog wrote', () => {
    expect(materialAnswer(view({ attributes: { Composition: '100% Cotton.' } }), 'en')).toBe('Harbour Tee — Composition: 100% Cotton.');
    expect(specAnswer(view({ attributes: { Fit: 'Boxy.' } }), 'how does it fit', 'en', { attributeCues: [] })).toBe('Harbour Tee — Fit: Boxy.');
  });

  it('reads a material option group before the description', () => {
    const dress = view({
      title: 'Slip Dress',
      description: 'A fluid dress.',
      options: [{ name: 'Material', values: ['Satin', 'Silk'] }],
      variants: [
        { variantId: 'a', optionValues: ['Satin'], price: usd(9000), inventory: { tracked: false, policy: 'deny' } },
        { variantId: 'b', optionValues: ['Silk'], price: usd(11000), inventory: { tracked: false, policy: 'deny' } },
      ],
    });
    expect(materialAnswer(dress, 'en')).toBe('The Slip Dress comes in Satin / Silk (Material).');
  });

  it('quotes the description sentences that name a material, and says so when none does', () => {
    const tee = view({ description: 'Our everyday tee. Knitted from organic cotton jersey. Made in Portugal.' });
    expect(materialAnswer(tee, 'en')).toBe('Harbour Tee: Knitted from organic cotton jersey.');
    expect(materialAnswer(view({ description: 'Our everyday tee.' }), 'zh')).toBe('店铺没有标注 Harbour Tee 的材质。');
  });
});
