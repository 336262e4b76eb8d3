import { describe, expect, it } from 'vitest';
import { demoCatalog, partsOf, SHOPS, type Answer } from './focus-support.js';
import { shopForFile } from './shop-for-file.js';

// Issue 17 item 2: price words asked of what is in view. "the cheaper one" after a list of matches answered a help
// article ("one side is silent"); "有没有便宜点的" after a product listed earbuds beside phones, after a list of tablets
// the same list again, and "anything cheaper?" was handed to a person as low confidence. Expected names and prices
// come from shops/demo/products.json.
const catalog = demoCatalog();
const products = [...catalog.values()];
const byId = new Map(products.map((product) => [product.productId, product]));
const yuan = (cents: number) => String(cents / 100);

const { talk } = shopForFile(SHOPS.demo);
const productsOf = (answer: Answer) => partsOf(answer, 'product').map((part) => part.productId);
const cheapestOf = (type: string) => products.filter((product) => product.type === type).sort((a, b) => a.price - b.price)[0]!;

describe('"the cheaper one" after a list of matches picks from that list (rules path)', () => {
  it('"推荐平板" → "便宜的那个": the cheapest of the tablets listed, with its price', async () => {
    const c = await talk();
    const list = await c.say('推荐平板');
    const listed = productsOf(list).map((id) => byId.get(id)!);
    expect(listed.length).toBeGreaterThanOrEqual(2);
    const cheapest = [...listed].sort((a, b) => a.price - b.price)[0]!;
    const pick = await c.say('便宜的那个');
    expect(partsOf(pick, 'knowledge_source')).toEqual([]);
    expect(partsOf(pick, 'price')).toEqual([expect.objectContaining({ name: cheapest.title, price: expect.objectContaining({ amount: cheapest.price }) })]);
    expect(pick.text).toContain(`¥${yuan(cheapest.price)}`);
  });

  it('"any phones?" → "the cheaper one" → "is it in stock?": the cheapest of the four listed, then its stock', async () => {
    const c = await talk('en');
    const list = await c.say('any phones?');
    const listed = productsOf(list).map((id) => byId.get(id)!);
    expect(listed).toHaveLength(4);
    const cheapest = [...listed].sort((a, b) => a.price - b.price)[0]!;
    const pick = await c.say('the cheaper one');
    expect(partsOf(pick, 'knowledge_source')).toEqual([]);
    expect(partsOf(pick, 'price')).toEqual([expect.objectContaining({ name: cheapest.title })]);
    expect(pick.text).toContain(`¥${yuan(cheapest.price)}`);
    const stock = await c.say('is it in stock?');
    expect(productsOf(stock)).toEqual([cheapest.productId]);
  });

  it('"show me tablets" → "the more expensive one": the dearest of the tablets listed', async () => {
    const c = await talk('en');
    const listed = productsOf(await c.say('show me tablets')).map((id) => byId.get(id)!);
    const dearest = [...listed].sort((a, b) => b.price - a.price)[0]!;
    const pick = await c.say('the more expensive one');
    expect(partsOf(pick, 'price')).toEqual([expect.objectContaining({ name: dearest.title, price: expect.objectContaining({ amount: dearest.price }) })]);
  });
});

