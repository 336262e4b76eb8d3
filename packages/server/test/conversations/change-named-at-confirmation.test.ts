import { describe, expect, it } from 'vitest';
import { kefuForFile, type Conversation } from './order-change-harness.js';

// A change said as "X改成Y" at a confirmation ("原因改成质量问题", "抬头改成上海某某科技有限公司") was refused with
// "请回复「确认」提交，或「取消」放弃。" (in English "make it a company invoice" too), and "算了，改成公司的" (at the confirmation or the invoice type) cancelled the
// invoice: "算了" read as giving it up. Built: "改成 / 改为 / 换成" is a change, which opens the step it names again (the
// confirmation's "change something"); "算了，" before a change is a change of mind, not a cancel. Since
// change-applied-at-confirmation.test.ts the value named is answered for that step at once: the confirmation again,
// or the step that depends on it (the company's title and tax id). Demo shop: c_1001's KF10010001 is a delivered Find X9.
const demo = kefuForFile(undefined);

async function started(...said: string[]): Promise<Conversation> {
  const chat = await demo.open({ customerId: 'c_1001' });
  for (const words of said) await chat.say(words);
  return chat;
}

describe('a change named at a confirmation', () => {
  it('return "原因改成质量问题": the reason is 质量问题, the confirmation again', async () => {
    const chat = await started('我要退货 KF10010001', '不想要了', '跳过');
    expect(chat.prompt()).toMatchObject({ kind: 'confirm' });
    await chat.say('原因改成质量问题');
    expect(chat.prompt()).toMatchObject({ kind: 'confirm', workflow: { name: 'return', step: 4 } });
    expect(chat.prompt().summary).toContainEqual({ label: '原因', value: '质量问题' });
  });

  it('invoice "抬头改成上海某某科技有限公司": the title form opens again', async () => {
    const chat = await started('我要开发票 KF10010001', '个人', 'a@b.cn');
    await chat.say('抬头改成上海某某科技有限公司');
    expect(chat.prompt()).toMatchObject({ kind: 'form', workflow: { name: 'invoice', step: 3 } });
  });

  it('invoice "算了，改成公司的" at the confirmation: a company invoice, its details asked, not cancelled', async () => {
    const chat = await started('我要开发票 KF10010001', '个人', 'a@b.cn');
    await chat.say('算了，改成公司的');
    expect(chat.prompt()).toMatchObject({ kind: 'form', workflow: { name: 'invoice', step: 3 } });
    expect(chat.prompt().prompt).toBe('请填写企业普票信息：');
  });

  it('invoice "算了，改成公司的" at the invoice type: the company invoice', async () => {
    const chat = await started('我要开发票 KF10010001');
    await chat.say('算了，改成公司的');
    expect(chat.prompt()).toMatchObject({ kind: 'form', workflow: { name: 'invoice', step: 3 } });
    expect(chat.prompt().prompt).toBe('请填写企业普票信息：');
  });

  it.each(['make it a company invoice', 'never mind, make it a company invoice'])(
    'en invoice "%s" at the confirmation: a company invoice, its details asked',
    async (said) => {
      const chat = await demo.open({ customerId: 'c_1001', locale: 'en' });
      for (const words of ['I need an invoice for KF10010001', 'personal', 'a@b.cn']) await chat.say(words);
      await chat.say(said);
      expect(chat.prompt()).toMatchObject({ kind: 'form', workflow: { name: 'invoice', step: 3 } });
      expect(chat.prompt().prompt).toBe('Please fill in the details for the Company invoice:');
    },
  );
});
