import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVAL_LOCALES, loadEvalSet, score } from '../../../../bench/knowledge-eval/evaluate.js';
import { kefuRanker, kefuService, parentArticles } from '../../../../bench/knowledge-eval/rankers.js';
import type { KnowledgeBase } from '../../src/knowledge/index.js';

// The held-out top-3 `npm run eval:knowledge` measured on the embedded index (bench/RESULTS.md), less
// about one question's worth: a fall below it means a change made retrieval worse for shoppers.
const HELD_OUT_TOP3_FLOOR = { 'zh-CN': 0.94, en: 0.97 } as const;

describe('knowledge evaluation (bench/knowledge-eval) on the embedded index', () => {
  let service: KnowledgeBase;
  beforeAll(async () => {
    service = await kefuService();
  });
  afterAll(async () => {
    await service.close();
  });

  it.each(EVAL_LOCALES)('%s: the set has ≥ 150 labelled questions, ≥ 20 no article answers, a quarter held out', async (locale) => {
    const questions = await loadEvalSet(locale);
    const answerable = questions.filter((question) => question.articles.length > 0);
    expect(answerable.length).toBeGreaterThanOrEqual(150);
    expect(questions.length - answerable.length).toBeGreaterThanOrEqual(20);
    expect(answerable.every((question) => question.fact)).toBe(true);
    const heldOut = answerable.filter((question) => question.heldOut).length / answerable.length;
    expect(heldOut).toBeGreaterThanOrEqual(0.25);
    expect(heldOut).toBeLessThan(0.3);
    // Every label names an article the shop can see.
    const ids = new Set((await parentArticles(locale)).map((document) => document.id));
    expect(answerable.flatMap((question) => question.articles).filter((id) => !ids.has(id))).toEqual([]);
  });

  it.each(EVAL_LOCALES)('%s: held-out top-3 stays at or above the measured figure less a margin', async (locale) => {
    const heldOut = (await loadEvalSet(locale)).filter((question) => question.heldOut);
    const scores = await score(heldOut, kefuRanker(service));
    expect(scores.top3).toBeGreaterThanOrEqual(HELD_OUT_TOP3_FLOOR[locale]);
  });
});
