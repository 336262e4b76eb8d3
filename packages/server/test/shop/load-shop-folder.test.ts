import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { tempDir } from '@kefu/testing';
import { InvalidShopError, formatShopDataError, inspectShopFolder, loadShopFolder } from '../../src/shop/index.js';

const FIXTURES = fileURLToPath(new URL('../fixtures/shopify/', import.meta.url));
const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((remove) => remove()));

const SHOP_YAML = `name: Test Threads
currency: USD
timezone: America/New_York
locales: [en, zh-CN]
assistantName: Ava
returnWindowDays: 30
promotions:
  - promotionId: linen-week
    name: Linen week
    discount: { kind: percentage, percent: 20 }
    appliesTo: { tags: [linen] }
`;

const ORDER = {
  orderId: 'T1001',
  customerId: 'c1',
  status: 'shipped',
  lines: [
    {
      productId: 'linen-shirt',
      variantId: 'LS-M-SAND-R',
      sku: 'LS-M-SAND-R',
      title: 'Linen Shirt',
      options: [
        { name: 'Size', value: 'M' },
        { name: 'Color', value: 'Sand' },
      ],
      quantity: 1,
      unitPrice: { amount: 4900, currency: 'USD' },
    },
  ],
  total: { amount: 4900, currency: 'USD' },
  placedAt: '-6d',
  shippedAt: '-4d',
  shippingAddress: '12 Elm St, Boston MA',
};

/** Writes a shop folder from the classic fixture catalog plus the given files; `null` leaves a file out. */
function shopFolder(files: Record<string, string | null> = {}): string {
  const dir = tempDir('shop');
  cleanups.push(dir.remove);
  const all: Record<string, string | null> = {
    'shop.yaml': SHOP_YAML,
    'orders.json': JSON.stringify([ORDER], null, 2),
    'customers.json': JSON.stringify([{ customerId: 'c1', name: 'Dana Lee', email: 'dana@example.com', phoneLast4: '1234' }], null, 2),
    'knowledge/returns.md': '---\nid: returns-en\ntitle: Returns\nlocale: en\n---\nReturn within 30 days of delivery.\n',
    ...files,
  };
  if (!('catalog.csv' in files) && !('products.json' in files)) copyFileSync(join(FIXTURES, 'classic-bom-crlf.csv'), join(dir.path, 'catalog.csv'));
  for (const [name, text] of Object.entries(all)) {
    if (text === null) continue;
    mkdirSync(join(dir.path, name, '..'), { recursive: true });
    writeFileSync(join(dir.path, name), text);
  }
  return dir.path;
}

