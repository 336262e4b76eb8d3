import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KnowledgeBase } from '../../src/knowledge/index.js';
import { demoKnowledgeService } from './support.js';

// The no-answer threshold (issue 21): an English word is matched whole or not at all, so an English question worded
// unlike the article lands lower on the relevance scale than a Chinese one; it is answered, while questions no
// article answers are still declined.
describe('the no-answer threshold in English', () => {
  let service: KnowledgeBase;
  beforeAll(async () => {
    ({ service } = await demoKnowledgeService());
  });
  afterAll(async () => {
    await service.close();
  });

  const ask = (question: string) => service.answer({ question, siteId: 'demo', locale: 'en' });

  it('answers a question worded unlike the article from it ("service center" for the repairs article\'s "service centre")', async () => {
    const answer = await ask('do you have a service center near me');
    expect(answer.status).toBe('answered');
    expect(answer.sources[0]?.articleId).toBe('repair-service-en');
  });

  it.each(['are you hiring', 'what is the weather today', 'is there a referral program', 'can you write me a poem'])(
    'still declines "%s", which no article answers',
    async (question) => {
      expect(await ask(question)).toMatchObject({ status: 'no_match' });
    },
  );
});
