import { describe, expect, it } from 'vitest';
import { createShopFolderCommerce } from '../../src/adapters/commerce/shop-folder-commerce.js';
import { systemClock } from '../../src/ports/clock.js';
import { kefuForFile } from './order-change-harness.js';

// "我的退款多久到账" answered from the shopper's own refund, but "how long will my refund take?" got the refund
// policy, and "how long until the refund for KF10010009 arrives?" started a return, refused as "Order KF10010009 is
// already being refunded.": English asked a refund's time only with "when". Built: "how long … refund … take / arrive"
// with "my" or an order is the shopper's own refund (rules/refund-question.ts); "how long does a refund take?" stays
// the policy's. shops/demo: c_1001's KF10010009 is refunding ¥449.
const { open } = kefuForFile(createShopFolderCommerce({ clock: systemClock }));
const OWN_REFUND = 'The refund of ¥449 for order KF10010009 (Enco Free4) is in progress; it should reach your original payment method by';
const TIMING_EN = 'Refunds go back to the original payment method within 1–3 business days after the warehouse has received and checked the item.';

describe('"how long" a refund takes, in English (rules path, demo, c_1001)', () => {
  it('"how long will my refund take?": their own refund and when it arrives', async () => {
    const chat = await open({ customerId: 'c_1001', locale: 'en' });
    await chat.say('how long will my refund take?');
    expect(chat.lastAnswer().text).toContain(OWN_REFUND);
  });

  it('"how long until the refund for KF10010009 arrives?": that order\'s refund, no return started', async () => {
    const chat = await open({ customerId: 'c_1001', locale: 'en' });
    await chat.say('how long until the refund for KF10010009 arrives?');
    expect(chat.lastAnswer().text).toMatch(new RegExp(`^${OWN_REFUND.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  });

  it('"how long does a refund take?": the policy from the refund article', async () => {
    const chat = await open({ customerId: 'c_1001', locale: 'en' });
    await chat.say('how long does a refund take?');
    expect(chat.lastAnswer().text.startsWith(TIMING_EN)).toBe(true);
  });
});
