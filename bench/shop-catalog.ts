// Shop catalog at scale (issue 16, item 5): a generated 10,000-product / 100,000-variant catalog in Shopify's product
// CSV layout, read and validated the way `kefu catalog check` and a server start read it (csv-parse, HTML bodies to
// text, every row checked, zod on every product), then the whole shop folder loaded from catalog.csv and from the
// products.json that `kefu catalog import` writes. Baseline: the demo shop's catalog (shops/demo when present, else
// the Threadline example shop) read the same way in the same process, so the per-variant ratios show whether import
// scales linearly. Memory is the heap the loaded products hold, per variant. Prints a table; asserts nothing.
//
//   node --conditions=kefu-source --import tsx bench/shop-catalog.ts [--products 10000] [--variants-per-product 10] [--rounds 3]
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { generateShopifyCatalog, tempDir } from '@kefu/testing';
import { readCatalogFile } from '../packages/server/src/shop/catalog/read-catalog-file.js';
import { readShopifyCsv } from '../packages/server/src/shop/catalog/read-shopify-csv.js';
import { inspectShopFolder } from '../packages/server/src/shop/load-shop-folder.js';
import type { Product } from '../packages/server/src/shop/model/index.js';
import { summarize } from './lib/stats.js';
import { printTable } from './lib/print-table.js';
import { reportHeadlines, type Headline } from './headline.js';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '10000' },
    'variants-per-product': { type: 'string', default: '10' },
    rounds: { type: 'string', default: '3' },
  },
});
const PRODUCTS = Number(values.products);
const PER_PRODUCT = Number(values['variants-per-product']);
const ROUNDS = Number(values.rounds);
const SHOPS = fileURLToPath(new URL('../shops/', import.meta.url));

// Heap figures need a collection before each reading; run-all starts sections without --expose-gc.
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

interface Measured {
  label: string;
  variants: number;
  bytes: number;
  /** Median wall time of one read, ms. */
  medianMs: number;
  /** Median CPU time (user + system) of one read, ms: on a shared machine wall time also counts other work. */
  medianCpuMs: number;
  heapPerVariant: number;
}

const variantsOf = (products: Product[]) => products.reduce((sum, product) => sum + product.variants.length, 0);

async function measure(label: string, read: () => Promise<Product[]> | Product[], bytes: number, rounds: number): Promise<Measured> {
  const samples: number[] = [];
  const cpuSamples: number[] = [];
  let variants = 0;
  for (let round = 0; round < rounds; round += 1) {
    gc();
    const started = performance.now();
    const cpu = process.cpuUsage();
    const products = await read();
    samples.push(performance.now() - started);
    const used = process.cpuUsage(cpu);
    cpuSamples.push((used.user + used.system) / 1000);
    variants = variantsOf(products);
  }
  gc();
  const before = process.memoryUsage().heapUsed;
  let kept: Product[] | undefined = await read();
  gc();
  const heapPerVariant = (process.memoryUsage().heapUsed - before) / variants;
  if (kept.length === 0) console.log(`${label}: read no product`);
  // Dropped so the next sample's heap baseline does not include this catalog.
  // eslint-disable-next-line no-useless-assignment
  kept = undefined;
  return { label, variants, bytes, medianMs: summarize(samples).p50, medianCpuMs: summarize(cpuSamples).p50, heapPerVariant };
}

function mustRead(result: { products: Product[]; errors: unknown[] }, label: string): Product[] {
  if (result.errors.length > 0) throw new Error(`${label}: ${result.errors.length} errors, e.g. ${JSON.stringify(result.errors[0])}`);
  return result.products;
}

