import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseDocument } from 'yaml';
import { z } from 'zod';
import { KnowledgeError } from '../errors.js';
import type { KnowledgeDocument } from './knowledge-document.js';
import { WordGroups } from '../text/word-groups.js';

/** The file in a knowledge directory that holds the shop's own words. */
export const VOCABULARY_FILE = 'synonyms.yaml';

const word = z.string().trim().min(1).max(64);
const groups = z.array(z.array(word).min(2, 'a group needs at least two words').max(32)).max(500).default([]);
const vocabularySchema = z.strictObject({
  /** Equal words, used interchangeably: an article that says one answers a question that says another. */
  synonyms: groups,
  /**
   * Related words, about the same thing but not the same (维修 and 保修): a search also looks for them, and an
   * article that holds one counts less than one holding the word asked.
   */
  related: groups,
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
  if (text === undefined) return { synonyms: [], related: [], tags: {} };
  const document = parseDocument(text);
  if (document.errors[0]) throw new KnowledgeError('BAD_PAYLOAD', `not valid YAML (${document.errors[0].message.split('\n')[0]})`, file);
  const parsed = vocabularySchema.safeParse(document.toJS() ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new KnowledgeError('BAD_PAYLOAD', `${issue.path.join('.') || '(top level)'}: ${issue.message}`, file);
  }
  return parsed.data;
}

/** The vocabulary's synonym groups, equal and related, for matching questions with articles. */
export function vocabularyWordGroups(vocabulary: Pick<ShopVocabulary, 'synonyms' | 'related'>): WordGroups {
  return new WordGroups({ equal: vocabulary.synonyms, related: vocabulary.related });
}

/** The articles with the vocabulary's extra tags added (by article id). */
export function withVocabularyTags(documents: KnowledgeDocument[], vocabulary: ShopVocabulary): KnowledgeDocument[] {
  return documents.map((document) => {
    const extra = vocabulary.tags[document.id];
    return extra ? { ...document, tags: [...new Set([...document.tags, ...extra])].slice(0, 32) } : document;
  });
}
