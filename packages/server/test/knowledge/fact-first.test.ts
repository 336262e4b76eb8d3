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

  it.each([
    // A clause after a semicolon is its own unit: the line led with "complex faults take 3–5 business days."
    [
      'how many days does a complex repair take',
      /^Battery, screen and charging-port replacements are usually done the same day; complex faults take 3–5 business days\.$/,
    ],
    // List items go on in lower case and end on a semicolon: "a courier collects the device (free both ways within warranty);"
    ['what does the courier pickup for a repair cost', /^A courier collects the device \(free both ways within warranty\)\.$/],
    [
      'how long until my repaired phone comes back',
      /^The repaired device is shipped back, usually within 5–7 business days; you can follow the progress on the order\.$/,
    ],
  ] as const)('"%s" opens with a whole sentence, capitalised, ending as a sentence ends', async (question, fact) => {
    expect(firstLine((await answer(question, 'en')).text)).toMatch(fact);
  });

  it.each([
    // Nothing but the asked-about policy: no topic word at all, and no answer before.
    ['几天能到', 'shipping-delivery'],
    // A product named on the way ("X9") and 收到 where the article writes 送达: no answer before.
    ['我想买X9 几天能收到', 'shipping-delivery'],
    // The product is the only topic word, and no article names it: no answer before (the agent then led with returns).
    ['现在买X9几天能到', 'shipping-delivery'],
    // "下单" reads as the one character 单, which the cancel article's title holds, and "多久到" was not read as the
    // shipping time: it led with cancelling.
    ['下单后一般多久到', 'shipping-delivery'],
    // "通常" (usually) was a topic word, which the cancel article holds: it led with cancelling.
    ['下单后通常多久能到', 'shipping-delivery'],
  ] as const)('the shipping-time question "%s" leads with the shipping time, from the shipping article', async (question, article) => {
    const reply = await answer(question, 'zh-CN');
    expect(reply.sources[0]?.articleId).toBe(article);
    expect(firstLine(reply.text)).toMatch(/1–3 天送达/);
  });

  it.each([
    // "time" matched the return process's tag "refund time": it led with the steps, no duration first.
    'whats the time limit on returns',
    // Asked right, but "deadline" was not read as a duration question: the excerpt came without the fact first.
    'any deadline for returning stuff',
  ])('"%s" asks how long: it leads with the 7-day window, from the 7-day returns', async (question) => {
    const reply = await answer(question, 'en');
    expect(reply.sources[0]?.articleId).toBe('returns-7-day-en');
    expect(firstLine(reply.text)).toMatch(/^You can return an item within 7 days of delivery/);
  });

  it('a question that asks for no such fact starts with the article as before', async () => {
    expect((await answer('七天无理由退货怎么算', 'zh-CN')).text).toMatch(/^根据帮助文章/);
  });

  it('reads what kind of fact a question asks for', () => {
    expect(factFocusOf('保修多久')).toBe('duration');
    expect(factFocusOf('寄修的运费要我出吗')).toBe('cost');
    expect(factFocusOf('is the battery covered')).toBe('coverage');
    expect(factFocusOf('几点上班')).toBe('time');
    expect(factFocusOf('is there a time limit on returns')).toBe('duration');
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
