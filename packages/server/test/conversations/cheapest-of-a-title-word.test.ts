import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importedShopForFile } from '../shop/imported-shop.js';

// "what is the cheapest tee?" on an export without product types (the earth-revibe export: titles "… boxy Tee") asked
// back "Several products match "tee": … Which one do you mean?", though "最便宜的T恤" ranked them: "tee", shared by
// several titles, named products to choose from, not a search. Built: a ranking (cheapest, most expensive) beside such
// a word searches the titles holding it, as a budget or "show me" beside it already did.
// Fixture streetwear-described.csv: tees Plain Sand Boxy $32, Grey Loop $36, Slim Rib $28, Ember Graphic $38.
const EXPORT = fileURLToPath(new URL('../fixtures/shopify/streetwear-described.csv', import.meta.url));
const shop = importedShopForFile(EXPORT, { folder: 'streetwear-ranked-word', name: 'Northrow', currency: 'USD' });

describe('the cheapest of the titles sharing a word (rules path)', () => {
  it.each([
    ['en', 'what is the cheapest tee?', 'The cheapest is the Slim Rib Tee at $28.'],
    ['en', 'cheapest tee', 'The cheapest is the Slim Rib Tee at $28.'],
    ['en', 'which is the most expensive tee?', 'The most expensive is the Ember Graphic Tee at $38.'],
    ['zh-CN', '最便宜的T恤', '最便宜的是 Slim Rib Tee，$28 起。'],
  ] as const)('%s "%s": ranked, not "which one?"', async (locale, question, answered) => {
    const [answer] = await shop.converseIn(locale, question);
    expect(answer!.text).toBe(answered);
  });

  it('"how much is the tee?" still asks which one', async () => {
    const [answer] = await shop.converse('how much is the tee?');
    expect(answer!.text).toMatch(/Which one do you mean\?|Which product do you mean\?/);
  });
});
