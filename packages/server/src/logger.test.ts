import { describe, expect, it } from 'vitest';
import { maskPii } from './logger.js';

describe('maskPii', () => {
  it('masks mainland mobile numbers and e-mail addresses but keeps order ids', () => {
    expect(maskPii('电话 13812345678 邮箱 lin.wei@example.com 订单 KF20261101001')).toBe('电话 138****5678 邮箱 l***@example.com 订单 KF20261101001');
  });
});
