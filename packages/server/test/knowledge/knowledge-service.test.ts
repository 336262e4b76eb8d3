import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { knowledgeSourcePartSchema } from '@kefu/protocol';
import { MemoryCache } from '../../src/adapters/memory/memory-cache.js';
import { KnowledgeError, type KnowledgeBase } from '../../src/knowledge/index.js';
import type { Cache } from '../../src/ports/cache.js';
import { demoKnowledgeService, manualClock, ScriptedChatModel } from './support.js';

const open: KnowledgeBase[] = [];
afterEach(async () => {
  for (const service of open.splice(0)) await service.close();
});

async function demo(...args: Parameters<typeof demoKnowledgeService>) {
  const made = await demoKnowledgeService(...args);
  open.push(made.service);
  return made;
}

const ask = (service: KnowledgeBase, question: string, siteId = 'demo', locale: 'zh-CN' | 'en' = 'zh-CN') => service.answer({ question, siteId, locale });

describe('the knowledge service without a model (embedded index, help-article excerpts)', () => {
  it('answers "七天无理由退货怎么算" with the 7-day rule and its source', async () => {
    const { service } = await demo();
    const answer = await ask(service, '七天无理由退货怎么算');
    expect(answer).toMatchObject({ status: 'answered', via: 'excerpts', index: 'embedded' });
    expect(answer.text).toContain('根据帮助文章《七天无理由退货规则》');
    expect(answer.text).toContain('签收次日起 7 天内');
    expect(answer.text).toContain('商品完好');
    expect(answer.sources[0]).toMatchObject({ type: 'knowledge_source', articleId: 'returns-7-day', title: '七天无理由退货规则', url: '/help/returns-7-day' });
    for (const source of answer.sources) expect(knowledgeSourcePartSchema.safeParse(source).success).toBe(true);
  });

  it('answers "发票怎么开" from the invoice article', async () => {
    const { service } = await demo();
    const answer = await ask(service, '发票怎么开');
    expect(answer.status).toBe('answered');
    expect(answer.sources[0]?.articleId).toBe('invoice-types');
    expect(answer.text).toMatch(/企业专票|增值税专用发票/);
  });

  it('answers an English question from the English articles, in English', async () => {
    const { service } = await demo();
    const answer = await ask(service, 'How do I get a company invoice with our tax ID?', 'demo', 'zh-CN');
    expect(answer.status).toBe('answered');
    expect(answer.sources[0]?.articleId).toBe('invoice-types-en');
    expect(answer.sources.every((source) => source.articleId.endsWith('-en'))).toBe(true);
    expect(answer.text).toContain('From our help article “Invoices: types and how to request one”:');
  });

  it.each([
    ['How long is the warranty?', 'warranty-policy-en'],
    ['Do you ship to Hong Kong?', 'shipping-delivery-en'],
    ['Do you deliver to Taiwan or Macau?', 'shipping-delivery-en'],
    ['Where is my repair?', 'repair-service-en'],
    ['How long does a refund take?', 'returns-7-day-en'],
    ['Who pays return shipping?', 'returns-7-day-en'],
    ['How do I move my data to a new phone?', 'howto-data-transfer-en'],
    ['能送到香港吗', 'shipping-delivery'],
  ])('answers "%s" from %s first', async (question, articleId) => {
    const { service } = await demo();
    expect((await ask(service, question)).sources[0]?.articleId).toBe(articleId);
  });

  it('finds nothing for a question the base cannot answer, so the caller offers a human', async () => {
    const { service } = await demo();
    for (const question of [
      '你们老板喜欢什么颜色的猫',
      'What will the weather be in Paris tomorrow?',
      '   ',
      '礼品包装怎么选',
      '有没有学生优惠',
      'Can I pick up in store?',
    ]) {
      // The closest topics (suggestions) may come along; what answers is nothing.
      expect(await ask(service, question)).toMatchObject({ status: 'no_match', text: '', sources: [], via: 'none', index: 'embedded' });
    }
  });

  it('names the closest articles when nothing answers, for the caller to offer as topics', async () => {
    const { service } = await demo();
    const answer = await ask(service, '礼品包装怎么选');
    expect(answer.status).toBe('no_match');
    expect(answer.suggestions?.length).toBeGreaterThan(0);
    expect(answer.suggestions!.length).toBeLessThanOrEqual(3);
    for (const topic of answer.suggestions!) expect(topic.title).toBeTruthy();
  });

  it('starts and answers from the embedded index when Meilisearch is configured but not reachable', async () => {
    const { service } = await demo({ MEILI_URL: 'http://127.0.0.1:9', MEILI_MASTER_KEY: 'unused-key' });
    expect(service.activeIndex).toBe('embedded');
    expect(await ask(service, '七天无理由退货怎么算')).toMatchObject({ status: 'answered', index: 'embedded' });
  });

  it("gives a shop its own override and every other shop the parent's rule (seed 003 story A)", async () => {
    const { service } = await demo();
    const flagship = await ask(service, '七天无理由退货怎么算', 'flagship-sh');
    expect(flagship.sources.map((source) => source.articleId)).toContain('returns-15-day');
    expect(flagship.sources.map((source) => source.articleId)).not.toContain('returns-7-day');
    expect((await ask(service, '七天无理由退货怎么算', 'another-shop')).sources[0]?.articleId).toBe('returns-7-day');
  });

  it('caches a retrieval for an hour, and forgets it when the base changes', async () => {
    const clock = manualClock();
    const memory = new MemoryCache(clock);
    const writes: number[] = [];
    const cache: Cache = {
      get: (key) => memory.get(key),
      set: (key, value, ttlMs) => (writes.push(ttlMs), memory.set(key, value, ttlMs)),
      delete: (key) => memory.delete(key),
    };
    const { service } = await demo({}, { cache, clock });
    const first = await ask(service, '国补怎么领');
    expect(first.sources[0]?.articleId).toBe('national-subsidy');
    expect(writes).toEqual([60 * 60 * 1000]);
    expect(await ask(service, '国补怎么领')).toEqual(first);
    expect(writes).toHaveLength(1);
    clock.advance(61 * 60 * 1000);
    await ask(service, '国补怎么领');
    expect(writes).toHaveLength(2);
    await service.deleteDocuments(['national-subsidy']);
    const afterDelete = await ask(service, '国补怎么领');
    expect(afterDelete.sources.map((source) => source.articleId)).not.toContain('national-subsidy');
  });

  it('imports, re-imports idempotently and deletes articles, and a bad file loses nothing', async () => {
    const { service } = await demo();
    const dir = mkdtempSync(join(tmpdir(), 'kefu-kb-'));
    const file = join(dir, 'pickup.md');
    writeFileSync(file, '---\nid: store-pickup\ntitle: 门店自提\nlocale: zh-CN\n---\n下单时选择门店自提，到店出示取件码即可取货，自提点保留 3 天。\n');
    const pickup = async (shop: string) => (await service.search('门店自提 取件码', { shop })).hits.filter((hit) => hit.chunk.docId === 'store-pickup');
    expect(await pickup('demo')).toEqual([]);
    await service.importFiles([file], { shop: 'demo' });
    await service.importFiles([file], { shop: 'demo' });
    expect(await pickup('demo')).toHaveLength(1);
    expect(await pickup('other')).toEqual([]);
    expect((await ask(service, '门店自提怎么取货')).sources[0]?.articleId).toBe('store-pickup');

    const bad = join(dir, 'bad.md');
    writeFileSync(bad, '---\nid: bad article\nlocale: fr\n---\ntext\n');
    const error = await service.importFiles([file, bad], { shop: 'demo' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(KnowledgeError);
    expect(error).toMatchObject({ code: 'BAD_PAYLOAD' });
    expect((error as Error).message).toMatch(/bad\.md.*id.*locale/s);
    expect(await pickup('demo')).toHaveLength(1);

    await service.deleteDocuments(['store-pickup'], { shop: 'demo' });
    expect(await pickup('demo')).toEqual([]);
    expect((await ask(service, '七天无理由退货怎么算')).sources[0]?.articleId).toBe('returns-7-day');
  });
});

describe('the knowledge service with a model (grounded answers)', () => {
  it('streams a grounded answer that cites its sources', async () => {
    const model = new ScriptedChatModel(['签收次日起 7 天内，商品完好、配件齐全且设备未激活，就可以申请七天无理由退货 [1]。运费由买家承担 [1]。']);
    const { service } = await demo({}, { chatModel: model });
    const tokens: string[] = [];
    const answer = await service.answer({ question: '七天无理由退货怎么算', siteId: 'demo', locale: 'zh-CN', onToken: (text) => tokens.push(text) });
    expect(answer).toMatchObject({ status: 'answered', via: 'model', index: 'embedded' });
    expect(answer.text).toContain('7 天内');
    // A sentence at a time: each is checked for prices before it is sent.
    expect(tokens).toEqual(['签收次日起 7 天内，商品完好、配件齐全且设备未激活，就可以申请七天无理由退货 [1]。', '运费由买家承担 [1]。']);
    expect(tokens.join('')).toBe(answer.text);
    expect(answer.sources[0]?.articleId).toBe('returns-7-day');
    const prompt = model.prompts[0]!.map((message) => String(message.content)).join('\n');
    expect(prompt).toContain('Never state a product price');
    expect(prompt).toContain('[1] 七天无理由退货规则');
    expect(prompt).toContain('Simplified Chinese');
  });

  it('never passes on a price or stock level the model wrote, not even in a streamed token', async () => {
    const model = new ScriptedChatModel(['支持七天无理由退货 [1]。Find X9 售价 3999 元，库存 12 台。X9 现在只要 3499 元！签收后 7 天内申请即可 [1]。']);
    const { service } = await demo({}, { chatModel: model });
    const tokens: string[] = [];
    const answer = await service.answer({ question: '七天无理由退货怎么算', siteId: 'demo', locale: 'zh-CN', onToken: (text) => tokens.push(text) });
    expect(answer.text).toContain('支持七天无理由退货');
    expect(answer.text).toContain('签收后 7 天内申请即可');
    expect(answer.text).not.toMatch(/3999|3499|库存 12/);
    expect(answer.text).toContain('价格和库存以商品页或实时查询为准');
    expect(tokens.join('')).toBe(answer.text);
    expect(tokens.join('')).not.toMatch(/3999|3499|库存 12|12 台/);
  });

  it('falls back to help-article excerpts when the model fails', async () => {
    const model = new ScriptedChatModel([new Error('model unavailable')]);
    const { service } = await demo({}, { chatModel: model });
    const answer = await ask(service, '发票怎么开');
    expect(answer).toMatchObject({ status: 'answered', via: 'excerpts' });
    expect(answer.sources[0]?.articleId).toBe('invoice-types');
    expect(model.prompts).toHaveLength(1);
  });

  it('does not call the model when nothing relevant was found', async () => {
    const model = new ScriptedChatModel(['我猜是蓝色。']);
    const { service } = await demo({}, { chatModel: model });
    expect((await ask(service, '你们老板喜欢什么颜色的猫')).status).toBe('no_match');
    expect(model.prompts).toHaveLength(0);
  });
});
