import { describe, expect, it } from 'vitest';
import { partsOf, SHOPS, threadlineCatalog } from './focus-support.js';
import { shopForFile } from './shop-for-file.js';
import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';

// Issue 17 item 3: "what do you sell?" / "你们卖什么" answered "I could not find anything on that"; the answer is the shop's
// own line about what it sells (shop.yaml `sells`, when in the shopper's language) or its kinds of products, with
// those kinds as quick replies that search them. Expected values come from shops/threadline.
const SHOP_YAML = readFileSync(`${SHOPS.threadline}shop.yaml`, 'utf8');
const SELLS = /^sells: (.+)$/m.exec(SHOP_YAML)![1]!;
/** The shop's line in Chinese: its `i18n.zh-CN.sells`. */
const SELLS_ZH = /^ {4}sells: (.+)$/m.exec(SHOP_YAML)![1]!;
const rows = parse(readFileSync(`${SHOPS.threadline}catalog.csv`), { columns: true, skip_empty_lines: true }) as Array<Record<string, string>>;
const TYPES = [...new Set(rows.map((row) => row['Type']).filter((type): type is string => !!type))];
const { talk } = shopForFile(SHOPS.threadline);
const repliesOf = (answer: Awaited<ReturnType<Awaited<ReturnType<typeof talk>>['say']>>) =>
  partsOf(answer, 'quick_replies').flatMap((part) => part.replies.map((reply) => reply.text));

describe('what the shop sells (rules path)', () => {
  it('"what do you sell?": the shop\'s own line, its kinds as quick replies; tapping one lists products of that kind', async () => {
    const c = await talk('en');
    const answer = await c.say('what do you sell?');
    expect(answer.text).toContain(SELLS);
    const kinds = repliesOf(answer);
    expect(kinds.length).toBeGreaterThan(1);
    for (const kind of kinds) expect(TYPES).toContain(kind);
    const listed = partsOf(await c.say(kinds[0]!), 'product');
    expect(listed.length).toBeGreaterThan(0);
    for (const product of listed) expect(product.productType).toBe(kinds[0]);
  });

  it('"你们卖什么": the shop\'s own line in Chinese (shop.yaml i18n), its kinds in Chinese as quick replies; tapping one lists them', async () => {
    const c = await talk();
    const answer = await c.say('你们卖什么');
    expect(answer.text).toBe(`我们主要销售${SELLS_ZH}。您想看看哪一类？`);
    const kinds = repliesOf(answer);
    expect(kinds.length).toBeGreaterThan(1);
    for (const kind of kinds) expect(kind).toMatch(/\p{Script=Han}/u);
    const listed = partsOf(await c.say(kinds[0]!), 'product');
    expect(listed.length).toBeGreaterThan(0);
    const [type] = new Set(listed.map((product) => product.productType));
    expect(TYPES).toContain(type);
  });
});

// On three imported exports and threadline, "what do you have?" / "what products do you have?" answered "Which product
// do you mean?" (read as the stock of a product to be named), "what have you got?" / "你们有什么" / "都有什么" /
// "有什么卖的" answered "I could not find anything on that", and "what do you have in black?" asked which product.
// The first are what the shop sells; the last a search of everything in black.
describe('what the shop has, asked without naming anything (threadline, rules path)', () => {
  it.each(['what do you have?', 'what products do you have?', 'what have you got?'])('"%s": the shop\'s own line and its kinds', async (question) => {
    const answer = await (await talk('en')).say(question);
    expect(answer.text).toContain(SELLS);
    const kinds = repliesOf(answer);
    expect(kinds.length).toBeGreaterThan(1);
    for (const kind of kinds) expect(TYPES).toContain(kind);
  });

  it.each(['你们有什么', '都有什么？', '有什么卖的'])('"%s": the shop\'s own line in Chinese', async (question) => {
    const answer = await (await talk()).say(question);
    expect(answer.text).toBe(`我们主要销售${SELLS_ZH}。您想看看哪一类？`);
  });

  it('"what do you have in black?": products that come in black, not "which product?"', async () => {
    const answer = await (await talk('en')).say('what do you have in black?');
    const listed = partsOf(answer, 'product').map((part) => part.name);
    expect(listed.length).toBeGreaterThan(0);
    const catalog = threadlineCatalog();
    for (const name of listed) expect(catalog.get(name)!.some((variant) => variant.color === 'Black')).toBe(true);
    expect(answer.text).not.toMatch(/which product/i);
  });
});

// The demo shop writes its line in Chinese, with an English translation (shop.yaml i18n.en.sells): an English shopper
// hears that line, not the Chinese one nor synonyms of its types ("smartphones" for 手机).
const DEMO_YAML = readFileSync(`${SHOPS.demo}shop.yaml`, 'utf8');
const DEMO_SELLS_EN = /^ {4}sells: (.+)$/m.exec(DEMO_YAML)![1]!;
const demo = shopForFile(SHOPS.demo);

describe('what a shop writing its line in Chinese sells, asked in English', () => {
  it('"what do you sell?": the English translation of its line', async () => {
    const c = await demo.talk('en');
    const answer = await c.say('what do you sell?');
    expect(answer.text).toBe(`We sell ${DEMO_SELLS_EN}. What are you looking for?`);
  });
});
