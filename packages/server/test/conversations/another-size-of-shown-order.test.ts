import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KefuServer } from '../../src/create-kefu-server.js';
import { SHOPS } from './focus-support.js';
import { serveKefu, shopperTab } from './order-change-harness.js';

// Right after TL-10231 (Linen Shirt + two tees) was shown, "the shirt is too small" started its exchange, but "can I
// get the same shirt in a bigger size?" listed four shirts for sale. Built: another size of an item of the order just
// shown ("in a bigger size", "a size up", "能换大一码吗") is that item's exchange, as "too small" is. Asked of a product
// for sale, it is no exchange. shops/threadline cus-emma: TL-10231 delivered; shops/demo c_1001: KF10010001 delivered X9.
let demo: { server: KefuServer; url: string };
let threadline: { server: KefuServer; url: string };
beforeAll(async () => {
  [demo, threadline] = await Promise.all([serveKefu(undefined), serveKefu(undefined, { KEFU_SHOP_DIR: SHOPS.threadline })]);
});
afterAll(async () => Promise.all([demo?.server.close(), threadline?.server.close()]));

describe('another size of an item of the order just shown', () => {
  it.each(['can I get the same shirt in a bigger size?', 'I need the shirt a size up', 'can I swap the shirt for a smaller size?'])('%s', async (question) => {
    const chat = await shopperTab(threadline.url, { customerId: 'cus-emma', locale: 'en' });
    await chat.say('show me TL-10231');
    await chat.say(question);
    expect(chat.prompt()).toMatchObject({ workflow: { name: 'exchange' } });
    chat.close();
  });

  it('of a product for sale, "in a bigger size?" is no exchange', async () => {
    const chat = await shopperTab(threadline.url, { locale: 'en' });
    await chat.say('do you have the linen shirt?');
    await chat.say('do you have it in a bigger size?');
    expect(chat.lastAnswer().text).not.toMatch(/exchang/i);
    chat.close();
  });

  it('zh-CN: "X9能换大一码吗" after a shown order is its exchange', async () => {
    const chat = await shopperTab(demo.url, { customerId: 'c_1001', locale: 'zh-CN' });
    await chat.say('KF10010001');
    await chat.say('X9能换大一码吗');
    expect(chat.prompt()).toMatchObject({ workflow: { name: 'exchange' } });
    chat.close();
  });
});
