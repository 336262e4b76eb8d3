import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KnowledgeBase } from '../../src/knowledge/index.js';
import { isTypoOf } from '../../src/knowledge/text/typo-match.js';
import { demoKnowledgeService } from './support.js';

// Misspelt English (issue 21: shoppers write "misspelt"): Meilisearch tolerates typos, the embedded index and the
// relevance judgement did not, so a misspelt question was declined or answered from an article that merely shared
// its one spelt-right word.
describe('typo tolerance in English questions', () => {
  it('takes one letter added, dropped or changed from five letters on, the first letter kept', () => {
    expect(isTypoOf('warrenty', 'warranty')).toBe(true);
    expect(isTypoOf('retrun', 'return')).toBe(false); // two letters swapped: two edits
    expect(isTypoOf('refnd', 'refund')).toBe(true);
    expect(isTypoOf('flight', 'light')).toBe(false);
    expect(isTypoOf('cost', 'lost')).toBe(false);
    expect(isTypoOf('returns', 'returns')).toBe(false);
    expect(isTypoOf('退货', '退款')).toBe(false);
  });

  describe('on the demo knowledge base', () => {
    let service: KnowledgeBase;
    beforeAll(async () => {
      ({ service } = await demoKnowledgeService());
    });
    afterAll(async () => {
      await service.close();
    });

    it.each([
      ['cancle my order', ['order-cancel-modify-en']],
      ['chnage my pasword', ['account-security-en']],
      ['refnd for a retrun', ['returns-process-en', 'returns-7-day-en']],
    ] as const)('"%s" is answered from %s first', async (question, articles) => {
      const answer = await service.answer({ question, siteId: 'demo', locale: 'en' });
      expect(answer.status).toBe('answered');
      expect(articles).toContain(answer.sources[0]?.articleId);
    });

    it('"whats the warrenty on phones" ranks the warranty policy among its first three', async () => {
      const answer = await service.answer({ question: 'whats the warrenty on phones', siteId: 'demo', locale: 'en' });
      const ranked = [...answer.sources.map((source) => source.articleId), ...(answer.related ?? []).map((topic) => topic.articleId)].slice(0, 3);
      expect(ranked).toContain('warranty-policy-en');
    });

    it('still declines "can you book a flight for me" ("flight" is no typo of "light")', async () => {
      expect(await service.answer({ question: 'can you book a flight for me', siteId: 'demo', locale: 'en' })).toMatchObject({ status: 'no_match' });
    });
  });
});
