import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importedShopForFile } from '../shop/imported-shop.js';

// "what are your earrings made of?" / "你们的耳环是什么材质" listed the earrings ("2 matches: …") and said nothing of what
// they are made of, though "有耳环吗" → "是什么材质" answered each from its listing. Built: a kind searched with a
// material or quality question in the same message (made of, 材质, is it real silver…) answers each match of a
// short list (four at most) from its listing, one line each. Fixture: two earrings and a ring.
const EXPORT = fileURLToPath(new URL('../fixtures/shopify/jewellery-blends.csv', import.meta.url));
const shop = importedShopForFile(EXPORT, { folder: 'marrow-pin-made-of', name: 'Marrow & Pin', currency: 'USD' });

describe('what a kind is made of, asked in one message (imported export, rules path)', () => {
  it.each([
    ['en', 'what are your earrings made of?'],
    ['zh-CN', '你们的耳环是什么材质'],
  ] as const)('%s "%s": one line per earring, from its listing', async (locale, question) => {
    const [answer] = await shop.converseIn(locale, question);
    const lines = answer!.text.split('\n');
    expect(lines).toHaveLength(2);
    // In Chinese the listing's sentence is quoted as its words (material-quoted-in-chinese.test.ts).
    expect(lines[0]).toMatch(/^Gold Moth Studs(?:: | 的商品说明：“)Sterling silver moth studs\.”?$/);
    expect(lines[1]).toMatch(/^Twin Hoops(?:: | 的商品说明：“)Two-tone hoops, gold and silver\.”?$/);
    expect(answer!.text).not.toContain('Halo Ring');
  });

  it('en "are your earrings real silver?": what each one’s listing says', async () => {
    const [answer] = await shop.converseIn('en', 'are your earrings real silver?');
    const lines = answer!.text.split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain('Gold Moth Studs');
    expect(lines[0]).toContain('Sterling silver');
    expect(lines[1]).toContain('Twin Hoops');
  });
});
