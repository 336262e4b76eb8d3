import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importedShop, type ImportedShop } from '../shop/imported-shop.js';
import { SHOPS } from './focus-support.js';
import { shopForFile } from './shop-for-file.js';

// What's in the box, rules path. Before: "tell me about the X9" → "does it come with a charger?" answered with the
// demo shop's "Slow charging or not charging" troubleshooting article, "is a case included?" with the earbuds'
// warranty notes, "包装里有充电器吗" / "送充电头吗" with the phone's charging spec. Now a what's-in-the-box question about
// the product in focus is answered from its listing: a sentence of its description saying what it includes (yes),
// else that the listing does not say what comes in the box. The fixture's Tern Speaker includes a USB-C cable and a
// travel pouch; the Heron Speaker's listing says nothing of its box.
const EXPORT = fileURLToPath(new URL('../fixtures/shopify/quayside-in-the-box.csv', import.meta.url));
const { talk } = shopForFile(SHOPS.demo);

describe('what comes in the box (demo shop, rules path)', () => {
  it('"tell me about the X9" → "does it come with a charger?" / "is a case included?": the listing does not say, no article', async () => {
    const c = await talk('en');
    await c.say('tell me about the X9');
    const charger = await c.say('does it come with a charger?');
    expect(charger.text).toBe('The listing for the Find X9 does not say what comes in the box (whether a charger is included).');
    expect((await c.say('is a case included?')).text).toBe('The listing for the Find X9 does not say what comes in the box (whether a case is included).');
  });

  it('"介绍一下X9" → "包装里有充电器吗" / "送充电头吗": 没有写明, not its charging spec', async () => {
    const c = await talk('zh-CN');
    await c.say('介绍一下X9');
    expect((await c.say('包装里有充电器吗')).text).toBe('商品信息没有写明 Find X9 包装里有什么（是否附带充电器）。');
    expect((await c.say('送充电头吗')).text).toBe('商品信息没有写明 Find X9 包装里有什么（是否附带充电头）。');
  });
});

describe('what comes in the box (an imported shop whose descriptions say it, rules path)', () => {
  let shop: ImportedShop;
  beforeAll(async () => {
    shop = await importedShop(EXPORT, { folder: 'quayside-in-the-box', name: 'Quayside', currency: 'USD' });
  });
  afterAll(async () => shop?.close());

  it('"does the Tern Speaker come with a cable?": yes, from the sentence that says what it includes', async () => {
    const [answer] = await shop.converse('does the Tern Speaker come with a cable?');
    expect(answer!.text).toBe('Yes — Tern Speaker: Includes a USB-C cable and a travel pouch.');
  });

  it('"what\'s in the box?" after the Heron Speaker: its listing does not say', async () => {
    const [, answer] = await shop.converse('tell me about the Heron Speaker', "what's in the box?");
    expect(answer!.text).toBe('The listing for the Heron Speaker does not say what comes in the box.');
  });
});
