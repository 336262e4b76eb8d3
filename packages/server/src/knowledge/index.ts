export { createKnowledgeService } from './create-knowledge-service.js';
export type { KnowledgeBase, KnowledgeServiceOptions } from './create-knowledge-service.js';
export { DEMO_KNOWLEDGE_DIR } from './demo-knowledge-dir.js';
export { FailoverIndex } from './failover-index.js';
export type { FailoverIndexOptions, IndexKind } from './failover-index.js';
export { PrimarySync } from './primary-sync.js';
export type { PrimarySyncOptions } from './primary-sync.js';
export { KnowledgeError } from './errors.js';
export { applyParentOverride, visibleToShop } from './visibility.js';
export { createRetrievalGraph, retrieve } from './retrieval/graph.js';
export type { RetrievalResult } from './retrieval/graph.js';
export {
  CHUNKING,
  chunkText,
  deleteDocuments,
  documentKey,
  importDocuments,
  importFiles,
  knowledgeDocumentSchema,
  parseDocuments,
  parseJsonDocuments,
  parseMarkdownDocument,
  readKnowledgeDirectory,
  readKnowledgeFiles,
  searchKnowledge,
  toChunks,
} from './ingest/index.js';
export type { ImportSummary, KnowledgeDocument, ParseOptions, SearchOptions } from './ingest/index.js';
