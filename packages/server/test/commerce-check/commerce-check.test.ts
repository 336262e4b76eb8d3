import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShopFolderCommerce } from '../../src/adapters/commerce/shop-folder-commerce.js';
import { runCommerceCheck, type CheckFailure } from '../../src/commerce-check/index.js';
import type { CommerceBackend, Product } from '../../src/ports/commerce-backend.js';
import { serveMerchantApi, type MerchantApi } from '../support/merchant-api.js';

const clock = { now: () => Date.UTC(2031, 0, 1) };

/** The demo shop with the faults a merchant's API plausibly has, each switchable. */
function brokenShop(faults: Set<string>): CommerceBackend {
  const demo = createShopFolderCommerce({ clock });
  // A price as yuan with cents (3998.99) instead of integer minor units (399900).
  const inYuan = (product: Product): Product =>
    faults.has('yuan')
      ? { ...product, variants: product.variants.map((variant) => ({ ...variant, price: { ...variant.price, amount: variant.price.amount / 100 - 0.01 } })) }
      : product;
  const withoutHandle = (product: Product): Product => (faults.has('missing-field') ? (({ handle: _, ...rest }) => rest as Product)(product) : product);
  // The catalog endpoints lose a field; the product page prices in yuan (two code paths of one API, as in real shops).
  const served = withoutHandle;
  let receipts = 0;
  return {
    ...demo,
    listProducts: async () => (await demo.listProducts()).map(served),
    searchProducts: async (query) => (await demo.searchProducts(faults.has('ignores-max-price') ? { ...query, maxPrice: undefined } : query)).map(served),
    getProduct: async (id) => {
      const product = (await demo.getProduct(id)) ?? (faults.has('200-for-unknown') ? (await demo.listProducts())[0] : undefined);
      return product && inYuan(product);
    },
    verifyOrderContact: async (orderId, phoneLast4) => faults.has('verifies-any-digits') || (await demo.verifyOrderContact(orderId, phoneLast4)),
    submit: async (write) => {
      if (faults.has('accepts-malformed-write') && write.kind === ('teleport' as never))
        return { receiptId: 'R-teleport', kind: 'invoice', fields: [], instructions: [] };
      const receipt = await demo.submit(write);
      return faults.has('second-receipt') ? { ...receipt, receiptId: `${receipt.receiptId}-${++receipts}` } : receipt;
    },
  };
}

const ALL_FAULTS = ['yuan', 'missing-field', '200-for-unknown', 'ignores-max-price', 'second-receipt', 'verifies-any-digits', 'accepts-malformed-write'];
let demo: MerchantApi;
let broken: MerchantApi;
beforeAll(async () => {
  demo = await serveMerchantApi(createShopFolderCommerce({ clock }), { token: 'shop-token' });
  broken = await serveMerchantApi(brokenShop(new Set(ALL_FAULTS)), { token: 'shop-token' });
});
afterAll(async () => {
  await demo.close();
  await broken.close();
});

const failed = (failures: CheckFailure[], check: string | RegExp) =>
  failures.filter((failure) => (typeof check === 'string' ? failure.check === check : check.test(failure.check)));

