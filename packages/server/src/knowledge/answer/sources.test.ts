import { describe, expect, it } from 'vitest';
import type { RetrievedPassage } from '../retrieval/state.js';
import { rankArticles } from './sources.js';

const passage = (docId: string, title: string, text: string, tags: string[]): RetrievedPassage => ({
  chunk: { chunkId: `${docId}-0`, docKey: docId, docId, revision: 'r', title, text, locale: 'en', allowChildOverride: false, tags, position: 0 },
  coverage: 1,
});

describe('rankArticles on a relevance tie', () => {
  it('puts first the article whose title names what was asked, not one that only mentions it in a list', () => {
    // Both hold "battery" and "repair" in their text and heading (title + tags): the relevance ties. The price list
    // names them in a block of its own (its title's words are left out of its part score), the other is about them.
    const about = passage('battery-repair', 'Battery repair', 'A battery repair is done the same day at a service centre.', ['service centre']);
    const mentions = passage('prices', 'Service prices', '1. A battery repair costs 99 yuan;\n2. a screen costs 299 yuan.', ['battery', 'repair']);
    const question = 'can i get a battery repair';
    const { ranked } = rankArticles([mentions, about], question);
    expect(ranked[0]!.relevance).toBeCloseTo(ranked[1]!.relevance, 9);
    expect(ranked.map((article) => article.docKey)).toEqual(['battery-repair', 'prices']);
  });

  it('puts first the article whose part gives the kind of answer asked for (how long), whatever the titles name', () => {
    const about = passage('refunds', 'Refunds', 'A refund goes back to the card you paid with.', ['money back']);
    const states = passage('returns', 'Returns', 'Once we receive the item, the refund reaches you in 1–3 business days.', ['refund']);
    const { ranked } = rankArticles([about, states], 'how long does a refund take');
    expect(ranked[0]!.relevance).toBeCloseTo(ranked[1]!.relevance, 9);
    expect(ranked[0]!.docKey).toBe('returns');
  });

  it('puts the rules before the steps for a question that asks no kind of answer, and the steps first for "how do i"', () => {
    const rules = passage('rules', 'Returns', 'You can send an item back within 7 days for your money back.', ['refund']);
    const steps = passage('steps', 'Returns: requesting one', '1. Open the order and send the item back;\n2. the money back reaches your card.', ['refund']);
    const first = (question: string) => {
      const { ranked } = rankArticles([steps, rules], question);
      expect(ranked[0]!.relevance).toBeCloseTo(ranked[1]!.relevance, 9);
      return ranked[0]!.docKey;
    };
    expect(first('do i get my money back if i send it back')).toBe('rules');
    expect(first('how do i get my money back if i send it back')).toBe('steps');
  });
});
