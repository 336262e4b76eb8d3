// Knowledge retrieval: query latency (p50/p99) of the Meilisearch and embedded indexes on 10,000
// generated chunks, and their indexing throughput. The chunks are recombined from the demo knowledge
// base's own sentences (zh-CN and en), each with a few words of its own, so term frequencies look like
// a real help centre that grew large; the queries are real shoppers' questions. Baseline: a naive full scan (substring match over
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
import { DEMO_KNOWLEDGE_DIR } from '../packages/server/src/knowledge/demo-knowledge-dir.js';
import { readKnowledgeDirectory, toChunks } from '../packages/server/src/knowledge/ingest/index.js';
import { createLogger } from '../packages/server/src/logger.js';
import type { KnowledgeChunk, KnowledgeIndex, KnowledgeQuery } from '../packages/server/src/ports/knowledge-index.js';

const { values } = parseArgs({ options: { chunks: { type: 'string', default: '10000' }, queries: { type: 'string', default: '300' } } });
const CHUNKS = Number(values.chunks);
const QUERIES = Number(values.queries);

// A seeded generator, so every run indexes and asks the same things.
let seed = 42;
const random = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

const SHOPS = Array.from({ length: 20 }, (_, i) => `shop-${i}`);
// Words of their own, so chunks differ beyond the sentences they share (products, places, numbers).
const OWN_ZH = [
  'Find X9',
  'Reno 13',
  'Pad 3',
  'Enco X3',
  '上海',
  '北京',
  '深圳',
  '成都',
  '杭州',
  '旗舰店',
  '会员',
  '以旧换新',
  '官方翻新',
  '学生优惠',
  '企业采购',
];
const OWN_EN = [
  'Find X9',
  'Reno 13',
  'Pad 3',
  'Enco X3',
  'Shanghai',
  'Beijing',
  'Shenzhen',
  'flagship',
  'member',
  'trade-in',
  'refurbished',
  'student',
  'business',
];

const QUESTIONS = [
  '七天无理由退货怎么算',
  '发票怎么开',
  '保修多久',
  '退货运费谁出',
  '退款多久到账',
  '国补怎么领',
  '手机开不了机怎么办',
  '充电很慢怎么办',
  '耳机连不上蓝牙',
  '怎么把旧手机的数据迁移到新手机',
  '订单能取消吗',
  '发货要多久',
  '可以分期吗',
  '换货怎么换',
  '寄修怎么操作',
  '密码忘了怎么办',
  '客服几点上班',
  '电池怎么保养',
  '发票抬头开错了怎么办',
  '能送到香港吗',
  'How long is the warranty?',
  'Do you ship to Hong Kong?',
  'How do I return an item?',
  'How do I get a company invoice with our tax ID?',
  'My phone will not turn on',
  'How long does a refund take?',
  'Can I cancel my order?',
  'What payment methods do you accept?',
  'How do I track my parcel?',
  'How does the national subsidy work?',
  "My earbuds won't connect",
  'How do I move my data to a new phone?',
  'I forgot my password',
  'How much does shipping cost?',
  'Who pays return shipping?',
  'What time is customer service available?',
];

/** The demo knowledge base's sentences by language. */
async function sentences(): Promise<Record<'zh-CN' | 'en', string[]>> {
  const documents = await readKnowledgeDirectory(DEMO_KNOWLEDGE_DIR);
  const out: Record<'zh-CN' | 'en', string[]> = { 'zh-CN': [], en: [] };
  for (const chunk of documents.flatMap(toChunks)) {
    const split = chunk.locale === 'zh-CN' ? chunk.text.split(/(?<=[。！？；\n])/) : chunk.text.split(/(?<=[.!?;\n])\s+/);
    out[chunk.locale].push(...split.map((sentence) => sentence.trim()).filter((sentence) => sentence.length > 8));
  }
  return out;
}

function generate(count: number, pool: Record<'zh-CN' | 'en', string[]>): KnowledgeChunk[] {
  return Array.from({ length: count }, (_, i) => {
    const locale = i % 2 === 0 ? 'zh-CN' : 'en';
    const own = locale === 'zh-CN' ? OWN_ZH : OWN_EN;
    const parts = [`${pick(own)} ${pick(own)} ${i}`];
    while (parts.join(' ').length < 480) parts.push(pick(pool[locale]));
    const shop = i % 4 === 0 ? pick(SHOPS) : undefined;
    const docKey = `bench${Math.floor(i / 4)}`;
    return {
      chunkId: `${docKey}-${i % 4}`,
      docKey,
      docId: docKey,
      revision: 'r1',
      title: `${pick(own)} · ${pick(pool[locale]).slice(0, 24)}`,
      text: parts.join(locale === 'zh-CN' ? '' : ' ').slice(0, 480),
      locale,
      ...(shop ? { shop } : {}),
      ...(i % 40 === 0 ? { inheritKey: `policy:${i % 7}` } : {}),
      allowChildOverride: i % 80 === 0,
      tags: [],
      position: i % 4,
    } satisfies KnowledgeChunk;
  });
}

function queries(count: number): KnowledgeQuery[] {
  return Array.from({ length: count }, (_, i) => ({ text: QUESTIONS[i % QUESTIONS.length]!, shop: pick(SHOPS), limit: 10 }));
}

/** The baseline: scan every chunk for the query's words. */
function naiveScan(chunks: KnowledgeChunk[]) {
  return async (query: KnowledgeQuery) => {
    // English words, or Chinese pairs of characters: what a substring search can look for.
    const terms = /[a-z]/i.test(query.text)
      ? query.text
          .toLowerCase()
          .split(/[^a-z]+/)
          .filter((term) => term.length > 3)
      : [...query.text].slice(0, -1).map((char, index) => char + query.text[index + 1]);
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

const chunks = generate(CHUNKS, await sentences());
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
console.log(
  `\nKnowledge retrieval: ${CHUNKS} chunks recombined from the demo help articles' sentences (half zh-CN, half en; a quarter in 20 shops), ${QUERIES} queries from ${QUESTIONS.length} real questions, top 10, shop filter\n`,
);
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
