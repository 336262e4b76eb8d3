import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { Conversation, partsOf, SHOPS, threadlineCatalog, type ThreadlineVariant } from './focus-support.js';
import { shopForFile } from './shop-for-file.js';

// Issue 17 item 2 on shops/threadline (apparel, USD), rules path over a real socket: a follow-up keeps the product, the
// question and the options it does not change. Expected sizes, colours, stock and prices come from its catalog.csv.
const catalog = threadlineCatalog();
const SHIRT = 'Linen Shirt';
const PANTS = 'Chino Pants';
const variants = (title: string) => catalog.get(title)!;
const cents = (dollars: number) => Math.round(dollars * 100);
const lowest = (title: string) => Math.min(...variants(title).map((variant) => variant.price));
/** How the stock answer words one variant: "M / Navy / Regular: 10 left" or "… sold out". */
const line = (variant: ThreadlineVariant) => `${variant.size} / ${variant.color} / ${variant.fit}: ${variant.stock > 0 ? `${variant.stock} left` : 'sold out'}`;
const lineZh = (variant: ThreadlineVariant) =>
  `${variant.size} / ${variant.color} / ${variant.fit}：${variant.stock > 0 ? `有货（剩 ${variant.stock} 件）` : '暂时缺货'}`;
/** Whether an answer has a variant's line ("XL / White…" does not count as "L / White…"). */
const has = (text: string, wanted: string) => new RegExp(`(?<![A-Za-z])${wanted.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`).test(text);
// "blue" on a catalog whose blue is called Navy.
const blue = (variant: ThreadlineVariant) => /blue|navy/i.test(variant.color);

const { talk } = shopForFile(SHOPS.threadline);

