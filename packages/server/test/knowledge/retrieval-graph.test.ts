import { describe, expect, it } from 'vitest';
import { createEmbeddedIndex } from '../../src/adapters/embedded-index/index.js';
import { createLogger } from '../../src/logger.js';
import { createRetrievalGraph, FailoverIndex, retrieve } from '../../src/knowledge/index.js';
import type { KnowledgeIndex, KnowledgeQuery } from '../../src/ports/knowledge-index.js';
import { article } from './knowledge-index-contract.js';
import { manualClock } from './support.js';

/** An index that records the queries it gets, and can be made to fail. */
function recording(inner: KnowledgeIndex, kind: KnowledgeIndex['kind']) {
  const queries: KnowledgeQuery[] = [];
  let failing = false;
  let healthy = true;
  const index: KnowledgeIndex = {
    kind,
    put: (chunks) => (failing ? Promise.reject(new Error('down')) : inner.put(chunks)),
    remove: (keys) => inner.remove(keys),
    search: async (query) => {
      queries.push(query);
      if (failing) throw new Error('connect ECONNREFUSED');
      return inner.search(query);
    },
    count: () => inner.count(),
    healthy: async () => healthy,
    close: async () => {},
  };
  return { index, queries, fail: (value: boolean) => ((failing = value), (healthy = !value)) };
}

const KB = [
  ...article({ id: 'returns', title: '七天无理由退货', body: '签收后 7 天内，商品完好即可申请无理由退货。' }),
  ...article({ id: 'invoice-en', title: 'Invoices', body: 'Company invoices need the tax ID.', locale: 'en' }),
  ...article({ id: 'repair', title: '寄修服务', body: '保修期内寄修往返运费由本店承担。' }),
];

async function setup() {
  const clock = manualClock();
  const primary = recording(createEmbeddedIndex(), 'meilisearch');
  const fallback = recording(createEmbeddedIndex(), 'embedded');
  const failover = new FailoverIndex({ primary: primary.index, fallback: fallback.index, clock, logger: createLogger('silent'), retryAfterMs: 5000 });
  await failover.put(KB);
  return { clock, primary, fallback, failover, graph: createRetrievalGraph(failover) };
}

describe('the retrieval subgraph (seed 001: search → evaluate → rewrite, at most 3 loops)', () => {
  it('stops after one search when the first hits cover the question', async () => {
    const { primary, graph } = await setup();
    const result = await retrieve(graph, { question: '七天无理由退货怎么算', shop: 'demo', locale: 'zh-CN' });
    expect(result).toMatchObject({ loops: 1, index: 'meilisearch' });
    expect(result.passages[0]?.chunk.docId).toBe('returns');
    expect(primary.queries).toEqual([{ text: '七天无理由退货怎么算', shop: 'demo', locale: 'zh-CN', limit: 10 }]);
  });

  it('rewrites to keywords with synonyms, then switches source (all languages, the other index), and stops at 3', async () => {
    const { primary, fallback, graph } = await setup();
    const result = await retrieve(graph, { question: '你们老板喜欢什么颜色的猫', shop: 'demo', locale: 'zh-CN' });
    expect(result.loops).toBe(3);
    expect(primary.queries).toHaveLength(2);
    expect(primary.queries[1]!.text).toBe('老板 喜欢 颜色 猫');
    // The in-process mirror is asked beside Meilisearch in each of its loops (the rankings are fused), then alone.
    expect(fallback.queries.map((query) => query.text)).toEqual([primary.queries[0]!.text, '老板 喜欢 颜色 猫', '老板 喜欢 颜色 猫']);
    expect(fallback.queries[2]!.locale).toBeUndefined();
  });

  it("finds an answer in another language when the question's language has none", async () => {
    const { graph } = await setup();
    const result = await retrieve(graph, { question: '公司 invoice tax ID', locale: 'zh-CN' });
    expect(result.passages[0]?.chunk.docId).toBe('invoice-en');
  });
});

describe('the failover index (health check and breaker on the injected clock)', () => {
  it('goes to the embedded index when Meilisearch fails, and back after the wait when it is healthy', async () => {
    const { clock, primary, fallback, failover } = await setup();
    primary.fail(true);
    expect((await failover.search({ text: '退货' })).index).toBe('embedded');
    expect(failover.active).toBe('embedded');
    const triedWhileOpen = primary.queries.length;
    expect((await failover.search({ text: '退货' })).index).toBe('embedded');
    expect(primary.queries).toHaveLength(triedWhileOpen);

    clock.advance(5000);
    // Still unhealthy: the health check fails, the breaker stays open for another wait.
    expect((await failover.search({ text: '退货' })).index).toBe('embedded');
    primary.fail(false);
    clock.advance(4999);
    expect((await failover.search({ text: '退货' })).index).toBe('embedded');
    clock.advance(1);
    const back = await failover.search({ text: '退货' });
    expect(back.index).toBe('meilisearch');
    expect(back.hits[0]?.chunk.docId).toBe('returns');
    expect(fallback.queries.length).toBe(4);
  });

  it('brings Meilisearch up to date with what was imported while it was down', async () => {
    const clock = manualClock();
    const primaryInner = createEmbeddedIndex();
    const primary = recording(primaryInner, 'meilisearch');
    const stored: Parameters<KnowledgeIndex['put']>[0][] = [];
    const failover = new FailoverIndex({
      primary: primary.index,
      fallback: createEmbeddedIndex(),
      clock,
      logger: createLogger('silent'),
      sync: async (missedWrites) => {
        syncs.push(missedWrites);
        if (missedWrites) for (const chunks of stored) await primary.index.put(chunks);
      },
    });
    const syncs: boolean[] = [];
    primary.fail(true);
    stored.push(KB);
    await failover.put(KB);
    expect(await primaryInner.count()).toBe(0);
    primary.fail(false);
    clock.advance(5000);
    await failover.probe();
    expect(syncs).toEqual([true]);
    expect(await primaryInner.count()).toBe(KB.length);
    expect(failover.active).toBe('meilisearch');
  });
});
