import type { Locale } from '@kefu/protocol';
import type { KnowledgeHit, KnowledgeIndex } from '../../ports/knowledge-index.js';
import type { KnowledgeDocument } from './knowledge-document.js';
import type { ParseOptions } from './parse-documents.js';
import { readKnowledgeFiles } from './read-files.js';
import { documentKey, toChunks } from './to-chunks.js';

/** What an import stored. */
export interface ImportSummary {
  documents: number;
  chunks: number;
}

/** Chunks and stores articles; re-importing the same articles changes nothing (stable chunk ids). */
export async function importDocuments(index: KnowledgeIndex, documents: KnowledgeDocument[]): Promise<ImportSummary> {
  const chunks = documents.flatMap(toChunks);
  await index.put(chunks);
  return { documents: documents.length, chunks: chunks.length };
}

/** Reads, chunks and stores Markdown and JSON files (or directories of them). */
export async function importFiles(index: KnowledgeIndex, paths: string[], options: ParseOptions = {}): Promise<ImportSummary> {
  return importDocuments(index, await readKnowledgeFiles(paths, options));
}

/** Removes articles by id from a shop (or from the parent articles when no shop is given). */
export async function deleteDocuments(index: KnowledgeIndex, ids: string[], options: ParseOptions = {}): Promise<void> {
  await index.remove(ids.map((id) => documentKey(id, options.shop)));
}

/** Options of {@link searchKnowledge}. */
export interface SearchOptions {
  shop?: string;
  locale?: Locale;
  limit?: number;
}

/** One keyword search, as the shop would see it. */
export function searchKnowledge(index: KnowledgeIndex, text: string, options: SearchOptions = {}): Promise<KnowledgeHit[]> {
  return index.search({ text, ...options });
}
