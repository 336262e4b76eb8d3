import { describe, expect, it } from 'vitest';
import { partsOf, SHOPS } from './focus-support.js';
import { shopForFile } from './shop-for-file.js';

// Found talking to the demo shop as a shopper, rules path: "do you have a physical store?" was read as a search for a
// product called "a physical store" ("I couldn't find “a physical store” in this shop. We sell phones…"), and "do you
// have a store in Shanghai?" asked "Which product do you mean?". Asking where to go in person is a question for the
// shop's help articles; the demo publishes none on stores, so the answer says it found nothing on that.
const { talk } = shopForFile(SHOPS.demo);

describe('a question about visiting a store is not a product search (demo shop, rules path)', () => {
  it.each(['do you have a physical store?', 'do you have a store in Shanghai?'])('"%s" goes to the help articles', async (question) => {
    const c = await talk('en');
    const answer = await c.say(question);
    expect(answer.text).not.toMatch(/We sell|Which product|couldn't find “/);
    expect(partsOf(answer, 'product')).toEqual([]);
    expect(answer.text).toContain('I could not find anything on that');
  });
});
