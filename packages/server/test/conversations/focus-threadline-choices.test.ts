import { describe, expect, it } from 'vitest';
import { partsOf, SHOPS, threadlineCatalog, type ThreadlineVariant } from './focus-support.js';
import { shopForFile } from './shop-for-file.js';

// Issue 17 item 2 on shops/threadline (apparel, USD), rules path: "which is cheaper, the oxford or the linen?" asked
// "which one do you mean?" among four products (both partial names pooled into one list); "what sizes are left?" after
// "and in blue?" answered the sizes of every colour; "any hoodies?" (one title says Hoodie) was handed to a person. Expected names, prices and stock come from its catalog.csv.
const catalog = threadlineCatalog();
const LINEN = 'Linen Shirt';
const OXFORD = 'Oxford Button-Down Shirt';
const lowest = (title: string) => Math.min(...catalog.get(title)!.map((variant) => variant.price));
const blue = (variant: ThreadlineVariant) => /blue|navy/i.test(variant.color);

const { talk } = shopForFile(SHOPS.threadline);

/** "The A is cheaper: $x against $y for the B. That is $z less.": the names, the prices and the gap. */
function cheaperLead(text: string) {
  const lead = /^The (.+?) is cheaper: \$([\d.]+) against \$([\d.]+) for the (.+?)\. That is \$([\d.]+) less\./.exec(text);
  expect(lead, text).not.toBeNull();
  const [, cheaper, low, high, dearer, gap] = lead!;
  return { names: [cheaper!, dearer!], low: Number(low), high: Number(high), gap: Number(gap) };
}

describe('threadline: a price comparison of two products named by parts of their titles (rules path)', () => {
  it('"which is cheaper, the oxford or the linen?": the Oxford and the Linen Shirt (the shirt of the linen products), both prices and the gap', async () => {
    const c = await talk('en');
    const answer = await c.say('which is cheaper, the oxford or the linen?');
    expect(partsOf(answer, 'comparison').map((part) => part.products.map((p) => p.name).sort())).toEqual([[LINEN, OXFORD].sort()]);
    const lead = cheaperLead(answer.text);
    expect(lead.names.sort()).toEqual([LINEN, OXFORD].sort());
    expect(lead.low).toBeLessThan(lead.high);
    expect(lead.gap).toBeCloseTo(lead.high - lead.low, 2);
    // Promotions may take more off, never add.
    expect(lead.low).toBeLessThanOrEqual(lowest(lead.names[0]!));
  });

  it('"Oxford和Linen哪个便宜": the same two, the cheaper one leading with both prices and the gap', async () => {
    const c = await talk();
    const answer = await c.say('Oxford和Linen哪个便宜');
    expect(partsOf(answer, 'comparison').map((part) => part.products.map((p) => p.name).sort())).toEqual([[LINEN, OXFORD].sort()]);
    const lead = /^(.+?) 更便宜：\$([\d.]+)，(.+?) \$([\d.]+)，便宜 \$([\d.]+)。/.exec(answer.text);
    expect(lead, answer.text).not.toBeNull();
    expect([lead![1], lead![3]].sort()).toEqual([LINEN, OXFORD].sort());
    expect(Number(lead![5])).toBeCloseTo(Number(lead![4]) - Number(lead![2]), 2);
  });
});

describe('threadline: the colour in focus narrows the sizes asked about (rules path)', () => {
  it('"how much is the linen shirt?" → "and in blue?" → "what sizes are left?": the sizes in stock in blue, with their blue stock', async () => {
    const c = await talk('en');
    await c.say('how much is the linen shirt?');
    const inBlue = await c.say('and in blue?');
    expect(partsOf(inBlue, 'price').map((part) => part.name)).toEqual([LINEN]);
    const left = await c.say('what sizes are left?');
    expect(partsOf(left, 'product').map((part) => part.name)).toEqual([LINEN]);
    const stock = new Map<string, number>();
    for (const variant of catalog.get(LINEN)!.filter(blue)) stock.set(variant.size, (stock.get(variant.size) ?? 0) + variant.stock);
    const all = new Map<string, number>();
    for (const variant of catalog.get(LINEN)!) all.set(variant.size, (all.get(variant.size) ?? 0) + variant.stock);
    // The catalog must tell the two apart, or this test could not fail.
    expect([...stock].some(([size, count]) => all.get(size) !== count)).toBe(true);
    for (const [size, count] of stock) expect(left.text).toMatch(new RegExp(`\\b${size}: ${count > 0 ? `${count} left` : 'sold out'}`));
  });
});

describe('threadline: a product asked for in the plural of its one title word (rules path)', () => {
  it('"any hoodies?" → "does it come in M?": the Fleece Hoodie, then its M stock', async () => {
    const c = await talk('en');
    const hoodies = await c.say('any hoodies?');
    expect(partsOf(hoodies, 'product').map((part) => part.name)).toEqual(['Fleece Hoodie']);
    const m = await c.say('does it come in M?');
    expect(partsOf(m, 'product').map((part) => part.name)).toEqual(['Fleece Hoodie']);
    for (const variant of catalog.get('Fleece Hoodie')!.filter((v) => v.size === 'M'))
      expect(m.text).toContain(`M / ${variant.color}: ${variant.stock > 0 ? `${variant.stock} left` : 'sold out'}`);
  });

  it('"do you have scarves?": the Cashmere Scarf', async () => {
    const c = await talk('en');
    expect(partsOf(await c.say('do you have scarves?'), 'product').map((part) => part.name)).toEqual(['Cashmere Scarf']);
  });
});

describe('threadline: a small budget after "under" (rules path)', () => {
  it('"any tees under 30?" → "the cheapest": the tees within $30 (30 is also a trouser size), then the cheapest of them', async () => {
    const c = await talk('en');
    const tees = [...catalog]
      .filter(([title]) => / Tee$/.test(title))
      .map(([title, variants]) => ({ title, price: Math.min(...variants.map((v) => v.price)) }));
    const within = tees.filter((tee) => tee.price <= 30).map((tee) => tee.title);
    expect(within.length).toBeGreaterThan(1);
    const found = await c.say('any tees under 30?');
    expect(
      partsOf(found, 'product')
        .map((part) => part.name)
        .sort(),
    ).toEqual(within.slice(0, 4).sort());
    const cheapest = [...tees].sort((a, b) => a.price - b.price)[0]!;
    const pick = await c.say('the cheapest');
    expect(pick.text).toContain(`The cheapest is the ${cheapest.title}`);
  });
});
