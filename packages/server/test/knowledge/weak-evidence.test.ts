import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KnowledgeBase } from '../../src/knowledge/index.js';
import { demoKnowledgeService } from './support.js';

// "你们有实体店吗" was answered with the repair article: of its topic words (实体, 店) the article holds only the single
// character 店 ("到店维修"), and one character of two words was enough relevance. "有线下门店吗" was too: the demo's
// synonyms.yaml counted 门店 as a repair point. An article that meets a question in one single character only is no
// answer now (unless its heading names the policy asked about), and 门店 is no synonym of 维修点.
describe('one weak shared word is no answer (demo knowledge, embedded index, no model)', () => {
  let service: KnowledgeBase;
  beforeAll(async () => {
    ({ service } = await demoKnowledgeService());
  });
  afterAll(async () => {
    await service.close();
  });
  const answer = (question: string) => service.answer({ question, siteId: 'demo', locale: 'zh-CN' });

  it.each(['你们有实体店吗', '有线下门店吗'])('"%s" finds no article', async (question) => {
    const reply = await answer(question);
    expect(reply.status).toBe('no_match');
    expect(reply.sources).toEqual([]);
  });

  it.each([
    ['寄过去修要几天', 'repair-service'],
    ['下单后一般几天能到', 'shipping-delivery'],
    ['附近有维修网点吗', 'repair-service'],
  ])('"%s" is still answered from %s', async (question, article) => {
    expect((await answer(question)).sources[0]?.articleId).toBe(article);
  });
});
