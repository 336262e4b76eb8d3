import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importedShopForFile } from '../shop/imported-shop.js';

// On a live swimwear export, "halter top" answered 'Several products match "top": Sexy Top, Joy Top, Cheer Top. Which
// one do you mean?' with quick replies "halter Sexy Top", "halter Joy Top"…, and "swimsuits for girls" answered
// 'Several products match "girls"…' with replies "swimsuits for Girls Sunshine Onepiece"…: a word several titles share
// was read as part of one product's name, though a tag (HALTER) or who it is for (girls) beside it makes the message a
// search. Both now list what fits. Titles, tags and prices are the fixture's.
const EXPORT = fileURLToPath(new URL('../fixtures/shopify/swim-searched-by-words.csv', import.meta.url));
const HALTER_TOPS = ['Marina Top', 'Reef Top'];
const GIRLS = ['Girls Pebble Onepiece', 'Girls Splash Short'];
const shop = importedShopForFile(EXPORT, { folder: 'saltkey', name: 'Saltkey', currency: 'USD' });

describe('a shared title word beside a tag or an audience is a search (rules path)', () => {
  it.each(['halter top', 'a halter top please', 'any halter tops?'])('"%s" lists the tops tagged HALTER, not "which one?"', async (question) => {
    const [answer] = await shop.converse(question);
    expect(answer!.products.sort()).toEqual(HALTER_TOPS);
    expect(answer!.text).not.toMatch(/which one/i);
    expect(answer!.replies.filter((reply) => /halter/i.test(reply))).toEqual([]);
  });

  it('"how much is the halter top?": both halter tops with their prices', async () => {
    const [answer] = await shop.converse('how much is the halter top?');
    expect(answer!.products.sort()).toEqual(HALTER_TOPS);
    expect(answer!.text).toContain('$90');
    expect(answer!.text).toContain('$95');
  });

  it.each([
    ['en', 'swimsuits for girls'],
    ['en', 'do you have swimwear for girls?'],
    ['zh-CN', '女孩的泳衣'],
  ] as const)('%s "%s" lists the girls\' swimwear, not "which one?"', async (locale, question) => {
    const [answer] = await shop.converseIn(locale, question);
    expect(answer!.products.length).toBeGreaterThan(0);
    for (const product of answer!.products) expect(GIRLS).toContain(product);
    expect(answer!.products).toContain('Girls Pebble Onepiece');
    expect(answer!.text).not.toMatch(/which one|哪一款/i);
  });
});
