import { describe, expect, it } from 'vitest';
import { SHOPS } from './focus-support.js';
import { kefuForFile } from './order-change-harness.js';

// "skip", "跳过", "随便" at a choice a request cannot go without (which items, the reason, what to exchange for) was
// answered "Please pick the items: …" / "请从以下选项中选择：…" as often as it was said, never saying why it could not be
// skipped or what else to do. Built: such an answer hears that this one needs the shopper's own pick (none is made for
// them) and the ways out: cancel, or a person. Demo shop: c_1001's KF10010001 is a delivered Find X9; threadline:
// cus-emma's TL-10231 a Linen Shirt and two tees.
const demo = kefuForFile(undefined);
const threadline = kefuForFile(undefined, { KEFU_SHOP_DIR: SHOPS.threadline });
const ZH = '这一步需要您自己选，我不能替您选。请点选上面的选项，或回复「取消」退出、回复「人工」转人工客服。';

describe('skipping a choice a request needs', () => {
  it('en "skip" at which items of TL-10231', async () => {
    const chat = await threadline.open({ customerId: 'cus-emma', locale: 'en' });
    await chat.say('I want to return something from TL-10231');
    await chat.say('skip');
    expect(chat.prompt()).toMatchObject({
      kind: 'choice',
      workflow: { name: 'return', step: 1 },
      error: 'This one needs your own pick; I should not choose for you. Pick an option above, or say "cancel" to stop or ask for a human agent.',
    });
  });

  it('zh-CN "跳过" at the return reason', async () => {
    const chat = await demo.open({ customerId: 'c_1001' });
    await chat.say('我要退货 KF10010001');
    await chat.say('跳过');
    expect(chat.prompt()).toMatchObject({ kind: 'choice', workflow: { name: 'return', step: 2 }, error: ZH });
  });

  it('zh-CN "随便" at what to exchange for', async () => {
    const chat = await demo.open({ customerId: 'c_1001' });
    await chat.say('我要换货 KF10010001');
    await chat.say('质量问题');
    await chat.say('跳过');
    await chat.say('随便');
    expect(chat.prompt()).toMatchObject({ kind: 'choice', workflow: { name: 'exchange', step: 4 }, error: ZH });
  });
});
