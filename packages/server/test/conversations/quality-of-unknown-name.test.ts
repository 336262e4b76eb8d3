import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importedShopForFile } from '../shop/imported-shop.js';

// "gopro防水吗" right after the water bottle answered "商品信息没有写明 20 oz. Saltmarsh Water Bottle 是否防水", and on a
// jewellery export "pandora是纯银的吗" answered "是的，Gemstone Necklace：…": the Chinese quality pattern took any Latin
// words before the question, and when they named nothing of the shop the product in focus was answered for. Built
// (quality-question.ts `before`, resolve-references.ts): Latin words that name no product, kind or tag of the shop (a
// greeting aside: "hi防水吗") make it a question for the help articles, not about the product in focus; a product named
// so ("wet bag防水吗") is still the one asked of. Fixture swim-bottle-and-wet-bag.csv: a bikini top, a water bottle, a
// wet bag ("Waterproof lining").
const EXPORT = fileURLToPath(new URL('../fixtures/shopify/swim-bottle-and-wet-bag.csv', import.meta.url));
const saltmarsh = importedShopForFile(EXPORT, { folder: 'saltmarsh-unknown', name: 'Saltmarsh', currency: 'USD' });

describe('a Chinese quality question after Latin words that name nothing of the shop (rules path)', () => {
  it.each(['gopro防水吗', 'pandora是纯银的吗', 'iphone 是防水的吗'])('"%s" after the water bottle: not answered of the bottle', async (question) => {
    const [bottle, answer] = await saltmarsh.converseIn('zh-CN', 'water bottle多少钱', question);
    expect(bottle!.text).toContain('Water Bottle');
    expect(answer!.text).not.toMatch(/Water Bottle|^是的|^不是/);
    expect(answer!.products).toEqual([]);
  });

  it('"wet bag防水吗" after the water bottle: the wet bag, named by part of its title', async () => {
    const [, bag] = await saltmarsh.converseIn('zh-CN', 'water bottle多少钱', 'wet bag防水吗');
    expect(bag!.text).toBe('是的，SALTMARSH WET BAG 的商品说明：“Waterproof lining keeps the rest of your bag dry.”');
  });

  it('"hi防水吗" after the wet bag: a greeting names nothing, the wet bag is asked of', async () => {
    const [, bag] = await saltmarsh.converseIn('zh-CN', 'wet bag多少钱', 'hi防水吗');
    expect(bag!.text).toBe('是的，SALTMARSH WET BAG 的商品说明：“Waterproof lining keeps the rest of your bag dry.”');
  });

  it('"bikini防水吗" names a tag of the shop: still a question about its bikinis, not sent to the articles', async () => {
    const [answer] = await saltmarsh.converseIn('zh-CN', 'bikini防水吗');
    expect(answer!.text).toContain('Shoal Triangle Top');
  });
});