describe('threadline: follow-ups keep the product and the options (rules path)', () => {
  it('"something under 80?" → "does the linen one come in blue?" → "what sizes are left?": the Linen Shirt shown, not "which one?" or the size guide', async () => {
    const c = await talk('en');
    const shown = partsOf(await c.say('something under 80?'), 'product').map((part) => part.name);
    expect(shown).toContain(SHIRT);
    const inBlue = await c.say('does the linen one come in blue?');
    expect(partsOf(inBlue, 'product').map((part) => part.name)).toEqual([SHIRT]);
    for (const variant of variants(SHIRT).filter(blue)) expect(has(inBlue.text, line(variant))).toBe(true);
    const left = await c.say('what sizes are left?');
    expect(partsOf(left, 'product').map((part) => part.name)).toEqual([SHIRT]);
    expect(partsOf(left, 'knowledge_source')).toEqual([]);
    for (const size of new Set(
      variants(SHIRT)
        .filter((v) => v.stock > 0)
        .map((v) => v.size),
    ))
      expect(left.text).toMatch(new RegExp(`\\b${size}: \\d+ left`));
  });

  it('"do you ship to canada" → "how long does it take" → "and returns from canada?": shipping, then returns, no product and no return form', async () => {
    const c = await talk('en');
    const cited = (answer: Awaited<ReturnType<Conversation['say']>>) => partsOf(answer, 'knowledge_source').map((part) => part.title)[0];
    expect(cited(await c.say('do you ship to canada'))).toBe('Shipping times and costs');
    const long = await c.say('how long does it take');
    expect(cited(long)).toBe('Shipping times and costs');
    expect(partsOf(long, 'product')).toEqual([]);
    expect(long.text).toMatch(/business days/);
    const returns = await c.say('and returns from canada?');
    expect(cited(returns)).toBe('Returns and refunds');
  });

  it('"Is the Linen Shirt in stock in M?" → "and in blue?" answers the M in blue', async () => {
    const c = await talk('en');
    const m = await c.say(`Is the ${SHIRT} in stock in M?`);
    for (const variant of variants(SHIRT).filter((v) => v.size === 'M')) expect(has(m.text, line(variant))).toBe(true);
    const inBlue = await c.say('and in blue?');
    const wanted = variants(SHIRT).filter((v) => v.size === 'M' && blue(v));
    expect(wanted.length).toBeGreaterThan(0);
    expect(inBlue.text).toContain(SHIRT);
    for (const variant of wanted) expect(has(inBlue.text, line(variant))).toBe(true);
    for (const variant of variants(SHIRT).filter((v) => !wanted.includes(v))) expect(has(inBlue.text, line(variant))).toBe(false);
  });

  it('"Do you have linen shirts?" → "how much is it in XL?" prices the Linen Shirt in XL, not every shirt sold in XL', async () => {
    const c = await talk('en');
    await c.say('hi, do you have linen shirts?');
    const xl = await c.say('how much is it in XL?');
    const price = Math.min(
      ...variants(SHIRT)
        .filter((v) => v.size === 'XL')
        .map((v) => v.price),
    );
    expect(partsOf(xl, 'price')).toEqual([expect.objectContaining({ name: SHIRT, price: expect.objectContaining({ amount: cents(price) }) })]);
    expect(partsOf(xl, 'product')).toEqual([]);
    expect(xl.text).toMatch(new RegExp(`^The ${SHIRT} in XL is`));
  });

  it('"the linen shirt or the oxford?" compares the two, the Oxford named by a part of its title; "which is cheaper?" leads with the cheaper', async () => {
    const c = await talk('en');
    const OXFORD = 'Oxford Button-Down Shirt';
    const better = await c.say('which one is better for summer, the linen shirt or the oxford?');
    expect(partsOf(better, 'comparison').map((part) => part.products.map((p) => p.name))).toEqual([[SHIRT, OXFORD]]);
    const cheaper = await c.say('linen shirt or oxford, which is cheaper?');
    const lead = /^The (.+?) is cheaper: \$([\d.]+) against \$([\d.]+) for the (.+?)\./.exec(cheaper.text);
    expect(lead, cheaper.text).not.toBeNull();
    expect([lead![1], lead![4]].sort()).toEqual([SHIRT, OXFORD].sort());
    expect(Number(lead![2])).toBeLessThan(Number(lead![3]));
    // The cheaper one's price is at most its lowest list price (a promotion may take more off).
    expect(Number(lead![2])).toBeLessThanOrEqual(lowest(lead![1]!));
  });

  it('"what is it made of?" answers from the description, "is the slip dress real silk?" from its Material option', async () => {
    const c = await talk('en');
    await c.say('hi, do you have linen shirts?');
    const made = await c.say('what is it made of?');
    expect(made.text).toMatch(new RegExp(`^${SHIRT}: .*\\b(cotton|linen)\\b`, 'i'));
    const silk = await c.say('is the slip dress real silk?');
    // A yes/no question: yes, with the option that says so.
    expect(silk.text).toMatch(/^Yes — Slip Dress in Silk \(Material: (Satin \/ Silk|Silk \/ Satin)\)\.$/);
  });

  it('"How much is the Slip Dress?" → "and in size M?" → "and in silk?" keeps the price question and prices the variants asked (the size kept)', async () => {
    const DRESS = 'Slip Dress';
    const dollars = (amount: number) => `$${amount % 1 ? amount.toFixed(2) : amount}`;
    const lowestOf = (keep: (variant: ThreadlineVariant) => boolean) =>
      Math.min(
        ...variants(DRESS)
          .filter(keep)
          .map((variant) => variant.price),
      );
    const highest = Math.max(...variants(DRESS).map((variant) => variant.price));
    expect(lowest(DRESS)).toBeLessThan(highest);
    const c = await talk('en');
    const whole = await c.say(`How much is the ${DRESS}?`);
    expect(whole.text).toContain(`The ${DRESS} is ${dollars(lowest(DRESS))}`);
    expect(whole.text).toContain(`up to ${dollars(highest)}`);
    const inM = await c.say('and in size M?');
    expect(inM.text).toContain(`The ${DRESS} in M is ${dollars(lowestOf((v) => v.size === 'M'))}`);
    // Silk is of another option group than the size: the M stays, and the silk M is the dearer one.
    const silkM = lowestOf((v) => v.size === 'M' && v.fit === 'Silk');
    const silk = await c.say('and in silk?');
    expect(silkM).toBeGreaterThan(lowest(DRESS));
    expect(silk.text).toContain(`The ${DRESS} in M Silk is ${dollars(silkM)}`);
    expect(partsOf(silk, 'price')[0]).toMatchObject({ name: DRESS, price: { amount: cents(silkM) } });
  });

  it('"Linen Shirt有L码吗" asks for the L in stock (码 like 色), and "那蓝色的呢" keeps the L', async () => {
    const c = await talk('zh-CN');
    const inL = await c.say(`${SHIRT}有L码吗`);
    for (const variant of variants(SHIRT)) expect(has(inL.text, lineZh(variant))).toBe(variant.size === 'L');
    const blueL = await c.say('那蓝色的呢');
    for (const variant of variants(SHIRT)) expect(has(blueL.text, lineZh(variant))).toBe(variant.size === 'L' && blue(variant));
  });

  it('"Slip Dress多少钱" → "尺码M呢" keeps the price question in Chinese', async () => {
    const c = await talk('zh-CN');
    await c.say('Slip Dress多少钱');
    const inM = await c.say('尺码M呢');
    expect(inM.text).toContain('Slip Dress（M） 当前售价');
    expect(partsOf(inM, 'price')[0]).toMatchObject({ name: 'Slip Dress' });
  });

  it('"Linen Shirt M码有货吗" → "那蓝色的呢" answers the M in blue in Chinese', async () => {
    const c = await talk('zh-CN');
    await c.say(`${SHIRT} M码有货吗`);
    const inBlue = await c.say('那蓝色的呢');
    const wanted = variants(SHIRT).filter((v) => v.size === 'M' && blue(v));
    for (const variant of wanted) expect(has(inBlue.text, lineZh(variant))).toBe(true);
    for (const variant of variants(SHIRT).filter((v) => !wanted.includes(v))) expect(has(inBlue.text, lineZh(variant))).toBe(false);
  });

  it('"How much is the Linen Shirt?" → "and the Chino Pants?" → "what colors does it come in?" follows the pants', async () => {
    const c = await talk('en');
    expect(partsOf(await c.say(`How much is the ${SHIRT}?`), 'price')[0]).toMatchObject({ name: SHIRT, price: { amount: cents(lowest(SHIRT)) } });
    const pants = await c.say(`and the ${PANTS}?`);
    expect(partsOf(pants, 'price')).toEqual([expect.objectContaining({ name: PANTS, price: expect.objectContaining({ amount: cents(lowest(PANTS)) }) })]);
    const colors = await c.say('what colors does it come in?');
    expect(partsOf(colors, 'product')[0]).toMatchObject({ name: PANTS });
    for (const color of new Set(variants(PANTS).map((v) => v.color))) expect(colors.all).toContain(color);
  });

  it('"Linen Shirt多少钱" → "那Chino Pants呢" → "有货吗" prices then stocks the pants, sizes not carried over', async () => {
    const c = await talk('zh-CN');
    await c.say(`${SHIRT}多少钱`);
    const pants = await c.say(`那${PANTS}呢`);
    expect(partsOf(pants, 'price')[0]).toMatchObject({ name: PANTS, price: { amount: cents(lowest(PANTS)) } });
    const stock = await c.say('有货吗');
    expect(partsOf(stock, 'product')[0]).toMatchObject({ name: PANTS });
    for (const size of new Set(variants(PANTS).map((v) => v.size))) expect(stock.text).toContain(size);
    expect(stock.text).not.toMatch(/没有/);
  });

  it('"Compare the Linen Shirt and the Chino Pants" → "which one is better for summer?" compares those two', async () => {
    const c = await talk('en');
    await c.say(`Compare the ${SHIRT} and the ${PANTS}`);
    const better = await c.say('which one is better for summer?');
    expect(partsOf(better, 'comparison').map((part) => part.products.map((p) => p.name))).toEqual([[SHIRT, PANTS]]);
  });

  it('"How much is the Linen Shirt?" → "is it in stock in XL?" lists the shirt\'s XL only', async () => {
    const c = await talk('en');
    await c.say(`How much is the ${SHIRT}?`);
    const xl = await c.say('is it in stock in XL?');
    for (const variant of variants(SHIRT).filter((v) => v.size === 'XL')) expect(has(xl.text, line(variant))).toBe(true);
    for (const variant of variants(SHIRT).filter((v) => v.size !== 'XL')) expect(has(xl.text, line(variant))).toBe(false);
  });
});

