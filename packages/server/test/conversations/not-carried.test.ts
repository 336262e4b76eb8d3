import { describe, expect, it } from 'vitest';
import { partsOf, SHOPS, threadlineCatalog } from './focus-support.js';
import { shopForFile } from './shop-for-file.js';
import { fileURLToPath } from 'node:url';
import { importedShopForFile } from '../shop/imported-shop.js';

// Issue 17 item 3 on shops/threadline, rules path: asking for a thing the catalog does not know. Before, "do you have
// gift cards?" asked "Which product do you mean?" offering four shirts, and "do you sell jeans?" was not understood
// ("Sorry, I could not find anything on that"). Now the first says it is not found and what the shop sells, with its
// kinds as quick replies; the second lists the jeans. Titles come from the shop's catalog.csv.
const titles = [...threadlineCatalog().keys()];
const JEANS = titles.filter((title) => / Jeans$/.test(title));
const { talk } = shopForFile(SHOPS.threadline);
const replies = (answer: Awaited<ReturnType<Awaited<ReturnType<typeof talk>>['say']>>) =>
  partsOf(answer, 'quick_replies').flatMap((part) => part.replies.map((reply) => reply.text));

describe('a thing the shop does not sell, and "do you sell …?" (threadline, rules path)', () => {
  it('"do you have gift cards?" / "do you sell gift cards?": not found, what the shop sells, no product offered', async () => {
    for (const said of ['do you have gift cards?', 'do you sell gift cards?']) {
      const answer = await (await talk('en')).say(said);
      expect(answer.text).toMatch(/^I couldn't find “gift cards” in this shop\. We sell .+\. What are you looking for\?$/);
      expect(replies(answer).length).toBeGreaterThan(0);
      for (const reply of replies(answer)) expect(titles).not.toContain(reply);
    }
  });

  // A guard: on this catalog the jeans are also tagged jeans, which made it a search before too (see imported-shop-colours).
  it('"do you sell jeans?" lists the jeans', async () => {
    const answer = await (await talk('en')).say('do you sell jeans?');
    expect(
      partsOf(answer, 'product')
        .map((part) => part.name)
        .sort(),
    ).toEqual([...JEANS].sort());
  });

  it('"do you have it in stock?" with nothing in focus still asks which product', async () => {
    const answer = await (await talk('en')).say('do you have it in stock?');
    expect(answer.text).toBe('Which product do you mean?');
  });

  it('"你们卖鞋吗" / "卖不卖帽子" in Chinese list the shoes and the hats (before: not understood)', async () => {
    for (const [said, kind] of [
      ['你们卖鞋吗', /Sneaker|Boot|Loafer|Hiker|Sandal/],
      ['卖不卖帽子', /Beanie|Cap|Hat/],
    ] as const) {
      const shown = partsOf(await (await talk('zh-CN')).say(said), 'product').map((part) => part.name);
      expect(shown.length).toBeGreaterThan(0);
      for (const title of shown) expect(title).toMatch(kind);
    }
  });
});

// On a jewellery export of bracelets, earrings and necklaces, "gold rings" asked 'Which product do you mean by "gold
// rings"?' offering four bracelets, and "有戒指吗" / "戒指" answered "抱歉，我暂时没有找到相关说明" (then a handoff): a
// kind no type, tag or title of the shop names is not carried, said as "do you have rings?" already was. Types and
// titles are the fixture's (bracelets and earrings).
const JEWELLERY = fileURLToPath(new URL('../fixtures/shopify/jewellery-colour-words.csv', import.meta.url));
const jewellery = importedShopForFile(JEWELLERY, { folder: 'not-carried-jewellery', name: 'Lumen', currency: 'USD' });

describe('a kind the shop does not carry, asked in a few words (rules path)', () => {
  it.each([
    ['en', 'gold rings', /^I couldn't find “gold rings” in this shop\. We sell /],
    ['en', 'any watches?', /^I couldn't find “watches” in this shop\. We sell /],
    ['zh-CN', '有戒指吗', /^没有找到“戒指”相关的商品。我们主要销售/],
    ['zh-CN', '戒指', /^没有找到“戒指”相关的商品。我们主要销售/],
  ] as const)('%s "%s": not carried, and what the shop sells', async (locale, question, said) => {
    const [answer] = await jewellery.converseIn(locale, question);
    expect(answer!.text).toMatch(said);
    expect(answer!.products).toEqual([]);
    expect(answer!.replies.length).toBeGreaterThan(1);
  });

  it('"gold earrings" still lists the gold earrings', async () => {
    const [answer] = await jewellery.converse('gold earrings');
    expect(answer!.products).toContain('Gold Wave Earrings');
  });
});
