import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importedShop, type ImportedShop } from '../shop/imported-shop.js';

// Issue 17 item 2 on a swimwear export (Color × Size, colours and sizes also tagged, as live swimwear shops do): after
// "do you have M?" about one top, "is it in stock in leopard?" answered every leopard variant, the M forgotten. A value
// of another option group asked after one was asked keeps the first (M in leopard), unless the shopper replaces it
// ("in L instead?": L in leopard). In the fixture the Breeze Top's Leopard / M has 4 left, Leopard / L is sold out and
// Black / M is sold out.
const EXPORT = fileURLToPath(new URL('../fixtures/shopify/swim-prints.csv', import.meta.url));

describe('an option asked of one product is kept when another group is asked next (rules path)', () => {
  let shop: ImportedShop;
  beforeAll(async () => {
    shop = await importedShop(EXPORT, { folder: 'brinewell-carry', name: 'Brinewell', currency: 'USD' });
  });
  afterAll(async () => shop?.close());

  it('"do you have M?" → "is it in stock in leopard?" is the leopard M; "in L instead?" the leopard L', async () => {
    const [, m, leopard, large] = await shop.converse('how much is the breeze top?', 'do you have M?', 'is it in stock in leopard?', 'in L instead?');
    expect(m!.text).toMatch(/Black \/ M: sold out/);
    expect(leopard!.products).toEqual(['Breeze Top']);
    expect(leopard!.text).toMatch(/Leopard \/ M: 4 left/);
    expect(leopard!.text).not.toMatch(/Leopard \/ (?:XS|S|L):/);
    expect(large!.products).toEqual(['Breeze Top']);
    expect(large!.text).toMatch(/Leopard \/ L: sold out/);
    expect(large!.text).not.toMatch(/Black \/ L|Leopard \/ M/);
  });

  it('"有M码吗" → "豹纹的呢" is the leopard M (豹纹 is how Chinese names the print the catalog calls Leopard)', async () => {
    const [, m, leopard] = await shop.converseIn('zh-CN', 'breeze top多少钱', '有M码吗', '豹纹的呢');
    expect(m!.text).toContain('Black / M：暂时缺货');
    expect(leopard!.products).toEqual(['Breeze Top']);
    expect(leopard!.text).toContain('Leopard / M：有货');
    expect(leopard!.text).not.toMatch(/Leopard \/ (?:XS|S|L)：/);
  });

  it('"do you have M?" → "what colours?" lists the colours of the M; "what sizes?" after the leopard M lists the leopard sizes', async () => {
    const [, , colours] = await shop.converse('how much is the breeze top?', 'do you have M?', 'what colours?');
    expect(colours!.text).toMatch(/Breeze Top in M — Leopard: 4 left; Black: sold out; Pink Gingham: 4 left/);
    const [, , , sizes] = await shop.converse('how much is the breeze top?', 'do you have M?', 'and in leopard?', 'what sizes?');
    expect(sizes!.text).toMatch(/Breeze Top in Leopard — XS: 4 left; S: 4 left; M: 4 left; L: sold out/);
  });

  it('"有M码吗" → "豹纹的呢" → "换成L码呢" is the leopard L (sold out), not an exchange of an order', async () => {
    const [, , , large] = await shop.converseIn('zh-CN', 'breeze top多少钱', '有M码吗', '豹纹的呢', '换成L码呢');
    expect(large!.products).toEqual(['Breeze Top']);
    expect(large!.text).toContain('Leopard / L：暂时缺货');
    expect(large!.text).not.toMatch(/Leopard \/ M/);
  });

  it('"how much is the breeze top?" → "in black?" is the price of the black Breeze Top, not "which product?"; "in purple?" says it has none', async () => {
    const [, black, purple] = await shop.converse('how much is the breeze top?', 'in black?', 'in purple?');
    expect(black!.text).toBe('The Breeze Top in Black is $88.');
    expect(purple!.text).toBe('The Breeze Top does not come in purple. The Breeze Top is $88.');
  });

  it('"is it lined?" → "in black?" asks whether it comes in black, not its specs', async () => {
    const [, , black] = await shop.converse('how much is the breeze top?', 'is it lined?', 'in black?');
    expect(black!.products).toEqual(['Breeze Top']);
    expect(black!.text).toMatch(/^Breeze Top — Black \/ XS: 4 left; Black \/ S: 4 left; Black \/ M: sold out; Black \/ L: 4 left\.$/);
  });
});
