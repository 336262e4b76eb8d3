import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importedShopForFile } from '../shop/imported-shop.js';

// "can I pay cash on delivery?" on a shop just imported (no help articles) answered "Sign in and I can look up your own
// parcel": "delivery" made it a question of how to track a parcel. Built: a question that asks how to pay is no
// tracking question, whatever it says of the delivery (knowledge-question.ts asksHowToTrack); it gets what the shop
// says of payment, or that it has said nothing yet. Fixture streetwear-kinds-in-paths.csv (our own), no articles.
const EXPORT = fileURLToPath(new URL('../fixtures/shopify/streetwear-kinds-in-paths.csv', import.meta.url));
const kiln = importedShopForFile(EXPORT, { folder: 'kiln-row-pay-on-delivery', name: 'Kiln Row', currency: 'INR' });

describe('paying on delivery asked of a shop with no articles (rules path)', () => {
  it.each([
    ['en', 'can I pay cash on delivery?', /^The shop has not published its payment information yet/],
    ['en', 'how do I pay on delivery?', /^The shop has not published its payment information yet/],
    ['zh-CN', '可以货到付款吗', /^店铺还没有发布付款方式说明/],
  ] as const)('%s "%s": what the shop says of payment, not parcel tracking', async (locale, question, answered) => {
    const [answer] = await kiln.converseIn(locale, question);
    expect(answer!.text).toMatch(answered);
  });

  it('"how do I track my delivery?" is still how tracking works', async () => {
    const [answer] = await kiln.converse('how do I track my delivery?');
    expect(answer!.text).toBe('Sign in and I can look up your own parcel: just ask "where is my parcel?"');
  });
});
