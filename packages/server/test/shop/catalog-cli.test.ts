import { execFile } from 'node:child_process';
import { copyFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { tempDir } from '@kefu/testing';
import { loadShopFolder } from '../../src/shop/index.js';

const SERVER_DIR = fileURLToPath(new URL('../../', import.meta.url));
const FIXTURES = fileURLToPath(new URL('../fixtures/shopify/', import.meta.url));
const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((remove) => remove()));

/** Runs the real `kefu` command from source in a child process. */
function kefu(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--conditions=kefu-source', '--import', 'tsx', 'src/cli/main.ts', ...args],
      { cwd: SERVER_DIR, env: { ...process.env, LOG_LEVEL: 'silent' } },
      (error, stdout, stderr) => {
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr });
      },
    );
  });
}

function shopFolder(withOrders = false): string {
  const dir = tempDir('cli-shop');
  cleanups.push(dir.remove);
  writeFileSync(join(dir.path, 'shop.yaml'), 'name: CLI Threads\ncurrency: USD\ntimezone: America/New_York\nlocales: [en]\n');
  if (withOrders) {
    writeFileSync(
      join(dir.path, 'orders.json'),
      JSON.stringify(
        [
          {
            orderId: 'A1',
            customerId: 'c1',
            status: 'paid',
            lines: [{ productId: 'linen-shirt', variantId: 'LS-L-NAVY-S', title: 'Linen Shirt', quantity: 1, unitPrice: { amount: 4900, currency: 'USD' } }],
            total: { amount: 4900, currency: 'USD' },
            placedAt: '-1d',
            shippingAddress: '1 Main St',
          },
        ],
        null,
        2,
      ),
    );
  }
  return dir.path;
}

