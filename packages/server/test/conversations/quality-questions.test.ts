import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importedShop, type ImportedShop } from '../shop/imported-shop.js';
import { partsOf, SHOPS } from './focus-support.js';
import { shopForFile } from './shop-for-file.js';

// Issue 17 item 2: "is it silver?" about the one product in focus listed every silver product, and on threadline "is it
// cotton?" after the Linen Shirt answered the specs of a cotton tee. A yes/no question about what the product in focus
// is (made of) is answered from its listing: yes with where it says so, no with what it is made of, or that it does not
// say. Expected words are read from the exports, not written here.
const EXPORT = fileURLToPath(new URL('../fixtures/shopify/jewellery-singular-types.csv', import.meta.url));

/** Each product's description as words (HTML taken out), by title, read from a Shopify export. */
function descriptions(file: string): Map<string, string> {
  const rows = parse(readFileSync(file), { columns: true, skip_empty_lines: true }) as Array<Record<string, string>>;
  return new Map(
    rows
      .filter((row) => row['Title'])
      .map((row) => [
        row['Title']!,
        row['Body (HTML)']!.replace(/<[^>]+>/g, ' ')
          .replace(/&amp;/g, '&')
          .replace(/\s+/g, ' ')
          .trim(),
      ]),
  );
}
const described = descriptions(EXPORT);
/** The description's sentence (up to its full stop) that holds a word. */
const sentenceWith = (title: string, word: string) =>
  described
    .get(title)!
    .split(/(?<=\.)\s+/)
    .find((sentence) => sentence.toLowerCase().includes(word))!;

describe('a yes/no question about what the product in focus is (jewellery export, rules path)', () => {
  let shop: ImportedShop;
  beforeAll(async () => {
    shop = await importedShop(EXPORT, { folder: 'wren', name: 'Wren & Co', currency: 'USD' });
  });
  afterAll(async () => shop?.close());

  it('"how much is the tidepool necklace?" → "is it silver?": yes, from its description, about that necklace only', async () => {
    const [, silver] = await shop.converse('how much is the tidepool necklace?', 'is it silver?');
    expect(silver!.products).toEqual(['Tidepool Necklace']);
    expect(silver!.text).toBe(`Yes — Tidepool Necklace: ${sentenceWith('Tidepool Necklace', 'silver')}`);
  });

  it('"how much is the harbour chain?" → "is this one silver?": no, and what its listing says it is (its Gold tag)', async () => {
    const [, silver] = await shop.converse('how much is the harbour chain?', 'is this one silver?');
    expect(silver!.products).toEqual(['Harbour Chain']);
    expect(silver!.text).toBe('No — Harbour Chain, tagged Gold.');
  });

  it('"tell me about the fern choker" → "is it real gold?": not a plain yes, the charm is plated', async () => {
    const [, gold] = await shop.converse('tell me about the fern choker', 'is it real gold?');
    expect(gold!.products).toEqual(['Fern Choker']);
    expect(gold!.text).toMatch(/^Not solid gold/);
    expect(gold!.text).toContain(sentenceWith('Fern Choker', 'gold-plated'));
  });

  it('"what colours does the bead bracelet come in?" → "is it silver?" → "are they waterproof?": the listing does not say, for that bracelet', async () => {
    const [, silver, waterproof] = await shop.converse('what colours does the bead bracelet come in?', 'is it silver?', 'is it waterproof?');
    expect(silver!.products).toEqual(['Bead Bracelet']);
    expect(silver!.text).toBe('The listing for the Bead Bracelet does not say whether it is silver.');
    expect(waterproof!.products).toEqual(['Bead Bracelet']);
    expect(waterproof!.text).toBe('The listing for the Bead Bracelet does not say whether it is waterproof.');
    // Two different questions about one product are not one question asked again.
    expect(waterproof!.replies).not.toContain('talk to a person');
  });

  it('zh-CN on the English export: "Tidepool Necklace多少钱" → "它是纯银的吗" → the listing says silver, in Chinese, the shop\'s sentence as written', async () => {
    const [, silver] = await shop.converseIn('zh-CN', 'Tidepool Necklace多少钱', '它是纯银的吗');
    expect(silver!.products).toEqual(['Tidepool Necklace']);
    // 纯银 asks more than "a silver chain" says (metal-part-by-part.test.ts): the listing's word, not a yes.
    expect(silver!.text).toBe(`商品信息只写了 silver，没有写明 Tidepool Necklace 是否为纯银：${sentenceWith('Tidepool Necklace', 'silver')}`);
  });

  it('zh-CN: "Fern Choker多少钱" → "是真金的吗": not real gold, plated', async () => {
    const [, gold] = await shop.converseIn('zh-CN', 'Fern Choker多少钱', '是真金的吗');
    expect(gold!.products).toEqual(['Fern Choker']);
    expect(gold!.text).toMatch(/^不是真金，是镀层/);
    expect(gold!.text).toContain(sentenceWith('Fern Choker', 'gold-plated'));
  });
});

describe('a yes/no question about what the product in focus is made of (threadline, rules path)', () => {
  const { talk } = shopForFile(SHOPS.threadline);
  const threadline = descriptions(`${SHOPS.threadline}catalog.csv`);
  const woven = threadline.get('Linen Shirt')!.split(/(?<=\.)\s+/)[0]!;

  it('"how much is the linen shirt?" → "is it cotton?" → "is it wool?": yes, then no, each from the Linen Shirt\'s description', async () => {
    const c = await talk('en');
    await c.say('how much is the linen shirt?');
    const cotton = await c.say('is it cotton?');
    expect(partsOf(cotton, 'product').map((part) => part.name)).toEqual(['Linen Shirt']);
    expect(cotton.text).toBe(`Yes — Linen Shirt: ${woven}`);
    const wool = await c.say('is it wool?');
    expect(partsOf(wool, 'product').map((part) => part.name)).toEqual(['Linen Shirt']);
    expect(wool.text).toBe(`No — Linen Shirt: ${woven}`);
  });

  it('"Linen Shirt多少钱" → "是纯棉的吗": not pure cotton (cotton and linen), about the Linen Shirt, in Chinese', async () => {
    const c = await talk('zh-CN');
    await c.say('Linen Shirt多少钱');
    const cotton = await c.say('是纯棉的吗');
    expect(partsOf(cotton, 'product').map((part) => part.name)).toEqual(['Linen Shirt']);
    expect(cotton.text).toBe(`不是纯棉：Linen Shirt 的商品说明：“${woven}”`);
  });
});
