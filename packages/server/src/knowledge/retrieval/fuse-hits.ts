import type { KnowledgeHit } from '../../ports/knowledge-index.js';

// Reciprocal rank fusion's usual constant: a hit's weight is 1 / (RRF_K + rank), so no one list's top dominates.
const RRF_K = 60;

/**
 * Merges the ranked hits of several retrievers into one list by reciprocal rank fusion, each chunk once: a chunk
 * that two retrievers rank high beats one that only one of them found. Keeps each chunk's first score.
 */
export function fuseHits(lists: readonly (readonly KnowledgeHit[])[]): KnowledgeHit[] {
  const fused = new Map<string, { hit: KnowledgeHit; weight: number; first: number }>();
  let order = 0;
  for (const list of lists) {
    list.forEach((hit, rank) => {
      const entry = fused.get(hit.chunk.chunkId);
      if (entry) entry.weight += 1 / (RRF_K + rank + 1);
      else fused.set(hit.chunk.chunkId, { hit, weight: 1 / (RRF_K + rank + 1), first: order++ });
    });
  }
  return [...fused.values()].sort((a, b) => b.weight - a.weight || a.first - b.first).map((entry) => entry.hit);
}
