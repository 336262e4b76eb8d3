import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { openShop } from '../../shop/open-shop.js';
import { readShopFolder } from '../../shop/read-demo-shop.js';
import { buildProductLexicon } from './product-lexicon.js';
import { recognizeWithRules } from './rules-engine.js';

const demo = readShopFolder();
const demoLexicon = buildProductLexicon(demo.products, demo.profile);
// The same catalog without its folder's lexicon.yaml: what the code alone knows.
const withoutWords = buildProductLexicon(demo.products, { ...demo.profile, lexicon: undefined });
const threadline = await openShop(fileURLToPath(new URL('../../../../../shops/threadline/', import.meta.url)));
const threadlineLexicon = buildProductLexicon(threadline.products, threadline.profile);
const intents = (text: string, lexicon = demoLexicon) => recognizeWithRules(text, lexicon).intents.map((intent) => intent.type);

describe("fault and damage cues: the device words are the demo shop's data, the generic ones are every shop's", () => {
  it.each([
    ['手机开不了机', 'fault_diagnosis'],
    ['平板老是黑屏', 'fault_diagnosis'],
    ["My phone won't turn on", 'fault_diagnosis'],
    ['屏幕碎了能修吗', 'repair_process'],
  ])('the demo shop reads "%s" as %s from its lexicon.yaml', (text, intent) => {
    expect(intents(text)).toContain(intent);
  });

  it.each(['手机开不了机', '平板老是黑屏', "My phone won't turn on"])('without the shop\'s lexicon.yaml the code does not know "%s" as a fault', (text) => {
    expect(intents(text, withoutWords)).not.toContain('fault_diagnosis');
  });

  it.each([
    ['The zipper on my jacket is not working', 'fault_diagnosis'],
    ['外套的拉链出问题了', 'fault_diagnosis'],
    ['My sneaker sole is broken, can you fix it?', 'repair_process'],
    ['衬衫的扣子坏了', 'repair_process'],
  ])('a shop without fault words (threadline) reads "%s" as %s from the generic wording', (text, intent) => {
    expect(intents(text, threadlineLexicon)).toContain(intent);
  });
});
