import { describe, expect, it } from 'vitest';
import type { Locale } from '@kefu/protocol';
import type { RetrievedPassage } from '../retrieval/state.js';
import { relatedTopics } from './related-topics.js';

const passage = (docId: string, text: string, coverage: number, locale: Locale = 'en'): RetrievedPassage => ({
  chunk: { chunkId: `${docId}-0`, docKey: docId, docId, revision: 'r', title: docId, text, locale, allowChildOverride: false, tags: [], position: 0 },
  coverage,
});
const ids = (topics: Array<{ articleId: string }>) => topics.map((topic) => topic.articleId);

const question = 'battery repair cost';
const cited = passage('a', 'battery repair cost', 1);
const found = [cited, passage('b', 'battery repair', 0.67), passage('c', 'repair cost', 0.67), passage('d', 'battery', 0.34), passage('e', 'cost', 0.34)];

describe('relatedTopics keeps the third place for the index’s own best article', () => {
  it('moves the index’s best article not already shown to the third place overall, the rest in relevance order', () => {
    const byRelevance = ids(relatedTopics(found, [cited], question, 'en'));
    expect(byRelevance).toHaveLength(3);
    const last = found.map((entry) => entry.chunk.docId).find((id) => id !== 'a' && !byRelevance.slice(0, 2).includes(id))!;
    // The index ranked the cited article first and `last` second: the cited one is already shown, so `last` takes place 3.
    expect(ids(relatedTopics(found, [cited], question, 'en', undefined, undefined, ['a', last]))).toEqual([byRelevance[0], last, byRelevance[1]]);
  });

  it('changes nothing when the index’s best article is already among the first three, or three are cited', () => {
    const byRelevance = ids(relatedTopics(found, [cited], question, 'en'));
    expect(ids(relatedTopics(found, [cited], question, 'en', undefined, undefined, [byRelevance[0]!]))).toEqual(byRelevance);
    const three = found.slice(0, 3);
    const after = ids(relatedTopics(found, three, question, 'en'));
    expect(ids(relatedTopics(found, three, question, 'en', undefined, undefined, ['e', 'd']))).toEqual(after);
  });

  it('passes over an article in another language', () => {
    const mixed = [...found.slice(0, 3), passage('d', 'battery', 0.34, 'zh-CN'), found[4]!];
    const byRelevance = ids(relatedTopics(mixed, [cited], question, 'en'));
    expect(byRelevance).not.toContain('d');
    expect(ids(relatedTopics(mixed, [cited], question, 'en', undefined, undefined, ['d', 'e']))[1]).toBe('e');
  });
});
