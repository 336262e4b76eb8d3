import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseDocument } from 'yaml';
import { z } from 'zod';
import { KnowledgeError } from '../errors.js';
import type { KnowledgeDocument } from './knowledge-document.js';

/** The file in a knowledge directory that holds the shop's own words. */
export const VOCABULARY_FILE = 'synonyms.yaml';

const word = z.string().trim().min(1).max(64);
const vocabularySchema = z.strictObject({
  /** Words shoppers use interchangeably; a search that found too little also looks for the others. */
  synonyms: z.array(z.array(word).min(2, 'a group needs at least two words').max(32)).max(500).default([]),
  /** Extra tags by article id: the words shoppers use for what an article is about, kept out of the article. */
  tags: z.record(z.string().min(1).max(200), z.array(word).max(32)).default({}),
});

/** A shop's synonym groups and extra article tags (`synonyms.yaml` in its knowledge directory). */
export type ShopVocabulary = z.infer<typeof vocabularySchema>;

/** Reads `synonyms.yaml` from a knowledge directory; none when the directory has no such file. */
export async function readShopVocabulary(directory: string): Promise<ShopVocabulary> {
  const file = join(directory, VOCABULARY_FILE);
  const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
  if (text === undefined) return { synonyms: [], tags: {} };
  const document = parseDocument(text);
  if (document.errors[0]) throw new KnowledgeError('BAD_PAYLOAD', `not valid YAML (${document.errors[0].message.split('\n')[0]})`, file);
  const parsed = vocabularySchema.safeParse(document.toJS() ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new KnowledgeError('BAD_PAYLOAD', `${issue.path.join('.') || '(top level)'}: ${issue.message}`, file);
  }
  return parsed.data;
}

/** The articles with the vocabulary's extra tags added (by article id). */
export function withVocabularyTags(documents: KnowledgeDocument[], vocabulary: ShopVocabulary): KnowledgeDocument[] {
  return documents.map((document) => {
    const extra = vocabulary.tags[document.id];
    return extra ? { ...document, tags: [...new Set([...document.tags, ...extra])].slice(0, 32) } : document;
  });
}
