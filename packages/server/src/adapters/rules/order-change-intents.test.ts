import { describe, expect, it } from 'vitest';
import { buildProductLexicon, recognizeWithRules } from './index.js';

const lexicon = buildProductLexicon([]);
const read = (text: string) => recognizeWithRules(text, lexicon).intents.map((intent) => intent.type);

describe('the rules read order changes', () => {
  it('a cancellation asked for, with or without the order', () => {
    for (const text of [
      '我想取消KF10010004',
      '取消订单 KF10010003',
      '我想取消订单',
      '这单不要了',
      '帮我取消一下',
      'cancel my order KF10020006',
      'Please cancel order KF10020003',
      'I want to cancel',
    ]) {
      expect(read(text), text).toEqual(['order_cancel']);
    }
    expect(recognizeWithRules('我想取消KF10010004', lexicon).intents[0]).toMatchObject({ entities: { orderId: 'KF10010004' }, confidence: expect.any(Number) });
    expect(recognizeWithRules('我想取消KF10010004', lexicon).confidence).toBeGreaterThanOrEqual(0.85);
  });

  it('an address change asked for', () => {
    for (const text of [
      '帮我改一下收货地址',
      '我的收货地址写错了 KF10010003',
      '能换个地址吗 KF10010004',
      'I need to change the delivery address',
      'wrong address on order KF10010004',
    ]) {
      expect(read(text), text).toEqual(['address_change']);
    }
  });

  it('not a bare "取消" / "cancel" (what ends a prompt), another thing cancelled, or a question how it works', () => {
    for (const text of ['取消', 'cancel', '取消会员自动续费', 'cancel my subscription']) expect(read(text), text).not.toContain('order_cancel');
    expect(read('我的订单能取消吗')).toEqual(['policy_inquiry']);
    expect(read('Can I cancel my order?')).toEqual(['policy_inquiry']);
    expect(read('Can I change my delivery address?')).toEqual(['policy_inquiry']);
  });
});
