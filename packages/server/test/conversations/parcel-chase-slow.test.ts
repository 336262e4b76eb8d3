import { describe, expect, it } from 'vitest';
import { partsOf, SHOPS, type Answer } from './focus-support.js';
import { shopForFile } from './shop-for-file.js';

// Issue 17 items 2 and 6: "怎么这么慢" / "so slow!" right after a parcel was looked up answered a help article about slow
// charging; slowness said alone after an order or parcel answer chases that parcel. c_1001's shipped order is the one
// its parcel question finds (shops/demo/orders.json).
const shop = shopForFile(SHOPS.demo);
const parcelOf = (answer: Answer) => partsOf(answer, 'logistics').map((part) => part.orderId);

describe('slowness said after a parcel lookup chases it (rules path, signed in)', () => {
  it('"我的快递到哪了" → "怎么这么慢": the same parcel, what can be done, no charging article', async () => {
    const c = await shop.talk('zh-CN', 'c_1001');
    const [orderId] = parcelOf(await c.say('我的快递到哪了'));
    const slow = await c.say('怎么这么慢');
    expect(partsOf(slow, 'knowledge_source')).toEqual([]);
    expect(parcelOf(slow)).toEqual([orderId]);
    expect(slow.text).toContain('没法加快');
  });

  it('"where is my parcel?" → "so slow!": the same parcel and the courier note', async () => {
    const c = await shop.talk('en', 'c_1001');
    const [orderId] = parcelOf(await c.say('where is my parcel?'));
    const slow = await c.say('so slow!');
    expect(parcelOf(slow)).toEqual([orderId]);
    expect(slow.text).toContain("can't speed up delivery");
  });
});
