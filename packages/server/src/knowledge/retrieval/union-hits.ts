import type { KnowledgeHit } from '../../ports/knowledge-index.js';

/**
 * The hits of a leading retriever in its order, then those only the others found, in theirs, each chunk once. Kefu's
 * coverage ranks the passages; on a tie the leading retriever's order decides, so the same question ranks alike
 * whichever index is in front.
 */
export function unionHits(lead: readonly KnowledgeHit[], ...others: (readonly KnowledgeHit[])[]): KnowledgeHit[] {
  const seen = new Set(lead.map((hit) => hit.chunk.chunkId));
  const out = [...lead];
  for (const list of others) {
    for (const hit of list) {
      if (seen.has(hit.chunk.chunkId)) continue;
      seen.add(hit.chunk.chunkId);
      out.push(hit);
    }
  }
  return out;
}
