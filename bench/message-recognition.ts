// Recognising a shopper message at catalog scale (issue 16): the rules engine's recognition (recognizeWithRules) of
// the same message templates — full product names, partial names, sizes, colours, in English and Chinese — against
// the lexicon built from a generated 10,000-product / 100,000-variant Shopify catalog, and against the lexicon of the
// demo shop (shops/demo). Each template is filled with products of the catalog it runs against, so both sides
// recognise real names. Prints p50/p99 per message and their ratio; asserts nothing.
//
//   node --conditions=kefu-source --import tsx bench/message-recognition.ts [--products 10000] [--variants-per-product 10] [--messages 2000]
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { generateShopifyCatalog } from '@kefu/testing';
import { readShopifyCsv } from '../packages/server/src/shop/catalog/read-shopify-csv.js';
import { inspectShopFolder } from '../packages/server/src/shop/load-shop-folder.js';
import { buildProductLexicon, type ProductLexicon } from '../packages/server/src/adapters/rules/product-lexicon.js';
import { recognizeWithRules } from '../packages/server/src/adapters/rules/rules-engine.js';
import type { Product } from '../packages/server/src/shop/model/index.js';
import { summarize, type Summary } from './lib/stats.js';
import { printTable } from './lib/print-table.js';
import { reportHeadlines } from './headline.js';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '10000' },
    'variants-per-product': { type: 'string', default: '10' },
    messages: { type: 'string', default: '2000' },
  },
});
const PRODUCTS = Number(values.products);
const PER_PRODUCT = Number(values['variants-per-product']);
const MESSAGES = Number(values.messages);
const DEMO = fileURLToPath(new URL('../shops/demo/', import.meta.url));

/** Shopper messages from one catalog's own products: name, partial name, size/colour, in en and zh-CN. */
function messagesFor(products: readonly Product[], count: number): string[] {
  const messages: string[] = [];
  for (let index = 0; messages.length < count; index += 1) {
    const product = products[(index * 7919) % products.length]!;
    const variant = product.variants[index % product.variants.length]!;
    const options = variant.optionValues.map(String);
    const partial = product.title.split(/\s+/).slice(0, 2).join(' ');
    const templates = [
      `How much is the ${product.title}?`,
      `Do you have the ${partial} in ${options.join(' ')}?`,
      `${product.title}多少钱`,
      `${partial} ${options[0] ?? ''} 有货吗`,
      `is the ${product.title} available in ${options.at(-1) ?? 'black'}? I need it by Friday`,
    ];
    messages.push(templates[index % templates.length]!);
  }
  return messages;
}

/** Per-message recognition time in µs over `messages`, after one warm-up pass. */
function time(lexicon: ProductLexicon, messages: readonly string[]): { summary: Summary; recognised: number; candidates: number } {
  let recognised = 0;
  let candidates = 0;
  for (const message of messages) recognizeWithRules(message, lexicon);
  const samples: number[] = [];
  for (const message of messages) {
    const started = performance.now();
    const recognition = recognizeWithRules(message, lexicon);
    samples.push((performance.now() - started) * 1000);
    if (JSON.stringify(recognition).includes('"productIds":["')) recognised += 1;
    // A partial name of several products is answered with them as candidates ("which one?"): recognised too.
    else if (JSON.stringify(recognition).includes('"candidates":["')) candidates += 1;
  }
  return { summary: summarize(samples), recognised, candidates };
}

async function main(): Promise<void> {
  const demo = (await inspectShopFolder(DEMO)).data;
  if (!demo) throw new Error(`shops/demo did not load`);
  const demoLexicon = buildProductLexicon(demo.products, demo.profile);

  const csv = Buffer.from(generateShopifyCatalog({ products: PRODUCTS, variantsPerProduct: PER_PRODUCT, seed: 16 }));
  const read = readShopifyCsv(csv, { file: 'catalog.csv', currency: 'USD' });
  if (read.errors.length > 0) throw new Error(`generated catalog: ${read.errors.length} errors`);
  const builtAt = performance.now();
  const largeLexicon = buildProductLexicon(read.products, { currency: 'USD', promotions: [] });
  const buildMs = performance.now() - builtAt;
  const variants = read.products.reduce((sum, product) => sum + product.variants.length, 0);
  const demoVariants = demo.products.reduce((sum, product) => sum + product.variants.length, 0);

  const small = time(demoLexicon, messagesFor(demo.products, MESSAGES));
  const large = time(largeLexicon, messagesFor(read.products, MESSAGES));
  printTable([
    ['catalog', 'variants', 'messages', 'p50 µs', 'p99 µs', 'mean µs', 'with a product recognised', 'with candidates (which one?)'],
    ['shops/demo', demoVariants, MESSAGES, small.summary.p50, small.summary.p99, small.summary.mean, small.recognised, small.candidates],
    [
      `generated ${PRODUCTS / 1000}k products`,
      variants,
      MESSAGES,
      large.summary.p50,
      large.summary.p99,
      large.summary.mean,
      large.recognised,
      large.candidates,
    ],
  ]);
  console.log(
    `lexicon of ${variants} variants built in ${buildMs.toFixed(0)} ms; p50 ratio ${(large.summary.p50 / small.summary.p50).toFixed(1)}×, p99 ratio ${(large.summary.p99 / small.summary.p99).toFixed(1)}×`,
  );
  reportHeadlines([
    {
      section: 'message-recognition',
      figure: `p50 rules recognition of a message, ${variants / 1000}k-variant catalog`,
      kefu: large.summary.p50,
      baseline: small.summary.p50,
      unit: 'µs',
      against: `the demo catalog (${demoVariants} variants)`,
    },
    {
      section: 'message-recognition',
      figure: `p99 rules recognition of a message, ${variants / 1000}k-variant catalog`,
      kefu: large.summary.p99,
      baseline: small.summary.p99,
      unit: 'µs',
      against: `the demo catalog (${demoVariants} variants)`,
    },
  ]);
}

await main();
