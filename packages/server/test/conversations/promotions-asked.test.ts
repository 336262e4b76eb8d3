import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { demoCatalog, partsOf, SHOPS } from './focus-support.js';
import { shopForFile } from './shop-for-file.js';

// Promotions asked plainly, shops/demo, rules path. Before: "any discount?" after "how much is it?" had asked which of
// a list answered "Sorry, I did not quite understand"; "is there a sale?" after a list searched or was not
// understood; "有优惠吗" / "is there a sale?" with nothing in view asked "which product?" or found nothing. Now a
// promotion question naming no product is about the products in view — each one's price and the promotions that
// take off it ("Find X9 ¥3999; with National subsidy −¥500 you pay ¥3499"), the "can't change prices" line said
// once — and with nothing in view it lists the shop's promotions running now (of a kind, when one is named).
// Prices come from products.json, promotions from shop.yaml.
const catalog = demoCatalog();
interface ShopPromotion {
  name: string;
  discount: { amount: { amount: number } };
  appliesTo: { productIds: string[] };
  i18n: { en: { name: string } };
}
const promotions = (parse(readFileSync(`${SHOPS.demo}shop.yaml`, 'utf8')) as { promotions: ShopPromotion[] }).promotions;
const offOf = (title: string) => promotions.find((promotion) => promotion.appliesTo.productIds.includes(catalog.get(title)!.productId));
const yuan = (cents: number) => `¥${cents / 100}`;
const { talk } = shopForFile(SHOPS.demo);

/** What the price answer says of one product, promotions taken off. */
function priced(title: string, en: boolean): string {
  const { price } = catalog.get(title)!;
  const off = offOf(title);
  if (!off) return en ? `The ${title} is ${yuan(price)}.` : `${title} 当前售价 ${yuan(price)}。`;
  const amount = off.discount.amount.amount;
  return en
    ? `The ${title} is ${yuan(price)}; with ${off.i18n.en.name} −${yuan(amount)} you pay ${yuan(price - amount)}.`
    : `${title} 当前售价 ${yuan(price)}，可享${off.name}减 ${yuan(amount)}，到手价 ${yuan(price - amount)}。`;
}
const phones = [...catalog.values()].filter((product) => product.type === catalog.get('Find X9')!.type);
const tablets = [...catalog.values()].filter((product) => product.type === catalog.get('Pad 3')!.type).map((product) => product.title);

describe('promotions asked plainly (demo, rules path)', () => {
  it('"any discount?" while "which one do you mean?" waits on a list: each listed phone\'s price with its promotions', async () => {
    const c = await talk('en');
    const list = partsOf(await c.say('show me phones'), 'product').map((part) => part.name);
    expect(list.length).toBeGreaterThanOrEqual(2);
    expect((await c.say('how much is it?')).text).toContain('Which one do you mean?');
    const answer = await c.say('any discount?');
    expect(answer.text).not.toContain('did not quite understand');
    for (const title of list) expect(answer.text).toContain(priced(title, true));
    expect(answer.text.match(/can't change prices/g)).toHaveLength(1);
  });

  it('"有优惠吗" right after a list of tablets: each tablet\'s price and subsidy', async () => {
    const c = await talk('zh-CN');
    await c.say('有什么平板');
    const answer = await c.say('有优惠吗');
    for (const title of tablets) expect(answer.text).toContain(priced(title, false));
    expect(answer.text.match(/无法改价/g)).toHaveLength(1);
  });

  it('"any deals?" with the X9 in focus: its price after the subsidy', async () => {
    const c = await talk('en');
    await c.say('tell me about the X9');
    expect((await c.say('any deals?')).text).toContain(priced('Find X9', true));
  });

  it('"is there a sale?" with nothing in view: the promotions running now, their products as quick replies', async () => {
    const c = await talk('en');
    const answer = await c.say('is there a sale?');
    expect(answer.text).toMatch(/^Promotions running now: National subsidy: /);
    expect(answer.text).toContain(`Find X9 −${yuan(offOf('Find X9')!.discount.amount.amount)}`);
    const replies = partsOf(answer, 'quick_replies')[0]!.replies.map((reply) => reply.text);
    expect(replies).toContain('Find X9');
  });

  it('"有优惠吗" / "有什么活动" with nothing in view: 国补 and what it takes off, not "which product?"', async () => {
    for (const text of ['有优惠吗', '有什么活动']) {
      const c = await talk('zh-CN');
      const answer = await c.say(text);
      expect(answer.text).toMatch(/^当前进行中的优惠：国补：/);
      expect(answer.text).toContain(`Find X9 减 ${yuan(offOf('Find X9')!.discount.amount.amount)}`);
    }
  });

  it('"any discounts on phones?": only the promotions of phones, no tablet named', async () => {
    const c = await talk('en');
    const answer = await c.say('any discounts on phones?');
    expect(answer.text).toMatch(/^Promotions running now: /);
    for (const phone of phones.filter((product) => offOf(product.title))) expect(answer.text).toContain(`${phone.title} −`);
    for (const tablet of tablets) expect(answer.text).not.toContain(`${tablet} −`);
  });

  it('"do you have any coupons?" lists the promotions, not "coupons" searched for', async () => {
    const c = await talk('en');
    const answer = await c.say('do you have any coupons?');
    expect(answer.text).not.toContain('couldn');
    expect(answer.text).toMatch(/^Promotions running now: /);
  });

  it('"X9有优惠吗" still answers the X9 alone', async () => {
    const c = await talk('zh-CN');
    expect((await c.say('X9有优惠吗')).text).toContain(priced('Find X9', false));
  });
});

// The same on threadline (an English shop, a percentage promotion by tag, translated to Chinese in shop.yaml).
const threadline = shopForFile(SHOPS.threadline);
const summer = (parse(readFileSync(`${SHOPS.threadline}shop.yaml`, 'utf8')) as { promotions: Array<{ name: string; i18n: Record<string, { name: string }> }> })
  .promotions[0]!;

describe('promotions asked plainly (threadline, rules path)', () => {
  it(`"any promotions?" / "有优惠吗" with nothing in view: ${summer.name}`, async () => {
    expect((await (await threadline.talk('en')).say('any promotions?')).text).toMatch(new RegExp(`^Promotions running now: ${summer.name}: 20% off`));
    expect((await (await threadline.talk('zh-CN')).say('有优惠吗')).text).toMatch(new RegExp(`^当前进行中的优惠：${summer.i18n['zh-CN']!.name}：`));
  });
});
