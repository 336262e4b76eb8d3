// Knowledge retrieval: query latency (p50/p99) of the Meilisearch and embedded indexes on 10,000
// generated chunks, and their indexing throughput. Baseline: a naive full scan (substring match over
// every chunk) in the same process. Also how long the embedded fallback takes to mirror what
// Meilisearch holds (a server's start, or Meilisearch coming back). Prints a table; asserts nothing.
//
//   node --conditions=kefu-source --import tsx bench/retrieval.ts [--chunks 10000] [--queries 300]
//   (BENCH_SKIP_MEILI=1 measures the embedded index and the baseline only)
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { serviceAvailable, startMeilisearch } from '@kefu/testing';
import { createEmbeddedIndex } from '../packages/server/src/adapters/embedded-index/index.js';
import { createMeilisearchIndex } from '../packages/server/src/adapters/meilisearch/index.js';
import { PrimarySync } from '../packages/server/src/knowledge/primary-sync.js';
import { createLogger } from '../packages/server/src/logger.js';
import type { KnowledgeChunk, KnowledgeIndex, KnowledgeQuery } from '../packages/server/src/ports/knowledge-index.js';

const { values } = parseArgs({ options: { chunks: { type: 'string', default: '10000' }, queries: { type: 'string', default: '300' } } });
const CHUNKS = Number(values.chunks);
const QUERIES = Number(values.queries);

// A seeded generator, so every run indexes and asks the same things.
let seed = 42;
const random = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff);
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

const ZH = ['退货', '换货', '保修', '发票', '税号', '快递', '物流', '签收', '国补', '补贴', '支付', '分期', '账号', '密码', '电池', '充电', '屏幕', '耳机', '蓝牙', '维修', '寄修', '门店', '配件', '包装', '运费', '退款', '审核', '激活', '数据', '迁移', '系统', '更新', '网络', '信号', '相机', '存储', '内存', '外观', '划痕', '进水'];
const EN = ['return', 'exchange', 'warranty', 'invoice', 'tax', 'courier', 'tracking', 'delivery', 'subsidy', 'payment', 'instalment', 'account', 'password', 'battery', 'charging', 'screen', 'earbuds', 'bluetooth', 'repair', 'store', 'accessory', 'packaging', 'shipping', 'refund', 'review', 'activation', 'data', 'transfer', 'system', 'update', 'network', 'signal', 'camera', 'storage', 'memory', 'scratch', 'liquid', 'pickup', 'receipt', 'order'];
const ZH_FILL = ['请在', '之内', '可以', '需要', '我们会', '完成后', '如果', '情况下', '按照', '规则'];
const SHOPS = Array.from({ length: 20 }, (_, i) => `shop-${i}`);

function generate(count: number): KnowledgeChunk[] {
  return Array.from({ length: count }, (_, i) => {
    const zh = i % 2 === 0;
    const words = Array.from({ length: 60 }, () => (zh ? `${pick(ZH)}${pick(ZH_FILL)}` : pick(EN)));
    const shop = i % 4 === 0 ? pick(SHOPS) : undefined;
    const docKey = `bench${Math.floor(i / 4)}`;
    return {
      chunkId: `${docKey}-${i % 4}`,
      docKey,
      docId: docKey,
      revision: 'r1',
      title: zh ? `${pick(ZH)}${pick(ZH)}说明` : `${pick(EN)} ${pick(EN)} guide`,
      text: words.join(zh ? '，' : ' ').slice(0, 480),
      locale: zh ? 'zh-CN' : 'en',
      ...(shop ? { shop } : {}),
      ...(i % 40 === 0 ? { inheritKey: `policy:${i % 7}` } : {}),
      allowChildOverride: i % 80 === 0,
      tags: [],
      position: i % 4,
    } satisfies KnowledgeChunk;
  });
}

function queries(count: number): KnowledgeQuery[] {
  return Array.from({ length: count }, (_, i) => {
    const zh = i % 2 === 0;
    return { text: zh ? `${pick(ZH)}${pick(ZH)}怎么办` : `how does ${pick(EN)} ${pick(EN)} work`, shop: pick(SHOPS), limit: 10 };
  });
}

