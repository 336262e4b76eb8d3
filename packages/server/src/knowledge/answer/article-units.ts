import type { KnowledgeChunk } from '../../ports/knowledge-index.js';
import type { RetrievedPassage } from '../retrieval/state.js';
import { readableUnits, type ReadableUnit } from './readable-units.js';

const TABLE_HEADER = /^(\s*\|[^\n]*\n\s*\|?[\s:|-]+\|?\s*)(?:\n|$)/;

/**
 * The readable units of one article's retrieved chunks, in article order, one list per run of
 * neighbouring chunks: those are joined back into one text without their overlap, so a list or
 * paragraph that spans them reads as one. Between runs, part of the article is missing.
 */
export function articleUnits(passages: RetrievedPassage[], docKey: string): ReadableUnit[][] {
  const chunks = [...new Map(passages.filter(({ chunk }) => chunk.docKey === docKey).map(({ chunk }) => [chunk.position, chunk])).values()].sort(
    (a, b) => a.position - b.position,
  );
  const runs: Array<{ text: string; first: KnowledgeChunk; last: number }> = [];
  for (const chunk of chunks) {
    const run = runs.at(-1);
    if (run && chunk.position === run.last + 1) {
      run.text = withoutOverlap(run.text, chunk.text);
      run.last = chunk.position;
    } else {
      runs.push({ text: chunk.text, first: chunk, last: chunk.position });
    }
  }
  return runs.map((run) => readableUnits(run.text, { title: run.first.title, continued: run.first.position > 0 }));
}

/** Two neighbouring chunks as one text: the next chunk's repeated table header and its overlap with the previous are dropped. */
export function withoutOverlap(previous: string, next: string): string {
  let rest = next;
  const header = TABLE_HEADER.exec(rest);
  if (header && previous.includes(header[1]!.trim())) rest = rest.slice(header[0].length);
  for (let length = Math.min(previous.length, rest.length); length > 0; length -= 1) {
    if (previous.endsWith(rest.slice(0, length))) return previous + rest.slice(length);
  }
  return `${previous}\n${rest}`;
}
