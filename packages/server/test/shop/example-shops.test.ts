import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { tempDir } from '@kefu/testing';
import { formatShopDataError, inspectShopFolder, loadShopFolder } from '../../src/shop/index.js';

const SHOPS = fileURLToPath(new URL('../../../../shops/', import.meta.url));
const THREADLINE = join(SHOPS, 'threadline');
const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((remove) => remove()));

describe('the example shops', () => {
  it.each(
    readdirSync(SHOPS, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name),
  )('shops/%s is a valid shop folder with nothing to warn about', async (name) => {
    const report = await inspectShopFolder(join(SHOPS, name));
    expect([...report.errors, ...report.warnings].map(formatShopDataError)).toEqual([]);
    expect(report.data?.products.length).toBeGreaterThan(0);
  });

  it('Threadline is an English apparel shop in USD with the variety a real catalog has', async () => {
    const shop = await loadShopFolder(THREADLINE);
    expect(shop.profile).toMatchObject({
      name: 'Threadline',
      currency: 'USD',
      timezone: 'America/New_York',
      locales: ['en', 'zh-CN'],
      returnWindowDays: 30,
      assistantName: 'Ava',
    });
    expect(shop.profile.promotions.map((promotion) => [promotion.name, promotion.discount, promotion.appliesTo.tags])).toEqual([
      ['Summer Linen Sale', { kind: 'percentage', percent: 20 }, ['linen']],
    ]);
    const variants = shop.products.flatMap((product) => product.variants);
    expect(shop.products).toHaveLength(40);
    expect(variants).toHaveLength(376);
    expect(new Set(shop.products.flatMap((product) => product.options.map((option) => option.name)))).toEqual(
      new Set(['Size', 'Color', 'Fit', 'Material', 'Width']),
    );
    expect(shop.products.filter((product) => product.options.length === 3).map((product) => product.title)).toEqual([
      'Linen Shirt',
      'Oxford Button-Down Shirt',
      'Straight Leg Jeans',
      'Slip Dress',
      'Trail Hiker',
    ]);
    expect(
      variants.filter((variant) => variant.inventory.tracked && variant.inventory.quantity === 0 && variant.inventory.policy === 'deny').length,
    ).toBeGreaterThanOrEqual(5);
    expect(variants.some((variant) => variant.inventory.policy === 'continue' && variant.inventory.quantity === 0)).toBe(true);
    expect(variants.some((variant) => !variant.inventory.tracked)).toBe(true);
    expect(shop.products.filter((product) => product.variants.some((variant) => variant.compareAtPrice)).length).toBeGreaterThanOrEqual(5);
    expect(shop.products.every((product) => product.description.includes('\n'))).toBe(true);
    expect(shop.products.find((product) => product.handle === 'air-runner-sneaker')).toMatchObject({
      title: 'Air Runner Sneaker',
      type: 'Shoes',
      vendor: 'Stride',
    });
    expect(shop.products.filter((product) => product.status === 'draft').map((product) => product.title)).toEqual(['Holiday Fair Isle Sweater']);

    expect(shop.orders).toHaveLength(10);
    expect(new Set(shop.orders.map((order) => order.customerId)).size).toBe(4);
    expect(new Set(shop.orders.map((order) => order.status))).toEqual(
      new Set(['completed', 'refunded', 'delivered', 'refunding', 'cancelled', 'shipped', 'pending_payment', 'paid']),
    );
    expect(shop.orders.some((order) => order.lines.length > 1)).toBe(true);
    expect(shop.orders.find((order) => order.status === 'shipped')?.parcel?.events.length).toBeGreaterThan(0);
    const articles = readdirSync(join(THREADLINE, 'knowledge'), { recursive: true }).filter((file) => String(file).endsWith('.md'));
    expect(articles.filter((file) => String(file).startsWith('en')).length).toBe(8);
    expect(articles.filter((file) => String(file).startsWith('zh-CN')).length).toBe(4);
  });

  it("Threadline's catalog.csv is exactly what its generator writes", () => {
    const dir = tempDir('threadline');
    cleanups.push(dir.remove);
    const output = join(dir.path, 'catalog.csv');
    execFileSync(process.execPath, [join(THREADLINE, 'generate-catalog.mjs'), output]);
    expect(readFileSync(output, 'utf8')).toBe(readFileSync(join(THREADLINE, 'catalog.csv'), 'utf8'));
  });
});