// A threadline shopper with several orders (orders.json), the one with the most.
interface ShopOrder {
  orderId: string;
  customerId: string;
  lines: Array<{ title: string }>;
}
const shopOrders = JSON.parse(readFileSync(`${SHOPS.threadline}orders.json`, 'utf8')) as ShopOrder[];
const counts = new Map<string, number>();
for (const order of shopOrders) counts.set(order.customerId, (counts.get(order.customerId) ?? 0) + 1);
const regular = [...counts].sort((a, b) => b[1] - a[1])[0]![0];

describe('threadline: orders in focus for a signed-in shopper (rules path)', () => {
  it('"my orders" → "the shoes order" → "the second order" → "where is that order?"', async () => {
    const c = await talk('en', regular);
    const list = await c.say('my orders');
    const ids = partsOf(list, 'order').map((part) => part.orderId);
    expect(ids.length).toBeGreaterThanOrEqual(2);
    const shoes = partsOf(list, 'order').find((part) => part.items.some((item) => item.name === 'Leather Chelsea Boot'))?.orderId;
    expect(shoes).toBeDefined();
    const byType = await c.say('the shoes order');
    expect(byType.text).toContain(shoes);
    for (const other of ids.filter((id) => id !== shoes)) expect(byType.all).not.toContain(other);
    const second = await c.say('the second order');
    expect(second.text).toContain(ids[1]);
    for (const other of ids.filter((id) => id !== ids[1])) expect(second.all).not.toContain(other);
    const where = await c.say('where is that order?');
    expect(where.text).toContain(ids[1]);
    for (const other of ids.filter((id) => id !== ids[1])) expect(where.all).not.toContain(other);
  });
});
