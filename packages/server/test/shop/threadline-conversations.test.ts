import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../gateway/support/test-server.js';
import { TestClient } from '../gateway/support/test-client.js';

const THREADLINE = fileURLToPath(new URL('../../../../shops/threadline/', import.meta.url));

interface Variant {
  size: string;
  color: string;
  stock: number;
  price: number;
  compareAt: number | undefined;
}
interface Product {
  title: string;
  type: string;
  tags: string[];
  variants: Variant[];
}

/** The threadline catalog as the test reads it: Shopify rows grouped by handle (continuation rows carry no Title). */
function readCatalog(): Product[] {
  const rows = parse(readFileSync(`${THREADLINE}catalog.csv`), { columns: true, skip_empty_lines: true }) as Array<Record<string, string>>;
  const byHandle = new Map<string, Product>();
  for (const row of rows) {
    const handle = row['Handle'] ?? '';
    let product = byHandle.get(handle);
    if (!product) {
      product = {
        title: row['Title'] ?? '',
        type: row['Type'] ?? '',
        tags: (row['Tags'] ?? '')
          .split(',')
          .map((tag) => tag.trim())
          .filter(Boolean),
        variants: [],
      };
      byHandle.set(handle, product);
    }
    if (!row['Variant Price']) continue;
    const compareAt = Number(row['Variant Compare At Price']);
    product.variants.push({
      size: row['Option1 Value'] ?? '',
      color: row['Option2 Value'] ?? '',
      stock: Number(row['Variant Inventory Qty']),
      price: Number(row['Variant Price']),
      compareAt: compareAt > 0 ? compareAt : undefined,
    });
  }
  return [...byHandle.values()].filter((product) => product.variants.length > 0);
}

const catalog = readCatalog();
const minPrice = (product: Product): number => Math.min(...product.variants.map((variant) => variant.price));
/** A price as a regex that accepts $59, $59.00 and 59美元-style renderings of the same amount. */
const priceRe = (amount: number): RegExp => new RegExp(`\\$\\s?${Math.floor(amount)}(\\.${(amount % 1).toFixed(2).slice(2)})?(?!\\d)`);
const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const linenShirt = catalog.find((product) => product.title === 'Linen Shirt')!;
/** A size/colour of one product whose every row is out of stock, and one with stock. */
const stockCase = ((): { product: Product; out: Variant; inStock: Variant } => {
  for (const product of catalog) {
    const sum = new Map<string, number>();
    for (const variant of product.variants) sum.set(`${variant.size}|${variant.color}`, (sum.get(`${variant.size}|${variant.color}`) ?? 0) + variant.stock);
    const outKey = [...sum].find(([, total]) => total === 0)?.[0];
    const inKey = [...sum].find(([, total]) => total > 0)?.[0];
    if (outKey && inKey) {
      const pick = (key: string): Variant => product.variants.find((variant) => `${variant.size}|${variant.color}` === key)!;
      return { product, out: pick(outKey), inStock: pick(inKey) };
    }
  }
  throw new Error('the catalog has no size/colour that is out of stock');
})();
const onSale = catalog.filter((product) => product.variants.some((variant) => variant.compareAt !== undefined && variant.compareAt > variant.price));
const shirts = catalog.filter((product) => product.type === 'Shirts');
const cheapestShirt = [...shirts].sort((a, b) => minPrice(a) - minPrice(b))[0]!;
const budget = 50;
const underBudget = catalog.filter((product) => minPrice(product) < budget);
const overBudget = catalog.filter((product) => minPrice(product) > budget);

/** The assistant's answer (text plus rich parts as JSON) and every event seen, for `question` in a fresh conversation. */
async function ask(url: string, locale: 'en' | 'zh-CN', question: string): Promise<{ text: string; all: string; events: Array<{ event: string }> }> {
  const shopper = await TestClient.connect(url);
  try {
    await shopper.hello({ locale });
    await shopper.send(question);
    await shopper.waitUntil(`an answer to "${question}"`, (events) =>
      events.some((event) => (event.event === 'message:done' && event.data.message.role === 'assistant') || event.event === 'handoff'),
    );
    const answer = shopper.rendered.find((event) => event.event === 'message:done' && event.data.message.role === 'assistant');
    const text = answer?.event === 'message:done' ? answer.data.message.text : '';
    const parts = answer?.event === 'message:done' ? (answer.data.message.parts ?? []) : [];
    return { text, all: `${text}\n${JSON.stringify(parts)}`, events: shopper.rendered };
  } finally {
    shopper.close();
  }
}

