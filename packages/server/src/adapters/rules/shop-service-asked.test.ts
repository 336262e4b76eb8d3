import { describe, expect, it } from 'vitest';
import { shopServiceAsked, speaksOfService } from './service-asked.js';

describe('shopServiceAsked: a service the shop may do to an order', () => {
  it.each([
    ['is it gift wrapped?', 'gift wrapping'],
    ['can you gift wrap it?', 'gift wrapping'],
    ['can you wrap it as a gift?', 'gift wrapping'],
    ['do you do gift wrapping?', 'gift wrapping'],
    ['can you engrave it?', 'engraving'],
    ['有礼品包装吗', '礼品包装'],
    ['可以礼品包装吗', '礼品包装'],
    ['可以刻字吗', '刻字'],
  ])('"%s" asks after %s', (text, service) => {
    expect(shopServiceAsked(text)).toBe(service);
  });

  it.each(['do you offer any dresses?', 'can you show me dresses?', 'do you do kids sizes?', 'is it in stock?', '有货吗', 'do you offer free shipping?'])(
    '"%s" asks after no such service',
    (text) => {
      expect(shopServiceAsked(text)).toBeUndefined();
    },
  );

  it('an article speaks of it only with all its words: "gift cards" is not gift wrapping, 礼品卡 not 礼品包装', () => {
    expect(speaksOfService('Not returnable: socks, items marked Final sale, and gift cards.', 'gift wrapping')).toBe(false);
    expect(speaksOfService('We gift-wrap any order for $5.', 'gift wrapping')).toBe(true);
    expect(speaksOfService('不可退货：已拆封的袜子和礼品卡。', '礼品包装')).toBe(false);
    expect(speaksOfService('结账时勾选礼品包装，每单 5 美元。', '礼品包装')).toBe(true);
  });
});
