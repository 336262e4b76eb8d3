import { describe, expect, it } from 'vitest';
import { SHOPS } from './focus-support.js';
import { kefuForFile } from './order-change-harness.js';

// A shop selling in dollars could not say what shipping costs: "how much is shipping?" on shops/threadline answered
// "Standard shipping (UPS Ground or USPS): 3–5 business days." and "For prices and stock, please check the product
// page…", because the guard that keeps stale product prices out of articles dropped every sentence with a "$" in it —
// "Free on orders of $75 or more; otherwise a flat $6.95." included. (A shop writing "满 99 元包邮" never lost it.)
// Built: a shop's charges for its service (shipping, express, restocking, a free-shipping threshold) are policy
// figures and stay; a product's price in an article still goes ("The Linen Shirt is $59": text-and-guards.test.ts).
const { open } = kefuForFile(undefined, { KEFU_SHOP_DIR: SHOPS.threadline });

describe('a shop’s shipping charges in dollars (rules path, threadline, guest)', () => {
  it('"how much is shipping?": the flat $6.95, free from $75, no price notice', async () => {
    const chat = await open({ locale: 'en' });
    await chat.say('how much is shipping?');
    const text = chat.lastAnswer().text;
    expect(text).toContain('$6.95');
    expect(text).toContain('$75');
    expect(text).not.toContain('check the product page');
  });

  it('"do you ship to Canada?" → "how much?": the same charges', async () => {
    const chat = await open({ locale: 'en' });
    await chat.say('do you ship to Canada?');
    await chat.say('how much?');
    expect(chat.lastAnswer().text).toContain('$6.95');
  });
});
