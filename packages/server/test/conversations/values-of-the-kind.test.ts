import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importedShopForFile } from '../shop/imported-shop.js';
import { SHOPS } from './focus-support.js';
import { shopForFile } from './shop-for-file.js';

// "which colours do the dresses come in?" on threadline answered "Which product do you mean? For example "Linen
// Shirt"…", where "which colours do your dresses come in?" gave the dresses' colours: "the" was read as pointing at
// one product (classify-clause's POINTS_AT_ONE), so the question asked the stock of an unnamed one. Built: a question
// for the sizes or colours there are ("values-question.ts"), asked with "do / are the" and a kind, and no "it" or
// "they", is a search of the kind, answered as "your dresses" is. "which colours does it come in?" still asks the one in
// focus.
const threadline = shopForFile(SHOPS.threadline);
const EXPORT = fileURLToPath(new URL('../fixtures/shopify/dresses-size-letters.csv', import.meta.url));
const hollowbrook = importedShopForFile(EXPORT, { folder: 'hollowbrook-the-kind', name: 'Hollowbrook', currency: 'USD' });

describe('the sizes or colours of "the" kind (rules path)', () => {
  it('threadline "which colours do the dresses come in?": the dresses\' colours, as "your dresses"', async () => {
    const c = await threadline.talk('en');
    const your = await c.say('which colours do your dresses come in?');
    const the = await (await threadline.talk('en')).say('which colours do the dresses come in?');
    expect(your.text).toMatch(/^Our dresses come in /);
    expect(the.text).toBe(your.text);
  });

  it('fixture "what sizes are the dresses available in?": the sizes of the kind', async () => {
    const [answer] = await hollowbrook.converse('what sizes are the dresses available in?');
    expect(answer!.text).toMatch(/^Our dresses come in XS, S, M, L, XL and 2XL/);
  });

  it('"which colours does it come in?" after the wrap dress: still that dress', async () => {
    const c = await threadline.talk('en');
    await c.say('tell me about the wrap dress');
    const answer = await c.say('which colours does it come in?');
    expect(answer.text).toContain('Floral Blue');
    expect(answer.text).not.toMatch(/^Our dresses/);
  });
});
