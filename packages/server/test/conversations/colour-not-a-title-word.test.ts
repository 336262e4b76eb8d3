import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importedShopForFile } from '../shop/imported-shop.js';

// On a live streetwear export that sells only sizes, "do you have polos?" → "in black?" answered 'Several products
// match "black": Black Twill Cargo Pants, White & Black Twill Zipper Shacket. Which one do you mean?' with replies
// "in Black Twill Cargo Pants?": the colour was read as part of two titles. A bare colour after "in" is now the colour
// asked of the polos just listed, which none comes in ("No polos in black", as "有黑色的吗" already answered in
// Chinese); "anything in black?" still lists the products titled Black. Titles and prices are the fixture's.
const EXPORT = fileURLToPath(new URL('../fixtures/shopify/streetwear-black-titles.csv', import.meta.url));
const POLOS = ['All-Over Print Formal Boxy Polo', 'Contrast Collar Oversized Polo', 'Herbal Cotton Polo'];
const shop = importedShopForFile(EXPORT, { folder: 'kiln-row', name: 'Kiln Row', currency: 'INR' });

describe('a colour asked of a list, where titles say that colour (rules path)', () => {
  it.each([
    ['in black?', 'black'],
    ['and in white?', 'white'],
  ])('"do you have polos?" → "%s": none of the polos comes in %s, and the polos are shown again', async (followUp, colour) => {
    const [, answer] = await shop.converse('do you have polos?', followUp);
    expect(answer!.text).toMatch(new RegExp(`^No polos in ${colour}; we have these polos: `));
    expect(answer!.products.sort()).toEqual(POLOS);
    expect(answer!.text).not.toMatch(/which one/i);
  });

  it('"有polo衫吗" → "有黑色的吗": the same in Chinese', async () => {
    const [, answer] = await shop.converseIn('zh-CN', '有polo衫吗', '有黑色的吗');
    expect(answer!.text).toMatch(/^没有黑色的Polos/);
    expect(answer!.products.sort()).toEqual(POLOS);
  });

  it('"anything in black?" with nothing listed still finds the products titled Black', async () => {
    const [answer] = await shop.converse('anything in black?');
    expect(answer!.products.sort()).toEqual(['Black Twill Cargo Pants', 'White & Black Twill Zipper Shacket']);
  });
});