async function main(): Promise<void> {
  const baselineDir = ['demo', 'threadline'].map((name) => join(SHOPS, name)).find((dir) => existsSync(join(dir, 'shop.yaml')))!;
  const baselineFile = ['catalog.csv', 'products.json'].map((name) => join(baselineDir, name)).find((file) => existsSync(file))!;
  const baselineProfile = readFileSync(join(baselineDir, 'shop.yaml'), 'utf8');
  const currency = /^currency:\s*(\w{3})/m.exec(baselineProfile)?.[1] ?? 'USD';
  const baselineBytes = readFileSync(baselineFile).length;
  console.log(`baseline: ${baselineFile.replace(SHOPS, 'shops/')} (${(baselineBytes / 1024).toFixed(0)} KB)`);

  const generatedAt = performance.now();
  const csv = Buffer.from(generateShopifyCatalog({ products: PRODUCTS, variantsPerProduct: PER_PRODUCT, seed: 16 }));
  console.log(
    `generated ${PRODUCTS} products × ${PER_PRODUCT} variants: ${(csv.length / 1_048_576).toFixed(1)} MB of CSV in ${((performance.now() - generatedAt) / 1000).toFixed(1)} s`,
  );

  const baseline = await measure(
    'demo catalog, read + validated',
    async () => mustRead(await readCatalogFile(baselineFile, { file: baselineFile, currency }), 'baseline'),
    baselineBytes,
    Math.max(ROUNDS, 20),
  );
  const large = await measure(
    `${PRODUCTS / 1000}k products / ${(PRODUCTS * PER_PRODUCT) / 1000}k variants, CSV read + validated`,
    () => mustRead(readShopifyCsv(csv, { file: 'catalog.csv', currency: 'USD' }), 'generated'),
    csv.length,
    ROUNDS,
  );

  // The whole folder, as a server start or `kefu shop check` reads it.
  const folder = tempDir('bench-shop');
  try {
    writeFileSync(join(folder.path, 'shop.yaml'), 'name: Bench Threads\ncurrency: USD\ntimezone: America/New_York\nlocales: [en]\n');
    writeFileSync(join(folder.path, 'catalog.csv'), csv);
    const products = mustRead(readShopifyCsv(csv, { file: 'catalog.csv', currency: 'USD' }), 'generated');
    const folderCsv = await measure(
      'shop folder with catalog.csv (server start)',
      async () => (await inspectShopFolder(folder.path)).data?.products ?? [],
      csv.length,
      ROUNDS,
    );
    const json = `${JSON.stringify(products, null, 2)}\n`;
    const jsonFolder = tempDir('bench-shop-json');
    try {
      writeFileSync(join(jsonFolder.path, 'shop.yaml'), 'name: Bench Threads\ncurrency: USD\ntimezone: America/New_York\nlocales: [en]\n');
      writeFileSync(join(jsonFolder.path, 'products.json'), json);
      const folderJson = await measure(
        'shop folder with products.json (after kefu catalog import)',
        async () => (await inspectShopFolder(jsonFolder.path)).data?.products ?? [],
        Buffer.byteLength(json),
        ROUNDS,
      );

      const rows = [baseline, large, folderCsv, folderJson];
      printTable([
        ['catalog', 'variants', 'file MB', 'median ms', 'CPU ms', 'µs per variant', 'heap B per variant'],
        ...rows.map((row) => [
          row.label,
          row.variants,
          row.bytes / 1_048_576,
          row.medianMs,
          row.medianCpuMs,
          (row.medianMs * 1000) / row.variants,
          row.heapPerVariant,
        ]),
      ]);
      console.log(`peak RSS ${(process.memoryUsage().rss / 1_048_576).toFixed(0)} MB; load average ${loadavg()[0]?.toFixed(1)} on ${cpus().length} cores`);
      const perVariant = (row: Measured) => (row.medianMs * 1000) / row.variants;
      const headlines: Headline[] = [
        {
          section: 'shop-catalog',
          figure: `read + validate a ${large.variants / 1000}k-variant Shopify CSV`,
          kefu: large.medianMs / 1000,
          baseline: baseline.medianMs / 1000,
          unit: 's',
          against: `the demo catalog (${baseline.variants} variants), read the same way`,
        },
        {
          section: 'shop-catalog',
          figure: `time per variant, ${large.variants / 1000}k-variant CSV`,
          kefu: perVariant(large),
          baseline: perVariant(baseline),
          unit: 'µs',
          against: `the demo catalog (${baseline.variants} variants)`,
        },
        {
          section: 'shop-catalog',
          figure: `CPU time to read + validate a ${large.variants / 1000}k-variant Shopify CSV`,
          kefu: large.medianCpuMs / 1000,
          baseline: baseline.medianCpuMs / 1000,
          unit: 's',
          against: `the demo catalog (${baseline.variants} variants), read the same way`,
        },
        {
          section: 'shop-catalog',
          figure: `heap per variant, ${large.variants / 1000}k-variant catalog loaded`,
          kefu: large.heapPerVariant,
          baseline: baseline.heapPerVariant,
          unit: 'B',
          against: `the demo catalog (${baseline.variants} variants)`,
        },
        {
          section: 'shop-catalog',
          figure: `server start: whole shop folder, ${large.variants / 1000}k variants in catalog.csv`,
          kefu: folderCsv.medianMs / 1000,
          baseline: baseline.medianMs / 1000,
          unit: 's',
          against: 'the demo catalog read alone',
        },
        {
          section: 'shop-catalog',
          figure: `server start: whole shop folder, ${large.variants / 1000}k variants in products.json`,
          kefu: folderJson.medianMs / 1000,
          baseline: folderCsv.medianMs / 1000,
          unit: 's',
          against: 'the same folder with catalog.csv',
        },
      ];
      reportHeadlines(headlines);
    } finally {
      jsonFolder.remove();
    }
  } finally {
    folder.remove();
  }
}

await main();
