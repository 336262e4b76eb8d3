// One-off: converts packages/server/data/catalog to the general commerce model in shops/demo. Deleted after use.
import { readFileSync, writeFileSync } from 'node:fs';
const src = new URL('../packages/server/data/catalog/', import.meta.url);
const out = new URL('../shops/demo/', import.meta.url);
const read = (name) => JSON.parse(readFileSync(new URL(name, src), 'utf8'));
const products = read('products.json');
const orders = read('orders.json');
const customers = read('customers.json');
const TYPES = { phone: ['手机', 'Phones'], tablet: ['平板', 'Tablets'], earbuds: ['耳机', 'Earbuds'], accessory: ['配件', 'Accessories'] };
const COLOR = '颜色';
const MEMORY = '运行内存';
const cny = (yuan) => ({ amount: Math.round(yuan * 100), currency: 'CNY' });
const slug = (text) => text.toUpperCase().replace(/[^A-Z0-9]+/g, '-').replace(/^-|-$/g, '');
// Offsets in whole days, or in hours when a fraction of a day (the model's offsets are integers).
const days = (sign, n) => (Number.isInteger(n) ? `${sign}${n}d` : `${sign}${Math.round(n * 24)}h`);
const handleOf = (productId) => productId.replace(/^p_/, '').replace(/_/g, '-');

const converted = products.map((p) => {
  const en = p.i18n?.en ?? {};
  const hasRam = p.ram.length > 0;
  const options = [{ name: COLOR, values: p.colors.map((c) => c.name) }, ...(hasRam ? [{ name: MEMORY, values: p.ram }] : [])];
  const variants = [];
  for (const color of p.colors) {
    const memories = hasRam ? p.ram : [undefined];
    memories.forEach((ram, index) => {
      // A colour's stock is split over its memory variants: the first takes the remainder, so the colour's total is kept.
      const share = Math.floor(color.stock / memories.length) + (index === 0 ? color.stock % memories.length : 0);
      const colorEn = en.colors?.[color.name] ?? color.name;
      const sku = [slug(handleOf(p.productId)), ...(ram ? [slug(ram)] : []), slug(colorEn)].join('-');
      variants.push({
        variantId: sku.toLowerCase(),
        sku,
        optionValues: [color.name, ...(ram ? [ram] : [])],
        price: cny(p.price),
        inventory: { tracked: true, quantity: share, policy: 'deny' },
      });
    });
  }
  const [typeZh, typeEn] = TYPES[p.category];
  const product = {
    productId: p.productId,
    handle: handleOf(p.productId),
    title: p.name,
    type: typeZh,
    vendor: p.brand,
    tags: p.tags ?? [],
    highlights: p.highlights,
    attributes: p.specs,
    ...(p.imageUrl ? { images: [p.imageUrl] } : {}),
    ...(p.url ? { url: p.url } : {}),
    options,
    variants,
    aliases: p.aliases,
    warrantyMonths: p.warrantyMonths,
    i18n: {
      en: {
        ...(en.name ? { title: en.name } : {}),
        type: typeEn,
        ...(en.highlights ? { highlights: en.highlights } : {}),
        ...(en.specs ? { attributes: en.specs } : {}),
        optionNames: { [COLOR]: 'Color', ...(hasRam ? { [MEMORY]: 'RAM' } : {}) },
        ...(en.colors ? { optionValues: en.colors } : {}),
      },
    },
  };
  return product;
});
writeFileSync(new URL('products.json', out), `${JSON.stringify(converted, null, 2)}\n`);

const byId = new Map(converted.map((p) => [p.productId, p]));
const convertedOrders = orders.map((o) => {
  const lines = o.items.map((item) => {
    const product = byId.get(item.productId);
    const variant = product.variants.find((v) => v.optionValues[0] === item.color) ?? product.variants[0];
    const options = product.options.map((group, index) => ({ name: group.name, value: variant.optionValues[index] }));
    const enOptions = {};
    if (item.i18n?.en?.color) enOptions[COLOR] = item.i18n.en.color;
    const en = { ...(item.i18n?.en?.name ? { title: item.i18n.en.name } : {}), ...(Object.keys(enOptions).length ? { options: enOptions } : {}) };
    return {
      productId: item.productId,
      variantId: variant.variantId,
      sku: variant.sku,
      title: item.name,
      options,
      quantity: item.quantity,
      unitPrice: cny(item.price),
      ...(Object.keys(en).length ? { i18n: { en } } : {}),
    };
  });
  const l = o.logistics;
  const order = {
    orderId: o.orderId,
    customerId: o.customerId,
    status: o.status,
    lines,
    total: cny(o.total),
    placedAt: days('-', o.placedDaysAgo),
    ...(o.shippedDaysAgo !== undefined ? { shippedAt: days('-', o.shippedDaysAgo) } : {}),
    ...(o.deliveredDaysAgo !== undefined ? { deliveredAt: days('-', o.deliveredDaysAgo) } : {}),
    contactPhoneLast4: o.phoneLast4,
    shippingAddress: o.address,
    ...(l
      ? {
          parcel: {
            carrier: l.carrier,
            trackingNumber: l.trackingNumber,
            status: l.status,
            ...(l.etaInHours !== undefined ? { estimatedDelivery: `+${Math.round(l.etaInHours)}h` } : {}),
            events: l.events.map(({ hoursAgo, ...event }) => ({ time: `-${Math.round(hoursAgo)}h`, ...event })),
            ...(l.i18n ? { i18n: l.i18n } : {}),
          },
        }
      : {}),
    ...(o.refund
      ? {
          refund: {
            amount: cny(o.refund.amount),
            ...(o.refund.requestedDaysAgo !== undefined ? { requestedAt: days('-', o.refund.requestedDaysAgo) } : {}),
            ...(o.refund.expectedInDays !== undefined ? { expectedBy: days('+', o.refund.expectedInDays) } : {}),
            ...(o.refund.refundedDaysAgo !== undefined ? { refundedAt: days('-', o.refund.refundedDaysAgo) } : {}),
          },
        }
      : {}),
    ...(o.i18n?.en?.address ? { i18n: { en: { shippingAddress: o.i18n.en.address } } } : {}),
  };
  return order;
});
writeFileSync(new URL('orders.json', out), `${JSON.stringify(convertedOrders, null, 2)}\n`);
writeFileSync(new URL('customers.json', out), `${JSON.stringify(customers, null, 2)}\n`);

// The national subsidy: one named promotion per amount, each applying to the products eligible for it.
const byAmount = new Map();
for (const p of products) if (p.subsidy) byAmount.set(p.subsidy, [...(byAmount.get(p.subsidy) ?? []), p.productId]);
const promotions = [...byAmount].sort((a, b) => b[0] - a[0]).map(([amount, ids], index) =>
  [
    `  - promotionId: ${index === 0 ? 'national-subsidy' : `national-subsidy-${amount}`}`,
    '    name: 国补',
    '    eligibility: 持本人身份证实名认证，每人每类限一件',
    '    discount: { kind: amount, amount: { amount: ' + amount * 100 + ', currency: CNY } }',
    `    appliesTo: { productIds: [${ids.join(', ')}] }`,
    '    i18n:',
    '      en: { name: National subsidy, eligibility: "With a verified resident ID, one item per category per person" }',
  ].join('\n'),
);
console.log(promotions.join('\n'));
