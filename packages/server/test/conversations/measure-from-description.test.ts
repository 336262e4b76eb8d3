import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importedShopForFile } from '../shop/imported-shop.js';
import { SHOPS } from './focus-support.js';
import { shopForFile } from './shop-for-file.js';

// "how long is the gemstone necklace?" on a jewellery export answered "Gemstone Necklace specs: Colour: Blue / Purple."
// though its description says "Sterling silver chain, 14 inches"; "how long is it?" and "这条项链多长" of the necklace
// in focus were "could not find anything" (a help-article search), and "what size is it?" handed the shopper over.
// Built (measure-question.ts, measure-of-one.ts, measure-answer.ts): a length, width, height or size question of a
// product with no such attribute quotes the description sentences holding a measure (inches, cm, mm, "), in Chinese
// as the listing's words in quotation marks; a listing without one says it does not say — never its colours instead.
// Fixture jewellery-measures.csv: Lumen Moonstone Necklace "Gold-filled chain, 18 inches" (Gold / Rose); Tide Cuff
// Bracelet, no measure (Silver / Gold). On shops/demo a phone lists no measure attribute, but its screen's value gives
// one: "X9多大" / "how big is the X9?" answer it, not that the listing does not say.
const EXPORT = fileURLToPath(new URL('../fixtures/shopify/jewellery-measures.csv', import.meta.url));
const orla = importedShopForFile(EXPORT, { folder: 'orla-measures', name: 'Orla', currency: 'USD' });
const demo = shopForFile(SHOPS.demo);

describe('a measure asked of a product, from its description (rules path)', () => {
  it('"how long is the lumen moonstone necklace?": the sentence with 18 inches, not its colours', async () => {
    const [answer] = await orla.converse('how long is the lumen moonstone necklace?');
    expect(answer!.text).toBe("The Lumen Moonstone Necklace's listing says: Gold-filled chain, 18 inches.");
    expect(answer!.products).toEqual(['Lumen Moonstone Necklace']);
  });

  it.each(['how long is it?', 'what size is it?', 'what are the dimensions?'])('"%s" of the necklace in focus: the 18 inches', async (question) => {
    const [, answer] = await orla.converse('tell me about the lumen moonstone necklace', question);
    expect(answer!.text).toContain('Gold-filled chain, 18 inches.');
    expect(answer!.text).not.toMatch(/could not find|connecting you|Colour/);
  });

  it('zh-CN "这条项链多长" of the necklace in focus: the listing\'s sentence, quoted', async () => {
    const [, answer] = await orla.converseIn('zh-CN', 'Lumen Moonstone Necklace', '这条项链多长');
    expect(answer!.text).toBe('Lumen Moonstone Necklace 的商品说明：“Gold-filled chain, 18 inches.”');
  });

  it('"how long is the tide cuff bracelet?" / "这个多宽": its listing does not say, no colours', async () => {
    const [en] = await orla.converse('how long is the tide cuff bracelet?');
    expect(en!.text).toBe('The listing for the Tide Cuff Bracelet does not say how long it is.');
    const [, zh] = await orla.converseIn('zh-CN', 'Tide Cuff Bracelet', '这个多宽');
    expect(zh!.text).toBe('Tide Cuff Bracelet 的商品信息没有写明有多宽。');
  });

  it('"how long is shipping?" right after the necklace is still the shipping question, not its length', async () => {
    const [, answer] = await orla.converse('tell me about the lumen moonstone necklace', 'how long is shipping?');
    expect(answer!.text).not.toContain('18 inches');
  });

  it.each([
    ['zh-CN', 'X9多大', 'Find X9 的屏幕：6.59英寸 1.5K 120Hz。'],
    ['en', 'how big is the X9?', 'Find X9 — Screen: 6.59-inch 1.5K 120Hz.'],
  ] as const)('demo %s "%s": the attribute whose value gives a measure (its screen)', async (locale, question, said) => {
    const answer = await (await demo.talk(locale)).say(question);
    expect(answer.text).toBe(said);
  });
});
