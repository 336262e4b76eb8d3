import { describe, expect, it } from 'vitest';
import { SHOPS } from './focus-support.js';
import { shopForFile } from './shop-for-file.js';

// "X9多少钱" → "内存呢" answered "抱歉，我暂时没有找到相关说明", "颜色呢" quoted the article on changing an order's colour,
// "what about storage?" found nothing, and on threadline "and sizes?" after the Wrap Dress's colours, or "what about
// sizes?" after a list of dresses, was not understood or answered from the size guide. "那X8呢" kept the question and
// changed the product; a spec or option group named alone did not keep the product. Built: an option group or a spec
// named alone ("内存呢", "颜色呢", "电池怎么样", "and sizes?", "what about storage?") right after a question about a
// product or a list asks it of the same product, or of each one listed (dialogue/attribute-asked-alone.ts).
const demo = shopForFile(SHOPS.demo);
const threadline = shopForFile(SHOPS.threadline);

describe('a spec or option group named alone keeps the product (rules path)', () => {
  it('zh-CN "X9多少钱" → "内存呢" → "颜色呢" → "电池怎么样": the Find X9’s memory, colours and battery', async () => {
    const chat = await demo.talk('zh-CN');
    await chat.say('X9多少钱');
    expect((await chat.say('内存呢')).text).toMatch(/^Find X9：12GB：有货（剩 \d+ 件）；16GB：有货/);
    expect((await chat.say('颜色呢')).text).toMatch(/^Find X9：钛晨灰：有货（剩 \d+ 件）；雾凇白：/);
    expect((await chat.say('电池怎么样')).text).toBe('Find X9 的电池：7025mAh。');
  });

  it('en "how much is the X9?" → "and the colours?" → "what about storage?"', async () => {
    const chat = await demo.talk('en');
    await chat.say('how much is the X9?');
    expect((await chat.say('and the colours?')).text).toMatch(/^Find X9 — Titanium Grey: \d+ left; Frost White: /);
    expect((await chat.say('what about storage?')).text).toBe('Find X9 — Storage: 256GB / 512GB.');
  });

  it.each([
    ['en', 'what colours does the wrap dress come in?', 'and sizes?', /^Wrap Dress — XS: \d+ left; S: \d+ left; M: \d+ left; L: \d+ left\.$/],
    ['zh-CN', 'Wrap Dress有哪些颜色', '尺码呢', /^Wrap Dress：XS：有货（剩 \d+ 件）；S：有货/],
  ] as const)('%s threadline "%s" → "%s": the Wrap Dress’s sizes', async (locale, first, alone, answered) => {
    const chat = await threadline.talk(locale);
    await chat.say(first);
    expect((await chat.say(alone)).text).toMatch(answered);
  });

  it('en "dresses under $100" → "what about sizes?": the sizes the dresses listed all share, once', async () => {
    const chat = await threadline.talk('en');
    await chat.say('dresses under $100');
    expect((await chat.say('what about sizes?')).text).toBe('Size: all four come in XS / S / M / L.');
  });

  it('"颜色呢" with no product discussed is no product’s colours', async () => {
    const chat = await demo.talk('zh-CN');
    expect((await chat.say('颜色呢')).text).not.toMatch(/^Find/);
  });
});
