import { describe, expect, it } from 'vitest';
import { SHOPS } from './focus-support.js';
import { kefuForFile } from './order-change-harness.js';

// Right after an order was shown ("where is TL-10251?": cus-emma's Wrap Dress, size S, Floral Blue), "what size is it?"
// answered the size guide article, "what colour is it?" "Which product do you mean?", "是什么尺码" the size article:
// never the size bought. Built: a question of the size or colour bought ("what size did I order?", "是什么尺码",
// "颜色是什么") of the order in view is that order's lookup answering each item's value as sold (ordered-options.ts);
// "what sizes does … come in?" is still the product's sizes.
const { open } = kefuForFile(undefined, { KEFU_SHOP_DIR: SHOPS.threadline });

describe('the size or colour asked right after an order was shown is the one bought', () => {
  it('en "where is TL-10251?" → "what size is it?" → "what colour is it?"', async () => {
    const chat = await open({ customerId: 'cus-emma', locale: 'en' });
    await chat.say('where is TL-10251?');
    await chat.say('what size is it?');
    expect(chat.lastAnswer().text).toBe('In order TL-10251: the Wrap Dress in Size S.');
    await chat.say('what colour is it?');
    expect(chat.lastAnswer().text).toBe('In order TL-10251: the Wrap Dress in Color Floral Blue.');
  });

  it('zh "TL-10251到哪了" → "是什么尺码" → "颜色是什么"', async () => {
    const chat = await open({ customerId: 'cus-emma' });
    await chat.say('TL-10251到哪了');
    await chat.say('是什么尺码');
    expect(chat.lastAnswer().text).toBe('订单 TL-10251 中：Wrap Dress（尺码：S）。');
    await chat.say('颜色是什么');
    expect(chat.lastAnswer().text).toBe('订单 TL-10251 中：Wrap Dress（颜色：Floral Blue）。');
  });

  it('en "where is TL-10231?" → "what size did I order?": each line; "what sizes does the linen shirt come in?" its stock', async () => {
    const chat = await open({ customerId: 'cus-emma', locale: 'en' });
    await chat.say('where is TL-10231?');
    await chat.say('what size did I order?');
    expect(chat.lastAnswer().text).toBe('In order TL-10231: the Linen Shirt in Size M; the Essential Crew Tee ×2 in Size M.');
    await chat.say('what sizes does the linen shirt come in?');
    expect(chat.lastAnswer().text).toMatch(/^Linen Shirt — S: \d+ left; M: \d+ left; L: \d+ left; XL: \d+ left\.$/);
  });
});
