import { describe, expect, it } from 'vitest';
import { SHOPS } from './focus-support.js';
import { kefuForFile } from './order-change-harness.js';

// cus-emma on threadline holds a Wrap Dress not shipped yet (TL-10251) and sneakers on their way (TL-10244). "can I
// return my dress?" said the dress's order has not shipped and can be cancelled instead, but "can I return the dress?"
// and "这条裙子能退吗" (no "my") were read as the returns policy's question: the article "Returns and refunds" (zh: "抱歉，
// 我暂时没有找到相关说明"). Built: a signed-in shopper's return or exchange asked of "the" kind (or product) that an item
// of their own orders is, is that item's, as with "my" (own-item-asked.ts); "a dress" stays the policy's question.
const { open } = kefuForFile(undefined, { KEFU_SHOP_DIR: SHOPS.threadline });

describe('a return asked of "the" kind the signed-in shopper bought is their own item', () => {
  it('en "can I return the dress?": TL-10251 has not shipped, cancel it instead', async () => {
    const chat = await open({ customerId: 'cus-emma', locale: 'en' });
    await chat.say('can I return the dress?');
    expect(chat.lastAnswer().text).toContain(
      '· Order TL-10251 has not shipped yet, so a return is not possible; you can cancel the order instead (reply "cancel TL-10251").',
    );
  });

  it('zh "这条裙子能退吗": 订单 TL-10251 还未发货，可以取消', async () => {
    const chat = await open({ customerId: 'cus-emma' });
    await chat.say('这条裙子能退吗');
    expect(chat.lastAnswer().text).toContain('· 订单 TL-10251 还未发货，暂不能申请退货；如不想要了，可以取消订单（回复「取消订单 TL-10251」）。');
  });

  it('en "can I exchange the sneakers?": TL-10244 is still on its way', async () => {
    const chat = await open({ customerId: 'cus-emma', locale: 'en' });
    await chat.say('can I exchange the sneakers?');
    expect(chat.lastAnswer().text).toContain('· Order TL-10244 is still on its way; you can request an exchange within 45 days of delivery.');
  });

  it('en "can I return a dress?" (any dress) is still the returns article', async () => {
    const chat = await open({ customerId: 'cus-emma', locale: 'en' });
    await chat.say('can I return a dress?');
    expect(chat.lastAnswer().text).toContain('From our help article “Returns and refunds”');
  });
});
