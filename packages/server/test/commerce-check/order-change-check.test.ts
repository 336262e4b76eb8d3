import { afterAll, describe, expect, it } from 'vitest';
import { createShopFolderCommerce } from '../../src/adapters/commerce/shop-folder-commerce.js';
import { runCommerceCheck } from '../../src/commerce-check/index.js';
import type { CommerceBackend } from '../../src/ports/commerce-backend.js';
import { serveMerchantApi, type MerchantApi } from '../support/merchant-api.js';

const clock = { now: () => Date.UTC(2031, 0, 1) };
const apis: MerchantApi[] = [];
afterAll(async () => {
  for (const api of apis) await api.close();
});
const serve = async (backend: CommerceBackend, intercept?: Parameters<typeof serveMerchantApi>[1]['intercept']) => {
  const api = await serveMerchantApi(backend, { token: 'shop-token', ...(intercept ? { intercept } : {}) });
  apis.push(api);
  return api;
};
const orderChangeChecks = (checks: string[]) => checks.filter((check) => /^POST \/requests \((cancel|address_change)\)/.test(check));

describe('kefu commerce check: the order-change write kinds', () => {
  it('passes when a shipped order’s cancellation and address change are refused with 409 order_state, and changes nothing', async () => {
    const shop = createShopFolderCommerce({ clock });
    const api = await serve(shop);
    const report = await runCommerceCheck({ baseUrl: api.url, token: 'shop-token', customerId: 'c_1001' });
    expect(report.failures).toEqual([]);
    expect(report.skipped).toEqual([]);
    const orders = await shop.listOrders('c_1001');
    expect(orders.filter((order) => order.status === 'cancelled').map((order) => order.orderId)).toEqual(['KF10010005']);
    expect(orders.every((order) => !order.address.includes('Kefu conformance check'))).toBe(true);
  });

  it('fails a backend that cancels or re-addresses an order that already shipped, naming the request', async () => {
    const demo = createShopFolderCommerce({ clock });
    // Accepts every change, whatever the order's state (a plausible backend bug).
    const careless: CommerceBackend = { ...demo, submit: async (write) => ({ receiptId: `X-${write.kind}`, kind: write.kind, fields: [], instructions: [] }) };
    const api = await serve(careless);
    const { failures } = await runCommerceCheck({ baseUrl: api.url, token: 'shop-token', customerId: 'c_1001' });
    const changes = failures.filter((failure) => orderChangeChecks([failure.check]).length > 0);
    expect(changes.map((failure) => failure.check.replace(/ of .*/, ''))).toEqual(['POST /requests (cancel)', 'POST /requests (address_change)']);
    expect(changes[0]).toMatchObject({
      request: { method: 'POST', path: '/requests', body: { kind: 'cancel' } },
      expected: expect.stringContaining('409'),
      got: expect.stringContaining('HTTP 200'),
    });
  });

  it('reports a backend that does not take cancellations (501) as skipped, not failed', async () => {
    const api = await serve(createShopFolderCommerce({ clock }), (request) =>
      (request.body as { kind?: string } | undefined)?.kind === 'cancel' ? 501 : undefined,
    );
    const report = await runCommerceCheck({ baseUrl: api.url, token: 'shop-token', customerId: 'c_1001' });
    expect(report.failures).toEqual([]);
    expect(report.skipped).toEqual([expect.stringMatching(/^cancel: not supported by this backend \(HTTP 501\)/)]);
  });
});