/** The baseline: scan every chunk for the query's words. */
function naiveScan(chunks: KnowledgeChunk[]) {
  return async (query: KnowledgeQuery) => {
    const terms = query.text.split(/\s+|怎么办/).filter((term) => term.length > 1);
    return chunks.filter((chunk) => (chunk.shop === undefined || chunk.shop === query.shop) && terms.some((term) => chunk.text.includes(term))).slice(0, 10);
  };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function measure(search: (query: KnowledgeQuery) => Promise<unknown>, asked: KnowledgeQuery[]) {
  for (const query of asked.slice(0, 20)) await search(query); // warm-up
  const times: number[] = [];
  for (const query of asked) {
    const start = performance.now();
    await search(query);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99) };
}

async function indexAll(index: KnowledgeIndex, chunks: KnowledgeChunk[], batch: number) {
  const start = performance.now();
  for (let i = 0; i < chunks.length; i += batch) await index.put(chunks.slice(i, i + batch));
  return chunks.length / ((performance.now() - start) / 1000);
}

const chunks = generate(CHUNKS);
const asked = queries(QUERIES);
const rows: Array<{ name: string; indexing?: number; p50: number; p99: number }> = [];
let mirrorSeconds: number | undefined;

const baseline = await measure(naiveScan(chunks), asked);
rows.push({ name: 'baseline: naive full scan', ...baseline });

const embedded = createEmbeddedIndex();
const embeddedRate = await indexAll(embedded, chunks, 1000);
rows.push({ name: 'embedded (BM25, Intl.Segmenter)', indexing: embeddedRate, ...(await measure((query) => embedded.search(query), asked)) });

if (!process.env.BENCH_SKIP_MEILI && serviceAvailable('meilisearch')) {
  // The harness starts Meilisearch with the memory and thread caps this machine needs.
  const meili = await startMeilisearch();
  try {
    const index = createMeilisearchIndex({ url: meili.url, apiKey: meili.masterKey, indexUid: 'bench_knowledge', timeoutMs: 30_000, taskTimeoutMs: 600_000 });
    await index.put([]); // creates the index and applies its settings outside the timing
    const meiliRate = await indexAll(index, chunks, 1000);
    rows.push({ name: 'meilisearch 1.x (harness caps)', indexing: meiliRate, ...(await measure((query) => index.search(query), asked)) });
    const mirrored = createEmbeddedIndex();
    const start = performance.now();
    await new PrimarySync({ primary: index, fallback: mirrored, directory: [], logger: createLogger('silent') }).reconcile(false);
    mirrorSeconds = (performance.now() - start) / 1000;
    if ((await mirrored.count()) !== CHUNKS) throw new Error(`the mirror holds ${await mirrored.count()} chunks, not ${CHUNKS}`);
  } finally {
    await meili.stop();
  }
}

const ms = (value: number) => `${value.toFixed(2)} ms`;
console.log(`\nKnowledge retrieval: ${CHUNKS} chunks (half zh-CN, half en; a quarter in 20 shops), ${QUERIES} queries, top 10, shop filter\n`);
console.log(['index'.padEnd(34), 'index chunks/s'.padStart(15), 'query p50'.padStart(11), 'query p99'.padStart(11), 'p50 vs baseline'.padStart(16)].join(' '));
for (const row of rows) {
  console.log(
    [
      row.name.padEnd(34),
      (row.indexing ? Math.round(row.indexing).toLocaleString('en') : '-').padStart(15),
      ms(row.p50).padStart(11),
      ms(row.p99).padStart(11),
      `${(row.p50 / baseline.p50).toFixed(2)}x`.padStart(16),
    ].join(' '),
  );
}
if (mirrorSeconds !== undefined) console.log(`\nMirroring Meilisearch into an empty embedded fallback (${CHUNKS} chunks): ${mirrorSeconds.toFixed(2)} s`);
