import { describe, expect, it } from 'vitest';
import { SHOPS } from './focus-support.js';
import { shopForFile } from './shop-for-file.js';

// Two spec questions that got every spec of the product (shops/demo, rules path). "X9有几种内存" — how many of an
// option group there are — listed colours, screen, battery, weight and all, where "X9有哪些内存" gives its RAM options
// with their stock; now both do. "X9运行流畅吗" / "is the X9 fast?" — a question of how it feels, which no listing
// answers yes or no — got the whole spec sheet too; now the specs that bear on it (RAM, processor: the shop's
// lexicon says which) and no promise either way.
describe('how many of a group, and a subjective spec question', () => {
  const demo = shopForFile(SHOPS.demo);

  it.each([
    ['zh-CN', 'X9有几种内存', /^Find X9：12GB：有货（剩 \d+ 件）；16GB：有货/],
    ['en', 'how many RAM options does the X9 have?', /^Find X9 — 12GB: \d+ left; 16GB: \d+ left/],
  ] as const)('%s "%s": its RAM options and their stock', async (locale, asked, expected) => {
    const answer = await (await demo.talk(locale)).say(asked);
    expect(answer.text).toMatch(expected);
    expect(answer.text).not.toMatch(/电池|Battery/);
  });

  it.each([
    ['zh-CN', 'X9运行流畅吗', 'Find X9 的运行内存：12GB / 16GB；处理器：天玑 9500。'],
    ['zh-CN', 'X9玩游戏卡不卡', 'Find X9 的运行内存：12GB / 16GB；处理器：天玑 9500。'],
    ['en', 'is the X9 fast?', 'Find X9 — RAM: 12GB / 16GB; Processor: Dimensity 9500.'],
    ['en', 'does the X9 run smoothly?', 'Find X9 — RAM: 12GB / 16GB; Processor: Dimensity 9500.'],
  ] as const)('%s "%s": the RAM and processor, not every spec', async (locale, asked, expected) => {
    const answer = await (await demo.talk(locale)).say(asked);
    expect(answer.text).toBe(expected);
  });
});
