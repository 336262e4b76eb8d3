import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importedShopForFile } from '../shop/imported-shop.js';

// "tees" → "i will take the plain sand one in M" answered with every spec of the Plain Sand Tee: the decision named
// the product by part of its title ("plain sand"), which the rules read as a spec question of that one product, and
// only a full name ("I'll take the Plain Sand Tee") was a decision. Built: a decision to buy that names one product by
// part of its title, in option values or none, is that product's version and how to buy it (rules-engine.ts,
// buy-question.ts). Fixture streetwear-kinds-in-paths.csv (our own): two tees, Loop Boxy Tee and Plain Sand Tee.
const EXPORT = fileURLToPath(new URL('../fixtures/shopify/streetwear-kinds-in-paths.csv', import.meta.url));
const kiln = importedShopForFile(EXPORT, { folder: 'kiln-row-buys-in-part', name: 'Kiln Row', currency: 'INR' });

describe('a decision to buy one product named by part of its title (rules path)', () => {
  it.each([
    ['i will take the plain sand one in M', /^Plain Sand Tee — M: \d+ left\. To buy it, choose M on the product page/],
    ["ok I'll take the loop one in L please", /^Loop Boxy Tee — L: \d+ left\. To buy it, choose L on the product page/],
    ["I'll take the plain one", /^To buy the Plain Sand Tee: choose the options you want on the product page/],
  ] as const)('"tees" → "%s": that tee, and how to buy it', async (decision, answered) => {
    const [, answer] = await kiln.converse('tees', decision);
    expect(answer!.text).toMatch(answered);
    expect(answer!.text).not.toMatch(/Composition|specs/);
  });
});
