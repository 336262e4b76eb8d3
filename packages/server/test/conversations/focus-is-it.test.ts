import { describe, expect, it } from 'vitest';
import { demoCatalog, partsOf, SHOPS, type Answer } from './focus-support.js';
import { shopForFile } from './shop-for-file.js';

// Issue 17 item 2: a yes/no question about "it" right after a product was discussed. "它是白色的吗" answered an earbuds
// help article (白色 is in it), "is it blue?" found nothing, "is it waterproof?" / "它防水吗" were handed to a person as
// repeated failures. Expected names and colours come from shops/demo/products.json.
const catalog = demoCatalog();
const X9 = catalog.get('Find X9')!;
const { talk } = shopForFile(SHOPS.demo);
const productsOf = (answer: Answer) => partsOf(answer, 'product').map((part) => part.productId);

describe('"is it …?" asks about the product in focus (rules path)', () => {
  it('"X9多少钱" → "它是白色的吗": the X9\'s white variants, not a help article', async () => {
    const c = await talk();
    await c.say('X9多少钱');
    const white = await c.say('它是白色的吗');
    expect(partsOf(white, 'knowledge_source')).toEqual([]);
    expect(productsOf(white)).toEqual([X9.productId]);
    expect(white.text).toContain(X9.colors.find((color) => color.zh.includes('白'))!.zh);
  });

  it('"how much is the X9?" → "is it blue?": the X9 does not come in blue, and the colours it does come in', async () => {
    const c = await talk('en');
    await c.say('how much is the X9?');
    const blue = await c.say('is it blue?');
    expect(productsOf(blue)).toEqual([X9.productId]);
    expect(blue.text).toContain('does not come in');
    for (const color of X9.colors) expect(blue.text).toContain(color.en);
  });

  it('"how much is the X9?" → "is it waterproof?" → "does it have wireless charging?": its specs, no person', async () => {
    const c = await talk('en');
    await c.say('how much is the X9?');
    const water = await c.say('is it waterproof?');
    expect(productsOf(water)).toEqual([X9.productId]);
    expect(water.text).toMatch(/does not list water/i);
    const charging = await c.say('does it have wireless charging?');
    expect(productsOf(charging)).toEqual([X9.productId]);
    expect(charging.text).toContain(X9.attributes['充电']!.split(' ')[0]!);
  });

  it('"X9多少钱" → "它防水吗": the X9 lists no water resistance, said so', async () => {
    const c = await talk();
    await c.say('X9多少钱');
    const water = await c.say('它防水吗');
    expect(productsOf(water)).toEqual([X9.productId]);
    expect(water.text).toContain('防水');
  });
});
