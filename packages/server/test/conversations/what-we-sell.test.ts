import { describe, expect, it } from 'vitest';
import { partsOf, SHOPS } from './focus-support.js';
import { shopForFile } from './shop-for-file.js';
import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';

// Issue 17 item 3: "what do you sell?" / "你们卖什么" answered "I could not find anything on that"; the answer is the shop's
// own line about what it sells (shop.yaml `sells`, when in the shopper's language) or its kinds of products, with
// those kinds as quick replies that search them. Expected values come from shops/threadline.
const SELLS = /^sells: (.+)$/m.exec(readFileSync(`${SHOPS.threadline}shop.yaml`, 'utf8'))![1]!;
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

  it('"你们卖什么": the kinds of products (the English line is not the shopper\'s language), as quick replies', async () => {
    const c = await talk();
    const answer = await c.say('你们卖什么');
    const kinds = repliesOf(answer);
    expect(kinds.length).toBeGreaterThan(1);
    for (const kind of kinds) {
      expect(TYPES).toContain(kind);
      expect(answer.text).toContain(kind);
    }
    expect(answer.text).toMatch(/^我们主要销售/);
  });
});
