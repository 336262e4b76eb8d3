import { readFileSync } from 'node:fs';
import type { ThreadEvent } from '@kefu/protocol';
import { describe, expect, it } from 'vitest';
import { SHOPS } from './focus-support.js';
import { openPrompt, say, kefuTabsForFile } from './support/workflow-conversation.js';

// Issue 17: a shopper describing a fault ("我的耳机坏了，左耳没声音") was put straight into the repair form (order id,
// phone ending). Seed 000 routes a fault description to 故障排查 (FAULT_DIAGNOSIS, a knowledge intent) and a repair
// request to 维修流程 (REPAIR_PROCESS, a workflow): the symptom gets the shop's troubleshooting first, with the repair
// one tap away; asking for a repair ("要寄修", "能修吗") or describing damage no troubleshooting fixes still opens it.
// Expected steps come from the demo shop's earbuds article.
const ARTICLE = { 'zh-CN': ['fault-earbuds-pairing', 'zh-CN/fault-earbuds-pairing.md'], en: ['fault-earbuds-pairing-en', 'en/fault-earbuds.md'] } as const;
const article = (locale: 'zh-CN' | 'en') => readFileSync(`${SHOPS.demo}knowledge/${ARTICLE[locale][1]}`, 'utf8');

const served = kefuTabsForFile();
const tab = served.tab;

/** The assistant's last message of a turn. */
function answerOf(events: ThreadEvent[]) {
  const done = events.findLast((event) => event.event === 'message:done' && event.data.message.role === 'assistant');
  if (done?.event !== 'message:done') throw new Error('no answer');
  const parts = done.data.message.parts ?? [];
  return {
    text: done.data.message.text,
    sources: parts.flatMap((part) => (part.type === 'knowledge_source' ? [part.articleId] : [])),
    replies: parts.flatMap((part) => (part.type === 'quick_replies' ? part.replies.map((reply) => reply.text) : [])),
  };
}
const opened = (events: ThreadEvent[]) => events.filter((event) => event.event === 'interrupt:open');

describe('a described fault is troubleshot before a repair is offered (rules path)', () => {
  it('"我的耳机坏了，左耳没声音" answers the one-side-silent steps, opens no form, and "申请维修" then starts the repair', async () => {
    const client = await tab();
    const events = await say(client, '我的耳机坏了，左耳没声音', 'reply');
    expect(opened(events)).toEqual([]);
    const answer = answerOf(events);
    expect(answer.sources).toContain(ARTICLE['zh-CN'][0]);
    // The one-side section's first step, as the article writes it.
    expect(article('zh-CN')).toContain('将两只耳机都放回充电盒充电 10 分钟后重新取出');
    expect(answer.text).toContain('将两只耳机都放回充电盒充电 10 分钟后重新取出');
    expect(answer.replies).toContain('申请维修');
    await say(client, '申请维修', 'prompt');
    expect(openPrompt(client).workflow?.name).toBe('repair');
  });

  it('signed in, "申请维修" under the earbuds steps offers only her orders with earbuds', async () => {
    const client = await tab({ customerId: 'c_1001' });
    await say(client, '我的耳机坏了，左耳没声音', 'reply');
    await say(client, '申请维修', 'prompt');
    const prompt = openPrompt(client);
    expect(prompt.workflow?.name).toBe('repair');
    const values = prompt.options?.map((option) => option.value) ?? [];
    expect(values).toContain('KF10010002');
    expect(values).not.toContain('KF10010001');
  });

  it('"my earbuds are broken, the left one has no sound" answers the English steps with a repair one tap away', async () => {
    const client = await tab({ locale: 'en' });
    const events = await say(client, 'my earbuds are broken, the left one has no sound', 'reply');
    expect(opened(events)).toEqual([]);
    const answer = answerOf(events);
    // Which section of the article leads is the knowledge answer's composition (issue 21), not this test's.
    expect(answer.sources).toContain(ARTICLE.en[0]);
    expect(answer.text).toContain(article('en').match(/^title: (.+)$/m)![1]!);
    expect(answer.replies).toContain('Request a repair');
    await say(client, 'Request a repair', 'prompt');
    expect(openPrompt(client).workflow?.name).toBe('repair');
  });

  it.each([
    ['zh-CN', '左耳没声音了，要寄修'],
    ['zh-CN', '耳机坏了，能修吗'],
    ['zh-CN', '手机屏幕碎了'],
    ['zh-CN', '耳机摔坏了，左耳没声音'],
    ['en', 'my earbuds are broken, can you repair them?'],
  ] as const)('[%s] "%s" asks for a repair (or names damage): the repair form opens', async (locale, text) => {
    const client = await tab({ locale });
    await say(client, text, 'prompt');
    expect(openPrompt(client).workflow?.name).toBe('repair');
  });
});
