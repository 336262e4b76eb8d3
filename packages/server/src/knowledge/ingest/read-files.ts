import { readdir, readFile, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { KnowledgeError } from '../errors.js';
import type { KnowledgeDocument } from './knowledge-document.js';
import { parseDocuments, type ParseOptions } from './parse-documents.js';

const IMPORTABLE = /\.(md|markdown|json)$/i;
// A directory's README describes the directory; it is not an article.
const isArticleFile = (name: string) => IMPORTABLE.test(name) && !/^readme\./i.test(name);

/** Lists the importable files under the given files and directories, sorted. */
export async function listKnowledgeFiles(paths: string[]): Promise<string[]> {
  const files: string[] = [];
  for (const path of paths) {
    const info = await stat(path).catch(() => undefined);
    if (!info) throw new KnowledgeError('NOT_FOUND', 'no such file or directory', path);
    if (info.isDirectory()) {
      const entries = await readdir(path, { recursive: true, withFileTypes: true });
      for (const entry of entries) if (entry.isFile() && isArticleFile(entry.name)) files.push(join(entry.parentPath, entry.name));
    } else {
      files.push(path);
    }
  }
  return [...new Set(files)].sort();
}

/** Reads and validates every article in the given files and directories; any bad file fails the whole read. */
export async function readKnowledgeFiles(paths: string[], options: ParseOptions = {}): Promise<KnowledgeDocument[]> {
  const documents: KnowledgeDocument[] = [];
  for (const file of await listKnowledgeFiles(paths)) documents.push(...parseDocuments(await readUtf8(file), file, options));
  assertUniqueIds(documents);
  return documents;
}

/**
 * Reads a knowledge directory: files under `shops/<shop>/` belong to that shop, all others are
 * parent articles (unless their front matter names a shop).
 */
export async function readKnowledgeDirectory(root: string): Promise<KnowledgeDocument[]> {
  const documents: KnowledgeDocument[] = [];
  for (const file of await listKnowledgeFiles([root])) {
    const parts = relative(root, file).split(sep);
    const shop = parts[0] === 'shops' && parts.length > 2 ? parts[1] : undefined;
    documents.push(...parseDocuments(await readUtf8(file), file, shop ? { shop } : {}));
  }
  assertUniqueIds(documents);
  return documents;
}

/**
 * A file's text, refused when it is not UTF-8: an article saved as GBK or UTF-16 (what some Windows editors write)
 * read as UTF-8 became replacement characters, indexed where no question finds it, so shoppers were told the shop
 * had published nothing on the subject and nobody was told why.
 */
async function readUtf8(file: string): Promise<string> {
  const bytes = await readFile(file);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new KnowledgeError('BAD_PAYLOAD', 'is not UTF-8 text (saved as GBK or UTF-16?): save it as UTF-8', file);
  }
}

function assertUniqueIds(documents: KnowledgeDocument[]): void {
  const seen = new Set<string>();
  for (const document of documents) {
    const key = `${document.shop ?? ''}/${document.id}`;
    if (seen.has(key)) throw new KnowledgeError('BAD_PAYLOAD', `article id "${document.id}" appears twice${document.shop ? ` in shop ${document.shop}` : ''}`);
    seen.add(key);
  }
}
