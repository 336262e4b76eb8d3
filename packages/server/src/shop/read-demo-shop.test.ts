import { mkdtempSync, writeFileSync, cpSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_SHOP_DIR, readShopFolder, ShopFolderError } from './read-demo-shop.js';

describe('the demo shop folder', () => {
  it('is the general model: option groups with variants, prices in fen, the subsidy as a named promotion', () => {
    const shop = readShopFolder();
    expect(shop.profile).toMatchObject({ currency: 'CNY', locales: ['zh-CN', 'en'], returnWindowDays: 7 });
    const x9 = shop.products.find((product) => product.productId === 'p_find_x9');
    expect(x9?.options.map((group) => group.name)).toEqual(['颜色', '运行内存']);
    expect(x9?.variants).toHaveLength(6);
    expect(x9?.variants[0]?.price).toEqual({ amount: 399_900, currency: 'CNY' });
    // A colour's stock is kept whole across its memory variants.
    const grey = x9?.variants.filter((variant) => variant.optionValues[0] === '钛晨灰').reduce((sum, variant) => sum + (variant.inventory.quantity ?? 0), 0);
    expect(grey).toBe(80);
    const subsidy = shop.profile.promotions.find((promotion) => promotion.appliesTo.productIds.includes('p_find_x9'));
    expect(subsidy).toMatchObject({ name: '国补', discount: { kind: 'amount', amount: { amount: 50_000, currency: 'CNY' } } });
    const order = shop.orders.find((record) => record.orderId === 'KF10010001');
    expect(order?.lines[0]).toMatchObject({
      productId: 'p_find_x9',
      options: [
        { name: '颜色', value: '钛晨灰' },
        { name: '运行内存', value: '12GB' },
      ],
    });
    expect(x9?.variants.some((variant) => variant.variantId === order?.lines[0]?.variantId)).toBe(true);
  });

  it('refuses a folder whose product breaks the model, naming the file and the field', () => {
    const dir = mkdtempSync(join(tmpdir(), 'kefu-shop-'));
    cpSync(join(DEMO_SHOP_DIR, 'shop.yaml'), join(dir, 'shop.yaml'));
    writeFileSync(
      join(dir, 'products.json'),
      JSON.stringify([
        {
          productId: 'p1',
          handle: 'p1',
          title: 'T',
          variants: [{ variantId: 'v1', optionValues: [], price: { amount: 1.5, currency: 'CNY' }, inventory: { tracked: false, policy: 'deny' } }],
        },
      ]),
    );
    expect(() => readShopFolder(dir)).toThrow(ShopFolderError);
    expect(() => readShopFolder(dir)).toThrow(/products\.json: 0\.variants\.0\.price\.amount: /);
  });
});