describe('kefu commerce check', () => {
  it('passes every check against the demo shop served over HTTP', async () => {
    const report = await runCommerceCheck({ baseUrl: demo.url, token: 'shop-token', customerId: 'c_1001' });
    expect(report.failures).toEqual([]);
    expect(report.skipped).toEqual([]);
    expect(report.passed).toBeGreaterThan(40);
  });

  it('reports each planted fault of a broken merchant API with the request that exposed it', async () => {
    const { failures } = await runCommerceCheck({ baseUrl: broken.url, token: 'shop-token', customerId: 'c_1001' });
    // The missing field.
    expect(failed(failures, 'GET /products: matches the product schema')[0]).toMatchObject({
      request: { method: 'GET', path: '/products' },
      got: expect.stringMatching(/^\[0\] \(p_[a-z0-9_]+\) \/: .*"handle"/),
    });
    // The price in yuan: not an integer of minor units.
    expect(failed(failures, 'GET /products/{productId}: matches the product schema')[0]).toMatchObject({
      request: { method: 'GET', path: expect.stringMatching(/^\/products\/[^/?]+$/) },
      got: expect.stringMatching(/\/variants\/0\/price\/amount: .*integer/),
    });
    // 200 for an unknown product.
    expect(failed(failures, 'GET /products/{unknown id}')).toEqual([
      {
        check: 'GET /products/{unknown id}',
        request: { method: 'GET', path: expect.stringMatching(/^\/products\/kefu-check-/) },
        expected: 'HTTP 404',
        got: expect.stringMatching(/^HTTP 200/),
      },
    ]);
    // A search ignoring maxPrice.
    expect(failed(failures, 'GET /products?maxPrice: every result satisfies the filter')).toEqual([
      expect.objectContaining({
        request: { method: 'GET', path: expect.stringMatching(/^\/products\?maxPrice=\d+&currency=CNY$/) },
        got: expect.stringContaining('do not'),
      }),
    ]);
    // An idempotency key that makes a second receipt.
    expect(failed(failures, 'POST /requests: the same Idempotency-Key again answers the same receipt')).toEqual([
      expect.objectContaining({ request: { method: 'POST', path: '/requests', body: expect.objectContaining({ kind: 'invoice', customerId: 'c_1001' }) } }),
    ]);
    // Any four digits verify a guest; a malformed write is accepted.
    expect(failed(failures, 'POST /orders/{orderId}/verify-contact: other digits')).toEqual([
      expect.objectContaining({
        request: { method: 'POST', path: expect.stringMatching(/^\/orders\/KF\d+\/verify-contact$/), body: { phoneLast4: expect.stringMatching(/^\d{4}$/) } },
        got: '{"verified":true}',
      }),
    ]);
    expect(failed(failures, 'POST /requests: a malformed write is refused')).toEqual([
      expect.objectContaining({
        request: expect.objectContaining({ body: expect.objectContaining({ kind: 'teleport' }) }),
        got: expect.stringMatching(/^HTTP 200/),
      }),
    ]);
  });

  it('sends the contract version and the bearer token on every request, and an Idempotency-Key on every write', async () => {
    const sent: Array<{ method: string; url: string; headers: Headers }> = [];
    const recording: typeof fetch = async (input, init) => {
      sent.push({ method: init?.method ?? 'GET', url: String(input), headers: new Headers(init?.headers) });
      return fetch(input, init);
    };
    await runCommerceCheck({ baseUrl: demo.url, token: 'shop-token', customerId: 'c_1001', fetch: recording });
    const anonymous = sent.filter(({ headers }) => !headers.has('authorization'));
    expect(anonymous.map(({ method, url }) => `${method} ${new URL(url).pathname}`)).toEqual(['GET /api/shop']);
    expect(sent.filter(({ headers }) => headers.get('kefu-commerce-version') !== '2')).toEqual([]);
    const writes = sent.filter(({ url }) => url.endsWith('/requests'));
    // An invoice type already on file (an earlier run on this shop) answers 409 and the kit tries the next: 3 writes or more.
    expect(writes.length).toBeGreaterThanOrEqual(3);
    expect(writes.every(({ headers }) => headers.get('idempotency-key')?.startsWith('kefu-commerce-check:'))).toBe(true);
  });

  it('reports each fault alone, and nothing else', async () => {
    const expected: Record<string, RegExp> = {
      yuan: /matches the product schema/,
      'missing-field': /matches the product schema/,
      '200-for-unknown': /^GET \/products\/\{unknown id\}$/,
      // Ignoring the bound also returns the catalog's default page, which may leave out the cheapest product.
      'ignores-max-price': /^GET \/products\?maxPrice: /,
      'second-receipt': /same Idempotency-Key/,
      'verifies-any-digits': /^POST \/orders\/\{orderId\}\/verify-contact: other digits$/,
      'accepts-malformed-write': /^POST \/requests: a malformed write is refused$/,
    };
    for (const fault of ALL_FAULTS) {
      const api = await serveMerchantApi(brokenShop(new Set([fault])), { token: 'shop-token' });
      try {
        const { failures } = await runCommerceCheck({ baseUrl: api.url, token: 'shop-token', customerId: 'c_1001' });
        expect(failures.length, fault).toBeGreaterThan(0);
        expect(
          failures.filter((failure) => !expected[fault]!.test(failure.check)),
          fault,
        ).toEqual([]);
      } finally {
        await api.close();
      }
    }
  });
});
