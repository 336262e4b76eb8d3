import { describe, expect, it } from 'vitest';
import { SHOPS } from './focus-support.js';
import { kefuForFile, type Conversation } from './order-change-harness.js';

// A change that names its new value at a confirmation ("原因改成质量问题", "change the reason to damaged", "make it 1
// tee") opened the step again ("Why are you returning it?", the list of reasons) and the shopper had to say the value a
// second time. Built: the value said is answered for the step the change names, in the same turn, and the confirmation
// is shown again with it; a change without a value ("原因选错了") or one the step does not take still opens the step.
// Demo shop: c_1001's KF10010001 is a delivered Find X9. Threadline: cus-emma's TL-10231 holds two Essential Crew Tees.
// Nothing is submitted.
const demo = kefuForFile(undefined);
const threadline = kefuForFile(undefined, { KEFU_SHOP_DIR: SHOPS.threadline });
const rows = (chat: Conversation) => Object.fromEntries((chat.prompt().summary ?? []).map((row) => [row.label, row.value]));

async function said(shop: typeof demo, customerId: string, locale: 'en' | 'zh-CN', ...words: string[]): Promise<Conversation> {
  const chat = await shop.open({ customerId, locale });
  for (const one of words) await chat.say(one);
  expect(chat.prompt()).toMatchObject({ kind: 'confirm' });
  return chat;
}

describe('a change with its value at the confirmation is applied, the confirmation shown again', () => {
  it('zh-CN「原因改成质量问题」: 原因 质量问题, still the confirmation', async () => {
    const chat = await said(demo, 'c_1001', 'zh-CN', '我要退货 KF10010001', '不想要了', '跳过');
    await chat.say('原因改成质量问题');
    expect(chat.prompt()).toMatchObject({ kind: 'confirm', workflow: { name: 'return', step: 4 } });
    expect(rows(chat)).toMatchObject({ 订单号: 'KF10010001', 原因: '质量问题' });
  });

  it('en "change the reason to damaged": Reason Faulty, still the confirmation', async () => {
    const chat = await said(threadline, 'cus-emma', 'en', 'I want to return the tees from TL-10231', '2', 'too small', 'skip');
    await chat.say('change the reason to damaged');
    expect(chat.prompt()).toMatchObject({ kind: 'confirm', workflow: { name: 'return', step: 4 } });
    expect(rows(chat)).toMatchObject({ Items: 'Essential Crew Tee (M / Black) × 2', Reason: 'Faulty' });
  });

  it('en "make it 1 tee": Items × 1, still the confirmation', async () => {
    const chat = await said(threadline, 'cus-emma', 'en', 'I want to return the tees from TL-10231', '2', 'too small', 'skip');
    await chat.say('make it 1 tee');
    expect(chat.prompt()).toMatchObject({ kind: 'confirm', workflow: { name: 'return', step: 4 } });
    expect(rows(chat)).toMatchObject({ Items: 'Essential Crew Tee (M / Black) × 1', Reason: 'Changed my mind (30-day no-reason return)' });
  });

  it('zh-CN「改成退一件」(both tees said when asking): 商品 × 1', async () => {
    const chat = await said(threadline, 'cus-emma', 'zh-CN', 'TL-10231 两件T恤都退', '太小了', '跳过');
    await chat.say('改成退一件');
    expect(chat.prompt()).toMatchObject({ kind: 'confirm', workflow: { name: 'return', step: 4 } });
    expect(rows(chat)).toMatchObject({ 商品: 'Essential Crew Tee（M / Black） × 1' });
  });

  it('zh-CN「原因选错了」names no value: the reason is asked again', async () => {
    const chat = await said(demo, 'c_1001', 'zh-CN', '我要退货 KF10010001', '不想要了', '跳过');
    await chat.say('原因选错了');
    expect(chat.prompt()).toMatchObject({ kind: 'choice', workflow: { name: 'return', step: 2 } });
  });
});
