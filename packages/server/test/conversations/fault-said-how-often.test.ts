import { describe, expect, it } from 'vitest';
import { SHOPS } from './focus-support.js';
import { shopForFile } from './shop-for-file.js';

// A fault said with how often it happens was searched for its frequency too: "my X9 keeps restarting" got the
// earbuds-pairing article (its synonyms hold "keeps disconnecting"), "我的X9老是自动重启" got "没有找到相关说明" (老是
// counted as a topic word, so the restart article covered too little of the question). And a fault no article covers
// ("X9 keeps crashing") got "could not find anything on that, try rephrasing". Built: how-often words (老是, 总是,
// 一直, 经常, keeps, always…) are not topic words; a fault no article covers is answered with what the desk can do —
// a repair request or a person — as quick replies.
describe('a fault said with how often it happens (demo, rules path)', () => {
  const demo = shopForFile(SHOPS.demo);

  it.each([
    ['en', 'my X9 keeps restarting', 'My phone will not turn on'],
    ['en', 'my phone keeps rebooting', 'My phone will not turn on'],
    ['zh-CN', '我的X9老是自动重启', '手机无法开机怎么办'],
    ['zh-CN', 'X9总是自动重启', '手机无法开机怎么办'],
  ] as const)('%s "%s": the article about that fault', async (locale, question, title) => {
    const conversation = await demo.talk(locale);
    const answer = await conversation.say(question);
    expect(answer.text).toContain(title);
    expect(answer.text).not.toMatch(/Earbuds|耳机/);
  });

  it.each([
    ['en', 'X9 keeps crashing', 'Request a repair', 'human'],
    ['zh-CN', 'X9老是闪退', '申请维修', '转人工'],
  ] as const)('%s "%s" (no article covers it): a repair request or a person, offered', async (locale, question, repair, human) => {
    const conversation = await demo.talk(locale);
    const answer = await conversation.say(question);
    expect(answer.text).not.toMatch(/could not find|rephras|没有找到|换个说法/);
    expect(answer.text).toMatch(/repair|维修/);
    const quick = answer.parts.find((part) => part.type === 'quick_replies');
    expect(quick && 'replies' in quick ? quick.replies.map((reply) => reply.text) : []).toEqual([repair, human]);
  });
});
