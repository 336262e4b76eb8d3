import { describe, expect, it } from 'vitest';
import { RETURN_WINDOW_MS, returnRefusal, warrantyStatus } from './eligibility.js';
import type { OrderSnapshot } from './workflow-state.js';

const NOW = Date.UTC(2026, 10, 21, 12);
const order = (overrides: Partial<OrderSnapshot>): OrderSnapshot => ({
  orderId: 'KF1',
  status: 'delivered',
  items: [{ productId: 'p', name: 'Find X9', quantity: 1, price: { amount: 399_900, currency: 'CNY' } }],
  total: { amount: 399_900, currency: 'CNY' },
  placedAt: NOW - 10 * 86_400_000,
  deliveredAt: NOW - 86_400_000,
  address: '上海',
  ...overrides,
});

describe('return window (seed 000: 7 days from delivery)', () => {
  it('allows exactly 7 days after delivery and refuses a millisecond later', () => {
    expect(returnRefusal(order({ deliveredAt: NOW - RETURN_WINDOW_MS }), 'return', NOW, 'zh-CN')).toBeUndefined();
    expect(returnRefusal(order({ deliveredAt: NOW - RETURN_WINDOW_MS - 1 }), 'return', NOW, 'zh-CN')).toContain('已超过 7 天退货期限');
  });
  it('refuses an order that was never delivered, in English too', () => {
    expect(returnRefusal(order({ status: 'shipped' }), 'exchange', NOW, 'en')).toContain('still on its way');
    // A shop whose shop.yaml gives 30 days takes back an order delivered 20 days ago, and says its own window.
    expect(returnRefusal(order({ deliveredAt: NOW - 20 * 86_400_000 }), 'return', NOW, 'en', 30)).toBeUndefined();
    expect(returnRefusal(order({ deliveredAt: NOW - 31 * 86_400_000 }), 'return', NOW, 'en', 30)).toContain('more than 30 days ago');
  });
});

describe('warranty', () => {
  it('runs for the warranty months from delivery', () => {
    const delivered = Date.UTC(2025, 10, 21, 12);
    expect(warrantyStatus(order({ deliveredAt: delivered }), 12, Date.UTC(2026, 10, 21, 12))).toBe('in');
    expect(warrantyStatus(order({ deliveredAt: delivered }), 12, Date.UTC(2026, 10, 21, 13))).toBe('out');
  });
});
