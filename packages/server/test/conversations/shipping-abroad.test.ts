import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KefuServer } from '../../src/create-kefu-server.js';
import { SHOPS } from './focus-support.js';
import { serveKefu, shopperTab, type Conversation } from './order-change-harness.js';

// "do you ship internationally?" on threadline quoted the shipping article's domestic dispatch times ("leave our New
// Jersey warehouse… Standard shipping 3–5 business days") as if that answered it; the article says nothing about
// shipping abroad. A human agent says the published policy does not cover it and offers a person. Built: a question
// about shipping abroad is answered from the knowledge only when an article speaks of it; otherwise the reply says
// the shop's shipping policy does not cover it, with a person one tap away (nobody is online in these tests: a message
// left for them). shops/demo's article does cover it ("暂不支持配送至…海外"): quoted as before. A shop with no shipping
// article at all still gets policy-unpublished.test.ts's "has not published its shipping policy yet".
const servers: Array<{ server: KefuServer; url: string }> = [];
const tabs: Conversation[] = [];
let threadline: string;
let demo: string;
beforeAll(async () => {
  servers.push(await serveKefu(undefined, { KEFU_SHOP_DIR: SHOPS.threadline }), await serveKefu(undefined, { KEFU_SHOP_DIR: SHOPS.demo }));
  [threadline, demo] = servers.map((served) => served.url) as [string, string];
});
afterAll(async () => {
  for (const tab of tabs) tab.close();
  for (const served of servers) await served.server.close();
});
const ask = async (url: string, locale: 'en' | 'zh-CN', question: string) => {
  const tab = await shopperTab(url, { locale });
  tabs.push(tab);
  await tab.say(question);
  return tab.lastAnswer();
};
const replies = (answer: { parts?: unknown[] }) =>
  (answer.parts ?? []).flatMap((part) => ((part as { type: string }).type === 'quick_replies' ? (part as { replies: Array<{ text: string }> }).replies : []));

describe('shipping abroad (rules path, guest)', () => {
  it.each(['do you ship internationally?', 'Can you ship to other countries?', 'do you ship overseas'])(
    'threadline, "%s": the published shipping policy does not cover it; a message for a person is offered',
    async (question) => {
      const answer = await ask(threadline, 'en', question);
      expect(answer.text).toBe(
        "The shop's published shipping policy does not say whether it ships abroad, so I cannot answer that reliably, and nobody from the shop is online right now. Leave them a message and they will get back to you.",
      );
      expect(answer.text).not.toContain('New Jersey');
      expect(replies(answer).map((reply) => reply.text)).toHaveLength(1);
    },
  );

  it('threadline, "你们能寄到国外吗": the same, in Chinese', async () => {
    const answer = await ask(threadline, 'zh-CN', '你们能寄到国外吗');
    expect(answer.text).toBe('店铺公布的运费与配送说明里没有提到海外配送，这个问题我没法准确回答；现在没有在线的客服，您可以给客服留言，客服上线后会回复您。');
  });

  it('threadline, "how long does shipping take?" still quotes the dispatch times', async () => {
    const answer = await ask(threadline, 'en', 'how long does shipping take?');
    expect(answer.text).toContain('Standard shipping');
  });

  it('demo, "你们能寄到国外吗" / "do you ship overseas?": its article covers it and is quoted', async () => {
    expect((await ask(demo, 'zh-CN', '你们能寄到国外吗')).text).toContain('海外');
    expect((await ask(demo, 'en', 'do you ship overseas?')).text).toContain('overseas');
  });
});
