import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../gateway/support/test-server.js';
import { Conversation, partsOf, SHOPS } from './focus-support.js';

// "那就它了，怎么下单" at the end of a shopping conversation (issue 17 item 3): the assistant cannot place the order,
// so it says how checkout works with the product the shopper settled on, or gives the shop's own ordering article.
// Before, the demo shop answered "抱歉，我暂时没有找到相关说明" with invoice topics, and English questions got the
// shipping article (it mentions orders).
let demo: Awaited<ReturnType<typeof startTestServer>>;
let withArticle: Awaited<ReturnType<typeof startTestServer>>;
const open: Conversation[] = [];
const folders: string[] = [];
const talk = async (url: string, locale: 'zh-CN' | 'en') => {
  const conversation = await Conversation.open(url, { locale });
  open.push(conversation);
  return conversation;
};

/** Threadline with a help article on placing an order, as a merchant would add one. */
function threadlineWithOrderingArticle(): string {
  const dir = mkdtempSync(join(tmpdir(), 'kefu-ordering-'));
  folders.push(dir);
  cpSync(SHOPS.threadline, dir, { recursive: true });
  writeFileSync(
    join(dir, 'knowledge', 'en', 'ordering.md'),
    [
      '---',
      'id: ordering',
      'title: How to place an order',
      'locale: en',
      'tags: [order, buy, checkout, cart]',
      '---',
      '# How to place an order',
      '',
      'Pick a size and color on the product page and tap Add to bag. At checkout you can pay by card, Apple Pay or Shop Pay; orders are confirmed by e-mail within minutes.',
      '',
    ].join('\n'),
  );
  return dir;
}

beforeAll(async () => {
  demo = await startTestServer({ env: { KEFU_SHOP_DIR: SHOPS.demo } });
  withArticle = await startTestServer({ env: { KEFU_SHOP_DIR: threadlineWithOrderingArticle() } });
});
afterAll(async () => {
  for (const conversation of open) conversation.close();
  await demo?.close();
  await withArticle?.close();
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

describe('how to buy the product settled on (rules path)', () => {
  it('"拍照好一点的，预算4000左右" → "第一个有什么颜色" → "那就它了，怎么下单": checkout for the first match, its card', async () => {
    const c = await talk(demo.url, 'zh-CN');
    const matches = partsOf(await c.say('我想买个手机，拍照好一点的，预算4000左右'), 'product').map((part) => part.name);
    expect(matches.length).toBeGreaterThan(1);
    await c.say('第一个有什么颜色');
    const how = await c.say('那就它了，怎么下单');
    expect(how.text.startsWith(`${matches[0]}：在商品页选好规格后加入购物车`)).toBe(true);
    expect(partsOf(how, 'product').map((part) => part.name)).toEqual([matches[0]]);
    expect(partsOf(how, 'quick_replies')).toEqual([]);
  });

  it('"X9怎么买" is how to buy the X9, not its specs', async () => {
    const c = await talk(demo.url, 'zh-CN');
    const how = await c.say('X9怎么买');
    expect(how.text).toMatch(/^Find X9：在商品页选好规格后加入购物车，再去结算付款即可。/);
    expect(partsOf(how, 'product').map((part) => part.name)).toEqual(['Find X9']);
  });

  it('"How much is the X9?" → "how do I order it?" → "can you place the order for me?": checkout, not the shipping article', async () => {
    const c = await talk(demo.url, 'en');
    await c.say('How much is the X9?');
    for (const question of ['how do I order it?', 'can you place the order for me?']) {
      const how = await c.say(question);
      expect(how.text).toMatch(/^To buy the Find X9: choose the options you want on the product page, add it to your cart and check out\./);
      expect(partsOf(how, 'knowledge_source')).toEqual([]);
      expect(partsOf(how, 'product').map((part) => part.name)).toEqual(['Find X9']);
    }
  });

  it("a shop with an ordering article answers from it, with the product's card", async () => {
    const c = await talk(withArticle.url, 'en');
    await c.say('how much is the linen shirt?');
    const how = await c.say('how do I order it?');
    expect(how.text).toContain('Add to bag');
    expect(partsOf(how, 'knowledge_source').map((part) => part.title)).toContain('How to place an order');
    expect(partsOf(how, 'product').map((part) => part.name)).toEqual(['Linen Shirt']);
  });
});
