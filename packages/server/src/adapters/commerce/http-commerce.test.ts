import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WriteRequest } from '../../ports/commerce-backend.js';
import { serveMerchantApi, type MerchantApi, type SeenRequest } from '../../../test/support/merchant-api.js';
import { createDemoCommerce } from './demo-commerce.js';
import { createHttpCommerce } from './http-commerce.js';

// A merchant API implementing the README's contract over the demo data, with a switch to fail.
let api: MerchantApi;
let base: string;
let failWith: number | undefined;
const seen: SeenRequest[] = [];

beforeAll(async () => {
  const demo = createDemoCommerce({ clock: { now: () => Date.UTC(2031, 0, 1) } });
  api = await serveMerchantApi(demo, {
    token: 'shop-token',
    intercept: (request) => {
      seen.push(request);
      return failWith;
    },
  });
  base = api.url.replace(/\/$/, '');
});
afterAll(() => api.close());

describe('HTTP commerce adapter against a local merchant API', () => {
  const commerce = () => createHttpCommerce({ baseUrl: `${base}/`, token: 'shop-token' });

  it('reads products, searches with query parameters and sends the bearer token', async () => {
    failWith = undefined;
    expect((await commerce().listProducts()).length).toBeGreaterThanOrEqual(12);
    expect(await commerce().getProduct('p_find_x9')).toMatchObject({ price: 3999, subsidy: 500 });
    expect(await commerce().getProduct('nope')).toBeUndefined();
    const phones = await commerce().searchProducts({ category: 'phone', maxPrice: 3000, minRamGb: 12 });
    expect(phones.every((p) => p.price <= 3000)).toBe(true);
    expect(seen.at(-1)).toMatchObject({ method: 'GET', auth: 'Bearer shop-token' });
    expect(seen.at(-1)!.url).toMatch(/^\/api\/products\?.*maxPrice=3000/);
  });

  it('reads orders, a customer’s orders and logistics; verifies contacts; submits write requests', async () => {
    failWith = undefined;
    expect(await commerce().getOrder('KF10010003')).toMatchObject({ customerId: 'c_1001', status: 'shipped' });
    expect(await commerce().getOrder('KF404')).toBeUndefined();
    expect((await commerce().listOrders('c_1002')).every((o) => o.customerId === 'c_1002')).toBe(true);
    expect((await commerce().getLogistics('KF10010003'))?.events.length).toBeGreaterThan(0);
    expect(await commerce().verifyOrderContact('KF10010001', '5678')).toBe(true);
    expect(await commerce().verifyOrderContact('KF10010001', '0000')).toBe(false);
    const receipt = await commerce().submit({ kind: 'invoice', orderId: 'KF10010001', customerId: 'c_1001', details: { invoiceType: 'personal', title: '林晓' } });
    expect(receipt.kind).toBe('invoice');
  });

  it('keeps the optional translations and refund of the contract, and still reads records without them', async () => {
    failWith = undefined;
    const x9 = await commerce().getProduct('p_find_x9');
    expect(x9?.i18n?.en?.highlights?.[0]).toBe('Periscope telephoto');
    expect(x9?.colors[1]).toEqual({ name: '雾凇白', stock: 30 });
    expect(x9?.i18n?.en?.colors?.['雾凇白']).toBe('Frost White');
    expect(await commerce().getOrder('KF10020004')).toMatchObject({ status: 'refunding', refund: { amount: 3999, expectedBy: expect.any(Number) }, i18n: { en: { carrier: 'SF Express' } } });
    expect((await commerce().getLogistics('KF10010003'))?.events[0]?.i18n?.en?.description).toBe('Arrived at the Shanghai sorting centre');
    const plain = createHttpCommerce({ baseUrl: base, fetch: async () => Response.json({ productId: 'p1', name: 'P1', category: 'phone', price: 1, colors: [{ name: 'Black', stock: 1 }] }) });
    expect(await plain.getProduct('p1')).not.toHaveProperty('i18n');
    const wrong = createHttpCommerce({ baseUrl: base, fetch: async () => Response.json({ productId: 'p1', name: 'P1', category: 'phone', price: 1, colors: [], i18n: { en: { highlights: 'not a list' } } }) });
    await expect(wrong.getProduct('p1')).rejects.toMatchObject({ transient: false, message: expect.stringContaining('contract') });
  });

  it('sends the idempotency key as an Idempotency-Key header and reads a 409 as the request already on file', async () => {
    failWith = undefined;
    const write: WriteRequest = { kind: 'return', orderId: 'KF10010006', customerId: 'c_1001', details: { reason: 'quality', photos: ['https://img.example/a.jpg'] }, idempotencyKey: 't9:ip_confirm', locale: 'en' };
    const first = await commerce().submit(write);
    expect(seen.at(-1)).toMatchObject({ method: 'POST', idempotencyKey: 't9:ip_confirm', body: { kind: 'return', orderId: 'KF10010006', details: write.details, locale: 'en' } });
    expect(seen.at(-1)!.body).not.toHaveProperty('idempotencyKey');
    expect(await commerce().submit(write)).toEqual(first);
    await expect(commerce().submit({ ...write, idempotencyKey: 'another run' })).rejects.toMatchObject({ name: 'DuplicateRequestError', existing: { kind: 'return', requestId: first.receiptId } });
    expect(await commerce().getOrder('KF10010006')).toMatchObject({ requests: [{ kind: 'return', requestId: first.receiptId }] });
  });

  it('reports 5xx and network failures as transient, 4xx and contract violations as permanent', async () => {
    failWith = 503;
    await expect(commerce().getProduct('p_find_x8')).rejects.toMatchObject({ name: 'CommerceError', transient: true });
    failWith = 400;
    await expect(commerce().getProduct('p_find_x8')).rejects.toMatchObject({ name: 'CommerceError', transient: false });
    failWith = undefined;
    await expect(createHttpCommerce({ baseUrl: base, token: 'wrong' }).getProduct('p_find_x8')).rejects.toMatchObject({ transient: false });
    await expect(createHttpCommerce({ baseUrl: 'http://127.0.0.1:1/api' }).listProducts()).rejects.toMatchObject({ transient: true });
    const junk = createHttpCommerce({ baseUrl: base, token: 'shop-token', fetch: async () => new Response(JSON.stringify({ price: 'free' }), { status: 200 }) });
    await expect(junk.getProduct('p_find_x8')).rejects.toMatchObject({ transient: false, message: expect.stringContaining('contract') });
  });
});
