import type { KnowledgeChunk } from '../../ports/knowledge-index.js';

/** Markdown reduced to what the model reads in its prompt: headings, bold, code and links unwrapped, table separator rows dropped. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/^#{1,6}\s+/gm, '')
    .replace(/\*\*(.+?)\*\*/g, '$1')
    .replace(/`([^`]+)`/g, '$1')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/^\s*\|?[\s:|-]+\|?\s*$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** A chunk's text as plain prose, without a leading heading that only repeats the article's title. */
export function passageText(chunk: Pick<KnowledgeChunk, 'title' | 'text'>): string {
  const text = plainText(chunk.text);
  const [first, ...rest] = text.split('\n');
  return first?.trim() === chunk.title.trim() ? rest.join('\n').trim() : text;
}
