import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WriteRequest } from '../../ports/commerce-backend.js';
import { serveMerchantApi, type MerchantApi, type SeenRequest } from '../../../test/support/merchant-api.js';
import { createShopFolderCommerce } from './shop-folder-commerce.js';
import { createHttpCommerce } from './http-commerce.js';
import { Validator } from '@cfworker/json-schema';
import { COMMERCE_CONTRACT_VERSION, commerceContractJsonSchemas } from './http-contract.js';

// A merchant API implementing the README's contract over the demo data, with a switch to fail.
let api: MerchantApi;
let base: string;
let failWith: number | undefined;
const seen: SeenRequest[] = [];

beforeAll(async () => {
  const demo = createShopFolderCommerce({ clock: { now: () => Date.UTC(2031, 0, 1) } });
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
    expect((await commerce().getProduct('p_find_x9'))?.variants[0]).toMatchObject({ price: { amount: 399_900, currency: 'CNY' } });
    expect(await commerce().getProduct('nope')).toBeUndefined();
    expect(await commerce().getShop()).toMatchObject({
      currency: 'CNY',
      timezone: 'Asia/Shanghai',
      promotions: expect.arrayContaining([expect.objectContaining({ name: '国补' })]),
    });
    const phones = await commerce().searchProducts({
      type: 'Phones',
      maxPrice: { amount: 300_000, currency: 'CNY' },
      options: [{ name: 'RAM', value: '12GB' }],
    });
    expect(phones.map((p) => p.title).sort()).toEqual(['A5 Pro', 'Find X8', 'K12', 'Reno 13']);
    expect(seen.at(-1)).toMatchObject({ method: 'GET', auth: 'Bearer shop-token' });
    expect(seen.at(-1)!.url).toMatch(/^\/api\/products\?.*maxPrice=300000&currency=CNY&option=RAM%3A12GB/);
  });

  it('reads orders, a customer’s orders and logistics; verifies contacts; submits write requests', async () => {
    failWith = undefined;
    expect(await commerce().getOrder('KF10010003')).toMatchObject({ customerId: 'c_1001', status: 'shipped' });
    expect(await commerce().getOrder('KF404')).toBeUndefined();
    expect((await commerce().listOrders('c_1002')).every((o) => o.customerId === 'c_1002')).toBe(true);
    expect((await commerce().getLogistics('KF10010003'))?.events.length).toBeGreaterThan(0);
    expect(await commerce().verifyOrderContact('KF10010001', '5678')).toBe(true);
    expect(await commerce().verifyOrderContact('KF10010001', '0000')).toBe(false);
    const receipt = await commerce().submit({
      kind: 'invoice',
      orderId: 'KF10010001',
      customerId: 'c_1001',
      details: { invoiceType: 'personal', title: '林晓' },
    });
    expect(receipt.kind).toBe('invoice');
  });

  it('keeps the optional translations and refund of the contract, and still reads records without them', async () => {
    failWith = undefined;
    const x9 = await commerce().getProduct('p_find_x9');
    expect(x9?.i18n?.en?.highlights?.[0]).toBe('Periscope telephoto');
    expect(x9?.options[0]?.values[1]).toBe('雾凇白');
    expect(x9?.i18n?.en?.optionValues?.['雾凇白']).toBe('Frost White');
    expect(await commerce().getOrder('KF10020004')).toMatchObject({
      status: 'refunding',
      refund: { amount: { amount: 399_900, currency: 'CNY' }, expectedBy: expect.any(Number) },
      i18n: { en: { carrier: 'SF Express' } },
    });
    expect((await commerce().getLogistics('KF10010003'))?.events[0]?.i18n?.en?.description).toBe('Arrived at the Shanghai sorting centre');
    const minimal = {
      productId: 'p1',
      handle: 'p1',
      title: 'P1',
      variants: [{ variantId: 'v1', optionValues: [], price: { amount: 100, currency: 'USD' }, inventory: { tracked: false, policy: 'deny' } }],
    };
    const plain = createHttpCommerce({ baseUrl: base, fetch: async () => Response.json(minimal) });
    expect(await plain.getProduct('p1')).not.toHaveProperty('i18n');
    const wrong = createHttpCommerce({ baseUrl: base, fetch: async () => Response.json({ ...minimal, i18n: { en: { highlights: 'not a list' } } }) });
    await expect(wrong.getProduct('p1')).rejects.toMatchObject({ transient: false, message: expect.stringContaining('contract') });
  });

  it('sends the idempotency key as an Idempotency-Key header and reads a 409 as the request already on file', async () => {
    failWith = undefined;
    const write: WriteRequest = {
      kind: 'return',
      orderId: 'KF10010006',
      customerId: 'c_1001',
      details: { reason: 'quality', photos: ['https://img.example/a.jpg'] },
      idempotencyKey: 't9:ip_confirm',
      locale: 'en',
    };
    const first = await commerce().submit(write);
    expect(seen.at(-1)).toMatchObject({
      method: 'POST',
      idempotencyKey: 't9:ip_confirm',
      body: { kind: 'return', orderId: 'KF10010006', details: write.details, locale: 'en' },
    });
    expect(seen.at(-1)!.body).not.toHaveProperty('idempotencyKey');
    expect(await commerce().submit(write)).toEqual(first);
    await expect(commerce().submit({ ...write, idempotencyKey: 'another run' })).rejects.toMatchObject({
      name: 'DuplicateRequestError',
      existing: { kind: 'return', requestId: first.receiptId },
    });
    expect(await commerce().getOrder('KF10010006')).toMatchObject({ requests: [{ kind: 'return', requestId: first.receiptId }] });
  });

  it("serves, over the demo shop, responses that the contract's JSON Schemas (generated from its zod schemas) accept, and sends its version", async () => {
    failWith = undefined;
    const schemas = commerceContractJsonSchemas();
    const valid = (name: string, value: unknown) => {
      const result = new Validator(schemas[name] as never, '2020-12', false).validate(value);
      return result.valid ? [] : result.errors.map((error) => `${error.instanceLocation}: ${error.error}`);
    };
    const get = async (path: string) => (await fetch(`${base}${path}`, { headers: { authorization: 'Bearer shop-token' } })).json();
    expect(valid('shop', await get('/shop'))).toEqual([]);
    const products = (await get('/products')) as unknown[];
    expect(products.flatMap((product) => valid('product', product))).toEqual([]);
    const orders = [...((await get('/customers/c_1001/orders')) as unknown[]), ...((await get('/customers/c_1002/orders')) as unknown[])];
    expect(orders.length).toBeGreaterThan(5);
    expect(orders.flatMap((order) => valid('order', order))).toEqual([]);
    expect(valid('logistics', await get('/orders/KF10010003/logistics'))).toEqual([]);
    // The schemas refuse what the adapter refuses: a price in yuan instead of minor units, an unknown currency.
    const [first] = products as Array<{ variants: Array<{ price: unknown }> }>;
    expect(valid('product', { ...first, variants: [{ ...first!.variants[0], price: 3999 }] })).not.toEqual([]);
    expect(valid('order', { ...(orders[0] as object), total: { amount: 1, currency: 'yuan' } })).not.toEqual([]);
    await commerce().getProduct('p_find_x8');
    expect(seen.at(-1)).toMatchObject({ method: 'GET' });
    expect(COMMERCE_CONTRACT_VERSION).toBe('2');
  });

  it('reports 5xx and network failures as transient, 4xx and contract violations as permanent', async () => {
    failWith = 503;
    await expect(commerce().getProduct('p_find_x8')).rejects.toMatchObject({ name: 'CommerceError', transient: true });
    failWith = 400;
    await expect(commerce().getProduct('p_find_x8')).rejects.toMatchObject({ name: 'CommerceError', transient: false });
    failWith = undefined;
    await expect(createHttpCommerce({ baseUrl: base, token: 'wrong' }).getProduct('p_find_x8')).rejects.toMatchObject({ transient: false });
    await expect(createHttpCommerce({ baseUrl: 'http://127.0.0.1:1/api' }).listProducts()).rejects.toMatchObject({ transient: true });
    const junk = createHttpCommerce({
      baseUrl: base,
      token: 'shop-token',
      fetch: async () => new Response(JSON.stringify({ price: 'free' }), { status: 200 }),
    });
    await expect(junk.getProduct('p_find_x8')).rejects.toMatchObject({ transient: false, message: expect.stringContaining('contract') });
  });
});
