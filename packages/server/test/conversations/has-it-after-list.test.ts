import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importedShopForFile } from '../shop/imported-shop.js';

// On a real swimwear export, "show me bikini tops" → "does it have padding?" answered "Sorry, I could not find anything
// on that", and "有胸垫吗" / "带胸垫吗" the same or "没有写明是否支持胸垫" — two such answers and the chat went to a
// person — though "is it padded?" was answered for each top, and one top is tagged REMOVEABLE PADS. "do they come with
// pads?" was answered as a question about the box. Built: "does it / do they have (or come with) padding, pads, a
// lining", and "有胸垫吗", "带内衬吗" asked alone right after a list or of the product in focus, ask each product whether
// it has it (quality-question.ts), answered from its listing; the unsaid are named together ("whether it has padding",
// "是否有胸垫"). Fixture: three bikini tops, one with removable pads in its description, one tagged LINED.
const EXPORT = fileURLToPath(new URL('../fixtures/shopify/swim-padded-tops.csv', import.meta.url));
const shop = importedShopForFile(EXPORT, { folder: 'brinewell-pads', name: 'Brinewell', currency: 'USD' });

describe('"does it have padding?" after a list (imported swimwear export, rules path)', () => {
  it('"show me bikini tops" → "does it have padding?": yes for the padded top, the other two named as unsaid', async () => {
    const [list, padding] = await shop.converse('show me bikini tops', 'does it have padding?');
    expect(list!.products).toEqual(['Coral Bandeau Top', 'Dune Triangle Top', 'Wake Halter Top']);
    expect(padding!.text).toBe(
      'Yes — Coral Bandeau Top: Strapless bandeau bikini top with removable pads and a silicone grip. Neither listing says whether it has padding: Dune Triangle Top, Wake Halter Top.',
    );
  });

  it('"do they come with pads?" after the list is about padding, not the box', async () => {
    const [, pads] = await shop.converse('show me bikini tops', 'do they come with pads?');
    expect(pads!.text).toMatch(/^Yes — Coral Bandeau Top: .*removable pads.* Neither listing says whether it has pads: Dune Triangle Top, Wake Halter Top\.$/);
  });

  it('zh-CN "有哪些比基尼上衣" → "有胸垫吗" → "带内衬吗": each top answered from its listing', async () => {
    const [, padding, lining] = await shop.converseIn('zh-CN', '有哪些比基尼上衣', '有胸垫吗', '带内衬吗');
    expect(padding!.text).toBe(
      '是的，Coral Bandeau Top 的商品说明：“Strapless bandeau bikini top with removable pads and a silicone grip.”\n这两款的商品信息都没有写明是否有胸垫：Dune Triangle Top、Wake Halter Top。',
    );
    expect(lining!.text).toBe('这两款的商品信息都没有写明是否有内衬：Coral Bandeau Top、Wake Halter Top。是的，Dune Triangle Top 带有「LINED」标签。');
  });

  it('"does it come with pads?" of the product in focus: whether it has pads, not what is in its box', async () => {
    const [, pads] = await shop.converse('tell me about the wake halter top', 'does it come with pads?');
    expect(pads!.text).toBe('The listing for the Wake Halter Top does not say whether it has pads.');
  });

  it('"有胸垫吗" with nothing shown before stays a search, not a question about a product', async () => {
    const [answer] = await shop.converseIn('zh-CN', '有胸垫吗');
    expect(answer!.text).not.toMatch(/是否有胸垫/);
  });
});
