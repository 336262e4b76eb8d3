import { cpSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '@kefu/testing';
import { SHOPS } from './focus-support.js';
import { shopForFile } from './shop-for-file.js';

// Gift wrapping asked as a service of the shop's (rules path, nobody from the shop online). Before, on shops/threadline
// (no article speaks of gift wrap): "is it gift wrapped?" and "do you do gift wrapping?" quoted the Returns article
// (its "gift cards"), "可以礼品包装吗" / "有礼品包装吗" the Chinese returns article (its 礼品卡), and "can you gift wrap it?"
// answered the Wrap Dress's specs (a title word), with the Oxford shirt in focus too. Built: a service the shop may do to
// an order (gift wrap, gift box, engraving, 礼品包装, 刻字) is a question for the articles, not a product search
// (shop-service-question.ts); an article answers only when it speaks of the service (speaksOfService), else the shop
// has not published it and a person is offered (service-not-published.ts). A shop whose article speaks of it answers
// from that article.
const NOT_PUBLISHED_EN =
  'The shop has not published anything about gift wrapping, so I cannot say whether it is offered, and nobody from the shop is online right now. Leave them a message and they will get back to you.';
const NOT_PUBLISHED_ZH = '店铺没有发布关于“礼品包装”的说明，我没法确定是否提供；现在没有在线的客服，您可以给客服留言，客服上线后会回复您。';

describe('gift wrapping on a shop that has not written about it', () => {
  const threadline = shopForFile(SHOPS.threadline);

  it.each(['is it gift wrapped?', 'can you gift wrap it?', 'do you do gift wrapping?'])(
    'en "%s": not published, not Returns nor the Wrap Dress',
    async (asked) => {
      const c = await threadline.talk('en');
      const answer = await c.say(asked);
      expect(answer.text).toBe(NOT_PUBLISHED_EN);
    },
  );

  it('"can you gift wrap it?" with the Oxford shirt in focus: the service, not the Wrap Dress', async () => {
    const c = await threadline.talk('en');
    await c.say('tell me about the oxford shirt');
    expect((await c.say('can you gift wrap it?')).text).toBe(NOT_PUBLISHED_EN);
  });

  it.each(['可以礼品包装吗', '有礼品包装吗'])('zh-CN "%s": not published, not the returns article', async (asked) => {
    const c = await threadline.talk('zh-CN');
    expect((await c.say(asked)).text).toBe(NOT_PUBLISHED_ZH);
  });
});

describe('gift wrapping on a shop whose article speaks of it', () => {
  const dir = tempDir('gift-wrap-article');
  const copy = join(dir.path, 'threadline');
  beforeAll(() => {
    cpSync(SHOPS.threadline, copy, { recursive: true });
    writeFileSync(
      join(copy, 'knowledge/en/gift-wrapping.md'),
      '---\nid: gift-wrapping\ntitle: Gift wrapping\nlocale: en\nurl: /pages/gift-wrapping\ntags: [gift wrap, gift wrapping, gift box]\n---\n# Gift wrapping\n\n- **Gift wrap:** tick "Gift wrap" at checkout and we wrap each item in recycled paper for $5 per order.\n',
    );
    writeFileSync(
      join(copy, 'knowledge/zh-CN/gift-wrapping.md'),
      '---\nid: gift-wrapping-zh-cn\ntitle: 礼品包装\nlocale: zh-CN\nurl: /pages/gift-wrapping\ntags: [礼品包装, 包装]\n---\n# 礼品包装\n\n- **礼品包装：**结账时勾选「礼品包装」，每单 5 美元，用再生纸包装。\n',
    );
  });
  afterAll(() => dir.remove());
  const shop = shopForFile(copy);

  it('en "can you gift wrap it?": the article', async () => {
    const c = await shop.talk('en');
    expect((await c.say('can you gift wrap it?')).text).toContain('we wrap each item in recycled paper for $5 per order');
  });

  it('zh-CN "可以礼品包装吗": the article', async () => {
    const c = await shop.talk('zh-CN');
    expect((await c.say('可以礼品包装吗')).text).toContain('每单 5 美元');
  });
});
