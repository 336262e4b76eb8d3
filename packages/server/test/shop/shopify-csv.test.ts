import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { generateShopifyCatalog } from '@kefu/testing';
import { readShopifyCsv } from '../../src/shop/catalog/read-shopify-csv.js';
import { formatShopDataError } from '../../src/shop/shop-data-error.js';

const fixture = (name: string) => readFileSync(fileURLToPath(new URL(`../fixtures/shopify/${name}`, import.meta.url)));
const read = (content: Uint8Array | string, file = 'catalog.csv') => readShopifyCsv(content, { file, currency: 'USD' });
const report = (result: ReturnType<typeof read>) => result.errors.map(formatShopDataError);

describe('Shopify product CSV import', () => {
  it('reads a classic export with a BOM, CRLF line ends, a multi-line HTML body, continuation rows and three options', () => {
    const result = read(fixture('classic-bom-crlf.csv'));
    expect(result.errors).toEqual([]);
    expect(result.products.map((product) => product.handle)).toEqual(['linen-shirt', 'wool-socks', 'canvas-tote']);
    const shirt = result.products[0]!;
    expect(shirt.productId).toBe('linen-shirt');
    expect(shirt.title).toBe('Linen Shirt');
    expect(shirt.type).toBe('Shirts');
    expect(shirt.category).toBe('Apparel & Accessories > Clothing > Shirts & Tops');
    expect(shirt.tags).toEqual(['linen', 'summer', 'shirts']);
    expect(shirt.description).toBe(
      'Our Linen Shirt is woven from 100% European flax & garment-washed for softness — cool on hot days.\n\n- Relaxed collar\n- Mother-of-pearl buttons\n\nWash at 30°C.',
    );
    expect(shirt.options).toEqual([
      { name: 'Size', values: ['S', 'M', 'L'] },
      { name: 'Color', values: ['Sand', 'Navy'] },
      { name: 'Fit', values: ['Regular', 'Slim'] },
    ]);
    expect(shirt.images).toEqual(['https://cdn.example.com/linen-shirt-front.jpg', 'https://cdn.example.com/linen-shirt-back.jpg']);
    expect(
      shirt.variants.map((variant) => [
        variant.variantId,
        variant.optionValues.join('/'),
        variant.price.amount,
        variant.compareAtPrice?.amount,
        variant.inventory,
      ]),
    ).toEqual([
      ['LS-S-SAND-R', 'S/Sand/Regular', 4900, undefined, { tracked: true, quantity: 4, policy: 'deny' }],
      ['LS-M-SAND-R', 'M/Sand/Regular', 4900, undefined, { tracked: true, quantity: 0, policy: 'deny' }],
      ['LS-M-NAVY-S', 'M/Navy/Slim', 4900, undefined, { tracked: false, policy: 'deny' }],
      ['LS-L-NAVY-S', 'L/Navy/Slim', 4900, 6900, { tracked: true, quantity: 2, policy: 'continue' }],
    ]);
    expect(shirt.variants[0]).toMatchObject({ barcode: '0012345678905', weight: { value: 0.24, unit: 'kg' }, price: { currency: 'USD' } });
    expect(shirt.variants[2]?.imageUrl).toBe('https://cdn.example.com/linen-shirt-navy.jpg');

    const socks = result.products[1]!;
    expect(socks.options).toEqual([]);
    expect(socks.images).toEqual(['https://cdn.example.com/wool-socks.jpg']);
    expect(socks.variants).toEqual([
      {
        variantId: 'wool-socks:1',
        optionValues: [],
        price: { amount: 1250, currency: 'USD' },
        inventory: { tracked: false, policy: 'deny' },
        weight: { value: 80, unit: 'g' },
      },
    ]);
    const tote = result.products[2]!;
    expect(tote.status).toBe('draft');
    expect(tote.variants[0]?.price.amount).toBe(129_900);
  });

  it('never lets the HTML body carry markup or script into the description', () => {
    const shirt = read(fixture('classic-bom-crlf.csv')).products[0]!;
    expect(shirt.description).not.toMatch(/[<>]|evil|cookie|display:none/);
  });

  it('reads the 2024 export layout (URL handle, Description, Price, Continue selling when out of stock)', () => {
    const result = read(fixture('new-layout.csv'));
    expect(result.errors).toEqual([]);
    const [sneaker] = result.products;
    expect(sneaker).toMatchObject({
      productId: 'air-runner-sneaker',
      title: 'Air Runner Sneaker',
      type: 'Shoes',
      description: 'Light mesh upper.\n\nFoam sole.',
      status: 'active',
    });
    expect(sneaker?.variants.map((variant) => [variant.sku, variant.optionValues.join('/'), variant.compareAtPrice?.amount, variant.inventory])).toEqual([
      ['AR-40-WHT', '40/White', 11_000, { tracked: true, quantity: 3, policy: 'deny' }],
      ['AR-41-WHT', '41/White', 11_000, { tracked: true, quantity: 0, policy: 'continue' }],
      ['AR-41-BLK', '41/Black', undefined, { tracked: true, quantity: 7, policy: 'deny' }],
    ]);
  });

  it('reports every bad row of a malformed catalog with its physical line, its column and the reason', () => {
    const result = read(fixture('malformed.csv'), 'malformed.csv');
    expect(report(result)).toEqual([
      'malformed.csv line 19, column Title: not valid CSV: a quote inside an unquoted field: put the whole field in quotes and double the quotes inside it ("")',
      'malformed.csv line 3, column Variant Price: "12,5x" is not an amount (digits with an optional decimal point)',
      'malformed.csv line 4, column Variant Inventory Qty: -3 is a negative quantity: write 0, and Variant Inventory Policy continue to take orders when out of stock',
      'malformed.csv line 5, column Option1 Value: duplicates the option values of the variant on line 2 (s)',
      'malformed.csv line 6, column Variant Inventory Policy: "maybe" is not an inventory policy (deny or continue)',
      'malformed.csv line 7, column Title: a continuation row (no Title) for handle "ghost-hat", but no row before it starts that product with a Title',
      'malformed.csv line 8, column Option2 Value: "Blue" is given but the product has no Option2 Name (line 8): it has 1 option name',
      'malformed.csv line 11, column Option3 Value: "Cotton" is given but the product has no Option3 Name (line 11): it has 2 option names',
      'malformed.csv line 12, column Variant Price: Variant Price is empty: every variant needs a price',
      'malformed.csv line 13, column Handle: Handle is empty: every row names the handle of its product',
      'malformed.csv line 14, column Handle: handle "good-tee" is already used by "Good Tee" on line 2: handles are unique',
      'malformed.csv line 15, column Variant Compare At Price: "abc" is not an amount (digits with an optional decimal point)',
      'malformed.csv line 16, column Variant Grams: "ten" is not a weight in grams',
      'malformed.csv line 17, column Image Src: "ftp://files.example.com/a.jpg" is not an http(s) image URL',
      'malformed.csv line 18: the row has 23 fields but the header has 22: a field holds an unquoted comma or the header is short',
    ]);
    // Only the products without a bad row come through; nothing of a bad product is half-imported.
    expect(result.products.map((product) => product.handle)).toEqual(['last-ok']);
  });

  it('counts the lines of multi-line quoted fields in a CRLF file exactly', () => {
    const body = '"<p>one</p>\r\n<p>two</p>\r\n<p>three</p>"';
    const csv = `Handle,Title,Body (HTML),Variant Price\r\nshirt,Shirt,${body},10.00\r\nshirt,,,1O.00\r\nhat,Hat,${body},x\r\n`;
    expect(report(read(csv))).toEqual([
      'catalog.csv line 5, column Variant Price: duplicates the option values of the variant on line 2 (no options)',
      'catalog.csv line 5, column Variant Price: "1O.00" is not an amount (digits with an optional decimal point)',
      'catalog.csv line 6, column Variant Price: "x" is not an amount (digits with an optional decimal point)',
    ]);
  });

  it("accepts variant rows that repeat the product's title, as some exporters write them and Shopify imports them", () => {
    const csv = 'Handle,Title,Option1 Name,Option1 Value,Variant Price\ntee,Tee,Size,S,10.00\ntee,Tee,Size,M,10.00\n';
    const result = read(csv);
    expect(result.errors).toEqual([]);
    expect(result.products[0]?.variants.map((variant) => variant.optionValues)).toEqual([['S'], ['M']]);
  });

  it('names a required column missing from the header', () => {
    expect(report(read('Handle,Body (HTML),Vendor\nshirt,<p>x</p>,Acme\n'))).toEqual([
      'catalog.csv line 1, column Title: the header has no Title column, which a Shopify product CSV needs',
      'catalog.csv line 1, column Variant Price: the header has no Variant Price column, which a Shopify product CSV needs (or "Price")',
    ]);
  });

  it('refuses an empty file, a binary file, a workbook and text that is not UTF-8', () => {
    expect(report(read(new Uint8Array()))).toEqual([
      'catalog.csv: the file is empty: a Shopify product CSV starts with a header row (Handle,Title,Body (HTML),…)',
    ]);
    expect(report(read(Buffer.from('\ufeff\r\n\r\n')))).toEqual([
      'catalog.csv: the file is empty: a Shopify product CSV starts with a header row (Handle,Title,Body (HTML),…)',
    ]);
    expect(report(read(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00])))).toEqual([
      'catalog.csv: the file is not a text file (a NUL byte at byte 9): export the catalog as CSV',
    ]);
    expect(report(read(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00])))).toEqual([
      'catalog.csv: the file is a ZIP archive (an Excel workbook?), not a CSV file: export or save it as CSV UTF-8',
    ]);
    expect(report(read(Buffer.concat([Buffer.from('Handle,Title,Variant Price\nshirt,Caf'), Buffer.from([0xe9]), Buffer.from(',10\n')])))).toEqual([
      'catalog.csv line 2: the file is not UTF-8 text (an invalid byte sequence, e.g. Windows-1252 or GBK): export or save it as CSV UTF-8',
    ]);
  });

  it('reports a quoted field that is never closed instead of swallowing the rest of the file', () => {
    const result = read('Handle,Title,Variant Price\nshirt,Shirt,10\nhat,"Hat,12\nsock,Sock,3\n');
    expect(result.errors.map((error) => error.message)).toEqual(['not valid CSV: a quoted field is never closed (a missing ")']);
    expect(result.errors[0]?.line).toBeGreaterThanOrEqual(3);
  });

  it('warns about what Shopify accepts but Kefu cannot use as given, and keeps the data', () => {
    const csv = [
      'Handle,Title,Option1 Name,Option1 Value,Variant SKU,Variant Inventory Tracker,Variant Inventory Qty,Variant Price,Variant Compare At Price',
      'tee,Tee,Size,S,TEE,,4,10.00,9.00',
      'tee,,,M,TEE,shopify,,10.00,',
    ].join('\n');
    const result = read(csv);
    expect(result.errors).toEqual([]);
    expect(result.warnings.map(formatShopDataError)).toEqual([
      'catalog.csv line 2, column Variant Compare At Price: warning: Variant Compare At Price 9.00 is not above the price 10.00: not shown as a sale',
      'catalog.csv: warning: 1 variant has a Variant Inventory Qty but an empty Variant Inventory Tracker (line 2): Shopify does not track their stock, so neither does Kefu',
      'catalog.csv: warning: 1 tracked variant has an empty Variant Inventory Qty (line 3): treated as untracked, stock unknown',
      'catalog.csv line 3, column Variant SKU: warning: SKU "TEE" is shared by 2 variants (lines 2, 3): Shopify allows it, but an order cannot name one of them by SKU',
    ]);
    expect(result.products[0]?.variants.map((variant) => variant.variantId)).toEqual(['tee:1', 'tee:2']);
  });

  it('gives the same product and variant ids on every import', () => {
    const first = read(fixture('classic-bom-crlf.csv')).products;
    const second = read(fixture('classic-bom-crlf.csv')).products;
    expect(second.map((product) => [product.productId, product.variants.map((variant) => variant.variantId)])).toEqual(
      first.map((product) => [product.productId, product.variants.map((variant) => variant.variantId)]),
    );
    const unicode = read('Handle,Title,Variant Price\n连衣裙,连衣裙,10\n').products[0];
    expect(unicode?.productId).toMatch(/^p-[0-9a-f]{16}$/);
    expect(read('Handle,Title,Variant Price\n连衣裙,连衣裙,10\n').products[0]?.productId).toBe(unicode?.productId);
  });

  it('reads the generated 1,000-row catalog, which is exactly what the generator writes', () => {
    const text = fixture('generated-1000-rows.csv').toString('utf8');
    expect(text).toBe(generateShopifyCatalog({ products: 100, variantsPerProduct: 10, seed: 7 }));
    const result = read(text);
    expect(result.errors).toEqual([]);
    expect(result.rows).toBe(1000);
    expect(result.products).toHaveLength(100);
    expect(result.products.reduce((sum, product) => sum + product.variants.length, 0)).toBe(1000);
  });

  it('names the physical line of a bad row deep in a large file with multi-line bodies', () => {
    const lines = generateShopifyCatalog({ products: 100, variantsPerProduct: 10, seed: 7 }).split('\n');
    const target = lines.findIndex((line) => line.includes(',G87-L-WHITE,'));
    expect(target).toBeGreaterThan(1200);
    lines[target] = lines[target]!.replace(/,shopify,(\d+),(deny|continue),(\d+\.\d\d),/, ',shopify,$1,$2,$3x,');
    const result = read(lines.join('\r\n'));
    expect(result.errors.map((error) => [error.line, error.column])).toEqual([[target + 1, 'Variant Price']]);
  });

  it('keeps no attribute that repeats an option linked to its metafield (Size: "s; m; l; xl"), and keeps the others', () => {
    const result = read(fixture('shirts-linked-size.csv'), 'shirts-linked-size.csv');
    expect(result.errors).toEqual([]);
    const shirt = result.products.find((product) => product.handle === 'reef-camp-shirt')!;
    // Exported as "s", "m", "l", "xl": size letters are shown upper-cased.
    expect(shirt.options).toEqual([{ name: 'Size', values: ['S', 'M', 'L', 'XL'] }]);
    expect(shirt.attributes).toEqual({ Composition: '100% Cotton.', Color: 'teal', Fabric: 'cotton' });
  });
});
