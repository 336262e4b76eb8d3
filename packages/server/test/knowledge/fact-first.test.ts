import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KnowledgeError, parseDocuments, type KnowledgeBase } from '../../src/knowledge/index.js';
import { factFocusOf } from '../../src/knowledge/answer/fact-focus.js';
import { demoKnowledgeService } from './support.js';

// Issue 21 item 3: the answer opens with the fact the question asks for, then the excerpt, and cites its source.
describe('answers say the fact first (embedded index, no model)', () => {
  let service: KnowledgeBase;
  beforeAll(async () => {
    ({ service } = await demoKnowledgeService());
  });
  afterAll(async () => {
    await service.close();
  });

  const answer = (question: string, locale: 'zh-CN' | 'en') => service.answer({ question, siteId: 'demo', locale });
  const firstLine = (text: string) => text.split('\n')[0]!;

  it.each([
    ['买回来不满意，几天之内可以退？', 'zh-CN', /^签收次日起 7 天内/, 'returns-7-day'],
    ['How long is the warranty?', 'en', /12-month warranty/, 'warranty-policy-en'],
    ['平板坏了，保修期是多长时间', 'zh-CN', /12 个月/, 'warranty-policy'],
    ['运费多少钱', 'zh-CN', /包邮/, 'shipping-delivery'],
    ['What time is customer service available?', 'en', /9:00 to 22:00/, 'customer-service-hours-en'],
  ] as const)('"%s" (%s) opens with the article\'s fact, then cites it', async (question, locale, fact, article) => {
    const reply = await answer(question, locale);
    expect(firstLine(reply.text)).toMatch(fact);
    expect(reply.sources[0]?.articleId).toBe(article);
  });

  it('without an authored fact, opens with the sentence of the article that states one (a duration for "多久")', async () => {
    const reply = await answer('退款多久到账', 'zh-CN');
    expect(firstLine(reply.text)).toMatch(/\d+\s*[–-]\s*\d+\s*个工作日/);
    expect(reply.text.indexOf('根据帮助文章')).toBeGreaterThan(0);
  });

  it('a question that asks for no such fact starts with the article as before', async () => {
    expect((await answer('七天无理由退货怎么算', 'zh-CN')).text).toMatch(/^根据帮助文章/);
  });

  it('reads what kind of fact a question asks for', () => {
    expect(factFocusOf('保修多久')).toBe('duration');
    expect(factFocusOf('寄修的运费要我出吗')).toBe('cost');
    expect(factFocusOf('is the battery covered')).toBe('coverage');
    expect(factFocusOf('几点上班')).toBe('time');
    expect(factFocusOf('怎么申请退货')).toBeUndefined();
  });

  it('refuses a fact of an unknown kind with a BAD_PAYLOAD naming the file and the key', () => {
    let caught: unknown;
    try {
      parseDocuments('---\nid: a\ntitle: A\nlocale: en\nfacts:\n  speed: "fast"\n---\nText', 'returns.md');
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(KnowledgeError);
    expect(caught).toMatchObject({ code: 'BAD_PAYLOAD', source: 'returns.md' });
    expect((caught as Error).message).toMatch(/facts/);
  });
});
