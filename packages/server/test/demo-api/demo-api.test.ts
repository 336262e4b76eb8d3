import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SITE } from '../../src/config.js';
import { RouteTable } from '../../src/http/route-table.js';
import { createDemoCommerce } from '../../src/adapters/commerce/index.js';
import { attachDemoApi, loadDemoCustomers, mintIdentityToken } from '../../src/demo-api/index.js';
import { systemClock } from '../../src/ports/clock.js';

let server: Server;
let base: string;

beforeAll(async () => {
  const routes = new RouteTable();
  attachDemoApi(routes, { commerce: createDemoCommerce({ clock: systemClock }), site: DEMO_SITE, customers: await loadDemoCustomers(), clock: systemClock });
  server = createServer((request, response) => void routes.handle(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const login = async (customerId: string) =>
  fetch(`${base}/api/demo/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ customerId }) });

describe('the demo storefront API', () => {
  it('serves the catalog with Find X8 at 2999 and Find X9 at 3999 with a 500 subsidy, without search aliases', async () => {
    const { products } = (await (await fetch(`${base}/api/catalog`)).json()) as { products: Array<Record<string, unknown>> };
    expect(products.length).toBeGreaterThanOrEqual(12);
    expect(products.find((product) => product.name === 'Find X8')).toMatchObject({ price: 2999 });
    expect(products.find((product) => product.name === 'Find X9')).toMatchObject({ price: 3999, subsidy: 500 });
    expect(products.every((product) => !('aliases' in product))).toBe(true);
  });

  it('serves one product and a typed 404 for an unknown id', async () => {
    const { products } = (await (await fetch(`${base}/api/catalog`)).json()) as { products: Array<{ productId: string }> };
    const first = products[0]!.productId;
    expect(((await (await fetch(`${base}/api/products/${first}`)).json()) as { product: { productId: string } }).product.productId).toBe(first);
    const missing = await fetch(`${base}/api/products/nope`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });

  it('mints a token server-side for a demo customer and lists only that customer\'s orders, without phone digits', async () => {
    const { token, customer } = (await (await login('c_1001')).json()) as { token: string; customer: { customerId: string } };
    expect(customer.customerId).toBe('c_1001');
    const { orders } = (await (await fetch(`${base}/api/orders`, { headers: { Authorization: `Bearer ${token}` } })).json()) as { orders: Array<Record<string, unknown>> };
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
    expect(huge.status).toBe(400);
  });
});
