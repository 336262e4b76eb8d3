import type { Settings } from 'meilisearch';
import { STOPWORDS } from '../../knowledge/text/stopwords.js';

/** The fields of a stored chunk Meilisearch filters on; `scope` is the shop, or `*` for a parent. */
export const FILTERABLE = ['scope', 'locale', 'docKey', 'docId', 'revision', 'inheritKey'] as const;

/** Index settings: what is searched (title first), filtered and sorted; typo tolerance; Chinese and English. */
export const KNOWLEDGE_INDEX_SETTINGS: Settings = {
  searchableAttributes: ['title', 'tags', 'text'],
  filterableAttributes: [...FILTERABLE],
  sortableAttributes: ['position', 'title'],
  displayedAttributes: ['*'],
  typoTolerance: { enabled: true, minWordSizeForTypos: { oneTypo: 4, twoTypos: 8 } },
  // Short Chinese passages are otherwise sometimes detected as Japanese and segmented wrongly.
  localizedAttributes: [{ attributePatterns: ['title', 'tags', 'text'], locales: ['cmn', 'eng'] }],
  // Question words ("how long is the", "怎么") are not what a shopper asks about; without this, a
  // query for "How long is the warranty?" is matched on them.
  stopWords: [...STOPWORDS],
  faceting: { maxValuesPerFacet: 1000 },
  pagination: { maxTotalHits: 1000 },
};

/**
 * The index settings for one shop: the fixed ones plus the shop's synonym groups (knowledge/synonyms.yaml), so a
 * search for any word of a group also finds the others in Meilisearch itself, from the first query.
 */
export function knowledgeIndexSettings(synonyms: readonly (readonly string[])[] = []): Settings {
  const map: Record<string, string[]> = {};
  for (const group of synonyms) {
    const words = [...new Set(group.map((word) => word.trim().toLowerCase()).filter(Boolean))];
    for (const word of words) map[word] = [...new Set([...(map[word] ?? []), ...words.filter((other) => other !== word)])];
  }
  return { ...KNOWLEDGE_INDEX_SETTINGS, synonyms: map };
}
