import { describe, expect, it } from 'vitest';
import { Conversation, demoCatalog, partsOf, SHOPS } from './focus-support.js';
import { shopForFile } from './shop-for-file.js';

// Issue 17 item 2 on the demo shop, rules path (no model), over a real socket: what a follow-up leaves out is taken from
// the dialogue state. Expected names, prices, colours and specs come from shops/demo/products.json.
const catalog = demoCatalog();
const product = (title: string) => catalog.get(title)!;
const X8 = product('Find X8');
const X9 = product('Find X9');
const X9Pro = product('Find X9 Pro');
const yuan = (cents: number) => String(cents / 100);

const { talk } = shopForFile(SHOPS.demo);

describe('products in focus on the demo shop (rules path)', () => {
  it('"X9多少钱" → "那X8呢" answers the X8\'s price, not its specs', async () => {
    const c = await talk();
    expect(partsOf(await c.say('X9多少钱'), 'price')[0]).toMatchObject({ name: X9.title, price: { amount: X9.price } });
    const x8 = await c.say('那X8呢');
    expect(partsOf(x8, 'price')).toEqual([expect.objectContaining({ name: X8.title, price: expect.objectContaining({ amount: X8.price }) })]);
    expect(x8.text).toContain(`¥${yuan(X8.price)}`);
    expect(x8.text).not.toContain(X8.attributes['电池']!);
  });

  it('"How much is the X9?" → "and the X8?" answers the X8\'s price in English', async () => {
    const c = await talk('en');
    await c.say('How much is the X9?');
    const x8 = await c.say('and the X8?');
    expect(partsOf(x8, 'price')).toEqual([expect.objectContaining({ name: X8.title, price: expect.objectContaining({ amount: X8.price }) })]);
    expect(x8.text).toContain(`¥${yuan(X8.price)}`);
    expect(x8.text).not.toMatch(/specs|Battery/);
  });

  it('"X9多少钱" → "那X8呢" → "有白色的吗" → "它的电池多大": the white X8 and the X8\'s battery', async () => {
    const c = await talk();
    await c.say('X9多少钱');
    await c.say('那X8呢');
    const white = await c.say('有白色的吗');
    const x8White = X8.colors.find((color) => color.zh.includes('白'))!;
    expect(partsOf(white, 'product')[0]).toMatchObject({ productId: X8.productId });
    expect(white.text).toContain(X8.title);
    expect(white.text).toContain(x8White.zh);
    for (const other of X8.colors.filter((color) => color !== x8White)) expect(white.text).not.toContain(other.zh);
    const battery = await c.say('它的电池多大');
    expect(battery.text).toContain(X8.title);
    expect(battery.text).toContain(X8.attributes['电池']!);
    expect(battery.text).not.toContain(X9.attributes['电池']!);
  });

  it('"How much is the X9?" → "and the X8?" → "is it in stock?" → "how much is it": the X8 throughout', async () => {
    const c = await talk('en');
    await c.say('How much is the X9?');
    await c.say('and the X8?');
    const stock = await c.say('is it in stock?');
    expect(partsOf(stock, 'product')[0]).toMatchObject({ productId: X8.productId });
    for (const color of X8.colors) expect(stock.text).toContain(color.en);
    const price = await c.say('how much is it');
    expect(partsOf(price, 'price')).toEqual([expect.objectContaining({ name: X8.title, price: expect.objectContaining({ amount: X8.price }) })]);
  });

  it('"对比一下X8和X9" → "哪个拍照更好" compares the two in focus, not four recommendations', async () => {
    const c = await talk();
    await c.say('对比一下X8和X9');
    const better = await c.say('哪个拍照更好');
    expect(partsOf(better, 'comparison').map((part) => part.products.map((p) => p.name))).toEqual([[X8.title, X9.title]]);
    expect(partsOf(better, 'product')).toEqual([]);
    expect(better.text).not.toContain('Find X9 Pro');
    // The camera it asks about comes first, each phone's own, not only the prices.
    expect(better.text).toMatch(new RegExp(`^影像：${X8.title} ${X8.attributes['影像']}；${X9.title} ${X9.attributes['影像']}`.replace(/[+]/g, '\\+')));
    expect(better.text).not.toContain(X8.attributes['电池']!);
  });

  it('"Compare the X8 and the X9" → "which one is better for photos?" compares the same two', async () => {
    const c = await talk('en');
    await c.say('Compare the X8 and the X9');
    const better = await c.say('which one is better for photos?');
    expect(partsOf(better, 'comparison').map((part) => part.products.map((p) => p.productId))).toEqual([[X8.productId, X9.productId]]);
    expect(partsOf(better, 'product')).toEqual([]);
    expect(better.text).toMatch(/^Camera: Find X8 [^;]*camera[^;]*; Find X9 [^.]*\./i);
    // A choice among colours is not a comparison of the products.
    expect(partsOf(await c.say('which color is better?'), 'comparison')).toEqual([]);
  });

  it('"X8和X9哪个更便宜" leads with the cheaper one', async () => {
    const c = await talk();
    const cheaper = await c.say('X8和X9哪个更便宜');
    expect(partsOf(cheaper, 'comparison')).toHaveLength(1);
    expect(cheaper.text.startsWith(`${X8.title} 更便宜：¥${yuan(X8.price)}`)).toBe(true);
  });

  it('"X9和X9 Pro有什么区别" → "Pro贵多少" → "电池哪个大" → "哪个更轻": the gap from the Pro\'s side, then each spec asked', async () => {
    const c = await talk();
    await c.say('X9和X9 Pro有什么区别');
    const gap = await c.say('Pro贵多少');
    expect(partsOf(gap, 'comparison').map((part) => part.products.map((p) => p.name).sort())).toEqual([[X9.title, X9Pro.title]]);
    // What the shopper pays: the after-promotion price the overview states for each.
    const paid = (title: string) => Number(new RegExp(`${title} ¥\\d+（优惠后 ¥(\\d+)）`).exec(gap.text)![1]);
    const [pro, x9] = [paid(X9Pro.title), paid(X9.title)];
    expect(gap.text.startsWith(`${X9Pro.title} 比 ${X9.title} 贵 ¥${pro - x9}：¥${pro} 对 ¥${x9}。`)).toBe(true);
    // The spec asked leads, each phone's own value, before the overview.
    const lead = (answer: Awaited<ReturnType<Conversation['say']>>) => answer.text.split('对比如下')[0]!;
    // "电池哪个大" names the bigger first (which-plain-adjective.test.ts), then both.
    const battery = lead(await c.say('电池哪个大'));
    const bigger = [X9, X9Pro].sort((a, b) => parseFloat(b.attributes['电池']!) - parseFloat(a.attributes['电池']!))[0]!;
    expect(battery.startsWith(`更大的是 ${bigger.title}（${bigger.attributes['电池']}）。电池：`), battery).toBe(true);
    for (const phone of [X9, X9Pro]) expect(battery).toContain(`${phone.title} ${phone.attributes['电池']}`);
    // "哪个更轻" names the lighter first (the weights of both follow).
    const lighter = lead(await c.say('哪个更轻'));
    const lightest = [X9, X9Pro].sort((a, b) => parseFloat(a.attributes['重量']!) - parseFloat(b.attributes['重量']!))[0]!;
    expect(lighter.startsWith(`更轻的是 ${lightest.title}（${lightest.attributes['重量']}）。重量：`), lighter).toBe(true);
    for (const phone of [X9, X9Pro]) expect(lighter).toContain(`${phone.title} ${phone.attributes['重量']}`);
  });

  it('"X8多少钱" → "X9呢" → "贵多少" → "X8便宜多少": the gap between the two discussed, from the side asked', async () => {
    const c = await talk();
    await c.say('X8多少钱');
    await c.say('X9呢');
    const dearer = await c.say('贵多少');
    const [x9Paid] = [...dearer.text.matchAll(/优惠后 ¥(\d+)/g)].map((match) => Number(match[1]));
    expect(partsOf(dearer, 'comparison')).toHaveLength(1);
    expect(dearer.text.startsWith(`${X9.title} 比 ${X8.title} 贵 ¥${x9Paid! - X8.price / 100}：`)).toBe(true);
    const cheaper = await c.say('X8便宜多少');
    expect(cheaper.text.startsWith(`${X8.title} 比 ${X9.title} 便宜 ¥${x9Paid! - X8.price / 100}：`)).toBe(true);
  });

  it('"Compare the X9 and the X9 Pro" → "how much more is the Pro?" → "which has the bigger battery?"', async () => {
    const c = await talk('en');
    await c.say('Compare the X9 and the X9 Pro');
    const gap = await c.say('how much more is the Pro?');
    expect(gap.text).toMatch(new RegExp(`^The ${X9Pro.title} costs ¥\\d+ more than the ${X9.title}: `));
    const battery = await c.say('which has the bigger battery?');
    // The bigger named first, then both values.
    const biggest = [X9, X9Pro].sort((a, b) => parseFloat(b.attributes['电池']!) - parseFloat(a.attributes['电池']!))[0]!;
    expect(battery.text.startsWith(`Bigger: ${biggest.title} (${biggest.attributes['电池']}). `), battery.text).toBe(true);
    expect(battery.text).toMatch(new RegExp(`Battery: (${X9.title} [^;]+; ${X9Pro.title}|${X9Pro.title} [^;]+; ${X9.title}) [^.]+\\.`));
    expect(partsOf(battery, 'comparison')).toHaveLength(1);
  });

  it('"3000以内的手机" → "续航多久" gives the battery of each phone shown; "X9多少钱" → "续航多久" the X9\'s', async () => {
    const c = await talk();
    const shown = partsOf(await c.say('3000以内的手机'), 'product').map((part) => part.name);
    expect(shown.length).toBeGreaterThan(1);
    const battery = await c.say('续航多久');
    expect(partsOf(battery, 'comparison').map((part) => part.products.map((p) => p.name))).toEqual([shown]);
    expect(battery.text.startsWith(`电池：${shown.map((title) => `${title} ${product(title).attributes['电池']}`).join('；')}。`)).toBe(true);
    const one = await talk();
    await one.say('X9多少钱');
    const x9 = await one.say('续航多久');
    expect(partsOf(x9, 'product').map((part) => part.name)).toEqual([X9.title]);
    expect(x9.text).toContain(X9.attributes['电池']!);
    // Asked as a wish, it is still a search.
    expect(partsOf(await one.say('有没有续航长的手机'), 'product').length).toBeGreaterThan(1);
  });

  it('"X9 白色有货吗" → "那黑色的呢" asks the X9\'s black, not a new product', async () => {
    const c = await talk();
    await c.say('X9 白色有货吗');
    const black = await c.say('那黑色的呢');
    const x9Black = X9.colors.find((color) => color.zh.includes('黑'))!;
    expect(partsOf(black, 'product')[0]).toMatchObject({ productId: X9.productId });
    expect(black.text).toContain(x9Black.zh);
    for (const other of X9.colors.filter((color) => color !== x9Black)) expect(black.text).not.toContain(other.zh);
  });

  it('"X9 的电池多大" → "X8呢" answers the X8\'s battery', async () => {
    const c = await talk();
    expect((await c.say('X9 的电池多大')).text).toContain(X9.attributes['电池']!);
    const x8 = await c.say('X8呢');
    expect(x8.text).toContain(X8.title);
    expect(x8.text).toContain(X8.attributes['电池']!);
    // The battery was asked, not every spec.
    expect(x8.text).not.toContain(X8.attributes['处理器']!);
  });

  it('"有白色的吗" asks which product; "X9" then answers the question asked for the X9', async () => {
    const c = await talk();
    const which = await c.say('有白色的吗');
    // A question, not an answer: no product card, at most one-tap suggestions of products.
    expect(which.parts.filter((part) => part.type !== 'quick_replies')).toEqual([]);
    const x9 = await c.say('X9');
    const x9White = X9.colors.find((color) => color.zh.includes('白'))!;
    expect(partsOf(x9, 'product')[0]).toMatchObject({ productId: X9.productId });
    expect(x9.text).toContain(x9White.zh);
    for (const other of X9.colors.filter((color) => color !== x9White)) expect(x9.text).not.toContain(other.zh);
  });

  it('"3000以内的手机有哪些" → "那白色的呢" keeps the budget and the type and adds the colour', async () => {
    const c = await talk();
    await c.say('3000以内的手机有哪些');
    const white = partsOf(await c.say('那白色的呢'), 'product');
    const expected = [...catalog.values()]
      .filter((p) => p.type === '手机' && p.price <= 300_000 && p.colors.some((color) => color.zh.includes('白')))
      .map((p) => p.productId);
    expect(expected.length).toBeGreaterThan(0);
    expect(white.map((part) => part.productId).sort()).toEqual(expected.sort());
  });

  it('"我想买个手机，预算3000以内" → "有适合拍照的吗" recommends camera phones within the budget the shopper gave', async () => {
    const c = await talk();
    await c.say('我想买个手机，预算3000以内');
    const camera = partsOf(await c.say('有适合拍照的吗'), 'product');
    const expected = [...catalog.values()].filter((p) => p.type === '手机' && p.price <= 300_000 && p.tags.includes('拍照')).map((p) => p.productId);
    expect(expected.length).toBeGreaterThan(0);
    expect(camera.map((part) => part.productId).sort()).toEqual(expected.sort());
  });

  it('"I\'m looking for earbuds under 500" → "any with noise cancelling?" keeps the earbuds and the budget', async () => {
    const c = await talk('en');
    await c.say("I'm looking for earbuds under 500");
    const quiet = partsOf(await c.say('any with noise cancelling?'), 'product');
    const expected = [...catalog.values()].filter((p) => p.type === '耳机' && p.price <= 50_000 && p.tags.includes('降噪')).map((p) => p.productId);
    expect(expected.length).toBeGreaterThan(0);
    expect(quiet.map((part) => part.productId).sort()).toEqual(expected.sort());
  });

  it('"X9多少钱" → "它保修多久" answers the X9\'s own warranty first', async () => {
    const c = await talk();
    await c.say('X9多少钱');
    const warranty = await c.say('它保修多久');
    expect(warranty.text).toContain(X9.title);
    expect(warranty.text).toContain(String(X9.warrantyMonths));
    expect(warranty.text.indexOf(X9.title)).toBeLessThan(20);
  });

  it('"X9保修多久" → "那Pad 3呢" answers the Pad 3\'s warranty, not its specs', async () => {
    const c = await talk();
    const pad = product('Pad 3');
    await c.say('X9保修多久');
    const answer = await c.say('那Pad 3呢');
    expect(answer.text).toContain(pad.title);
    expect(answer.text).toContain(String(pad.warrantyMonths));
    expect(answer.text).not.toContain(pad.attributes['屏幕'] ?? Object.values(pad.attributes)[0]!);
  });

  it('on the Pad 3 page: "how much is this?" → "and the X8?" → "does it come in white?" follows the X8, not the page', async () => {
    const c = await talk('en');
    const pad = product('Pad 3');
    expect(partsOf(await c.say('how much is this?', { productId: pad.productId }), 'price')[0]).toMatchObject({
      productId: pad.productId,
      price: { amount: pad.price },
    });
    expect(partsOf(await c.say('and the X8?', { productId: pad.productId }), 'price')[0]).toMatchObject({
      productId: X8.productId,
      price: { amount: X8.price },
    });
    const white = await c.say('does it come in white?', { productId: pad.productId });
    expect(partsOf(white, 'product')[0]).toMatchObject({ productId: X8.productId });
    expect(white.text).toContain(X8.colors.find((color) => color.zh.includes('白'))!.en);
  });

  it('"Enco X3 多少钱" → "它有哪些颜色" lists the Enco X3\'s colours', async () => {
    const c = await talk();
    const enco = product('Enco X3');
    expect(partsOf(await c.say('Enco X3 多少钱'), 'price')[0]).toMatchObject({ productId: enco.productId, price: { amount: enco.price } });
    const colors = await c.say('它有哪些颜色');
    expect(colors.text).toContain(enco.title);
    for (const color of enco.colors) expect(colors.all).toContain(color.zh);
  });
});