describe('kefu catalog and kefu shop', () => {
  it('catalog check prints every error of a bad file as file:line and exits 1', async () => {
    const file = join(FIXTURES, 'malformed.csv');
    const result = await kefu('catalog', 'check', file);
    expect(result.code).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines.filter((line) => line.includes(': error: '))).toHaveLength(15);
    expect(lines).toContain(`${file}:3: error: column Variant Price: "12,5x" is not an amount (digits with an optional decimal point)`);
    expect(lines).toContain(
      `${file}:7: error: column Title: a continuation row (no Title) for handle "ghost-hat", but no row before it starts that product with a Title`,
    );
    expect(lines.at(-1)).toBe(`${file}: 15 errors, 0 warnings in 16 rows; the catalog is not usable`);
  });

  it('catalog check summarises a valid file and exits 0', async () => {
    const result = await kefu('catalog', 'check', join(FIXTURES, 'classic-bom-crlf.csv'), '--currency', 'USD');
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout.trim()).toBe(`${join(FIXTURES, 'classic-bom-crlf.csv')}: 3 products, 6 variants, 3 option names (prices in USD)`);
  });

  it('catalog import writes the normalized products.json, and writes nothing from a bad file', async () => {
    const dir = shopFolder();
    const imported = await kefu('catalog', 'import', join(FIXTURES, 'classic-bom-crlf.csv'), '--shop', dir);
    expect(imported.code).toBe(0);
    expect(imported.stdout.trim()).toBe(`wrote ${join(dir, 'products.json')}: 3 products, 6 variants, 3 option names in USD, from classic-bom-crlf.csv`);
    const shop = await loadShopFolder(dir);
    expect(shop.catalogFile).toBe('products.json');
    expect(shop.products.map((product) => product.productId)).toEqual(['linen-shirt', 'wool-socks', 'canvas-tote']);
    const written = readFileSync(join(dir, 'products.json'), 'utf8');

    const refused = await kefu('catalog', 'import', join(FIXTURES, 'malformed.csv'), '--shop', dir);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/malformed\.csv: 15 errors, 0 warnings in 16 rows; nothing was written\n$/);
    expect(readFileSync(join(dir, 'products.json'), 'utf8')).toBe(written);
  });

  it("catalog import refuses a catalog that the folder's orders do not fit, and keeps the folder as it was", async () => {
    const dir = shopFolder(true);
    const refused = await kefu('catalog', 'import', join(FIXTURES, 'new-layout.csv'), '--shop', dir);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(
      `${join(dir, 'orders.json')}:8: error: field [0].lines[0].productId: product "linen-shirt" is not in the catalog (products.json)`,
    );
    expect(existsSync(join(dir, 'products.json'))).toBe(false);
    expect((await kefu('catalog', 'import', join(FIXTURES, 'classic-bom-crlf.csv'), '--shop', dir)).code).toBe(0);
  });

  it('shop check validates a whole folder', async () => {
    const dir = shopFolder(true);
    copyFileSync(join(FIXTURES, 'classic-bom-crlf.csv'), join(dir, 'catalog.csv'));
    const ok = await kefu('shop', 'check', dir);
    expect(ok).toMatchObject({ code: 0, stderr: '' });
    expect(ok.stdout.split('\n')[0]).toBe(
      'CLI Threads (USD, America/New_York, en): 3 products, 6 variants, 3 option names from catalog.csv; 1 order, 0 customers, 0 knowledge articles, 0 promotions',
    );

    writeFileSync(join(dir, 'shop.yaml'), 'name: CLI Threads\ncurrency: usd\ntimezone: America/New_York\nlocales: [en]\n');
    const bad = await kefu('shop', 'check', dir);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain(`${join(dir, 'shop.yaml')}:2: error: field currency: "usd" is not an ISO 4217 currency code such as USD, EUR or CNY`);
    expect(bad.stderr).toContain('the server would refuse to start with this folder');
  });

  // Issue 17 item 3: a shop made from an export has no policy articles, and its assistant then answers "do you ship
  // internationally?" with "not published yet"; the merchant is told which policies lack an article, and where to put it.
  it('shop init and shop check name each policy no article covers, with the file to write', async () => {
    const parent = tempDir('cli-policies');
    cleanups.push(parent.remove);
    const dir = join(parent.path, 'wren');
    const made = await kefu('shop', 'init', dir, '--currency', 'USD', '--catalog', join(FIXTURES, 'jewellery-singular-types.csv'));
    expect(made.code, made.stderr).toBe(0);
    expect(made.stdout).toContain('policies: no policy has an article yet (shoppers asking are told the shop has not published it, and offered a person)');
    for (const file of ['shipping.md', 'returns.md', 'payment.md', 'warranty.md', 'cancel-or-change-order.md'])
      expect(made.stdout).toContain(join(dir, 'knowledge', 'en', file));

    const article = (id: string, title: string) => `---\nid: ${id}\ntitle: ${title}\nlocale: en\n---\nWhat the shop says about it.\n`;
    writeFileSync(join(dir, 'knowledge', 'en', 'shipping.md'), article('shipping', 'Shipping times and costs'));
    writeFileSync(join(dir, 'knowledge', 'en', 'refunds.md'), article('refunds', 'Returns and refunds'));
    const some = await kefu('shop', 'check', dir);
    expect(some.code, some.stderr).toBe(0);
    const listed = some.stdout.split('\n').filter((line) => line.startsWith('  '));
    expect(some.stdout).toContain('policies: 3 of 5 policies without an article');
    expect(listed.map((line) => line.trim().split(/\s+/)[0])).toEqual(
      ['payment.md', 'warranty.md', 'cancel-or-change-order.md'].map((file) => join(dir, 'knowledge', 'en', file)),
    );

    writeFileSync(join(dir, 'knowledge', 'en', 'payment.md'), article('payment', 'Payment methods'));
    writeFileSync(join(dir, 'knowledge', 'en', 'warranty.md'), article('warranty', 'Warranty'));
    writeFileSync(join(dir, 'knowledge', 'en', 'orders.md'), article('orders', 'Cancelling or changing an order'));
    const all = await kefu('shop', 'check', dir);
    expect(all.stdout).not.toContain('policies:');
  });

  it('catalog import into a folder that does not exist yet says how to start one, and writes nothing', async () => {
    const parent = tempDir('cli-new-shop');
    cleanups.push(parent.remove);
    const dir = join(parent.path, 'my-shop');
    const refused = await kefu('catalog', 'import', join(FIXTURES, 'classic-bom-crlf.csv'), '--shop', dir);
    expect(refused.code).toBe(1);
    expect(refused.stderr.trim()).toBe(
      `${dir}: no such shop folder; start one with the export as its catalog: kefu shop init ${dir} --currency <ISO 4217> --catalog ${join(FIXTURES, 'classic-bom-crlf.csv')}`,
    );
    expect(existsSync(dir)).toBe(false);
  });

  it('shop init starts a folder from an export that shop check accepts and the server reads as written', async () => {
    const parent = tempDir('cli-init');
    cleanups.push(parent.remove);
    const dir = join(parent.path, 'wren-and-co');
    const made = await kefu(
      'shop',
      'init',
      dir,
      '--currency',
      'USD',
      '--timezone',
      'Europe/London',
      '--locales',
      'en,zh-cn',
      '--catalog',
      join(FIXTURES, 'jewellery-singular-types.csv'),
    );
    expect(made.code, made.stderr).toBe(0);
    expect(made.stdout).toContain('warning: 1 variant has a Variant Inventory Qty but an empty Variant Inventory Tracker');
    expect(made.stdout).toContain(
      `made ${dir}: shop.yaml (Wren And Co, USD, Europe/London, en/zh-CN), knowledge/en, knowledge/zh-CN, catalog.csv (15 products)`,
    );
    expect(readFileSync(join(dir, 'catalog.csv'))).toEqual(readFileSync(join(FIXTURES, 'jewellery-singular-types.csv')));
    const checked = await kefu('shop', 'check', dir);
    expect(checked.code, checked.stderr).toBe(0);
    expect(checked.stdout).toContain('Wren And Co (USD, Europe/London, en/zh-CN): 15 products, 17 variants');
    const shop = await loadShopFolder(dir);
    expect(shop.profile).toMatchObject({ name: 'Wren And Co', currency: 'USD', timezone: 'Europe/London', locales: ['en', 'zh-CN'] });

    // Never over a shop folder: the merchant's edits stay.
    writeFileSync(join(dir, 'shop.yaml'), 'name: Wren & Co\ncurrency: USD\ntimezone: Europe/London\nlocales: [en]\n');
    const again = await kefu('shop', 'init', dir, '--currency', 'EUR');
    expect(again.code).toBe(1);
    expect(again.stderr.trim()).toBe(
      `${join(dir, 'shop.yaml')}: already exists; shop init never overwrites a shop folder (edit it, or run kefu shop check ${dir})`,
    );
    expect(readFileSync(join(dir, 'shop.yaml'), 'utf8')).toContain('name: Wren & Co');
  });

  it('shop init names the flag that is wrong, and writes nothing for a bad flag or a bad export', async () => {
    const parent = tempDir('cli-init-bad');
    cleanups.push(parent.remove);
    const dir = join(parent.path, 'shop');
    const noCurrency = await kefu('shop', 'init', dir);
    expect(noCurrency.code).toBe(2);
    expect(noCurrency.stderr).toContain('shop init needs --currency <ISO 4217>');
    const badZone = await kefu('shop', 'init', dir, '--currency', 'USD', '--timezone', 'Mars/Base');
    expect(badZone.code).toBe(2);
    expect(badZone.stderr.trim()).toBe('--timezone: "Mars/Base" is not an IANA time zone such as America/New_York or Europe/Paris');
    const badExport = await kefu('shop', 'init', dir, '--currency', 'USD', '--catalog', join(FIXTURES, 'malformed.csv'));
    expect(badExport.code).toBe(1);
    expect(badExport.stderr).toMatch(/malformed\.csv:\d+: /);
    expect(badExport.stderr).toContain('nothing was written');
    expect(existsSync(dir)).toBe(false);
  });

  it('answers a usage mistake with exit code 2', async () => {
    expect((await kefu('catalog', 'import', join(FIXTURES, 'classic-bom-crlf.csv'))).code).toBe(2);
    expect((await kefu('catalog', 'check')).code).toBe(2);
    expect((await kefu('catalog', 'check', join(FIXTURES, 'malformed.csv'), '--currency', 'dollars')).code).toBe(2);
  });
});
