import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importedShop, type ImportedShop } from '../shop/imported-shop.js';

// Issue 17 item 2 on a swimwear export that tags its tops ADJUSTABLE: right after a list of tops, "is it adjustable?"
// searched the shop again for the tops tagged so (the focus moving to a new list), "is it lined?" and "是可调节的吗"
// found nothing. Asked right after a list of several products, a yes/no question about "it" is answered for each
// product listed, from its own listing; another question about "it" ("how much is it?") asks which of them. In the fixture the Breeze Top has adjustable straps and is fully lined, the
// Sandbar Top adjustable ties and is unlined, and the Ripple Top's listing says neither.
const EXPORT = fileURLToPath(new URL('../fixtures/shopify/swim-prints.csv', import.meta.url));

describe('a yes/no question right after a list is answered for each product listed (rules path)', () => {
  let shop: ImportedShop;
  beforeAll(async () => {
    shop = await importedShop(EXPORT, { folder: 'brinewell-yes-no', name: 'Brinewell', currency: 'USD' });
  });
  afterAll(async () => shop?.close());

  it('"any tops?" → "is it adjustable?": yes for the Breeze and Sandbar tops from their listings, not said for the Ripple Top', async () => {
    const [list, adjustable] = await shop.converse('any tops?', 'is it adjustable?');
    expect(list!.products).toEqual(['Breeze Top', 'Ripple Top', 'Sandbar Top']);
    expect(adjustable!.products).toEqual(['Breeze Top', 'Ripple Top', 'Sandbar Top']);
    expect(adjustable!.text).toContain('Yes — Breeze Top: Triangle top with adjustable straps, fully lined.');
    expect(adjustable!.text).toContain('The listing for the Ripple Top does not say whether it is adjustable.');
    expect(adjustable!.text).toContain('Yes — Sandbar Top: Halter top with adjustable ties and removable pads;');
    expect(adjustable!.text).not.toMatch(/matches/);
  });

  it('"any tops?" → "is it lined?": the Breeze Top is fully lined, the Sandbar Top is not', async () => {
    const [, lined] = await shop.converse('any tops?', 'is it lined?');
    expect(lined!.products).toEqual(['Breeze Top', 'Ripple Top', 'Sandbar Top']);
    expect(lined!.text).toContain('Yes — Breeze Top: Triangle top with adjustable straps, fully lined.');
    expect(lined!.text).toContain('No — Sandbar Top: unlined.');
  });

  it('"有比基尼吗" → "是可调节的吗": each bikini top listed, from its listing', async () => {
    const [list, adjustable] = await shop.converseIn('zh-CN', '有比基尼吗', '是可调节的吗');
    expect(list!.products).toEqual(['Breeze Top', 'Ripple Top', 'Sandbar Top']);
    expect(adjustable!.products).toEqual(['Breeze Top', 'Ripple Top', 'Sandbar Top']);
    expect(adjustable!.text).toContain('是的，Breeze Top 的商品说明：“Triangle top with adjustable straps, fully lined.”');
    expect(adjustable!.text).toContain('商品信息没有写明 Ripple Top 是否可调节');
    const [, lining] = await shop.converseIn('zh-CN', '有比基尼吗', '它有内衬吗');
    expect(lining!.text).toContain('不是，Sandbar Top 的商品说明：“unlined.”');
  });

  it('"how much is the ripple top?" → "any tops?" → "is it adjustable?": the list, not the Ripple Top alone discussed before it', async () => {
    const [, , adjustable] = await shop.converse('how much is the ripple top?', 'any tops?', 'is it adjustable?');
    expect(adjustable!.products).toEqual(['Breeze Top', 'Ripple Top', 'Sandbar Top']);
  });

  it('"how much is the ripple top?" → "any tops?" → "how much is it?" asks which of the tops listed, not the Ripple Top again', async () => {
    const [, , which] = await shop.converse('how much is the ripple top?', 'any tops?', 'how much is it?');
    expect(which!.text).toContain('Which one do you mean?');
    expect(which!.replies).toEqual(['Breeze Top', 'Ripple Top', 'Sandbar Top']);
  });

  it('"any tops?" → "is it adjustable?" → "how much is it?" still asks which of the tops, not the last one answered', async () => {
    const [, , which] = await shop.converse('any tops?', 'is it adjustable?', 'how much is it?');
    expect(which!.text).toContain('Which one do you mean?');
    expect(which!.replies).toEqual(['Breeze Top', 'Ripple Top', 'Sandbar Top']);
  });

  it('"any tops?" → "is it adjustable?" → "how much?" (no "it") prices each top listed, side by side', async () => {
    const [, , priced] = await shop.converse('any tops?', 'is it adjustable?', 'how much?');
    expect(priced!.text).toMatch(/^Here is how they compare: Breeze Top \$[\d.]+ vs Ripple Top \$[\d.]+ vs Sandbar Top \$[\d.]+\./);
  });
});
