import { describe, expect, it } from 'vitest';
import { formatMoney, parseDecimalAmount, productSchema, promotionSchema, shopProfileSchema } from './index.js';

const variant = (variantId: string, optionValues: string[], amount = 4900) => ({
  variantId,
  optionValues,
  price: { amount, currency: 'USD' },
  inventory: { tracked: true, quantity: 3, policy: 'deny' as const },
});

describe('the general commerce model', () => {
  it('reads decimal catalog prices into exact minor units of the currency', () => {
    expect(parseDecimalAmount('19.99', 'USD')).toBe(1999);
    expect(parseDecimalAmount('0.10', 'USD')).toBe(10);
    expect(parseDecimalAmount('1,299.00', 'USD')).toBe(129_900);
    expect(parseDecimalAmount('3999', 'CNY')).toBe(399_900);
    expect(parseDecimalAmount('500', 'JPY')).toBe(500);
    expect(() => parseDecimalAmount('19.999', 'USD')).toThrow(/more decimals than USD allows \(2\)/);
    expect(() => parseDecimalAmount('5.5', 'JPY')).toThrow(/JPY allows \(0\)/);
    expect(() => parseDecimalAmount('-3', 'USD')).toThrow(/is not an amount/);
    expect(() => parseDecimalAmount('abc', 'USD')).toThrow(/"abc" is not an amount/);
  });

  it("formats money in the shopper's locale", () => {
    expect(formatMoney({ amount: 1999, currency: 'USD' }, 'en')).toBe('$19.99');
    expect(formatMoney({ amount: 399_900, currency: 'CNY' }, 'zh-CN')).toBe('¥3,999.00');
    expect(formatMoney({ amount: 1999, currency: 'EUR' }, 'de')).toBe('19,99\u00a0€');
  });

  it("refuses a variant whose option values duplicate another variant's, or name a value the product lacks", () => {
    const parsed = productSchema.safeParse({
      productId: 'p1',
      handle: 'linen-shirt',
      title: 'Linen Shirt',
      options: [{ name: 'Size', values: ['S', 'M'] }],
      variants: [variant('v1', ['S']), variant('v2', ['S']), variant('v3', ['XL'])],
    });
    expect(parsed.success).toBe(false);
    const problems = parsed.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    expect(problems).toEqual([
      'variants.1.optionValues: duplicates the option values of variant 1 (S)',
      'variants.2.optionValues.0: "XL" is not a value of option "Size"',
    ]);
  });

  it('accepts a product with three option groups and untracked inventory', () => {
    const parsed = productSchema.parse({
      productId: 'p2',
      handle: 'sofa',
      title: 'Sofa',
      type: 'Home > Furniture > Sofas',
      options: [
        { name: 'Size', values: ['2-seat'] },
        { name: 'Fabric', values: ['Linen', 'Velvet'] },
        { name: 'Color', values: ['Sand'] },
      ],
      variants: [
        variant('v1', ['2-seat', 'Linen', 'Sand']),
        { ...variant('v2', ['2-seat', 'Velvet', 'Sand']), inventory: { tracked: false, policy: 'continue' } },
      ],
    });
    expect(parsed.tags).toEqual([]);
    expect(parsed.status).toBe('active');
  });

  it('names every bad field of shop.yaml', () => {
    const parsed = shopProfileSchema.safeParse({ name: 'X', currency: 'usd', timezone: 'Mars/Base', locales: ['%%'] });
    expect(parsed.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)).toEqual([
      'currency: "usd" is not an ISO 4217 currency code such as USD, EUR or CNY',
      'timezone: "Mars/Base" is not an IANA time zone such as America/New_York or Europe/Paris',
      'locales.0: "%%" is not a BCP 47 language tag such as en or zh-CN',
    ]);
    expect(shopProfileSchema.parse({ name: 'X', currency: 'USD', timezone: 'America/New_York', locales: ['en', 'zh-cn'] }).locales).toEqual(['en', 'zh-CN']);
  });

  it('takes a named promotion as an amount or a percentage', () => {
    expect(
      promotionSchema.parse({ promotionId: 'subsidy', name: '国补', discount: { kind: 'amount', amount: { amount: 50_000, currency: 'CNY' } } }).appliesTo,
    ).toEqual({ productIds: [], types: [], tags: [] });
    expect(promotionSchema.safeParse({ promotionId: 'x', name: 'x', discount: { kind: 'percentage', percent: 120 } }).success).toBe(false);
  });
});

describe('orders in the general model', () => {
  it('resolves relative times against the moment the shop is loaded', async () => {
    const { resolveShopTime } = await import('./index.js');
    const now = Date.UTC(2026, 0, 10);
    expect(resolveShopTime('-6d', now)).toBe(now - 6 * 86_400_000);
    expect(resolveShopTime('+2h', now)).toBe(now + 2 * 3_600_000);
    expect(resolveShopTime('2026-01-01T00:00:00Z', now)).toBe(Date.UTC(2026, 0, 1));
  });

  it('takes an open request on some lines of an order, naming them', async () => {
    const { orderRecordSchema } = await import('./index.js');
    const line = (productId: string) => ({ productId, title: productId, quantity: 1, unitPrice: { amount: 1000, currency: 'USD' } });
    const parsed = orderRecordSchema.safeParse({
      orderId: 'A1',
      customerId: 'c1',
      status: 'delivered',
      lines: [line('shirt'), line('tee')],
      total: { amount: 2000, currency: 'USD' },
      placedAt: '-3d',
      deliveredAt: '-1d',
      shippingAddress: '1 Main St',
      requests: [{ kind: 'return', requestId: 'R1', items: ['tee'] }],
    });
    expect(parsed.error).toBeUndefined();
    expect(parsed.data?.requests).toEqual([{ kind: 'return', requestId: 'R1', items: ['tee'] }]);
  });

  it('refuses an order whose lines are priced in another currency than its total', async () => {
    const { orderRecordSchema } = await import('./index.js');
    const parsed = orderRecordSchema.safeParse({
      orderId: 'A1',
      customerId: 'c1',
      status: 'paid',
      lines: [{ productId: 'p1', title: 'Tee', quantity: 1, unitPrice: { amount: 1000, currency: 'EUR' } }],
      total: { amount: 1000, currency: 'USD' },
      placedAt: '-1d',
      shippingAddress: '1 Main St',
    });
    expect(parsed.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)).toEqual([
      'lines.0.unitPrice.currency: is EUR but the order total is in USD',
    ]);
  });
});
