import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importedShop, type ImportedShop } from '../shop/imported-shop.js';

// Found trying a streetwear export as a shopper: "how much is the grey loop tee?" answered "The Grey Loop Tee does not
// come in 灰." before its price: the colour word of the product's own title was read as a colour asked for. A colour
// word that only names the product is no option wish; one said besides is.
const EXPORT = fileURLToPath(new URL('../fixtures/shopify/streetwear-described.csv', import.meta.url));

describe('a colour word in the title the shopper names is no colour asked for (rules path)', () => {
  let shop: ImportedShop;
  beforeAll(async () => {
    shop = await importedShop(EXPORT, { folder: 'kiln-lane-colour', name: 'Kiln Lane', currency: 'USD' });
  });
  afterAll(async () => shop?.close());

  it('"how much is the grey loop tee?" / "Grey Loop T恤多少钱": its price, nothing about a grey it lacks', async () => {
    const [price] = await shop.converse('how much is the grey loop tee?');
    expect(price!.text).toBe('The Grey Loop Tee is $36.');
    const [zh] = await shop.converseIn('zh-CN', 'Grey Loop T恤多少钱');
    expect(zh!.text).toBe('Grey Loop Tee 当前售价 $36。');
  });

  it('"does the grey loop tee come in black?" still asks about black', async () => {
    const [black] = await shop.converse('does the grey loop tee come in black?');
    expect(black!.text).toContain('does not come in "black"');
  });
});
