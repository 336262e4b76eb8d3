import type { Settings } from 'meilisearch';

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
  faceting: { maxValuesPerFacet: 1000 },
  pagination: { maxTotalHits: 1000 },
};
