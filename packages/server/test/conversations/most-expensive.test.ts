import { describe, expect, it } from 'vitest';
import { createShopFolderCommerce } from '../../src/adapters/commerce/shop-folder-commerce.js';
import { loadShopFolder } from '../../src/shop/load-shop-folder.js';
import { systemClock } from '../../src/ports/clock.js';
import { highestPrice } from '../../src/shop/product-price.js';
import { SHOPS, threadlineCatalog } from './focus-support.js';
import { shopForFile } from './shop-for-file.js';

// "what is your most expensive dress?" listed four dresses in catalog order, and "最便宜的连衣裙" → "最贵的呢" or
// "cheapest dress?" → "and the most expensive?" answered "Sorry, I could not find anything on that": the rules knew the
// cheapest, not the most expensive. Built: the most expensive asked (最贵, 价格最高, most expensive, priciest) is a
// search ordered by the highest variant price — a `price_desc` sort in the commerce contract — answered with the first
// and its price range; asked alone right after a search, it is that search's; after a list, of the kind listed.
const dresses = [...threadlineCatalog()].filter(([title]) => / Dress$/.test(title));
const top = Math.max(...dresses.map(([, variants]) => Math.max(...variants.map((variant) => variant.price))));
const priciest = dresses.find(([, variants]) => variants.some((variant) => variant.price === top))![0];

describe('the most expensive asked (threadline, rules path)', () => {
  const threadline = shopForFile(SHOPS.threadline);

  it.each([
    ['en', ['what is your most expensive dress?'], 'The most expensive is the'],
    ['en', ['what is your cheapest dress?', 'and the most expensive?'], 'The most expensive is the'],
    ['en', ['what dresses do you have?', 'which is the most expensive?'], 'The most expensive is the'],
    ['zh-CN', ['最便宜的连衣裙', '最贵的呢'], '最贵的是'],
    ['zh-CN', ['价格最高的连衣裙是哪件'], '最贵的是'],
  ] as const)('%s %j: the dress with the highest price, and its range', async (locale, questions, opening) => {
    const conversation = await threadline.talk(locale);
    let answer = await conversation.say(questions[0]!);
    for (const question of questions.slice(1)) answer = await conversation.say(question);
    expect(answer.text.startsWith(`${opening} ${locale === 'en' ? `${priciest},` : `${priciest}，`}`)).toBe(true);
    expect(answer.text).toContain(`$${top}`);
    expect(answer.text).not.toMatch(/could not find|没有找到|不在刚才列出/);
  });

  it('"it" next is that dress', async () => {
    const conversation = await threadline.talk('en');
    await conversation.say('what is your most expensive dress?');
    const answer = await conversation.say('how much is it in M?');
    expect(answer.text).toContain(`The ${priciest} in M`);
  });
});

describe('the shop folder’s product search, sorted by price (commerce contract)', () => {
  it('price_desc: the highest variant price first, before the limit', async () => {
    const data = await loadShopFolder(SHOPS.threadline);
    const commerce = createShopFolderCommerce({ clock: systemClock, shop: { ...data, knowledgeDir: data.knowledgeDir ?? '' } });
    const found = await commerce.searchProducts({ type: 'Dresses', sort: 'price_desc', limit: 2 });
    expect(found.map((product) => product.title)[0]).toBe(priciest);
    expect(highestPrice(found[0]!).amount).toBeGreaterThanOrEqual(highestPrice(found[1]!).amount);
  });
});
