import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importedShopForFile } from '../shop/imported-shop.js';

// On a real jewellery export, "gift for my girlfriend" listed "Anchor Bracelet Mens" among the first four products:
// who a gift is for was dropped from the search (the person is no product word), and an audience told before
// ("anything for women?") then followed "gift for my dad". Built: the person named says women or men (girlfriend,
// wife, mom, 女朋友, 老婆, 妈妈 → women; boyfriend, husband, dad, 老公, 爸爸 → men — audience-words.ts), and the search
// leaves out what is marked for the other or for children only, those marked for them first; unmarked products stay.
// Fixture: six pieces of jewellery, two marked for men (a title, a gender column), one for women, one for kids.
const EXPORT = fileURLToPath(new URL('../fixtures/shopify/jewellery-gift-audiences.csv', import.meta.url));
const shop = importedShopForFile(EXPORT, { folder: 'lodestar-gifts', name: 'Lodestar', currency: 'USD' });
const FOR_HER = ['Crescent Moon Necklace', 'Braided Friendship Bracelet', 'Pearl Drop Earrings'];
const FOR_HIM = ['Anchor Cuff Mens', 'Signet Ring for Men', 'Braided Friendship Bracelet', 'Pearl Drop Earrings'];

describe('a gift for someone who says women or men (imported jewellery export, rules path)', () => {
  it.each([
    ['en', 'gift for my girlfriend', FOR_HER],
    ['zh-CN', '送女朋友什么礼物好', FOR_HER],
    ['en', 'a present for my husband', FOR_HIM],
    ['zh-CN', '给老公买个礼物', FOR_HIM],
  ] as const)('%s "%s": the pieces marked for them first, then the unmarked; none marked for others', async (locale, question, expected) => {
    const [answer] = await shop.converseIn(locale, question);
    expect(answer!.products).toEqual(expected);
    for (const title of expected) expect(answer!.text).toContain(title);
  });

  it('"gift for my wife under $40": the unmarked pieces within the budget, not the kids\' studs at $15', async () => {
    const [answer] = await shop.converse('gift for my wife under $40');
    expect(answer!.text).toBe('2 matches: Braided Friendship Bracelet (from $19), Pearl Drop Earrings (from $35).');
  });

  it('"anything for women?" then "gift for my dad": the dad\'s gift, not the women\'s necklace again', async () => {
    const [women, dad] = await shop.converse('anything for women?', 'gift for my dad');
    expect(women!.products).toEqual(['Crescent Moon Necklace']);
    expect(dad!.products).toEqual(FOR_HIM);
  });
});