describe('a shop is a folder', () => {
  it('loads shop.yaml, the Shopify catalog, orders, customers and knowledge/', async () => {
    const dir = shopFolder();
    const shop = await loadShopFolder(dir, { now: 1_000 });
    expect(shop.profile).toMatchObject({ name: 'Test Threads', currency: 'USD', timezone: 'America/New_York', locales: ['en', 'zh-CN'], assistantName: 'Ava' });
    expect(shop.catalogFile).toBe('catalog.csv');
    expect(shop.products.map((product) => product.handle)).toEqual(['linen-shirt', 'wool-socks', 'canvas-tote']);
    expect(shop.orders.map((order) => order.orderId)).toEqual(['T1001']);
    expect(shop.customers.map((customer) => customer.name)).toEqual(['Dana Lee']);
    expect(shop.knowledgeDir).toBe(join(dir, 'knowledge'));
    expect(shop.loadedAt).toBe(1_000);
    expect(shop.warnings).toEqual([]);
  });

  it("reads products.json, Kefu's own format, the same way", async () => {
    const fromCsv = await loadShopFolder(shopFolder());
    const dir = shopFolder({ 'products.json': JSON.stringify(fromCsv.products, null, 2) });
    const fromJson = await loadShopFolder(dir);
    expect(fromJson.catalogFile).toBe('products.json');
    expect(fromJson.products).toEqual(fromCsv.products);
  });

  it('collects every problem of every file, each with its file, line and field, in one error', async () => {
    const badOrder = {
      ...ORDER,
      customerId: 'c9',
      lines: [
        { ...ORDER.lines[0], variantId: 'LS-XXL' },
        { productId: 'linen-shirt', sku: 'NOPE-1', title: 'Linen Shirt', quantity: 1, unitPrice: { amount: 4900, currency: 'USD' } },
        { productId: 'silk-scarf', title: 'Silk Scarf', quantity: 1, unitPrice: { amount: 4900, currency: 'USD' } },
      ],
    };
    const dir = shopFolder({
      'shop.yaml': SHOP_YAML.replace('timezone: America/New_York', 'timezone: America/Gotham').replace('[linen]', '[linen, clearance]'),
      'orders.json': JSON.stringify(
        [
          ORDER,
          badOrder,
          {
            ...ORDER,
            orderId: 'T1003',
            total: { amount: 4900, currency: 'EUR' },
            lines: [{ ...ORDER.lines[0], unitPrice: { amount: 4900, currency: 'EUR' } }],
          },
        ],
        null,
        2,
      ),
      'knowledge/broken.md': '---\nid: broken\nlocale: fr\n---\nBonjour\n',
    });
    const error = await loadShopFolder(dir).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(InvalidShopError);
    const invalid = error as InvalidShopError;
    expect(invalid.code).toBe('BAD_PAYLOAD');
    expect(invalid.errors.map(formatShopDataError)).toEqual([
      'shop.yaml line 3, field timezone: "America/Gotham" is not an IANA time zone such as America/New_York or Europe/Paris',
      expect.stringMatching(/^knowledge\/broken\.md: .*locale/),
    ]);
    expect(invalid.message).toContain('shop.yaml line 3, field timezone');

    // With shop.yaml fixed, the cross-checks run and find the rest.
    writeFileSync(join(dir, 'shop.yaml'), SHOP_YAML.replace('[linen]', '[linen, clearance]'));
    writeFileSync(join(dir, 'knowledge/broken.md'), '---\nid: broken\nlocale: en\ntitle: Broken no more\n---\nFixed.\n');
    const report = await inspectShopFolder(dir);
    expect(report.data).toBeUndefined();
    expect(report.errors.map(formatShopDataError)).toEqual([
      'orders.json line 38, field [1].orderId: order id "T1001" is used twice',
      'orders.json line 39, field [1].customerId: customer "c9" is not in customers.json',
      'orders.json line 44, field [1].lines[0].variantId: product "linen-shirt" has no variant "LS-XXL"',
      'orders.json line 65, field [1].lines[1].sku: SKU "NOPE-1" is not in the catalog',
      'orders.json line 74, field [1].lines[2].productId: product "silk-scarf" is not in the catalog (catalog.csv)',
      "orders.json line 120, field [2].total.currency: is EUR but the shop's currency is USD",
    ]);
    // Each line named is the line of that very field.
    const ordersText = (await import('node:fs')).readFileSync(join(dir, 'orders.json'), 'utf8').split('\n');
    for (const problem of report.errors) expect(ordersText[problem.line! - 1]).toContain(`"${/(\w+)$/.exec(problem.field!)?.[1]}"`);
    expect(report.warnings.map(formatShopDataError)).toEqual([
      'shop.yaml line 11, field promotions[0].appliesTo.tags[1]: warning: promotion "Linen week" names tag "clearance", which no product has',
    ]);
  });

  it('refuses a folder with both catalog.csv and products.json, or with neither', async () => {
    const both = shopFolder({ 'products.json': '[]' });
    writeFileSync(join(both, 'catalog.csv'), 'Handle,Title,Variant Price\n');
    expect((await inspectShopFolder(both)).errors.map(formatShopDataError)).toEqual([
      'catalog.csv: the folder has both catalog.csv and products.json: keep one catalog',
    ]);
    const neither = shopFolder({ 'catalog.csv': null });
    expect((await inspectShopFolder(neither)).errors.map(formatShopDataError)).toEqual([
      "catalog.csv: is missing: add the catalog as catalog.csv (your platform's Shopify-format product CSV export) or products.json",
    ]);
  });

  it('names the line of a bad product in products.json, and of bad YAML or JSON syntax', async () => {
    const fromCsv = await loadShopFolder(shopFolder());
    const products = structuredClone(fromCsv.products) as unknown as Record<string, unknown>[];
    (products[1] as { variants: { price: { amount: unknown } }[] }).variants[0]!.price.amount = -5;
    const dir = shopFolder({
      'products.json': JSON.stringify(products, null, 2),
      'customers.json': '[\n  { "customerId": "c1", "name": "Dana" },\n  { "customerId": "c2" "name": "Eli" }\n]\n',
    });
    const report = await inspectShopFolder(dir);
    expect(report.errors.map(formatShopDataError)).toEqual([
      expect.stringMatching(/^products\.json line \d+, field \[1\]\.variants\[0\]\.price\.amount: Too small/),
      expect.stringMatching(/^customers\.json line 3: not valid JSON/),
    ]);
    const line = Number(/line (\d+)/.exec(formatShopDataError(report.errors[0]!))?.[1]);
    expect(JSON.stringify(products, null, 2).split('\n')[line - 1]).toContain('"amount": -5');
    const yaml = shopFolder({ 'shop.yaml': 'name: X\ncurrency: USD\n  timezone: [\n' });
    expect((await inspectShopFolder(yaml)).errors[0]).toMatchObject({
      file: 'shop.yaml',
      line: expect.any(Number),
      message: expect.stringMatching(/^not valid YAML/),
    });
  });

  it("refuses prices in another currency than the shop's", async () => {
    const fromCsv = await loadShopFolder(shopFolder());
    const products = structuredClone(fromCsv.products);
    products[2]!.variants[0]!.price.currency = 'EUR';
    const report = await inspectShopFolder(shopFolder({ 'products.json': JSON.stringify(products, null, 2) }));
    expect(report.errors.map(formatShopDataError)).toEqual([
      expect.stringMatching(/^products\.json line \d+, field \[2\]\.variants\[0\]\.price\.currency: is EUR but the shop's currency \(shop\.yaml\) is USD$/),
    ]);
  });

  it('refuses a products.json whose handles (in any case) or variant ids repeat, naming their lines', async () => {
    const fromCsv = await loadShopFolder(shopFolder());
    const [shirt, socks] = structuredClone(fromCsv.products);
    const twin = { ...structuredClone(socks!), productId: 'wool-socks-2', handle: 'Wool-Socks' };
    twin.variants[0]!.variantId = 'LS-S-SAND-R';
    const dir = shopFolder({ 'products.json': JSON.stringify([shirt, socks, twin], null, 2), 'orders.json': '[]' });
    const report = await inspectShopFolder(dir);
    const text = (await import('node:fs')).readFileSync(join(dir, 'products.json'), 'utf8').split('\n');
    expect(report.errors.map((error) => [error.field, error.message, text[error.line! - 1]?.trim()])).toEqual([
      ['[2].handle', 'handle "Wool-Socks" is also the handle of product "wool-socks"', '"handle": "Wool-Socks",'],
      ['[2].variants[0].variantId', 'variant id "LS-S-SAND-R" is also a variant of product "linen-shirt"', '"variantId": "LS-S-SAND-R",'],
    ]);
  });
});
