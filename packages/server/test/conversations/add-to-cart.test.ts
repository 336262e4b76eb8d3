import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importedShopForFile } from '../shop/imported-shop.js';

// "add it to cart" after looking at a product: the assistant cannot touch the shopper's cart. Before, the message was
// no question it knew ("Sorry, I could not find anything on that"), and sent again it handed the shopper to a human as
// a repeated failure. Now it is read as the how-to-buy question it is: how to add the product in focus from its page
// and check out, with its card. Also "can you add the angel studs to my basket?" and "帮我加入购物车".
const EXPORT = fileURLToPath(new URL('../fixtures/shopify/jewellery-singular-types.csv', import.meta.url));

const shop = importedShopForFile(EXPORT, { folder: 'lumen-cart', name: 'Lumen Jewellery', currency: 'USD' });

describe('asked to add to the cart (imported Shopify export, rules path)', () => {
  it('"how much are the comet earrings?" → "add it to cart" says how, for the Comet Earrings, and hands nobody off', async () => {
    const [, cart, again] = await shop.converse('how much are the comet earrings?', 'add it to cart', 'add it to cart');
    for (const answer of [cart!, again!]) {
      expect(answer.text).toMatch(/^To buy the Comet Earrings: choose the options you want on the product page, add it to your cart and check out\./);
      expect(answer.products).toEqual(['Comet Earrings']);
    }
  });

  it('"can you add the angel studs to my basket?" names the Angel Studs', async () => {
    const [answer] = await shop.converse('can you add the angel studs to my basket?');
    expect(answer!.text).toMatch(/^To buy the Angel Studs: /);
  });

  it('"Comet Earrings多少钱" → "帮我加入购物车" says how in Chinese', async () => {
    const [, cart] = await shop.converseIn('zh-CN', 'Comet Earrings多少钱', '帮我加入购物车');
    expect(cart!.text).toMatch(/^Comet Earrings：在商品页选好规格后加入购物车/);
  });
});
