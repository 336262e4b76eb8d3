import { createHash } from 'node:crypto';
import type { KnowledgeChunk } from '../../ports/knowledge-index.js';
import { chunkText } from './chunk-text.js';
import type { KnowledgeDocument } from './knowledge-document.js';

const hash = (text: string, length: number) => createHash('sha256').update(text).digest('hex').slice(0, length);

/** The key of an article within its scope: the same id in two shops is two articles. */
export function documentKey(id: string, shop: string | undefined): string {
  return hash(`${shop ?? ''}\u0000${id}`, 20);
}

/** Cuts an article into index chunks with stable ids (`<docKey>-<position>`) and a content revision. */
export function toChunks(document: KnowledgeDocument): KnowledgeChunk[] {
  const docKey = documentKey(document.id, document.shop);
  const revision = hash(JSON.stringify(document), 16);
  return chunkText(document.body).map((text, position) => ({
    chunkId: `${docKey}-${position}`,
    docKey,
    docId: document.id,
    revision,
    title: document.title,
    text,
    locale: document.locale,
    ...(document.shop !== undefined ? { shop: document.shop } : {}),
    ...(document.inheritKey !== undefined ? { inheritKey: document.inheritKey } : {}),
    allowChildOverride: document.allowChildOverride,
    ...(document.url !== undefined ? { url: document.url } : {}),
    tags: document.tags,
    ...(document.facts ? { facts: document.facts } : {}),
    position,
  }));
}
