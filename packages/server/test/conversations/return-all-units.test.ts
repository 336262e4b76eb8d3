import { describe, expect, it } from 'vitest';
import { SHOPS } from './focus-support.js';
import { kefuForFile, type Conversation } from './order-change-harness.js';

// "I want to return both tees" asked "How many of them are you returning? 1 / 2 (all)" as if no number were said;
// "TL-10231 两件T恤都退" was not heard as a return at all (the order's status was answered), "TL-10231 的T恤全部退掉"
// asked 退几件, and "all" / "全部" picked at "which items?" asked how many tees after. Built: "both", "all", "全部",
// "都退" say every unit; "都退 / 全退 / 全部退" is a return cue; every item picked at "which items?" is every unit of
// each. Threadline: cus-emma's TL-10231 is a delivered Linen Shirt and two Essential Crew Tees. Nothing is submitted,
// so one server serves every case.
const threadline = kefuForFile(undefined, { KEFU_SHOP_DIR: SHOPS.threadline });
const items = (chat: Conversation) => chat.prompt().summary?.find((row) => row.label === 'Items' || row.label === '商品')?.value;

async function reasonAsked(locale: 'en' | 'zh-CN', ...said: string[]): Promise<Conversation> {
  const chat = await threadline.open({ customerId: 'cus-emma', locale });
  for (const words of said) await chat.say(words);
  // Not "how many?" (step 1): the reason, the return's step 2.
  expect(chat.prompt()).toMatchObject({ kind: 'choice', workflow: { name: 'return', step: 2 } });
  await chat.say(locale === 'en' ? 'too small' : '太小了');
  await chat.say(locale === 'en' ? 'skip' : '跳过');
  return chat;
}

describe('every unit said of a line of several', () => {
  it.each(['I want to return both tees from TL-10231', 'I want to return all the tees from TL-10231'])('en "%s": × 2, not asked how many', async (said) => {
    const chat = await reasonAsked('en', said);
    expect(items(chat)).toBe('Essential Crew Tee (M / Black) × 2');
  });

  it.each(['TL-10231 两件T恤都退', 'TL-10231 的T恤全部退掉', 'TL-10231 的T恤都退了吧'])('zh-CN「%s」：× 2，不问退几件', async (said) => {
    const chat = await reasonAsked('zh-CN', said);
    expect(items(chat)).toBe('Essential Crew Tee（M / Black） × 2');
  });
});

describe('every item picked at "which items?" is every unit of each', () => {
  it('en "all": the shirt and both tees', async () => {
    const chat = await reasonAsked('en', 'I want to return TL-10231', 'all');
    expect(items(chat)).toBe('Linen Shirt (M / White / Regular) × 1, Essential Crew Tee (M / Black) × 2');
  });

  it('zh-CN「全部」：衬衫和两件T恤', async () => {
    const chat = await reasonAsked('zh-CN', '我要退 TL-10231', '全部');
    expect(items(chat)).toBe('Linen Shirt（M / White / Regular） × 1，Essential Crew Tee（M / Black） × 2');
  });
});
