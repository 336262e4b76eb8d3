import { describe, expect, it } from 'vitest';
import { SHOPS } from './focus-support.js';
import { kefuForFile } from './order-change-harness.js';
import { onToConfirmation } from './support/on-to-confirmation.js';

// "我上周买的衬衫有点小，能换大一码吗" / "the shirt I bought is a bit small, can I get a bigger size?" from cus-emma
// (shops/threadline; TL-10231 delivered, a Linen Shirt and two tees). Before, the told purchase was read as a case
// described to ask the policy ("平板坏了，保修期多久" is one), so the answer was the sizing article, and "有点小" / "a bit
// small" were no misfit words (only 太小 / too small were). Now what the shopper says they bought is their own case,
// and the exchange of the order holding the shirt starts, the shirt chosen, the misfit its reason.
const { open } = kefuForFile(undefined, { KEFU_SHOP_DIR: SHOPS.threadline });

describe('a misfit told, then an exchange asked in the same message (threadline, rules path, signed in)', () => {
  it.each([
    ['zh-CN', '我上周买的衬衫有点小，能换大一码吗', '尺码 / 颜色 / 版本不合适'],
    ['en', 'the shirt I bought is a bit small, can I get a bigger size?', 'Wrong size, colour or version'],
  ] as const)('%s "%s" starts the shirt order\'s exchange, the misfit its reason', async (locale, said, reason) => {
    const chat = await open({ customerId: 'cus-emma', locale });
    await chat.say(said);
    expect(chat.prompt()).toMatchObject({ workflow: { name: 'exchange', step: 3 } });
    const summary = Object.values(await onToConfirmation(chat));
    expect(summary).toContain('TL-10231');
    expect(summary).toContain(reason);
  });
});
