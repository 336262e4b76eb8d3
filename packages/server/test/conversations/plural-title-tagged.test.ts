import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importedShopForFile } from '../shop/imported-shop.js';

// "is it hypoallergenic?" of earrings whose listing says so only in a tag answered "Yes — the Fern Stud Earrings is
// tagged “Hypoallergenic”.": the verb did not agree with a plural title. Built (quality-answer.ts): the sentence
// quoting a tag says "are tagged" for a plural title (isPluralTitle, as the other answers do), "is tagged" otherwise.
// Fixture jewellery-tagged-plural.csv: Fern Stud Earrings and Fern Leaf Pendant, both only tagged Hypoallergenic.
const EXPORT = fileURLToPath(new URL('../fixtures/shopify/jewellery-tagged-plural.csv', import.meta.url));
const marram = importedShopForFile(EXPORT, { folder: 'marram-tagged', name: 'Marram', currency: 'USD' });

describe('a tag quoted for a plural title (rules path)', () => {
  it('"is it hypoallergenic?" of the earrings: "are tagged"', async () => {
    const [, answer] = await marram.converse('tell me about the fern stud earrings', 'is it hypoallergenic?');
    expect(answer!.text).toBe('Yes — the Fern Stud Earrings are tagged “Hypoallergenic”.');
  });

  it('"is it hypoallergenic?" of the pendant: still "is tagged"', async () => {
    const [, answer] = await marram.converse('tell me about the fern leaf pendant', 'is it hypoallergenic?');
    expect(answer!.text).toBe('Yes — the Fern Leaf Pendant is tagged “Hypoallergenic”.');
  });

  it('"防过敏吗" of the earrings: the tag, in Chinese', async () => {
    const [, answer] = await marram.converseIn('zh-CN', 'Fern Stud Earrings', '防过敏吗');
    expect(answer!.text).toBe('是的，Fern Stud Earrings 带有「Hypoallergenic」标签。');
  });
});
