import { describe, expect, it } from 'vitest';
import { productSchema, shopProfileSchema } from '../../shop/model/index.js';
import { applicablePromotions } from '../../shop/applicable-promotions.js';
import { buildProductLexicon } from '../../adapters/rules/product-lexicon.js';
import { recognizeWithRules } from '../../adapters/rules/rules-engine.js';
import { createShopFolderCommerce } from '../../adapters/commerce/shop-folder-commerce.js';
import { createCommerceTools } from '../tools/commerce-tools.js';
import { MemoryCache } from '../../adapters/memory/memory-cache.js';
import { coordinatorPrompt, reactPrompt } from '../prompts.js';
import { composeAnswer } from './compose-answer.js';
import { shopTime } from './shop-time.js';
import pino from 'pino';

// An apparel shop in USD, New York time: nothing of the demo shop.
const usd = (amount: number) => ({ amount, currency: 'USD' });
const stock = (quantity: number, policy: 'deny' | 'continue' = 'deny') => ({ tracked: true, quantity, policy });
const shirt = productSchema.parse({
  productId: 'linen-shirt',
  handle: 'linen-shirt',
  title: 'Linen Shirt',
  type: 'Apparel > Shirts',
  tags: ['summer'],
  attributes: { Material: '100% linen', Fit: 'Relaxed' },
  options: [
    { name: 'Color', values: ['Blue', 'Sand'] },
    { name: 'Size', values: ['S', 'M', 'L'] },
  ],
  variants: [
    { variantId: 'b-s', optionValues: ['Blue', 'S'], price: usd(4900), compareAtPrice: usd(6900), inventory: stock(0) },
    { variantId: 'b-m', optionValues: ['Blue', 'M'], price: usd(4900), compareAtPrice: usd(6900), inventory: stock(3) },
    { variantId: 'b-l', optionValues: ['Blue', 'L'], price: usd(4900), compareAtPrice: usd(6900), inventory: stock(0, 'continue') },
    { variantId: 's-m', optionValues: ['Sand', 'M'], price: usd(5400), inventory: { tracked: false, policy: 'deny' } },
  ],
});
const profile = shopProfileSchema.parse({
  name: 'Linen & Co',
  currency: 'USD',
  timezone: 'America/New_York',
  locales: ['en'],
  sells: 'linen clothing',
  returnWindowDays: 30,
  promotions: [{ promotionId: 'summer', name: 'Summer sale', discount: { kind: 'percentage', percent: 10 }, appliesTo: { tags: ['summer'] } }],
  lexicon: { currencyWords: ['dollars', 'bucks'], typeSynonyms: { 'Apparel > Shirts': ['shirt', 'shirts'] } },
});
const now = Date.UTC(2031, 5, 1, 12);
const commerce = {
  ...createShopFolderCommerce({
    clock: { now: () => now },
    shop: { dir: '/nowhere', profile, products: [shirt], orders: [], customers: [], knowledgeDir: '/nowhere' },
  }),
};
const clock = { now: () => now };
const tools = createCommerceTools({ commerce, cache: new MemoryCache(clock), clock, logger: pino({ level: 'silent' }), retryDelayMs: 1 });
const lexicon = buildProductLexicon([shirt], profile);
const answer = async (text: string) => {
  const intent = recognizeWithRules(text, lexicon).intents[0]!;
  const call = intent.type === 'price_query' ? 'get_price_info' : intent.type === 'product_recommend' ? 'product_search' : 'get_inventory_info';
  const args =
    call === 'product_search'
      ? { ...(intent.entities.maxPrice ? { price_max: intent.entities.maxPrice } : {}), ...(intent.entities.type ? { type: intent.entities.type } : {}) }
      : { product_model: 'Linen Shirt', ...(intent.entities.options?.length ? { options: intent.entities.options.map((option) => option.value) } : {}) };
  const result = await tools.run(call, args, { locale: 'en' });
  return composeAnswer(intent, [result], 0, 'en', lexicon);
};

