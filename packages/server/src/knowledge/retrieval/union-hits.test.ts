import { describe, expect, it } from 'vitest';
import type { KnowledgeChunk, KnowledgeHit } from '../../ports/knowledge-index.js';
import { unionHits } from './union-hits.js';

const hit = (chunkId: string, score = 1): KnowledgeHit => ({ chunk: { chunkId } as KnowledgeChunk, score });
const ids = (hits: KnowledgeHit[]) => hits.map((entry) => entry.chunk.chunkId);

describe('unionHits (the candidates of two retrievers, one leading)', () => {
  it("keeps the leading retriever's order and appends what only the other found, each chunk once", () => {
    expect(ids(unionHits([hit('a'), hit('b'), hit('c')], [hit('d'), hit('c'), hit('e')]))).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it("keeps the leading retriever's hit (and score) for a chunk both found", () => {
    expect(unionHits([hit('a', 3)], [hit('a', 9)])).toEqual([hit('a', 3)]);
    expect(ids(unionHits([], [hit('b')]))).toEqual(['b']);
  });
});
