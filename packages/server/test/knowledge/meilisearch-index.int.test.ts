import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceAvailable, startMeilisearch, type MeilisearchService } from '@kefu/testing';
import { createMeilisearchIndex, KNOWLEDGE_INDEX_SETTINGS } from '../../src/adapters/meilisearch/index.js';
import { article, knowledgeIndexContract } from './knowledge-index-contract.js';

describe.runIf(serviceAvailable('meilisearch'))('Meilisearch', () => {
  let meili: MeilisearchService;
  beforeAll(async () => {
    meili = await startMeilisearch();
  });
  afterAll(async () => {
    await meili?.stop();
  });
  const create = async () => createMeilisearchIndex({ url: meili.url, apiKey: meili.masterKey, indexUid: `kb_${randomUUID().slice(0, 8)}` });

  knowledgeIndexContract('the Meilisearch index', create);

  it('applies its settings: searchable, filterable and sortable attributes, typo tolerance, zh + en', async () => {
    const uid = `kb_settings_${randomUUID().slice(0, 8)}`;
    const index = createMeilisearchIndex({ url: meili.url, apiKey: meili.masterKey, indexUid: uid });
    await index.put(article({ id: 'invoice-en', title: 'Invoices', body: 'Company invoices need the tax ID.', locale: 'en' }));
    const settings = (await fetch(`${meili.url}/indexes/${uid}/settings`, { headers: { Authorization: `Bearer ${meili.masterKey}` } }).then((r) =>
      r.json(),
    )) as Record<string, unknown>;
    expect(settings.searchableAttributes).toEqual(KNOWLEDGE_INDEX_SETTINGS.searchableAttributes);
    expect(settings.filterableAttributes).toEqual(expect.arrayContaining(['scope', 'locale', 'docKey', 'inheritKey']));
    expect(settings.sortableAttributes).toEqual(expect.arrayContaining(['position']));
    expect(settings.localizedAttributes).toEqual(KNOWLEDGE_INDEX_SETTINGS.localizedAttributes);
    // A typo still finds the article.
    expect((await index.search({ text: 'invoises' })).map((hit) => hit.chunk.docId)).toEqual(['invoice-en']);
  });

  it("takes its synonyms from the shop: a search in the shopper's word finds the article written in the shop's", async () => {
    const uid = `kb_synonyms_${randomUUID().slice(0, 8)}`;
    const index = createMeilisearchIndex({
      url: meili.url,
      apiKey: meili.masterKey,
      indexUid: uid,
      synonyms: [
        ['warranty', 'guarantee'],
        ['保修', '质保'],
      ],
    });
    await index.put([
      ...article({ id: 'warranty-en', title: 'Cover', body: 'Every phone has a 12-month warranty.', locale: 'en' }),
      ...article({ id: 'warranty-zh', title: '说明', body: '手机保修 12 个月。', locale: 'zh-CN' }),
    ]);
    const settings = (await fetch(`${meili.url}/indexes/${uid}/settings`, { headers: { Authorization: `Bearer ${meili.masterKey}` } }).then((r) =>
      r.json(),
    )) as { synonyms: Record<string, string[]> };
    expect(settings.synonyms).toMatchObject({ guarantee: ['warranty'], warranty: ['guarantee'], 质保: ['保修'] });
    expect((await index.search({ text: 'guarantee' })).map((hit) => hit.chunk.docId)).toEqual(['warranty-en']);
    expect((await index.search({ text: '质保' })).map((hit) => hit.chunk.docId)).toEqual(['warranty-zh']);
  });

  it('reports itself unhealthy when Meilisearch does not answer', async () => {
    const index = createMeilisearchIndex({ url: 'http://127.0.0.1:9', apiKey: 'x', timeoutMs: 500 });
    expect(await index.healthy()).toBe(false);
    await expect(index.search({ text: '退货' })).rejects.toThrow();
  });
});
