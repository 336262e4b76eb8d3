import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceAvailable, startMeilisearch, type MeilisearchService } from '@kefu/testing';
import { MemoryCache } from '../../src/adapters/memory/memory-cache.js';
import { createMeilisearchIndex } from '../../src/adapters/meilisearch/index.js';
import { loadConfig } from '../../src/config.js';
import { createKnowledgeService, type KnowledgeBase } from '../../src/knowledge/index.js';
import { createLogger } from '../../src/logger.js';
import { manualClock } from './support.js';

describe.runIf(serviceAvailable('meilisearch'))('the knowledge service on a real Meilisearch', () => {
  let meili: MeilisearchService;
  let service: KnowledgeBase;
  const clock = manualClock();

  beforeAll(async () => {
    meili = await startMeilisearch();
    service = await createKnowledgeService({
      config: loadConfig({ LOG_LEVEL: 'silent', MEILI_URL: meili.url, MEILI_MASTER_KEY: meili.masterKey }),
      cache: new MemoryCache(clock),
      clock,
      logger: createLogger('silent'),
    });
  });
  afterAll(async () => {
    await service?.close();
    await meili?.stop();
  });

  const ask = (question: string, siteId = 'demo') => service.answer({ question, siteId, locale: 'zh-CN' });

  it('loads the demo base into Meilisearch at start, and again without duplicates', async () => {
    const index = createMeilisearchIndex({ url: meili.url, apiKey: meili.masterKey });
    const count = await index.count();
    expect(count).toBeGreaterThan(34);
    const again = await createKnowledgeService({
      config: loadConfig({ LOG_LEVEL: 'silent', MEILI_URL: meili.url, MEILI_MASTER_KEY: meili.masterKey }),
      cache: new MemoryCache(clock),
      clock,
      logger: createLogger('silent'),
    });
    await again.close();
    expect(await index.count()).toBe(count);
  });

  it('answers from Meilisearch: the 7-day rule, the invoice article, an English question, and no match', async () => {
    const returns = await ask('七天无理由退货怎么算');
    expect(returns).toMatchObject({ status: 'answered', index: 'meilisearch', via: 'excerpts' });
    expect(returns.sources[0]?.articleId).toBe('returns-7-day');
    expect(returns.text).toContain('7 天内');
    expect((await ask('发票怎么开')).sources[0]?.articleId).toBe('invoice-types');
    const english = await ask('My phone will not turn on, what can I do?');
    expect(english).toMatchObject({ status: 'answered', index: 'meilisearch' });
    expect(english.sources[0]?.articleId).toBe('fault-no-power-en');
    expect(await ask('你们老板喜欢什么颜色的猫')).toMatchObject({ status: 'no_match' });
    expect((await ask('七天无理由退货怎么算', 'flagship-sh')).sources[0]?.articleId).toBe('returns-15-day');
  });

  it('answers from the embedded index while Meilisearch is down, and returns to it when it is back', async () => {
    await meili.kill();
    const down = await ask('国补怎么领');
    expect(down).toMatchObject({ status: 'answered', index: 'embedded' });
    expect(down.sources[0]?.articleId).toBe('national-subsidy');
    expect(service.activeIndex).toBe('embedded');

    // An article imported while Meilisearch is down reaches it once it is back.
    const dir = mkdtempSync(join(tmpdir(), 'kefu-kb-'));
    writeFileSync(join(dir, 'pickup.md'), '---\nid: store-pickup\ntitle: 门店自提\nlocale: zh-CN\n---\n下单时选择门店自提，到店出示取件码即可取货，自提点保留 3 天。\n');
    await service.importFiles([dir], { shop: 'demo' });

    await meili.restart();
    // Still inside the breaker's wait: stays on the embedded index without calling Meilisearch.
    expect((await ask('手机开不了机')).index).toBe('embedded');
    clock.advance(6000);
    const back = await ask('充电很慢怎么办');
    expect(back).toMatchObject({ status: 'answered', index: 'meilisearch' });
    expect(back.sources[0]?.articleId).toBe('fault-charging');
    expect(service.activeIndex).toBe('meilisearch');
    const pickup = await ask('门店自提怎么取货');
    expect(pickup).toMatchObject({ index: 'meilisearch' });
    expect(pickup.sources[0]?.articleId).toBe('store-pickup');
  });
});
