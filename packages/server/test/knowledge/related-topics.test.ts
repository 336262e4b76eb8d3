import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KnowledgeBase } from '../../src/knowledge/index.js';
import { demoKnowledgeService } from './support.js';

// An answer names the articles it ranked next after the ones it cites: "see also" topics, and the evaluation's
// top-3 after the sources (issue 21).
describe('knowledge answers rank related articles after the cited ones', () => {
  let service: KnowledgeBase;
  beforeAll(async () => {
    ({ service } = await demoKnowledgeService());
  });
  afterAll(async () => {
    await service.close();
  });

  it.each([
    ['How long is the warranty on a tablet?', 'en'],
    ['手机保修多久', 'zh-CN'],
  ] as const)('"%s": related articles are other articles, in the question\'s language, at most 3', async (question, locale) => {
    const answer = await service.answer({ question, siteId: 'demo', locale });
    expect(answer.status).toBe('answered');
    const cited = new Set(answer.sources.map((source) => source.articleId));
    const related = answer.related ?? [];
    expect(related.length).toBeGreaterThan(0);
    expect(related.length).toBeLessThanOrEqual(3);
    expect(related.filter((topic) => cited.has(topic.articleId))).toEqual([]);
    expect(new Set(related.map((topic) => topic.articleId)).size).toBe(related.length);
    const suffix = locale === 'en' ? /-en$/ : /^(?!.*-en$)/;
    expect(related.every((topic) => suffix.test(topic.articleId))).toBe(true);
  });

  // Relevance reads the question's topic words; the index also reads its bigrams and the words a stopword list drops
  // ("下单", "几天", "到"). When the two disagree, the index's best article keeps the third place (issue 21: held-out
  // zh-CN top-3 equalled top-1, the right article missing from places 2–3).
  it('"下单后一般几天能到" (relevance reads only "单"): the index\'s own best article, shipping, is among the first three offered', async () => {
    const answer = await service.answer({ question: '下单后一般几天能到', siteId: 'demo', locale: 'zh-CN' });
    expect(answer.status).toBe('answered');
    const offered = [...answer.sources.map((source) => source.articleId), ...(answer.related ?? []).map((topic) => topic.articleId)];
    expect(offered.slice(0, 3)).toContain('shipping-delivery');
  });
});
