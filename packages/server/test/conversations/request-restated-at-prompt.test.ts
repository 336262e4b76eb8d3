import { describe, expect, it } from 'vitest';
import { kefuForFile } from './order-change-harness.js';

// The request said again at its own workflow's prompt (demo shop, c_1001's KF10010001, a delivered Find X9). Before:
// "开个发票" / "I want an invoice" at the invoice-type choice was taken as a wrong answer: "请从以下选项中选择：个人 / 公司"
// ("Please pick one of: …"). Now it is heard as what is being done: a kind word, and the same question again without
// the error. "那修吧" / "还是修吧" at the exchange's reason prompt was a wrong answer too ("请从以下选项中选择：质量问题 / …");
// now it switches to a repair at once, as "just repair it then" did.
const demo = kefuForFile(undefined);

describe('the request restated at its own prompt', () => {
  it.each([
    ['zh-CN', '我要开发票 KF10010001', '开个发票', '好的，正在为您办理，请回答下面这个问题。'],
    ['en', 'I need an invoice for KF10010001', 'I want an invoice', 'Sure, that is what we are doing: just answer the question below.'],
  ] as const)('%s "%s" → "%s": the type asked again, no error', async (locale, start, again, kind) => {
    const chat = await demo.open({ customerId: 'c_1001', locale });
    await chat.say(start);
    const asked = chat.prompt();
    expect(asked).toMatchObject({ kind: 'choice', workflow: { name: 'invoice' } });
    await chat.say(again);
    expect(chat.prompt()).toMatchObject({ kind: 'choice', workflow: { name: 'invoice' }, options: asked.options });
    expect(chat.prompt().error).toBeUndefined();
    expect(chat.lastAnswer().text).toBe(kind);
  });

  it.each(['那修吧', '还是修吧'])('zh-CN "%s" at the exchange reason: the repair, at once', async (said) => {
    const chat = await demo.open({ customerId: 'c_1001', locale: 'zh-CN' });
    await chat.say('我要换货 KF10010001');
    expect(chat.prompt()).toMatchObject({ kind: 'choice', workflow: { name: 'exchange' } });
    await chat.say(said);
    expect(chat.prompt()).toMatchObject({ workflow: { name: 'repair' } });
    expect(chat.lastAnswer().text).toMatch(/^好的，换货申请已放弃（未提交），现在为您改办维修/);
  });
});
