import { describe, expect, it } from 'vitest';
import { demoCatalog, partsOf, SHOPS } from './focus-support.js';
import { shopForFile } from './shop-for-file.js';

// Issue 17 item 2 on the demo shop, rules path: haggling over the product being discussed. Before, "X9有现货吗" →
// "能便宜点吗" listed three value-for-money phones (the rules read 便宜点 as that wish), and "how much is the X8?" →
// "any discount?" was not understood. Now the answer is that product's price with its promotions, and that the assistant
// cannot change prices. "有没有便宜点的" still asks for cheaper products. Prices come from shops/demo/products.json.
const catalog = demoCatalog();
const X9 = catalog.get('Find X9')!;
const X8 = catalog.get('Find X8')!;
const yuan = (cents: number) => String(cents / 100);
const { talk } = shopForFile(SHOPS.demo);

describe('haggling over the product in focus (demo shop, rules path)', () => {
  it('"X9有现货吗" → "能便宜点吗": the X9\'s price after promotions, and no haggling', async () => {
    const c = await talk();
    await c.say('X9有现货吗');
    const haggled = await c.say('能便宜点吗');
    expect(partsOf(haggled, 'price').map((part) => part.name)).toEqual([X9.title]);
    expect(haggled.text).toContain(`${X9.title} 当前售价 ¥${yuan(X9.price)}`);
    expect(haggled.text).toMatch(/我这边无法改价。$/);
  });

  it('"how much is the X8?" → "any discount?" in English', async () => {
    const c = await talk('en');
    await c.say('how much is the X8?');
    const asked = await c.say('any discount?');
    expect(asked.text).toMatch(new RegExp(`^The ${X8.title} is ¥${yuan(X8.price)}\\..*I can't change prices here\\.$`));
  });

  it('"X9有现货吗" → "有没有便宜点的" still looks for cheaper products', async () => {
    const c = await talk();
    await c.say('X9有现货吗');
    const cheaper = await c.say('有没有便宜点的');
    expect(partsOf(cheaper, 'product').map((part) => part.name)).not.toContain(X9.title);
    expect(cheaper.text).not.toContain('无法改价');
  });
});
