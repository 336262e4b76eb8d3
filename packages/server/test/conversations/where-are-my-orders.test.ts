import { describe, expect, it } from 'vitest';
import { SHOPS } from './focus-support.js';
import { shopForFile } from './shop-for-file.js';

// "where are my orders?" from cus-emma (TL-10251 paid, TL-10244 shipped, TL-10231 delivered) answered only the
// sneakers' parcel, and said nothing of the dress still waiting to ship; "我的订单都到哪了" from c_1002 the same. Built:
// a parcel question about the shopper's orders (plural, or 都 / 所有 / 全部) answers every order still under way (unpaid,
// paid, shipped), newest first, at most three, as "我的耳机到哪了" does for the orders holding an item. The singular
// "where is my order?" / "我的订单到哪了" keeps answering the latest parcel.
describe('where are my orders (all of those under way)', () => {
  const threadline = shopForFile(SHOPS.threadline);
  const demo = shopForFile(SHOPS.demo);

  it('threadline en: the dress waiting to ship, then the sneakers on their way; not the delivered order', async () => {
    const conversation = await threadline.talk('en', 'cus-emma');
    const { text } = await conversation.say('where are my orders?');
    expect(text).toContain('Order TL-10251 (Wrap Dress) is paid and waiting to ship');
    expect(text).toContain('UPS 1Z999AA10123456791');
    expect(text.indexOf('TL-10251')).toBeLessThan(text.indexOf('TL-10244'));
    expect(text).not.toContain('TL-10231');
  });

  it('demo zh-CN: "我的订单都到哪了" of c_1002 answers the paid order and the parcel on its way', async () => {
    const conversation = await demo.talk('zh-CN', 'c_1002');
    const { text } = await conversation.say('我的订单都到哪了');
    expect(text).toContain('订单 KF10020006（Enco Free4、Pad SE）已付款');
    expect(text).toContain('订单 KF10020003（Enco Air4）当前状态：已发货');
  });

  it('"where is my order?" (one) still answers the latest parcel alone (guard)', async () => {
    const conversation = await threadline.talk('en', 'cus-emma');
    const { text } = await conversation.say('where is my order?');
    expect(text).toContain('TL-10244');
    expect(text).not.toContain('TL-10251');
  });
});
