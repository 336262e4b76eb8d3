import { splitSentences } from '../text/sentences.js';

/** Chunk sizes from seed 003 section 5.4. */
export const CHUNKING = {
  /** A text at most this long stays one chunk. */
  singleChunkMax: 520,
  target: 480,
  overlap: 96,
} as const;

interface Unit {
  text: string;
  kind: 'heading' | 'item' | 'row' | 'sentence';
  /** For a sentence: what joins it to the one before it, a blank line at a paragraph's start, else the space written between them. */
  joiner: string;
  /** For a table row: the table's header and separator lines, repeated when a chunk starts inside the table. */
  tableHeader?: string;
}

const CLAUSE_END = /[，,、：:）)」』”’\s]/;

/**
 * Splits Markdown into chunks of about {@link CHUNKING.target} characters overlapping by about
 * {@link CHUNKING.overlap}, on line and sentence boundaries, never cutting a list item or a table row
 * in half and never ending a chunk on a heading (it goes with the text it introduces).
 */
export function chunkText(markdown: string): string[] {
  const text = markdown.replace(/\r\n?/g, '\n').trim();
  if (text.length <= CHUNKING.singleChunkMax) return text ? [text] : [];
  const chunks: string[] = [];
  let current: Unit[] = [];
  let length = 0;
  for (const unit of toUnits(text)) {
    if (current.length > 0 && length + separator(current.at(-1)!, unit).length + unit.text.length > CHUNKING.target) {
      // A heading at the end of a chunk would be cut off from its body: it starts the next chunk instead.
      let headings = 0;
      while (headings < current.length - 1 && current[current.length - 1 - headings]!.kind === 'heading') headings += 1;
      const body = current.slice(0, current.length - headings);
      chunks.push(render(body));
      current = [...overlapOf(body), ...current.slice(current.length - headings)];
      while (current.length > 1 && render([...current, unit]).length > CHUNKING.target) current.shift();
      length = render(current).length;
    }
    length += (current.length > 0 ? separator(current.at(-1)!, unit).length : 0) + unit.text.length;
    current.push(unit);
  }
  if (current.length > 0) chunks.push(render(current));
  return chunks;
}

function render(units: Unit[]): string {
  const first = units[0];
  const header = first?.kind === 'row' && first.tableHeader && first.text !== first.tableHeader ? `${first.tableHeader}\n` : '';
  return (header + units.map((unit, index) => (index === 0 ? unit.text : separator(units[index - 1]!, unit) + unit.text)).join('')).trim();
}

/** Blank lines between blocks (so a paragraph never reads as part of the list before it), line breaks within a list or table. */
function separator(previous: Unit, unit: Unit): string {
  if (unit.kind === 'sentence') return unit.joiner;
  return previous.kind === unit.kind && unit.kind !== 'heading' ? '\n' : '\n\n';
}

/**
 * The end of a chunk, repeated at the start of the next so that it starts with context: whole list
 * items and table rows, and about {@link CHUNKING.overlap} characters of sentence tail.
 */
function overlapOf(units: Unit[]): Unit[] {
  const carried: Unit[] = [];
  let length = 0;
  for (let i = units.length - 1; i >= 0; i -= 1) {
    const unit = units[i]!;
    const room = CHUNKING.overlap - length;
    if (unit.kind === 'heading') break;
    if (unit.text.length <= room) {
      carried.unshift(unit);
      length += unit.text.length + 1;
      continue;
    }
    if (unit.kind === 'sentence' && room >= CHUNKING.overlap / 3) {
      const tail = sentenceTail(unit.text, room);
      if (tail) carried.unshift({ ...unit, text: tail });
    }
    break;
  }
  return carried;
}

/** At most `room` characters from the end of a sentence, starting after a clause break or a space (never mid-word). */
function sentenceTail(sentence: string, room: number): string | undefined {
  const start = sentence.length - room;
  for (let i = start; i < sentence.length - 1; i += 1) {
    if (CLAUSE_END.test(sentence[i - 1] ?? '')) return sentence.slice(i).trim() || undefined;
  }
  return undefined;
}

function toUnits(text: string): Unit[] {
  const units: Unit[] = [];
  const lines = text.split('\n');
  let paragraph: string[] = [];
  let tableHeader: string | undefined;
  const flush = () => {
    if (paragraph.length) units.push(...sentencesOf(paragraph.join('\n')));
    paragraph = [];
  };
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i]!;
    if (/^\s*\|/.test(line)) {
      flush();
      // A header row is followed by a |---|---| separator line.
      if (/^\s*\|?[\s:|-]+\|?\s*$/.test(lines[i + 1] ?? '') && (lines[i + 1] ?? '').includes('-')) {
        tableHeader = `${line}\n${lines[i + 1]}`;
        units.push({ text: tableHeader, kind: 'row', joiner: '\n', tableHeader });
        i += 1;
      } else {
        units.push({ text: line, kind: 'row', joiner: '\n', ...(tableHeader ? { tableHeader } : {}) });
      }
      continue;
    }
    tableHeader = undefined;
    if (/^\s*([-*+]|\d+[.)])\s+/.test(line)) {
      flush();
      // Indented continuation lines belong to the item.
      let item = line;
      while (i + 1 < lines.length && /^\s{2,}\S/.test(lines[i + 1]!) && !/^\s*([-*+]|\d+[.)])\s+/.test(lines[i + 1]!)) item += `\n${lines[++i]}`;
      units.push({ text: item, kind: 'item', joiner: '\n' });
      continue;
    }
    if (/^#{1,6}\s/.test(line)) {
      flush();
      units.push({ text: line, kind: 'heading', joiner: '\n' });
      continue;
    }
    if (!line.trim()) {
      flush();
      continue;
    }
    paragraph.push(line);
  }
  flush();
  return units;
}

/** A paragraph as sentence units: the first starts a new line, the rest continue it as written. */
function sentencesOf(paragraph: string): Unit[] {
  const units: Unit[] = [];
  let joiner = '\n\n';
  for (const sentence of splitSentences(paragraph)) {
    for (const text of splitOverlong(sentence.text)) {
      units.push({ text, kind: 'sentence', joiner });
      joiner = '';
    }
    joiner = sentence.space.includes('\n') ? '\n' : sentence.space ? ' ' : '';
  }
  return units;
}

/** A sentence longer than a chunk, cut at clause breaks (a run-on sentence is rare, but must not break the size limit). */
function splitOverlong(sentence: string): string[] {
  const max = CHUNKING.target - CHUNKING.overlap;
  const parts: string[] = [];
  let rest = sentence;
  while (rest.length > max) {
    let cut = max;
    while (cut > max / 2 && !CLAUSE_END.test(rest[cut - 1]!)) cut -= 1;
    if (cut <= max / 2) cut = max;
    parts.push(rest.slice(0, cut));
    rest = rest.slice(cut);
  }
  return [...parts, rest];
}