describe('"something cheaper" is a product of the same type below the price in view (rules path)', () => {
  const X9 = catalog.get('Find X9')!;
  const padPro = catalog.get('Pad 3 Pro')!;

  it('"X9多少钱" → "有没有便宜点的": phones cheaper than the X9, no other type, the X9 named as the reference', async () => {
    const c = await talk();
    await c.say(`${X9.title.replace('Find ', '')}多少钱`);
    const cheaper = await c.say('有没有便宜点的');
    const shown = productsOf(cheaper).map((id) => byId.get(id)!);
    expect(shown.length).toBeGreaterThan(0);
    for (const product of shown) {
      expect(product.type).toBe(X9.type);
      expect(product.price).toBeLessThan(X9.price);
    }
    expect(cheaper.text).toContain(X9.title);
    expect(cheaper.text).toContain(`¥${yuan(X9.price)}`);
  });

  it('"how much is the Pad 3 Pro?" → "anything cheaper?": the other tablets, each below its price', async () => {
    const c = await talk('en');
    await c.say(`how much is the ${padPro.title}?`);
    const cheaper = await c.say('anything cheaper?');
    const expected = products.filter((product) => product.type === padPro.type && product.price < padPro.price).map((product) => product.productId);
    expect(expected.length).toBeGreaterThan(0);
    expect(productsOf(cheaper).sort()).toEqual(expected.sort());
  });

  it('"Pad 3 Pro多少钱" → "太贵了": the tablets below its price, offered instead of "no help article found"', async () => {
    const c = await talk();
    await c.say(`${padPro.title}多少钱`);
    const cheaper = await c.say('太贵了');
    const expected = products.filter((product) => product.type === padPro.type && product.price < padPro.price).map((product) => product.productId);
    expect(productsOf(cheaper).sort()).toEqual(expected.sort());
    expect(partsOf(cheaper, 'knowledge_source')).toEqual([]);
  });

  it('"推荐平板" → "有没有便宜点的" after every tablet was listed: the cheapest tablet is said to be the cheapest, not the list again', async () => {
    const c = await talk();
    await c.say('推荐平板');
    const cheapest = cheapestOf('平板');
    const cheaper = await c.say('有没有便宜点的');
    expect(productsOf(cheaper)).toEqual([cheapest.productId]);
    expect(cheaper.text).toContain(cheapest.title);
    expect(cheaper.text).toContain(`¥${yuan(cheapest.price)}`);
    expect(cheaper.text).toContain('最便宜');
  });

  it('"any phones?" → "do you have a cheaper one?": phones below the cheapest of the four listed', async () => {
    const c = await talk('en');
    const listed = productsOf(await c.say('any phones?')).map((id) => byId.get(id)!);
    const floor = Math.min(...listed.map((product) => product.price));
    const cheaper = await c.say('do you have a cheaper one?');
    const shown = productsOf(cheaper).map((id) => byId.get(id)!);
    expect(shown.length).toBeGreaterThan(0);
    for (const product of shown) {
      expect(product.type).toBe('手机');
      expect(product.price).toBeLessThan(floor);
    }
  });
});

describe('"the cheapest" right after a search is the cheapest of that search (rules path)', () => {
  it('"which phone has the best camera?" → "and the cheapest?": the cheapest of the camera phones found, not the cheapest phone', async () => {
    const c = await talk('en');
    const camera = await c.say('which phone has the best camera?');
    const found = productsOf(camera).map((id) => byId.get(id)!);
    expect(found.length).toBeGreaterThanOrEqual(2);
    // The camera tag is the one every phone found has.
    const [tag] = found[0]!.tags.filter((candidate) => found.every((shown) => shown.tags.includes(candidate)));
    const expected = products.filter((product) => product.type === '手机' && product.tags.includes(tag!)).sort((a, b) => a.price - b.price)[0]!;
    expect(expected.productId).not.toBe(cheapestOf('手机').productId);
    const cheapest = await c.say('and the cheapest?');
    expect(productsOf(cheapest)[0]).toBe(expected.productId);
    expect(cheapest.text).toContain(`The cheapest is the ${expected.title} at ¥${yuan(expected.price)}`);
  });
});

describe('a choice right after a list of matches is among that list (rules path)', () => {
  it('"I want a phone for my mom" → "under 2000" → "which one has the bigger battery?": the phones listed compared on battery', async () => {
    const c = await talk('en');
    await c.say('I want a phone for my mom');
    const listed = productsOf(await c.say('under 2000')).map((id) => byId.get(id)!);
    expect(listed.length).toBeGreaterThanOrEqual(2);
    const battery = await c.say('which one has the bigger battery?');
    const compared = partsOf(battery, 'comparison').flatMap((part) => part.products.map((product) => product.name));
    expect(compared.sort()).toEqual(listed.map((product) => product.title).sort());
    for (const product of listed) expect(battery.text).toContain(product.attributes['电池']!);
  });
});

describe('"便宜点的" after a comparison of two (rules path)', () => {
  const X8 = catalog.get('Find X8')!;
  const X9 = catalog.get('Find X9')!;
  const [cheaper, dearer] = [X8, X9].sort((a, b) => a.price - b.price) as [typeof X8, typeof X8];

  it('"X8和X9哪个好" → "便宜点的": the cheaper of the two with its price', async () => {
    const c = await talk();
    await c.say(`${X8.title}和${X9.title}哪个好`);
    const pick = await c.say('便宜点的');
    expect(partsOf(pick, 'price')).toEqual([expect.objectContaining({ name: cheaper.title, price: expect.objectContaining({ amount: cheaper.price }) })]);
  });

  it('"compare the X8 and X9" → "anything cheaper?": phones below both', async () => {
    const c = await talk('en');
    await c.say(`compare the ${X8.title} and ${X9.title}`);
    const shown = productsOf(await c.say('anything cheaper?')).map((id) => byId.get(id)!);
    expect(shown.length).toBeGreaterThan(0);
    for (const product of shown) expect(product.price).toBeLessThan(Math.min(cheaper.price, dearer.price));
  });
});
