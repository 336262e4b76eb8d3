import type { KnowledgeChunk, KnowledgeHit } from '../ports/knowledge-index.js';

/**
 * Seed 003's retrieval pool: a parent chunk (no shop) is visible to every shop; a shop's chunk only
 * to that shop; without a shop, no child chunk is visible at all (no leakage between shops).
 */
export function visibleToShop(chunk: Pick<KnowledgeChunk, 'shop'>, shop: string | undefined): boolean {
  if (chunk.shop === undefined) return true;
  return shop !== undefined && chunk.shop === shop;
}

/**
 * Drops parent hits a child overrides, after ranking as the seed does: only when the parent
 * explicitly allows it (`allow_child_override`, default false) and the shop has a child with the
 * same `inherit_key`. A child key alone never hides a parent (the seed's lesson: policies vanished).
 */
export function applyParentOverride(hits: KnowledgeHit[], keys: ReadonlySet<string>): KnowledgeHit[] {
  if (keys.size === 0) return hits;
  return hits.filter(({ chunk }) => !(chunk.shop === undefined && chunk.inheritKey && chunk.allowChildOverride && keys.has(chunk.inheritKey)));
}
