import { describe, expect, it } from 'vitest';
import type { Order } from '../../ports/commerce-backend.js';
import { ownWarrantyLine } from './own-warranty.js';

const boot = { productId: 'trail-boot', title: 'Trail Boot', warrantyMonths: 1 };
const order = (orderId: string, deliveredAt: number | undefined, status: Order['status'] = 'delivered'): Order => ({
  orderId,
  customerId: 'cus-1',
  status,
  lines: [{ productId: 'trail-boot', title: 'Trail Boot', options: [], quantity: 1, unitPrice: { amount: 12000, currency: 'USD' } }],
  total: { amount: 12000, currency: 'USD' },
  placedAt: 0,
  ...(deliveredAt === undefined ? {} : { deliveredAt }),
  phoneLast4: '0000',
  address: '1 Main St',
});
const at = (iso: string) => Date.parse(iso);

describe('ownWarrantyLine', () => {
  it('counts months on the shop’s calendar, the day kept where the month has it (31 Jan + 1 month → 28 Feb)', () => {
    // 31 Jan 2026 23:30 in New York is 1 Feb in UTC: the shop's own day counts.
    const line = ownWarrantyLine(boot, [order('TB-1', at('2026-02-01T04:30:00Z'))], 'America/New_York', at('2026-02-10T12:00:00Z'), 'en');
    expect(line).toBe('Your Trail Boot (order TB-1) was delivered on 31 Jan 2026, so it is under warranty until 28 Feb 2026.');
  });

  it('says when a warranty has ended, in Chinese too', () => {
    const line = ownWarrantyLine(boot, [order('TB-2', at('2025-03-10T08:00:00Z'))], 'Asia/Tokyo', at('2026-01-01T00:00:00Z'), 'zh');
    expect(line).toBe('您的 Trail Boot（订单 TB-2）于 2025年3月10日 签收，保修期已于 2025年4月10日 结束。');
  });

  it('takes the latest received order holding the product, and none that is not received', () => {
    const orders = [order('TB-3', at('2026-01-05T12:00:00Z')), order('TB-4', at('2026-03-05T12:00:00Z')), order('TB-5', undefined, 'shipped')];
    expect(ownWarrantyLine(boot, orders, 'UTC', at('2026-03-06T00:00:00Z'), 'en')).toContain('(order TB-4)');
    expect(ownWarrantyLine(boot, [order('TB-5', undefined, 'shipped')], 'UTC', at('2026-03-06T00:00:00Z'), 'en')).toBeUndefined();
    expect(ownWarrantyLine({ ...boot, warrantyMonths: undefined }, orders, 'UTC', at('2026-03-06T00:00:00Z'), 'en')).toBeUndefined();
  });
});
