import type { KnowledgeSourcePart } from '@kefu/protocol';
import type { KnowledgeChunk } from '../../ports/knowledge-index.js';
import type { RetrievedPassage } from '../retrieval/state.js';
import { RETRIEVAL } from '../retrieval/thresholds.js';

/**
 * The passages an answer may use: relevant ones close to the best, at most two per article, from
 * the best few articles.
 */
export function usablePassages(passages: RetrievedPassage[]): RetrievedPassage[] {
  const floor = Math.max(RETRIEVAL.relevantCoverage, (passages[0]?.coverage ?? 0) * 0.75);
  const perArticle = new Map<string, number>();
  const out: RetrievedPassage[] = [];
  for (const passage of passages) {
    if (passage.coverage < floor) continue;
    const seen = perArticle.get(passage.chunk.docKey) ?? 0;
    if (seen >= 2 || (seen === 0 && perArticle.size >= RETRIEVAL.maxArticles)) continue;
    perArticle.set(passage.chunk.docKey, seen + 1);
    out.push(passage);
  }
  return out;
}

/** Markdown reduced to plain prose for an excerpt (it is shown as text, never as HTML). */
export function plainText(markdown: string): string {
  return markdown
    .replace(/^#{1,6}\s+/gm, '')
    .replace(/\*\*(.+?)\*\*/g, '$1')
    .replace(/`([^`]+)`/g, '$1')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/^\s*\|?[\s:|-]+\|?\s*$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** A chunk's text as plain prose, without a leading heading that only repeats the article's title. */
export function passageText(chunk: Pick<KnowledgeChunk, 'title' | 'text'>): string {
  const text = plainText(chunk.text);
  const [first, ...rest] = text.split('\n');
  return first?.trim() === chunk.title.trim() ? rest.join('\n').trim() : text;
}

/** One knowledge-source part per article, in the order the passages rank them. */
export function sourceParts(passages: RetrievedPassage[], clean: (text: string) => string): KnowledgeSourcePart[] {
  const parts = new Map<string, KnowledgeSourcePart>();
  for (const { chunk } of passages) {
    if (parts.has(chunk.docKey)) continue;
    const excerpt = clean(passageText(chunk));
    parts.set(chunk.docKey, {
      type: 'knowledge_source',
      articleId: chunk.docId,
      title: chunk.title.slice(0, 200),
      excerpt: excerpt.length > 280 ? `${excerpt.slice(0, 279)}…` : excerpt,
      ...(chunk.url ? { url: chunk.url } : {}),
    });
  }
  return [...parts.values()];
}
