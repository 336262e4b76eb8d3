import { describe, expect, it } from 'vitest';
import { partsOf, SHOPS, type Answer } from './focus-support.js';
import { shopForFile } from './shop-for-file.js';

// A parcel chased (issue 17 items 2 and 6): after "我的快递到哪了", "能不能快点" answered the address-change article and
// "怎么还没到，都好几天了" the shipping-times article; "能催一下吗" was a policy question. Now each looks the same
// parcel up again and says what can be done, offering the person who can chase the courier. c_1001's shipped order
// is the one its parcel question finds (shops/demo/orders.json).
const SHOPPER = 'c_1001';
const shop = shopForFile(SHOPS.demo);
const signedIn = (locale: 'zh-CN' | 'en') => shop.talk(locale, SHOPPER);
const parcelOf = (answer: Answer) => partsOf(answer, 'logistics').map((part) => part.orderId);
const repliesOf = (answer: Answer) => partsOf(answer, 'quick_replies').flatMap((part) => part.replies.map((reply) => reply.text));

describe('a parcel chased after it was looked up (rules path, signed in)', () => {
  it('"我的快递到哪了" → "能不能快点" → "怎么还没到，都好几天了" → "能催一下吗": the same parcel, and a person to chase it', async () => {
    const c = await signedIn('zh-CN');
    const where = await c.say('我的快递到哪了');
    const [orderId] = parcelOf(where);
    expect(orderId).toMatch(/^KF\d+$/);
    expect(where.text).not.toContain('没法加快');
    for (const chase of ['能不能快点', '怎么还没到，都好几天了', '能催一下吗']) {
      const answer = await c.say(chase);
      expect(parcelOf(answer)).toEqual([orderId]);
      expect(answer.text).toContain('包裹在快递途中，我这边没法加快派送');
      expect(partsOf(answer, 'knowledge_source')).toEqual([]);
      expect(repliesOf(answer)[0]).toBe('转人工');
      expect(new Set(repliesOf(answer)).size).toBe(repliesOf(answer).length);
    }
  });

  it('"where is my parcel?" → "can you hurry it up?" → "why hasnt it arrived yet": the same parcel, in English', async () => {
    const c = await signedIn('en');
    const [orderId] = parcelOf(await c.say('where is my parcel?'));
    for (const chase of ['can you hurry it up?', 'why hasnt it arrived yet']) {
      const answer = await c.say(chase);
      expect(parcelOf(answer)).toEqual([orderId]);
      expect(answer.text).toMatch(/\. It's with the courier, and I can't speed up delivery from here\./);
      expect(repliesOf(answer)[0]).toBe('talk to a person');
      expect(new Set(repliesOf(answer)).size).toBe(repliesOf(answer).length);
    }
  });
});