describe('answers for any shop, from its own catalog and profile', () => {
  it('answers stock per variant: a count, a back-order, and an option value the product does not come in', async () => {
    expect((await answer('Is the linen shirt in stock in blue?')).text).toBe(
      'Linen Shirt — Blue / S: sold out; Blue / M: 3 left; Blue / L: out of stock, back-orders accepted.',
    );
    expect((await answer('linen shirt blue M in stock?')).text).toBe('Linen Shirt — Blue / M: 3 left.');
    // A value no product of the shop has is not in its lexicon: the model names it (the tool's `options`).
    const xl = await tools.run('get_inventory_info', { product_model: 'Linen Shirt', options: ['XL'] }, { locale: 'en' });
    expect(composeAnswer({ type: 'inventory_check', confidence: 0.9, entities: {}, text: 'XL?' }, [xl], 0, 'en', lexicon).text).toBe(
      'The Linen Shirt does not come in "XL". Linen Shirt — Blue: 3 left; Sand: in stock.',
    );
  });

  it('prices the variants in the options asked, with the promotion taken off their own price', async () => {
    // Sand is $54 with no compare-at price; the 10 % summer sale is $5.40 of it, not the $4.90 of the $49 Blue.
    const sand = await answer('How much is the linen shirt in sand?');
    expect(sand.text).toBe('The Linen Shirt in Sand is $54; with Summer sale −$5.40 you pay $48.60.');
    expect(sand.parts[0]).toMatchObject({ type: 'price', price: usd(5400), final: usd(4860), promotions: [{ amount: usd(540) }] });
    expect((await answer('How much is the linen shirt in blue?')).text).toBe(
      'The Linen Shirt in Blue is $49 (was $69); with Summer sale −$4.90 you pay $44.10.',
    );
    const lilac = await tools.run('get_price_info', { product_model: 'Linen Shirt', options: ['Lilac'] }, { locale: 'en' });
    expect(composeAnswer({ type: 'price_query', confidence: 0.9, entities: {}, text: 'lilac?' }, [lilac], 0, 'en', lexicon).text).toMatch(
      /^The Linen Shirt does not come in Lilac\. The Linen Shirt is \$49 \(was \$69\), up to \$54/,
    );
  });

  it('prices with the compare-at price and a percentage promotion, in dollars', async () => {
    const priced = await answer('How much is the linen shirt?');
    expect(priced.text).toBe('The Linen Shirt is $49 (was $69), up to $54 depending on the options; with Summer sale −$4.90 you pay $44.10.');
    expect(priced.parts[0]).toMatchObject({
      type: 'price',
      price: usd(4900),
      compareAtPrice: usd(6900),
      promotions: [{ name: 'Summer sale', amount: usd(490) }],
      final: usd(4410),
    });
    expect(applicablePromotions(shirt, profile, 'en', now)).toHaveLength(1);
  });

  it('recommends by type and a budget in the shop currency', async () => {
    const found = await answer('any shirts under 50 dollars?');
    expect(found.text).toBe('1 match: Linen Shirt (from $49).');
    // Nothing within the budget: the cheapest shirt is named instead of a dead end.
    expect((await answer('any shirts under 40 dollars?')).text).toBe('Nothing comes within $40. The lowest-priced: Linen Shirt (from $49).');
  });

  it('says the shop does not carry a product it does not sell, and never prices another one', async () => {
    const result = await tools.run('get_price_info', { product_model: 'Air Max 90' }, { locale: 'en' });
    const text = composeAnswer({ type: 'price_query', confidence: 0.9, entities: {}, text: 'how much are the air max 90' }, [result], 0, 'en', lexicon).text;
    expect(text).toBe('This shop doesn\'t carry "Air Max 90". Please check the model name, or tell me what you need and I\'ll suggest something we sell.');
  });

  it("writes times in the shop's own time zone and prompts with its name, types, currency and policies", () => {
    expect(shopTime(Date.UTC(2031, 0, 15, 17, 0), 'en', profile.timezone)).toBe('15 Jan, 12:00 (Eastern Time)');
    const prompt = coordinatorPrompt(lexicon);
    expect(prompt).toContain('"Linen & Co", an online shop selling linen clothing');
    expect(prompt).toContain('product_type (one of: Apparel > Shirts)');
    expect(prompt).toContain('in USD');
    expect(reactPrompt(profile, 'English')).toContain('Prices are in USD. Returns are accepted within 30 days of delivery.');
  });
});
