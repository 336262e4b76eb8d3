import { describe, expect, it } from 'vitest';
import { SHOPS } from './focus-support.js';
import { shopForFile } from './shop-for-file.js';

// "is my X9 still under warranty?" from c_1001, whose Find X9 (KF10010001) was delivered, answered the X9's terms alone
// ("a 12-month warranty, counted from the day of delivery") and left the shopper to count. Built: asked of their own
// one ("my", "still", "我的", "还在保修期内吗"), a signed-in shopper also hears when theirs was delivered and until when it
// is covered (answers/own-warranty.ts, from get_order_info's orders holding the product). shops/demo, c_1001.
const demo = shopForFile(SHOPS.demo);

describe('the warranty of the shopper’s own one (rules path)', () => {
  it.each([
    [
      'en',
      'is my X9 still under warranty?',
      /Your Find X9 \(order KF10010001\) was delivered on \d{1,2} \w{3} \d{4}, so it is under warranty until \d{1,2} \w{3} \d{4}\.$/,
    ],
    [
      'zh-CN',
      '我的X9还在保修期内吗',
      /您的 Find X9（订单 KF10010001）于 \d{4}年\d{1,2}月\d{1,2}日 签收，保修期到 \d{4}年\d{1,2}月\d{1,2}日，目前在保修期内。$/,
    ],
  ] as const)('%s "%s": the terms, then theirs', async (locale, asked, theirs) => {
    const answer = await (await demo.talk(locale, 'c_1001')).say(asked);
    expect(answer.text.split('\n')[0]).toMatch(theirs);
  });

  it('a question of the terms alone, or from a guest, gets the terms alone', async () => {
    const terms = await (await demo.talk('en', 'c_1001')).say('how long is the warranty on the X9?');
    expect(terms.text).not.toContain('KF10010001');
    const guest = await (await demo.talk('en')).say('is my X9 still under warranty?');
    expect(guest.text).not.toMatch(/delivered on/);
  });
});
