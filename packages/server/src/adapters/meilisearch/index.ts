export { MeilisearchIndex, createMeilisearchIndex } from './meilisearch-index.js';
export type { MeilisearchIndexOptions } from './meilisearch-index.js';
export { KNOWLEDGE_INDEX_SETTINGS } from './settings.js';
