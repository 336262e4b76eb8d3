/** Chunk sizes from seed 003 section 5.4. */
export const CHUNKING = {
  /** A text at most this long stays one chunk. */
  singleChunkMax: 520,
  target: 480,
  overlap: 96,
} as const;

interface Unit {
  text: string;
  /** List items and table rows are never cut; paragraphs may be split at sentence ends. */
  atomic: boolean;
  /** For a table row: the table's header and separator lines, repeated when a chunk starts inside the table. */
  tableHeader?: string;
}

/**
 * Splits Markdown into chunks of about {@link CHUNKING.target} characters overlapping by about
 * {@link CHUNKING.overlap}, on line boundaries, never cutting a list item or a table row in half.
 */
export function chunkText(markdown: string): string[] {
  const text = markdown.replace(/\r\n?/g, '\n').trim();
  if (text.length <= CHUNKING.singleChunkMax) return text ? [text] : [];
  const units = toUnits(text).flatMap(splitLongParagraph);
  const chunks: string[] = [];
  let current: Unit[] = [];
  let length = 0;
  const emit = () => {
    const first = current[0];
    const header = first?.tableHeader && !first.text.startsWith(first.tableHeader) ? `${first.tableHeader}\n` : '';
    chunks.push(header + current.map((unit) => unit.text).join('\n'));
  };
  for (const unit of units) {
    if (current.length > 0 && length + unit.text.length + 1 > CHUNKING.target) {
      emit();
      // Carry whole trailing units as the overlap, so the next chunk starts with context.
      const carried: Unit[] = [];
      let carriedLength = 0;
      for (let i = current.length - 1; i >= 0; i -= 1) {
        const candidate = current[i]!;
        if (carriedLength + candidate.text.length > CHUNKING.overlap) break;
        carried.unshift(candidate);
        carriedLength += candidate.text.length + 1;
      }
      current = carried;
      length = carriedLength;
    }
    current.push(unit);
    length += unit.text.length + 1;
  }
  if (current.length > 0) emit();
  return chunks;
}

function toUnits(text: string): Unit[] {
  const units: Unit[] = [];
  const lines = text.split('\n');
  let paragraph: string[] = [];
  let tableHeader: string | undefined;
  const flush = () => {
    if (paragraph.length) units.push({ text: paragraph.join('\n'), atomic: false });
    paragraph = [];
  };
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i]!;
    if (/^\s*\|/.test(line)) {
      flush();
      // A header row is followed by a |---|---| separator line.
      if (/^\s*\|?[\s:|-]+\|?\s*$/.test(lines[i + 1] ?? '') && (lines[i + 1] ?? '').includes('-')) {
        tableHeader = `${line}\n${lines[i + 1]}`;
        units.push({ text: tableHeader, atomic: true, tableHeader });
        i += 1;
      } else {
        units.push({ text: line, atomic: true, ...(tableHeader ? { tableHeader } : {}) });
      }
      continue;
    }
    tableHeader = undefined;
    if (/^\s*([-*+]|\d+[.)])\s+/.test(line)) {
      flush();
      // Indented continuation lines belong to the item.
      let item = line;
      while (i + 1 < lines.length && /^\s{2,}\S/.test(lines[i + 1]!) && !/^\s*([-*+]|\d+[.)])\s+/.test(lines[i + 1]!)) item += `\n${lines[++i]}`;
      units.push({ text: item, atomic: true });
      continue;
    }
    if (/^#{1,6}\s/.test(line)) {
      flush();
      units.push({ text: line, atomic: true });
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

function splitLongParagraph(unit: Unit): Unit[] {
  if (unit.atomic || unit.text.length <= CHUNKING.target) return [unit];
  const sentences = unit.text.match(/[^。！？!?.;；\n]+[。！？!?.;；]?\s*|\n/g) ?? [unit.text];
  const parts: Unit[] = [];
  let buffer = '';
  for (const sentence of sentences) {
    if (buffer && buffer.length + sentence.length > CHUNKING.target - CHUNKING.overlap) {
      parts.push({ text: buffer.trim(), atomic: false });
      buffer = '';
    }
    buffer += sentence;
  }
  if (buffer.trim()) parts.push({ text: buffer.trim(), atomic: false });
  return parts;
}
