import { describe, expect, it } from 'vitest';
import { kefuForFile, type Conversation } from './order-change-harness.js';

// Issue 17 item 4: a side question at an open prompt that names no topic of its own ("how much does it cost?", "运费谁出")
// asks about the request under way, and is answered from that topic's article; the prompt stays open.
const { open } = kefuForFile(undefined);
/** The articles an answer cites, in order. */
const cited = (chat: Conversation) => (chat.lastAnswer().parts ?? []).flatMap((part) => (part.type === 'knowledge_source' ? [part.articleId] : []));

describe('a side question about the workflow under way (rules path, real socket)', () => {
  it('"how much does it cost?" / "how long does it take?" at a repair prompt cite the repair article, and the prompt stays', async () => {
    const chat = await open({ locale: 'en' });
    await chat.say('my phone screen cracked, can you fix it?');
    const prompt = chat.prompt();
    expect(prompt.workflow?.name).toBe('repair');
    await chat.say('how much does it cost?');
    expect(cited(chat)[0]).toBe('repair-service-en');
    await chat.say('how long does it take?');
    expect(cited(chat)[0]).toBe('repair-service-en');
    expect(chat.prompt()).toMatchObject({ workflow: { name: 'repair', step: prompt.workflow!.step } });
  });

  it('"运费谁出" and "要多久能退款" at a return prompt cite the returns article, not shipping or a bad order number', async () => {
    const chat = await open({ locale: 'zh-CN' });
    await chat.say('我要退货');
    expect(chat.prompt().workflow?.name).toBe('return');
    await chat.say('运费谁出');
    expect(cited(chat)[0]).toBe('returns-7-day');
    await chat.say('要多久能退款');
    expect(cited(chat)[0]).toBe('returns-7-day');
    expect(chat.prompt().error).toBeUndefined();
  });

  it('a question naming its own topic keeps it: "发票怎么开" during a return is about invoices', async () => {
    const chat = await open({ locale: 'zh-CN' });
    await chat.say('我要退货');
    await chat.say('发票怎么开');
    expect(cited(chat)[0]).toMatch(/^invoice-/);
  });
});
