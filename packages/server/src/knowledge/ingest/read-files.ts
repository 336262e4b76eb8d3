import { readdir, readFile, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { KnowledgeError } from '../errors.js';
import type { KnowledgeDocument } from './knowledge-document.js';
import { parseDocuments, type ParseOptions } from './parse-documents.js';
import { NOT_UTF8, utf8Text } from './utf8-text.js';

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

/** A file's text, refused naming the file when it is not UTF-8 ({@link utf8Text}). */
async function readUtf8(file: string): Promise<string> {
  const text = utf8Text(await readFile(file));
  if (text === undefined) throw new KnowledgeError('BAD_PAYLOAD', NOT_UTF8, file);
  return text;
}

function assertUniqueIds(documents: KnowledgeDocument[]): void {
  const seen = new Set<string>();
  for (const document of documents) {
    const key = `${document.shop ?? ''}/${document.id}`;
    if (seen.has(key)) throw new KnowledgeError('BAD_PAYLOAD', `article id "${document.id}" appears twice${document.shop ? ` in shop ${document.shop}` : ''}`);
    seen.add(key);
  }
}
