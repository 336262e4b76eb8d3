import { describe, expect, it } from 'vitest';
import { demoCatalog, partsOf, SHOPS, type Answer } from './focus-support.js';
import { shopForFile } from './shop-for-file.js';

// Issue 17 item 2: "the cheaper one" / "便宜的那个" / "贵的那个" after two products were compared or discussed is one
// of them, picked by price: it was read as a help question ("one side is silent") or as the product discussed last
// (the dearer one). Expected names, prices and colours come from shops/demo/products.json.
const catalog = demoCatalog();
const X8 = catalog.get('Find X8')!;
const X9 = catalog.get('Find X9')!;
const [cheaper, dearer] = [X8, X9].sort((a, b) => a.price - b.price) as [typeof X8, typeof X8];
const yuan = (cents: number) => String(cents / 100);

const { talk } = shopForFile(SHOPS.demo);
const productsOf = (answer: Answer) => partsOf(answer, 'product').map((part) => part.productId);

describe('the cheapest of a search is the product in focus (rules path)', () => {
  const phones = [...catalog.values()].filter((product) => product.type === '手机' && product.price <= 300_000);
  const cheapest = phones.sort((a, b) => a.price - b.price)[0]!;
  const blue = cheapest.colors.find((color) => color.zh.includes('蓝'))!;

  it('"show me phones under 3000" → "the cheapest one" → "does it come in blue?": the blue of the cheapest phone', async () => {
    const c = await talk('en');
    await c.say('show me phones under 3000');
    const pick = await c.say('the cheapest one');
    expect(pick.text).toContain(cheapest.title);
    const colour = await c.say('does it come in blue?');
    expect(productsOf(colour)).toEqual([cheapest.productId]);
    expect(colour.text).toContain(blue.en);
  });

  it('"推荐3000以内的手机" → "最便宜的那款" → "有蓝色吗": the cheapest phone\'s blue', async () => {
    const c = await talk();
    await c.say('推荐3000以内的手机');
    expect((await c.say('最便宜的那款')).text).toContain(cheapest.title);
    const colour = await c.say('有蓝色吗');
    expect(productsOf(colour)).toEqual([cheapest.productId]);
    expect(colour.text).toContain(blue.zh);
  });
});

describe('the cheaper or dearer of the products in focus (rules path)', () => {
  it('"对比一下X8和X9" → "便宜的那个有货吗": the stock of the cheaper one', async () => {
    const c = await talk();
    await c.say(`对比一下${X8.title}和${X9.title}`);
    const stock = await c.say('便宜的那个有货吗');
    expect(productsOf(stock)).toEqual([cheaper.productId]);
    expect(stock.text).toContain(cheaper.title);
    expect(stock.text).not.toContain(dearer.title);
  });

  it('"compare the X8 and X9" → "the cheaper one": that product and its price', async () => {
    const c = await talk('en');
    await c.say(`compare the ${X8.title} and ${X9.title}`);
    const pick = await c.say('the cheaper one');
    expect(partsOf(pick, 'knowledge_source')).toEqual([]);
    expect(partsOf(pick, 'price')).toEqual([expect.objectContaining({ name: cheaper.title, price: expect.objectContaining({ amount: cheaper.price }) })]);
    expect(pick.text).toContain(`¥${yuan(cheaper.price)}`);
    expect(pick.text).not.toContain(dearer.title);
  });

  it('"X9多少钱" → "那X8呢" → "贵的那个有白色吗": the dearer one\'s white, not the one discussed last', async () => {
    const c = await talk();
    await c.say(`${X9.title.replace('Find ', '')}多少钱`);
    await c.say(`那${X8.title.replace('Find ', '')}呢`);
    const white = await c.say('贵的那个有白色吗');
    const dearWhite = dearer.colors.find((color) => color.zh.includes('白'))!;
    expect(productsOf(white)).toEqual([dearer.productId]);
    expect(white.text).toContain(dearWhite.zh);
  });

  it('"how much is the X9?" → "and the X8?" → "ok, the cheaper one in white?": the white of the cheaper one', async () => {
    const c = await talk('en');
    await c.say(`how much is the ${X9.title}?`);
    await c.say(`and the ${X8.title}?`);
    const white = await c.say('ok, the cheaper one in white?');
    const cheapWhite = cheaper.colors.find((color) => color.zh.includes('白'))!;
    expect(partsOf(white, 'price')).toEqual([expect.objectContaining({ name: cheaper.title, price: expect.objectContaining({ amount: cheaper.price }) })]);
    expect(white.text).toContain(cheaper.title);
    expect(white.text).toContain(cheapWhite.en);
    expect(white.text).not.toContain(dearer.title);
  });
});

describe('a word of a title beside the product in focus names its sibling (rules path)', () => {
  const X9Pro = catalog.get('Find X9 Pro')!;

  it('"X9多少钱" → "那Pro呢": the price of the X9 Pro, not the X9\'s specs nor "which Pro?"', async () => {
    const c = await talk();
    await c.say(`${X9.title.replace('Find ', '')}多少钱`);
    const pro = await c.say('那Pro呢');
    expect(partsOf(pro, 'price')).toEqual([expect.objectContaining({ name: X9Pro.title, price: expect.objectContaining({ amount: X9Pro.price }) })]);
    expect(pro.text).toContain(`¥${yuan(X9Pro.price)}`);
  });

  it('"is the X9 in stock?" → "and the pro?": the X9 Pro\'s stock', async () => {
    const c = await talk('en');
    await c.say(`is the ${X9.title} in stock?`);
    const pro = await c.say('and the pro?');
    expect(productsOf(pro)).toEqual([X9Pro.productId]);
    expect(pro.text).toContain(X9Pro.title);
  });

  it('"X8多少钱" → "那Pro呢" (no X8 Pro): asks which Pro, instead of the X8\'s specs', async () => {
    const c = await talk();
    await c.say(`${X8.title.replace('Find ', '')}多少钱`);
    const which = await c.say('那Pro呢');
    const offered = productsOf(which);
    expect(offered).toContain(X9Pro.productId);
    expect(offered).not.toContain(X8.productId);
    expect(which.text).not.toContain(X8.attributes['电池']!);
  });
});

describe('a pick by price keeps what was asked of that product (rules path)', () => {
  it('"X9多少钱" → "那X8呢" → "有白色的吗" → "便宜的那个呢": still the white of the cheaper one', async () => {
    const c = await talk();
    await c.say(`${X9.title.replace('Find ', '')}多少钱`);
    await c.say(`那${X8.title.replace('Find ', '')}呢`);
    await c.say('有白色的吗');
    const again = await c.say('便宜的那个呢');
    const white = cheaper.colors.find((color) => color.zh.includes('白'))!;
    expect(productsOf(again)).toEqual([cheaper.productId]);
    expect(again.text).toContain(white.zh);
    for (const other of cheaper.colors.filter((color) => color !== white)) expect(again.text).not.toContain(other.zh);
  });
});
