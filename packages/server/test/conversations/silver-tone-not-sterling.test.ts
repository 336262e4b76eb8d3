import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importedShopForFile } from '../shop/imported-shop.js';

// "is it real silver?" of a piece merely tagged or titled "Silver" answered "Yes — the Halo Hoops are tagged “Silver”."
// and "Yes — as its name says: Silver Leaf Pendant.": silver-coloured or plated is not sterling, and Kefu promised it.
// Built: silver asked as real, genuine, solid or pure asks its grade as "is it sterling silver?" / "是纯银的吗" do — the
// answer says what the listing says and that it does not say sterling (metal-parts.ts sterlingUnsaid); a listing that
// says sterling or 925 is still a yes. Fixture: hoops tagged Silver, a pendant titled Silver, a 925 sterling ring.
const EXPORT = fileURLToPath(new URL('../fixtures/shopify/jewellery-silver-tone.csv', import.meta.url));
const shop = importedShopForFile(EXPORT, { folder: 'brindle-silver-tone', name: 'Brindle Works', currency: 'USD' });

describe('"is it real silver?" of a piece tagged or titled Silver (imported export, rules path)', () => {
  it('en, tagged Silver: the tag, and that the listing does not say sterling', async () => {
    const [, answer] = await shop.converse('tell me about the halo hoops', 'is it real silver?');
    expect(answer!.text).toBe('The listing for the Halo Hoops says silver, not whether they are sterling silver: the Halo Hoops are tagged “Silver”.');
  });

  it('en, the first one of a list: "is the first one real silver?"', async () => {
    const [list, answer] = await shop.converse('show me earrings', 'is the first one real silver?');
    expect(list!.products[0]).toBe('Halo Hoops');
    expect(answer!.text).not.toMatch(/^Yes/);
    expect(answer!.text).toContain('not whether they are sterling silver');
  });

  it('en, titled Silver: "is it genuine silver?" is no yes from the name', async () => {
    const [, answer] = await shop.converse('tell me about the silver leaf pendant', 'is it genuine silver?');
    expect(answer!.text).toBe('The listing for the Silver Leaf Pendant says silver, not whether it is sterling silver: as its name says: Silver Leaf Pendant.');
  });

  it('en, a listing that says 925 sterling: still yes', async () => {
    const [, answer] = await shop.converse('tell me about the moon ring', 'is it real silver?');
    expect(answer!.text).toBe('Yes — Moon Ring: Solid 925 sterling silver band with a crescent moon.');
  });

  it('zh-CN "是纯银的吗" / "是真银的吗" of the hoops: only silver is said, not 纯银', async () => {
    for (const question of ['是纯银的吗', '是真银的吗']) {
      const [, answer] = await shop.converseIn('zh-CN', '介绍一下halo hoops', question);
      expect(answer!.text).toMatch(/^商品信息只写了 silver，没有写明 Halo Hoops 是否为(?:纯银|真银)：Halo Hoops 带有「Silver」标签。$/);
    }
  });
});
