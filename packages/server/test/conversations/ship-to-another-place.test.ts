import { describe, expect, it } from 'vitest';
import { SHOPS } from './focus-support.js';
import { kefuForFile } from './order-change-harness.js';

// "do you ship to Canada?" → "and to the UK?" answered "Sorry, I could not find anything on that": the follow-up names a
// place the shipping article does not, so the policy topic was not carried (topic-carried.ts carries it only when the
// article holds the words asked about). Where a shop ships is the answer to any place asked after, named in it or not.
// Built: right after a question of where the shop ships, "and to X?" / "what about X?" / "那X呢" naming a place (no
// product or kind) asks the same. shops/threadline ships to the US and Canada; shops/demo to mainland China only.
const threadline = kefuForFile(undefined, { KEFU_SHOP_DIR: SHOPS.threadline });
const demo = kefuForFile(undefined);

describe('shipping asked of one place, then another (rules path, guest)', () => {
  it.each(['and to the UK?', 'what about Australia?'])('threadline "do you ship to Canada?" → "%s": where the shop ships', async (asked) => {
    const chat = await threadline.open({ locale: 'en' });
    await chat.say('do you ship to Canada?');
    await chat.say(asked);
    expect(chat.lastAnswer().text).toContain('all 50 US states and Canada');
  });

  it('demo "能寄到香港吗" → "那日本呢": 配送范围', async () => {
    const chat = await demo.open({ locale: 'zh-CN' });
    await chat.say('能寄到香港吗');
    await chat.say('那日本呢');
    expect(chat.lastAnswer().text).toContain('仅支持中国大陆地区配送');
  });

  it('"what about dresses?" after it names a kind: the dresses, not the shipping policy', async () => {
    const chat = await threadline.open({ locale: 'en' });
    await chat.say('do you ship to Canada?');
    await chat.say('what about dresses?');
    expect(chat.lastAnswer().text).toContain('Wrap Dress');
    expect(chat.lastAnswer().text).not.toContain('Where we ship');
  });
});
