import { describe, expect, it } from 'vitest';
import { productSchema } from '../../shop/model/index.js';
import { buildProductLexicon } from './product-lexicon.js';
import { recognizeWithRules } from './rules-engine.js';

// Letters and 6+ digits are an order number on any shop (SO10010244, KF10010001), but a model or SKU can be written
// the same way: the token a shop's catalog names a product by is that product, never an order.
const product = (productId: string, title: string) =>
  productSchema.parse({
    productId,
    handle: productId,
    title,
    type: 'Routers',
    tags: [],
    options: [],
    variants: [{ variantId: `${productId}-1`, optionValues: [], price: { amount: 12900, currency: 'USD' }, inventory: { tracked: false, policy: 'deny' } }],
  });
const lexicon = buildProductLexicon([product('ax300001', 'AX300001'), product('mesh-kit', 'Mesh Kit')], { currency: 'USD', promotions: [] });
const first = (text: string) => recognizeWithRules(text, lexicon).intents[0]!;

describe('an order number or a model named the same way', () => {
  it('reads any letter prefix and 6+ digits as an order: "where is SO10010244?", "RX2024113001到哪了"', () => {
    expect(first('where is SO10010244?').entities.orderId).toBe('SO10010244');
    expect(first('RX2024113001到哪了').entities.orderId).toBe('RX2024113001');
  });

  it('reads the catalog\'s own "AX300001" as the product, not an order', () => {
    const asked = first('how much is the AX300001?');
    expect(asked).toMatchObject({ type: 'price_query', entities: { productIds: ['ax300001'] } });
    expect(asked.entities.orderId).toBeUndefined();
  });

  it('keeps a parcel\'s tracking number apart from the order: "SF1234567890 到哪了"', () => {
    expect(first('SF1234567890 到哪了').entities).toMatchObject({ trackingNumber: 'SF1234567890' });
    expect(first('SF1234567890 到哪了').entities.orderId).toBeUndefined();
  });
});
