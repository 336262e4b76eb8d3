import { describe, expect, it } from 'vitest';
import { SHOPS } from './focus-support.js';
import { kefuForFile } from './order-change-harness.js';

// shops/threadline, cus-emma signed in (TL-10244 shipped: an Air Runner Sneaker; TL-10231 delivered: a Linen Shirt and
// two tees), rules path. "where are my sneakers?" answered TL-10244's tracking, but after another topic "and what about
// the sneakers, where are they?" (or "where are the sneakers?", without "my") answered a search: "2 matches: Air Runner
// Sneaker (from $120), Canvas Low-Top Sneaker (from $55)."; at an open exchange prompt "那运动鞋呢，到哪了" and even
// "我的运动鞋到哪了" were taken for a reason ("请从以下选项中选择：…"). Built: where something is, asked of a kind the
// signed-in shopper bought, is the parcel of the order holding it (own-item-where.ts), at a prompt too, where "到哪"
// reads as a question (interpret-message QUESTION); a kind they did not buy is still a search.
const { open } = kefuForFile(undefined, { KEFU_SHOP_DIR: SHOPS.threadline });

function expectSneakersTracked(text: string) {
  expect(text).toContain('TL-10244');
  expect(text).toContain('Air Runner Sneaker');
  expect(text).toContain('UPS');
  expect(text).not.toContain('Canvas Low-Top Sneaker');
}

describe("where a kind the shopper bought is, asked mid-conversation, is that order's parcel", () => {
  it.each([
    ['en', 'how much is the linen shirt?', 'and what about the sneakers, where are they?'],
    ['zh-CN', '亚麻衬衫多少钱', '那运动鞋呢，到哪了'],
  ] as const)('%s after a product question: "%s" → "%s"', async (locale, first, then) => {
    const chat = await open({ customerId: 'cus-emma', locale });
    await chat.say(first);
    await chat.say(then);
    expectSneakersTracked(chat.lastAnswer().text);
  });

  it.each([
    ['en', 'I want to exchange the linen shirt from TL-10231', 'and what about the sneakers, where are they?'],
    ['zh-CN', '我要换 TL-10231 的衬衫', '那运动鞋呢，到哪了'],
    ['zh-CN', '我要换 TL-10231 的衬衫', '我的运动鞋到哪了'],
  ] as const)('%s at an open exchange prompt: "%s" → "%s"', async (locale, first, then) => {
    const chat = await open({ customerId: 'cus-emma', locale });
    await chat.say(first);
    expect(chat.prompt()).toMatchObject({ workflow: { name: 'exchange', step: 2 } });
    await chat.say(then);
    expectSneakersTracked(chat.lastAnswer().text);
    // The exchange is still asked, without an error for a wrong reason.
    expect(chat.prompt()).toMatchObject({ workflow: { name: 'exchange', step: 2 } });
    expect(chat.prompt().error).toBeUndefined();
  });

  it('en, without "my": "where are the sneakers?"', async () => {
    const chat = await open({ customerId: 'cus-emma', locale: 'en' });
    await chat.say('where are the sneakers?');
    expectSneakersTracked(chat.lastAnswer().text);
  });

  it('a kind the shopper did not buy is still a search: "where are the jeans?"', async () => {
    const chat = await open({ customerId: 'cus-emma', locale: 'en' });
    await chat.say('where are the jeans?');
    expect(chat.lastAnswer().text).toMatch(/Straight Leg Jeans/);
    expect(chat.lastAnswer().text).not.toMatch(/TL-10/);
  });
});
