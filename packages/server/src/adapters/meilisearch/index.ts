export { MeilisearchIndex, createMeilisearchIndex } from './meilisearch-index.js';
export type { ArticleOrigin, MeilisearchIndexOptions, StoredArticle } from './meilisearch-index.js';
export { KNOWLEDGE_INDEX_SETTINGS, knowledgeIndexSettings } from './settings.js';
