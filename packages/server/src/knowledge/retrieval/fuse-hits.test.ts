import { describe, expect, it } from 'vitest';
import type { KnowledgeChunk, KnowledgeHit } from '../../ports/knowledge-index.js';
import { fuseHits } from './fuse-hits.js';

const hit = (chunkId: string, score = 1): KnowledgeHit => ({ chunk: { chunkId } as KnowledgeChunk, score });
const ids = (hits: KnowledgeHit[]) => hits.map((entry) => entry.chunk.chunkId);

describe('fuseHits (reciprocal rank fusion of two retrievers)', () => {
  it('ranks a chunk both retrievers found above chunks only one found, each chunk once', () => {
    expect(
      ids(
        fuseHits([
          [hit('a'), hit('b'), hit('c')],
          [hit('d'), hit('c')],
        ]),
      ),
    ).toEqual(['c', 'a', 'd', 'b']);
  });

  it('keeps one list as it is, and the first list first on a tie', () => {
    expect(ids(fuseHits([[hit('a'), hit('b')]]))).toEqual(['a', 'b']);
    expect(ids(fuseHits([[hit('a')], [hit('b')]]))).toEqual(['a', 'b']);
    expect(fuseHits([[hit('a', 3)], [hit('a', 9)]])[0]?.score).toBe(3);
  });
});
