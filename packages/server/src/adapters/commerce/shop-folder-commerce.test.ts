import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '@kefu/protocol';
import { createShopFolderCommerce } from './shop-folder-commerce.js';
import { localizeLogistics, localizeOrder, localizeProduct } from './localize-commerce.js';
import { applicablePromotions } from '../../shop/applicable-promotions.js';
import { lowestPrice } from '../../shop/product-price.js';
import { loadShopFolder } from '../../shop/load-shop-folder.js';
import { fileURLToPath } from 'node:url';

const DAY = 86_400_000;
const now = Date.UTC(2031, 5, 1, 8);
const commerce = createShopFolderCommerce({ clock: { now: () => now } });

describe('shop-folder commerce backend (the demo shop)', () => {
  it('has the storefront catalog: Find X8 at 2999 and Find X9 at 3999, the national subsidy of 500 a promotion of the shop', async () => {
    const products = await commerce.listProducts();
    expect(products.length).toBeGreaterThanOrEqual(12);
    expect(new Set(products.map((p) => p.type))).toEqual(new Set(['手机', '平板', '耳机']));
    const x8 = await commerce.getProduct('p_find_x8');
    const x9 = await commerce.getProduct('p_find_x9');
    expect(lowestPrice(x8!)).toEqual({ amount: 299_900, currency: 'CNY' });
    expect(lowestPrice(x9!)).toEqual({ amount: 399_900, currency: 'CNY' });
    expect(applicablePromotions(x9!, await commerce.getShop(), 'zh-CN', now)).toEqual([
      expect.objectContaining({ name: '国补', amount: { amount: 50_000, currency: 'CNY' } }),
    ]);
    expect(applicablePromotions(x8!, await commerce.getShop(), 'en', now)).toEqual([]);
    for (const product of products) expect(product.options[0]?.values.length).toBeGreaterThan(0);
  });

  it('filters by price in the shop currency, an option value in any language, and type', async () => {
    const yuan = (amount: number) => ({ amount: amount * 100, currency: 'CNY' });
    const phones = await commerce.searchProducts({ type: 'Phones', maxPrice: yuan(3000), options: [{ value: '12GB' }] });
    expect(phones.map((p) => p.title).sort()).toEqual(['A5 Pro', 'Find X8', 'K12', 'Reno 13']);
    expect((await commerce.searchProducts({ type: '手机', options: [{ name: 'Color', value: 'Stellar Black' }] })).map((p) => p.title)).toEqual(['Find X8']);
    // Find X8 in Breeze Blue is sold out: in stock only, it is not found by that colour.
    expect((await commerce.searchProducts({ options: [{ value: 'breeze blue' }] })).map((p) => p.title)).toEqual(['Find X8']);
    expect(await commerce.searchProducts({ options: [{ value: 'breeze blue' }], inStock: true })).toEqual([]);
    expect(await commerce.searchProducts({ maxPrice: { amount: 1_000_000, currency: 'USD' } })).toEqual([]);
  });

  it('keeps order dates relative to the clock, so eligibility never ages', async () => {
    const order = await commerce.getOrder('KF10010001');
    expect(order?.deliveredAt).toBe(now - 3 * DAY);
    const later = createShopFolderCommerce({ clock: { now: () => now + 365 * DAY } });
    expect((await later.getOrder('kf10010001'))?.deliveredAt).toBe(now + 362 * DAY);
  });

  it('has at least 20 orders in every status across a few customers, with logistics newest first', async () => {
    const all = (await Promise.all(['c_1001', 'c_1002', 'c_1003', 'c_1004'].map((id) => commerce.listOrders(id)))).flat();
    expect(all.length).toBeGreaterThanOrEqual(20);
    expect(new Set(all.map((o) => o.status))).toEqual(new Set(ORDER_STATUSES));
    const logistics = await commerce.getLogistics('KF10010003');
    expect(logistics?.events.length).toBeGreaterThan(1);
    const times = logistics!.events.map((e) => e.time);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('has every catalog text a shopper sees in English too: products, order lines, addresses, parcels', async () => {
    const chinese = /[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]/;
    const shown = (product: Awaited<ReturnType<typeof commerce.listProducts>>[number]) => [
      product.title,
      product.type ?? '',
      ...product.highlights,
      ...Object.entries(product.attributes).flat(),
      ...product.options.flatMap((group) => [group.name, ...group.values]),
      ...product.variants.flatMap((variant) => variant.optionValues),
    ];
    const products = await commerce.listProducts();
    expect(products.flatMap((product) => shown(localizeProduct(product, 'en'))).filter((text) => chinese.test(text))).toEqual([]);
    // The shop's own language is untouched.
    expect(
      localizeProduct(
        products.find((p) => p.productId === 'p_find_x9')!,
        'zh-CN',
      ),
    ).toMatchObject({ highlights: ['潜望长焦', '7025mAh 大电池', '国补可用'], attributes: { 处理器: '天玑 9500' } });
    const orders = (await Promise.all(['c_1001', 'c_1002', 'c_1003', 'c_1004'].map((id) => commerce.listOrders(id)))).flat();
    const orderTexts = orders
      .map((order) => localizeOrder(order, 'en'))
      .flatMap((order) => [
        order.address,
        order.carrier ?? '',
        ...order.lines.map((line) => `${line.title} ${line.options.map((option) => option.value).join(' ')}`),
      ]);
    expect(orderTexts.filter((text) => chinese.test(text))).toEqual([]);
    const parcels = await Promise.all(orders.map((order) => commerce.getLogistics(order.orderId)));
    const parcelTexts = parcels
      .flatMap((parcel) => (parcel ? [localizeLogistics(parcel, 'en')] : []))
      .flatMap((parcel) => [parcel.carrier, parcel.status, ...parcel.events.flatMap((e) => [e.description, e.location ?? ''])]);
    expect(parcelTexts.length).toBeGreaterThan(50);
    expect(parcelTexts.filter((text) => chinese.test(text))).toEqual([]);
  });

  it('has a refunding and a refunded order for the first demo customer, with their refunds', async () => {
    expect(await commerce.getOrder('KF10010009')).toMatchObject({
      customerId: 'c_1001',
      status: 'refunding',
      refund: { amount: { amount: 44_900, currency: 'CNY' }, expectedBy: now + 1.5 * DAY },
    });
    expect(await commerce.getOrder('KF10010008')).toMatchObject({
      customerId: 'c_1001',
      status: 'refunded',
      refund: { amount: { amount: 119_900, currency: 'CNY' }, refundedAt: now - 33 * DAY },
    });
  });

  it('verifies a guest by the phone number’s last four digits', async () => {
    expect(await commerce.verifyOrderContact('KF10010001', '5678')).toBe(true);
    expect(await commerce.verifyOrderContact('KF10010001', '1234')).toBe(false);
    expect(await commerce.verifyOrderContact('KF99999999', '5678')).toBe(false);
  });

  it('submits a write request only for the customer’s own order', async () => {
    const shop = createShopFolderCommerce({ clock: { now: () => now } });
    const receipt = await shop.submit({ kind: 'return', orderId: 'KF10010001', customerId: 'c_1001', details: { reason: 'no_reason' } });
    expect(receipt.kind).toBe('return');
    expect(receipt.fields).toContainEqual({ label: 'orderId', value: 'KF10010001' });
    expect(receipt.fields).toContainEqual({ label: 'reason', value: 'no_reason' });
    await expect(shop.submit({ kind: 'return', orderId: 'KF10010001', customerId: 'c_1002', details: {} })).rejects.toMatchObject({
      name: 'CommerceError',
      transient: false,
    });
  });

  it('gives the return address in the language of the request', async () => {
    const shop = createShopFolderCommerce({ clock: { now: () => now } });
    const address = async (orderId: string, locale: 'zh-CN' | 'en') =>
      (await shop.submit({ kind: 'return', orderId, customerId: 'c_1001', details: { reason: 'quality' }, locale })).fields.find(
        (field) => field.label === 'returnAddress',
      )?.value;
    expect(await address('KF10010001', 'en')).toBe("Kefu After-Sales Centre, 18 Haibin Road, Wusha, Chang'an Town, Dongguan, Guangdong");
    expect(await address('KF10010002', 'zh-CN')).toBe('广东省东莞市长安镇乌沙海滨路 18 号 Kefu 售后中心');
  });

  it('answers a repeated idempotency key with the first receipt, writing once', async () => {
    const shop = createShopFolderCommerce({ clock: { now: () => now } });
    const request = { kind: 'return', orderId: 'KF10010001', customerId: 'c_1001', details: { reason: 'quality' }, idempotencyKey: 't1:ip_1' } as const;
    const first = await shop.submit(request);
    expect(await shop.submit(request)).toEqual(first);
    expect(shop.receipts).toHaveLength(1);
  });

  it('refunds a return of some of an order’s lines by those lines, of all of them by the total', async () => {
    const data = await loadShopFolder(fileURLToPath(new URL('../../../../../shops/threadline', import.meta.url)));
    const threadline = { ...data, knowledgeDir: data.knowledgeDir ?? '' };
    const order = threadline.orders.find((one) => one.lines.length > 1 && one.lines.some((line) => line.quantity > 1))!;
    const [first, ...rest] = order.lines;
    const refOf = (line: typeof first) => line!.variantId ?? line!.productId;
    const some = createShopFolderCommerce({ clock: { now: () => now }, shop: threadline });
    await some.submit({ kind: 'return', orderId: order.orderId, customerId: order.customerId, details: { reason: 'quality', items: [refOf(first)] } });
    expect((await some.getOrder(order.orderId))?.refund?.amount).toEqual({ amount: first!.unitPrice.amount * first!.quantity, currency: order.total.currency });
    const all = createShopFolderCommerce({ clock: { now: () => now }, shop: threadline });
    const refs = [first, ...rest].map(refOf);
    await all.submit({ kind: 'return', orderId: order.orderId, customerId: order.customerId, details: { reason: 'quality', items: refs } });
    expect((await all.getOrder(order.orderId))?.refund?.amount).toEqual(order.total);
  });

  it('refuses a request about a line already under one, not one about another line of the order', async () => {
    const data = await loadShopFolder(fileURLToPath(new URL('../../../../../shops/threadline', import.meta.url)));
    const threadline = { ...data, knowledgeDir: data.knowledgeDir ?? '' };
    const order = threadline.orders.find((one) => one.lines.length > 1 && one.status === 'delivered')!;
    const [shirt, tee] = order.lines.map((line) => line.variantId ?? line.productId) as [string, string];
    const shop = createShopFolderCommerce({ clock: { now: () => now }, shop: threadline });
    const write = { orderId: order.orderId, customerId: order.customerId };
    const returned = await shop.submit({ ...write, kind: 'return', details: { reason: 'quality', items: [tee] } });
    expect((await shop.getOrder(order.orderId))?.requests).toEqual([{ kind: 'return', requestId: returned.receiptId, items: [tee] }]);
    await expect(shop.submit({ ...write, kind: 'exchange', details: { reason: 'quality', exchangeFor: 'same', item: tee } })).rejects.toMatchObject({
      name: 'DuplicateRequestError',
      existing: { requestId: returned.receiptId },
    });
    await expect(shop.submit({ ...write, kind: 'exchange', details: { reason: 'quality', exchangeFor: 'same' } })).rejects.toMatchObject({
      name: 'DuplicateRequestError',
    });
    const exchanged = await shop.submit({ ...write, kind: 'exchange', details: { reason: 'quality', exchangeFor: 'same', item: shirt } });
    expect(exchanged.kind).toBe('exchange');
  });

  it('refuses a second return or exchange of an order, and a second invoice of a type, with the request on file', async () => {
    const shop = createShopFolderCommerce({ clock: { now: () => now } });
    const returned = await shop.submit({ kind: 'return', orderId: 'KF10010001', customerId: 'c_1001', details: { reason: 'quality' }, idempotencyKey: 'a' });
    expect(await shop.getOrder('KF10010001')).toMatchObject({
      status: 'refunding',
      refund: { amount: { amount: 399_900, currency: 'CNY' }, requestedAt: now },
      requests: [{ kind: 'return', requestId: returned.receiptId }],
    });
    await expect(
      shop.submit({ kind: 'return', orderId: 'KF10010001', customerId: 'c_1001', details: { reason: 'quality' }, idempotencyKey: 'b' }),
    ).rejects.toMatchObject({
      name: 'DuplicateRequestError',
      transient: false,
      existing: { kind: 'return', requestId: returned.receiptId },
    });
    await expect(shop.submit({ kind: 'exchange', orderId: 'KF10010001', customerId: 'c_1001', details: {} })).rejects.toMatchObject({
      existing: { requestId: returned.receiptId },
    });
    const special = {
      kind: 'invoice',
      orderId: 'KF10010001',
      customerId: 'c_1001',
      details: { invoiceType: 'special', title: '某某公司', taxId: '91310000MA1K4XXX1Y' },
    } as const;
    const invoice = await shop.submit(special);
    await expect(shop.submit(special)).rejects.toMatchObject({ existing: { kind: 'invoice', requestId: invoice.receiptId, invoiceType: 'special' } });
    expect((await shop.submit({ ...special, details: { invoiceType: 'personal', title: '林晓' } })).kind).toBe('invoice');
  });
});
