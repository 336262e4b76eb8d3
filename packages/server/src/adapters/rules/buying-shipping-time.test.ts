import { describe, expect, it } from 'vitest';
import { readShopFolder } from '../../shop/read-demo-shop.js';
import { KNOWLEDGE_INTENTS } from '../../ports/intent.js';
import { buildProductLexicon, recognizeWithRules } from './index.js';

const shop = readShopFolder();
const lexicon = buildProductLexicon(shop.products, shop.profile);
/** Whether every intent read from the text goes to the knowledge base. */
const asksKnowledge = (text: string) => recognizeWithRules(text, lexicon).intents.every((intent) => KNOWLEDGE_INTENTS.includes(intent.type));

describe('how soon an order not yet placed ships is a question for the shipping article', () => {
  it('asked before buying, with or without a product, in zh-CN and en', () => {
    for (const text of [
      '今天下单什么时候发货',
      '我要买X9，什么时候发货',
      'X9现在下单几天能到',
      '如果现在下单，多久能收到',
      'when will it ship if I order today?',
      'I want to buy the X9, when does it ship?',
      'if I order the X8 now how soon will it arrive',
    ]) {
      expect(asksKnowledge(text), text).toBe(true);
    }
  });

  it('an order already placed is still looked up', () => {
    for (const text of [
      '我的订单什么时候发货',
      'KF10010003 什么时候发货',
      '我买的X9什么时候到',
      'when will my order KF10020006 arrive?',
      'where is my order?',
    ]) {
      expect(asksKnowledge(text), text).toBe(false);
    }
  });
});
