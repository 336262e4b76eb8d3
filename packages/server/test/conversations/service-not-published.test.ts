import { describe, expect, it } from 'vitest';
import { partsOf, SHOPS, type Answer } from './focus-support.js';
import { shopForFile } from './shop-for-file.js';

// A question whether the shop offers a service its articles say nothing of (rules path, nobody from the shop online).
// Before: "do you offer gift wrapping?" on shops/threadline answered "Sorry, I could not find anything on that. Try
// rephrasing, or say "human" to talk to an agent." (zh "抱歉，我暂时没有找到相关说明。您可以换个说法…"), though no
// rephrasing can find what the shop never wrote. Built: the topic asked is named as one the shop has not published
// anything on, and a person is offered (a message left for them when nobody is online), as an unpublished policy is
// (service-asked.ts, service-not-published.ts). A message that asks after no service keeps the miss as it was.
const replies = (answer: Answer) => partsOf(answer, 'quick_replies').flatMap((part) => part.replies.map((reply) => reply.text));

describe('a service the shop has not written about', () => {
  const threadline = shopForFile(SHOPS.threadline);
  const demo = shopForFile(SHOPS.demo);

  it('en "do you offer gift wrapping?": the topic named, a person offered', async () => {
    const c = await threadline.talk('en');
    const answer = await c.say('do you offer gift wrapping?');
    expect(answer.text).toBe(
      'The shop has not published anything about gift wrapping, so I cannot say whether it is offered, and nobody from the shop is online right now. Leave them a message and they will get back to you.',
    );
    expect(replies(answer)).toEqual(['human']);
  });

  it.each([
    ['threadline', '你们提供礼品包装吗'],
    ['threadline', '有礼品包装服务吗'],
    ['threadline', '可以刻字吗'],
    ['demo', '可以礼品包装吗'],
  ] as const)('zh on %s "%s": the topic named, a person offered', async (shop, asked) => {
    const c = await (shop === 'demo' ? demo : threadline).talk('zh-CN');
    const answer = await c.say(asked);
    const topic = asked.includes('刻字') ? '刻字' : '礼品包装';
    expect(answer.text).toBe(`店铺没有发布关于“${topic}”的说明，我没法确定是否提供；现在没有在线的客服，您可以给客服留言，客服上线后会回复您。`);
    expect(replies(answer)).toEqual(['转人工']);
  });

  it.each([
    ['en', 'blah blah foo', 'Sorry, I could not find anything on that. Try rephrasing'],
    ['zh-CN', '随便说说', '抱歉，我暂时没有找到相关说明。您可以换个说法'],
  ] as const)('%s "%s", no question about a service: the miss as before', async (locale, said, expected) => {
    const c = await threadline.talk(locale);
    expect((await c.say(said)).text).toContain(expected);
  });

  it('"do you offer free shipping?": the shop has written about it, so its article answers', async () => {
    const c = await threadline.talk('en');
    expect((await c.say('do you offer free shipping?')).text).toContain('Free on orders of $75 or more');
  });
});
