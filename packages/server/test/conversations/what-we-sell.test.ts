import { describe, expect, it } from 'vitest';
import { partsOf, SHOPS } from './focus-support.js';
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
