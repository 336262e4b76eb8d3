import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importedShopForFile } from '../shop/imported-shop.js';

// "偏大还是偏小" of a product whose English listing says how it runs answered "Marlow Rib Tank 的商品信息写明：Runs small,
// so we suggest sizing up。" — the listing's English sentence (with a Chinese full stop) read as Kefu's own words.
// Built (listing-quote.ts): in Chinese the listing's sentences are quoted as the listing's ("商品说明：“…”"), each
// keeping its own punctuation; the English answers are unchanged. Fixture fit-notes.csv (see fit-questions.test.ts).
const EXPORT = fileURLToPath(new URL('../fixtures/shopify/fit-notes.csv', import.meta.url));
const fernwick = importedShopForFile(EXPORT, { folder: 'fernwick-quoted', name: 'Fernwick', currency: 'USD' });

describe('a listing quoted in a Chinese answer (rules path)', () => {
  it('"偏大还是偏小" of the rib tank: the listing\'s sentence in quotation marks, then its sizes', async () => {
    const [, answer] = await fernwick.converseIn('zh-CN', 'Marlow Rib Tank', '偏大还是偏小');
    expect(answer!.text).toMatch(/^Marlow Rib Tank 的商品说明：“Runs small, so we suggest sizing up\.”可选尺码：S \/ M \/ L。/);
  });

  it('"尺码标准吗" of the slip dress: "true to size" quoted as the listing\'s', async () => {
    const [, answer] = await fernwick.converseIn('zh-CN', 'Juniper Slip Dress', '尺码标准吗');
    expect(answer!.text).toMatch(/^Juniper Slip Dress 的商品说明：“Fits true to size: take your usual size\.”/);
  });

  it('"会偏小吗" of the boxy tee: its cut quoted, and that it does not say how it runs', async () => {
    const [, answer] = await fernwick.converseIn('zh-CN', 'Alder Boxy Tee', '会偏小吗');
    expect(answer!.text).toMatch(
      /^Alder Boxy Tee 的商品说明没有写明尺码偏大还是偏小，只描述了版型：“The boxy fit keeps it relaxed\.”可选尺码：S \/ M \/ L \/ XL。/,
    );
  });

  it('English is unchanged: "is it true to size?" of the rib tank', async () => {
    const [, answer] = await fernwick.converse('tell me about the marlow rib tank', 'is it true to size?');
    expect(answer!.text).toMatch(/^The Marlow Rib Tank's listing says: Runs small, so we suggest sizing up\. It comes in S \/ M \/ L\./);
  });
});
