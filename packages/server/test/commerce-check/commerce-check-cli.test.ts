import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShopFolderCommerce } from '../../src/adapters/commerce/shop-folder-commerce.js';
import { serveMerchantApi, type MerchantApi } from '../support/merchant-api.js';

const SERVER_DIR = fileURLToPath(new URL('../..', import.meta.url));

/** Runs `kefu` from source as a child process, as a merchant would run it. */
function kefu(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--conditions=kefu-source', '--import', 'tsx', 'src/cli/main.ts', ...args],
      { cwd: SERVER_DIR, timeout: 60_000 },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

let demo: MerchantApi;
let broken: MerchantApi;
beforeAll(async () => {
  const clock = { now: () => Date.UTC(2031, 0, 1) };
  demo = await serveMerchantApi(createShopFolderCommerce({ clock }), { token: 'shop-token' });
  const shop = createShopFolderCommerce({ clock });
  // A merchant API that answers 200 with a product for any id.
  broken = await serveMerchantApi(
    { ...shop, getProduct: async (id) => (await shop.getProduct(id)) ?? (await shop.listProducts())[0] },
    { token: 'shop-token' },
  );
});
afterAll(async () => {
  await demo.close();
  await broken.close();
});

describe('kefu commerce check (child process)', () => {
  it('exits 0 and prints "N checks passed" against the demo shop', async () => {
    const run = await kefu(['commerce', 'check', demo.url, '--token', 'shop-token', '--customer', 'c_1001']);
    expect(run).toMatchObject({ code: 0, stderr: '' });
    expect(run.stdout).toMatch(/^\d+ checks passed\n$/);
  });

  it('exits 1 and prints each failure with its request, in text and in JSON', async () => {
    const run = await kefu(['commerce', 'check', broken.url, '--token', 'shop-token', '--customer', 'c_1001']);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(
      /FAIL GET \/products\/\{unknown id\}\n {2}request: {2}GET \/products\/kefu-check-[\w-]+\n {2}expected: HTTP 404\n {2}got: {6}HTTP 200/,
    );
    expect(run.stderr).toMatch(/1 of \d+ checks failed\n$/);
    const json = await kefu(['commerce', 'check', broken.url, '--token', 'shop-token', '--json']);
    expect(json.code).toBe(1);
    expect(JSON.parse(json.stdout)).toMatchObject({
      failures: [{ check: 'GET /products/{unknown id}', request: { method: 'GET' }, expected: 'HTTP 404' }],
      skipped: [expect.stringContaining('--customer')],
    });
  });

  it('exits 1 naming the refusal when the token is wrong, and 2 without a URL', async () => {
    const wrong = await kefu(['commerce', 'check', demo.url, '--token', 'nope']);
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toContain('FAIL GET /shop: status\n  request:  GET /shop\n  expected: HTTP 200\n  got:      HTTP 401');
    const usage = await kefu(['commerce', 'check']);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('kefu commerce check needs the URL of your API');
  });
});
