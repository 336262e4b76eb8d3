import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SITE } from '../../src/config.js';
import { RouteTable } from '../../src/http/route-table.js';
import { createShopFolderCommerce } from '../../src/adapters/commerce/index.js';
import { attachDemoApi, loadDemoCustomers, mintIdentityToken } from '../../src/demo-api/index.js';
import { systemClock } from '../../src/ports/clock.js';

let server: Server;
let base: string;

beforeAll(async () => {
  const routes = new RouteTable();
  attachDemoApi(routes, {
    commerce: createShopFolderCommerce({ clock: systemClock }),
    site: DEMO_SITE,
    customers: await loadDemoCustomers(),
    clock: systemClock,
  });
  server = createServer((request, response) => void routes.handle(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const login = async (customerId: string) =>
  fetch(`${base}/api/demo/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ customerId }) });

describe('the demo storefront API', () => {
  it('serves the catalog with Find X8 at 2999 and Find X9 at 3999 with the 500 subsidy as a promotion, without search aliases or tags', async () => {
    const { products } = (await (await fetch(`${base}/api/catalog`)).json()) as { products: Array<Record<string, unknown>> };
    expect(products.length).toBeGreaterThanOrEqual(12);
    const cny = (amount: number) => ({ amount, currency: 'CNY' });
    expect(products.find((product) => product.title === 'Find X8')).toMatchObject({
      variants: expect.arrayContaining([expect.objectContaining({ price: cny(299_900) })]),
      promotions: [],
    });
    expect(products.find((product) => product.title === 'Find X9')).toMatchObject({
      variants: expect.arrayContaining([expect.objectContaining({ price: cny(399_900) })]),
      promotions: [{ name: '国补', amount: cny(50_000) }],
    });
    expect(((await (await fetch(`${base}/api/shop?locale=en`)).json()) as { shop: unknown }).shop).toMatchObject({
      name: 'Xinghe Digital',
      currency: 'CNY',
      timezone: 'Asia/Shanghai',
      locales: ['zh-CN', 'en'],
    });
    expect(products.every((product) => !('aliases' in product) && !('tags' in product))).toBe(true);
  });

  it("serves the catalog in the language asked for, the shop's own by default, and refuses an unsupported one", async () => {
    const catalog = async (query: string) =>
      ((await (await fetch(`${base}/api/catalog${query}`)).json()) as { products: Array<Record<string, unknown>> }).products;
    const x9 = (products: Array<Record<string, unknown>>) => products.find((product) => product.productId === 'p_find_x9');
    expect(x9(await catalog('?locale=en'))).toMatchObject({
      type: 'Phones',
      highlights: ['Periscope telephoto', '7025mAh battery', 'National subsidy eligible'],
      options: [
        { name: 'Color', values: ['Titanium Grey', 'Frost White', 'Space Black'] },
        { name: 'RAM', values: ['12GB', '16GB'] },
      ],
      variants: expect.arrayContaining([
        expect.objectContaining({ optionValues: ['Space Black', '16GB'], inventory: { tracked: true, quantity: 6, policy: 'deny' } }),
      ]),
      attributes: { Processor: 'Dimensity 9500', Charging: '80W wired + 50W wireless', Weight: '203g' },
      promotions: [{ name: 'National subsidy', amount: { amount: 50_000, currency: 'CNY' } }],
    });
    for (const query of ['', '?locale=zh-CN'])
      expect(x9(await catalog(query))).toMatchObject({
        highlights: ['潜望长焦', '7025mAh 大电池', '国补可用'],
        options: [{ name: '颜色', values: ['钛晨灰', '雾凇白', '深空黑'] }, {}],
      });
    expect((await catalog('?locale=en')).every((product) => !('i18n' in product))).toBe(true);
    const product = (await (await fetch(`${base}/api/products/p_find_x8?locale=en`)).json()) as { product: { options: Array<{ values: string[] }> } };
    expect(product.product.options[0]?.values).toEqual(['Stellar Black', 'Pearl White', 'Breeze Blue']);
    const refused = await fetch(`${base}/api/catalog?locale=fr`);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ error: { code: 'BAD_PAYLOAD', path: 'locale', retryable: false } });
  });

  it("lists the customer's orders in the language asked for, with their refunds", async () => {
    const { token } = (await (await login('c_1001')).json()) as { token: string };
    const orders = async (query: string) =>
      (
        (await (await fetch(`${base}/api/orders${query}`, { headers: { Authorization: `Bearer ${token}` } })).json()) as {
          orders: Array<Record<string, unknown>>;
        }
      ).orders;
    const english = await orders('?locale=en');
    expect(english.find((order) => order.orderId === 'KF10010003')).toMatchObject({
      carrier: 'SF Express',
      lines: [
        {
          title: 'Find X8',
          options: [
            { name: 'Color', value: 'Stellar Black' },
            { name: 'RAM', value: '12GB' },
          ],
        },
      ],
      address: expect.stringContaining('Century Avenue'),
    });
    expect(english.find((order) => order.orderId === 'KF10010009')).toMatchObject({
      status: 'refunding',
      refund: { amount: { amount: 44_900, currency: 'CNY' }, expectedBy: expect.any(Number) },
    });
    expect((await orders('')).find((order) => order.orderId === 'KF10010003')).toMatchObject({
      carrier: '顺丰速运',
      lines: [{ options: [{ name: '颜色', value: '星野黑' }, {}] }],
    });
    expect((await fetch(`${base}/api/orders?locale=xx`, { headers: { Authorization: `Bearer ${token}` } })).status).toBe(400);
  });

  it('serves one product and a typed 404 for an unknown id', async () => {
    const { products } = (await (await fetch(`${base}/api/catalog`)).json()) as { products: Array<{ productId: string }> };
    const first = products[0]!.productId;
    expect(((await (await fetch(`${base}/api/products/${first}`)).json()) as { product: { productId: string } }).product.productId).toBe(first);
    const missing = await fetch(`${base}/api/products/nope`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });

  it("mints a token server-side for a demo customer and lists only that customer's orders, without phone digits", async () => {
    const { token, customer } = (await (await login('c_1001')).json()) as { token: string; customer: { customerId: string } };
    expect(customer.customerId).toBe('c_1001');
    const { orders } = (await (await fetch(`${base}/api/orders`, { headers: { Authorization: `Bearer ${token}` } })).json()) as {
      orders: Array<Record<string, unknown>>;
    };
    expect(orders.length).toBeGreaterThan(0);
    expect(orders.every((order) => order.customerId === 'c_1001' && !('phoneLast4' in order))).toBe(true);
  });

  it('refuses unknown customers, missing, forged and expired tokens', async () => {
    expect((await login('c_9999')).status).toBe(400);
    expect((await fetch(`${base}/api/orders`)).status).toBe(401);
    const forged = await mintIdentityToken('not-the-demo-secret-0123456789', { customerId: 'c_1001' });
    expect((await fetch(`${base}/api/orders`, { headers: { Authorization: `Bearer ${forged}` } })).status).toBe(401);
    const expired = await mintIdentityToken(DEMO_SITE.identitySecret, { customerId: 'c_1001' }, 60, Date.now() - 3_600_000);
    expect((await fetch(`${base}/api/orders`, { headers: { Authorization: `Bearer ${expired}` } })).status).toBe(401);
  });

  it('refuses a malformed or oversized sign-in body', async () => {
    const bad = await fetch(`${base}/api/demo/login`, { method: 'POST', body: '{not json' });
    expect(bad.status).toBe(400);
    const huge = await fetch(`${base}/api/demo/login`, { method: 'POST', body: JSON.stringify({ customerId: 'x'.repeat(10_000) }) });
    expect(huge.status).toBe(413);
    expect(await huge.json()).toMatchObject({ error: { code: 'TOO_LARGE', message: 'the body is larger than 4096 bytes' } });
  });
});
