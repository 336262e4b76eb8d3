import { describe, expect, it } from 'vitest';
import { SHOPS } from './focus-support.js';
import { kefuForFile } from './order-change-harness.js';

// A return or an exchange asked for a named order still shown as shipped got only "订单 KF10010003 还在配送中，签收后
// 7 天内可申请退货。" / "Order TL-10244 is still on its way; you can request an exchange within 30 days of delivery.":
// right when the parcel is on its way, of no help to a shopper who holds it while the tracking lags (see
// damage-in-transit). Built: the refusal of that order goes on to say a person can start it now if it has reached
// them. Demo shop: c_1001's KF10010003 is shipped; threadline: cus-emma's TL-10244.
const demo = kefuForFile(undefined);
const threadline = kefuForFile(undefined, { KEFU_SHOP_DIR: SHOPS.threadline });

describe('a return or exchange of an order still shown on its way', () => {
  it('zh-CN "我要退货 KF10010003": on its way, and a person if it has reached them', async () => {
    const chat = await demo.open({ customerId: 'c_1001' });
    await chat.say('我要退货 KF10010003');
    expect(chat.lastAnswer().text).toMatch(
      /^订单 KF10010003 还在配送中，签收后 \d+ 天内可申请退货。如果您已经收到商品，只是签收还没更新，可以回复「人工」，由客服现在为您办理。$/,
    );
  });

  it('en "I want to exchange TL-10244": on its way, and a person if it has reached them', async () => {
    const chat = await threadline.open({ customerId: 'cus-emma', locale: 'en' });
    await chat.say('I want to exchange TL-10244');
    expect(chat.lastAnswer().text).toMatch(
      /^Order TL-10244 is still on its way; .+ If it has already reached you and the tracking hasn't caught up, ask for a human agent to start it now\.$/,
    );
  });
});
