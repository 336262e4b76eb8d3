import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importedShopForFile } from '../shop/imported-shop.js';

// A Latin word naming a family of two products ("kindle多少钱" of the Kindle Paperwhite and the Kindle Scribe, "how much
// is the gopro?" of two GoPros) asked "有几款商品都符合“kindle”…请问您指的是哪一款？" / "Several products match …
// Which one do you mean?", though the answer to either pick is a price the shopper wants of both. Now a price or stock
// question of two or three such products answers each one's side by side, as a list of two is answered; four (the
// Echo family) and a spec question ("kindle屏幕多大") still ask which one (plan-tools.ts).
// Fixture gadgets-families.csv: Kindle Paperwhite $149.99 (12 left), Kindle Scribe $399.99 (none left), GoPro Hero 13
// $399, GoPro Max $499, Echo Dot / Pop / Show / Studio.
const EXPORT = fileURLToPath(new URL('../fixtures/shopify/gadgets-families.csv', import.meta.url));
const shop = importedShopForFile(EXPORT, { folder: 'gadgetry-families', name: 'Gadgetry', currency: 'USD' });

describe('a word naming a family of two or three, asked its price or stock (rules path)', () => {
  it('"kindle多少钱" / "how much is the kindle?": both prices', async () => {
    const [zh] = await shop.converseIn('zh-CN', 'kindle多少钱');
    expect(zh!.text).toBe('Kindle Paperwhite 当前售价 $149.99。Kindle Scribe 当前售价 $399.99。');
    const [en] = await shop.converseIn('en', 'how much is the kindle?');
    expect(en!.text).toBe('The Kindle Paperwhite is $149.99. The Kindle Scribe is $399.99.');
  });

  it('"how much is the gopro?": both GoPros', async () => {
    const [answer] = await shop.converseIn('en', 'how much is the gopro?');
    expect(answer!.text).toContain('GoPro Max is $499');
    expect(answer!.text).toContain('GoPro Hero 13 is $399');
    expect(answer!.text).not.toMatch(/Which one/);
  });

  it('"kindle有货吗" / "is the kindle in stock?": each one\'s stock', async () => {
    const [zh] = await shop.converseIn('zh-CN', 'kindle有货吗');
    expect(zh!.text).toBe('Kindle Paperwhite：有货（剩 12 件）。Kindle Scribe：暂时缺货。');
    const [en] = await shop.converseIn('en', 'is the kindle in stock?');
    expect(en!.text).toBe('Kindle Paperwhite — 12 left. Kindle Scribe — sold out.');
  });

  it('four (the Echo family) and a spec question still ask which one', async () => {
    const [echo] = await shop.converseIn('en', 'how much is the echo?');
    expect(echo!.text).toMatch(/Which one do you mean\?/);
    expect(echo!.replies).toHaveLength(4);
    const [screen] = await shop.converseIn('zh-CN', 'kindle屏幕多大');
    expect(screen!.text).toContain('请问您指的是哪一款？');
    expect(screen!.replies).toEqual(['Kindle Paperwhite屏幕多大', 'Kindle Scribe屏幕多大']);
  });
});
