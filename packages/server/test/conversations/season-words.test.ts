import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { partsOf, SHOPS } from './focus-support.js';
import { shopForFile } from './shop-for-file.js';

// On threadline (an English catalog tagging six products "summer" and three "winter"), "适合夏天的衣服" listed the
// first four shirts, Flannel Overshirt among them, while "something for summer" listed the summer-tagged ones: a season
// tag had no Chinese word. Built-in season words (夏天/夏季/夏装, 冬天/冬季/冬装, …) now find the tag, as the
// categories' words find a type. Tags come from the shop's catalog.csv.
const rows = parse(readFileSync(`${SHOPS.threadline}catalog.csv`), { columns: true, skip_empty_lines: true }) as Array<Record<string, string>>;
const taggedWith = (tag: string) =>
  rows.filter((row) => row['Title'] && row['Tags']!.split(',').some((written) => written.trim() === tag)).map((row) => row['Title']!);
const threadline = shopForFile(SHOPS.threadline);

describe('a season asked in the language the tags are not written in (threadline, rules path)', () => {
  it.each([
    ['适合夏天的衣服', 'summer'],
    ['有没有夏季穿的', 'summer'],
    ['冬天穿什么好', 'winter'],
  ])('"%s" lists products tagged %s', async (question, tag) => {
    const answer = await (await threadline.talk('zh-CN')).say(question);
    const listed = partsOf(answer, 'product').map((part) => part.name);
    expect(listed.length).toBeGreaterThan(0);
    for (const name of listed) expect(taggedWith(tag)).toContain(name);
  });
});
