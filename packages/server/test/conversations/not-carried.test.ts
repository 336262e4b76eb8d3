import { describe, expect, it } from 'vitest';
import { partsOf, SHOPS, threadlineCatalog } from './focus-support.js';
import { shopForFile } from './shop-for-file.js';

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
