import { describe, expect, it } from 'vitest';
import { kefuForFile } from './order-change-harness.js';

// "my phone screen has dead pixels" from c_1001 (shops/demo), who received one phone (KF10010001, a Find X9; the
// earbuds of KF10010002 are no phone), answered the article "My phone will not turn on", and "我的手机屏幕有坏点" the
// repair article: a fault told of a kind ("phone", 手机) naming no product stayed a troubleshooting question, and the
// fault article nearest the kind answered it. Built (own-item-fault.ts): a defect one can see (dead pixels, cracked,
// 坏点, 划痕: visible-defect-words.ts) told of "my phone" by a signed-in shopper is of their own phone; one received → that phone's order,
// its warranty and its repair, return or exchange, as "my X9 screen has dead pixels" is (damaged-item.ts); several
// (c_1002: a Find X8 and an A5 Pro delivered) → the repair asks which, one option per order. A fault
// steps may fix ("my phone won't turn on", "我的耳机坏了，左耳没声音": fault-before-repair.test.ts) still has its
// troubleshooting article, and a guest is answered as before.
const demo = kefuForFile(undefined);

describe('a fault of "my phone" naming no product (demo, signed in, rules path)', () => {
  it.each([
    ['en', 'my phone screen has dead pixels', /under warranty until \d{1,2} \w{3} \d{4}\. Would you like it repaired, or to return or exchange it\?/],
    ['zh-CN', '我的手机屏幕有坏点', /保修期到 \d{4}年\d{1,2}月\d{1,2}日，目前在保修期内。需要为您办理维修、退货还是换货？/],
  ] as const)('%s "%s" of c_1001: the Find X9 of KF10010001, its warranty and repair', async (locale, said, offer) => {
    const chat = await demo.open({ customerId: 'c_1001', locale });
    await chat.say(said);
    const answer = chat.lastAnswer();
    expect(answer.text).toContain('KF10010001');
    expect(answer.text).toContain('Find X9');
    expect(answer.text).toMatch(offer);
    expect(answer.text).not.toMatch(/will not turn on|维修服务/);
    const replies = (answer.parts ?? []).flatMap((part) => (part.type === 'quick_replies' ? part.replies : []));
    expect(replies[0]?.text).toMatch(/^(?:I want to repair the Find X9 from KF10010001|KF10010001 的 Find X9 我要维修)$/);
  });

  it.each([
    ['en', 'my phone screen has dead pixels'],
    ['zh-CN', '我的手机屏幕有坏点'],
  ] as const)('%s "%s" of c_1002, two phones delivered: which one, an option per order', async (locale, said) => {
    const chat = await demo.open({ customerId: 'c_1002', locale });
    await chat.say(said);
    const prompt = chat.prompt();
    expect(prompt).toMatchObject({ kind: 'choice', workflow: { name: 'repair' } });
    expect(prompt.options?.map((option) => option.value)).toEqual(['KF10020001', 'KF10020002']);
    expect(prompt.options?.[0]?.label).toContain('Find X8');
    expect(prompt.options?.[1]?.label).toContain('A5 Pro');
  });

  it('"my phone won\'t turn on" of c_1001 is still troubleshot from its article', async () => {
    const chat = await demo.open({ customerId: 'c_1001', locale: 'en' });
    await chat.say("my phone won't turn on");
    expect(chat.lastAnswer().text.startsWith('From our help article “My phone will not turn on”')).toBe(true);
  });

  it('a guest\'s "my phone screen has dead pixels" looks up no order', async () => {
    const chat = await demo.open({ locale: 'en' });
    await chat.say('my phone screen has dead pixels');
    expect(chat.lastAnswer().text).not.toContain('KF100');
  });
});