const QUESTIONS = {
  price: { en: `How much is the ${linenShirt.title}?`, 'zh-CN': `${linenShirt.title}多少钱` },
  inStock: {
    en: `Do you have the ${stockCase.product.title} in ${stockCase.inStock.size} ${stockCase.inStock.color}?`,
    'zh-CN': `${stockCase.product.title} ${stockCase.inStock.size}码 ${stockCase.inStock.color} 有货吗`,
  },
  outOfStock: {
    en: `Do you have the ${stockCase.product.title} in ${stockCase.out.size} ${stockCase.out.color}?`,
    'zh-CN': `${stockCase.product.title} ${stockCase.out.size}码 ${stockCase.out.color} 有货吗`,
  },
  options: { en: `What sizes and colors does the ${linenShirt.title} come in?`, 'zh-CN': `${linenShirt.title}有哪些尺码和颜色` },
  sale: { en: 'What is on sale?', 'zh-CN': '有什么打折的商品' },
  cheapest: { en: 'What is your cheapest shirt?', 'zh-CN': '最便宜的衬衫是哪件' },
  budget: { en: `Anything under $${budget}?`, 'zh-CN': `${budget}美元以下有什么` },
  notCarried: { en: 'How much is the Find X9?', 'zh-CN': 'iPhone 16多少钱' },
  human: { en: 'I want to talk to a human', 'zh-CN': '转人工' },
} as const;

describe('conversations with the threadline shop on the rules path, expected values from its catalog.csv', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    server = await startTestServer({ env: { KEFU_SHOP_DIR: THREADLINE } });
  });
  afterAll(async () => {
    await server?.close();
  });

  describe.each(['en', 'zh-CN'] as const)('in %s', (locale) => {
    it('answers the price of a product with its catalog price in dollars', async () => {
      const { all } = await ask(server.url, locale, QUESTIONS.price[locale]);
      expect(all).toContain(linenShirt.title);
      expect(all).toMatch(priceRe(minPrice(linenShirt)));
    });

    it('says a size/colour with stock is available', async () => {
      const { text } = await ask(server.url, locale, QUESTIONS.inStock[locale]);
      expect(text).toContain(stockCase.product.title);
      expect(text).toContain(stockCase.inStock.size);
      expect(text).toMatch(locale === 'en' ? /in stock|available|\d+ left/i : /有货|现货|库存/);
      expect(text).not.toMatch(locale === 'en' ? /out of stock|sold out/i : /缺货|售罄|无货/);
    });

    it('says a size/colour whose stock is 0 is out of stock', async () => {
      const { text } = await ask(server.url, locale, QUESTIONS.outOfStock[locale]);
      expect(text).toContain(stockCase.product.title);
      expect(text).toContain(stockCase.out.size);
      expect(text).toMatch(locale === 'en' ? /out of stock|sold out|not available|unavailable/i : /缺货|售罄|无货|没有货/);
    });

    it('lists the sizes and colours the product comes in', async () => {
      const { all } = await ask(server.url, locale, QUESTIONS.options[locale]);
      for (const size of new Set(linenShirt.variants.map((variant) => variant.size))) expect(all).toMatch(new RegExp(`\\b${escape(size)}\\b`));
      for (const color of new Set(linenShirt.variants.map((variant) => variant.color))) expect(all).toContain(color);
    });

    // zh-CN fails: "有什么打折的商品" is not recognised as a sale question; the answer names no discounted product nor the promotion.
    it('names the items on sale: compare-at prices and the linen promotion', async () => {
      const { all } = await ask(server.url, locale, QUESTIONS.sale[locale]);
      expect(onSale.some((product) => all.includes(product.title)) || /Summer Linen Sale|夏季亚麻特惠/.test(all)).toBe(true);
    });

    // Fails in both locales: "cheapest shirt" / "最便宜的衬衫" is not answered from the catalog (en answers a help
    // article, zh-CN asks which product); the rules path has no "cheapest of a type" query.
    it('names the cheapest shirt at its price', async () => {
      const { all } = await ask(server.url, locale, QUESTIONS.cheapest[locale]);
      expect(all).toContain(cheapestShirt.title);
      expect(all).toMatch(priceRe(minPrice(cheapestShirt)));
    });

    // zh-CN fails: "50美元以下" is not read as a budget; the answer lists products from $59 up (Linen Shirt).
    it('offers only products under the budget', async () => {
      const { all } = await ask(server.url, locale, QUESTIONS.budget[locale]);
      expect(underBudget.some((product) => all.includes(product.title))).toBe(true);
      for (const product of overBudget) expect(all).not.toContain(product.title);
    });

    it('does not quote the price of another product for one the shop does not carry', async () => {
      const { all } = await ask(server.url, locale, QUESTIONS.notCarried[locale]);
      for (const product of catalog) expect(all).not.toMatch(priceRe(minPrice(product)));
    });

    it('hands the conversation to a person when asked', async () => {
      const { events } = await ask(server.url, locale, QUESTIONS.human[locale]);
      expect(events.some((event) => event.event === 'handoff')).toBe(true);
    });
  });
});
