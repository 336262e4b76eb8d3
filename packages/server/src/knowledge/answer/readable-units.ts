import { splitSentences } from '../text/sentences.js';

/** A piece of an article the shopper can read on its own: a sentence, a list item, a table row or a heading. */
export interface ReadableUnit {
  kind: 'heading' | 'sentence' | 'item' | 'row';
  /**
   * Plain text for a text bubble: links reduced to their label, `**bold**` kept (the widget renders
   * it), a list item without its marker, a table row as "label — header：value" pairs.
   */
  text: string;
  /** The nearest heading above the unit. */
  section?: string;
  /** The paragraph, list or table the unit belongs to. */
  block: number;
  /** A sentence that continues the line of the sentence before it (same paragraph). */
  continues: boolean;
  /** For a numbered list item: its number, shown instead of a bullet. */
  number?: string;
}

const TABLE_SEPARATOR = /^\s*\|?[\s:|-]+\|?\s*$/;
const LIST_ITEM = /^\s*(?:([-*+])|(\d+)[.)])\s+(.*)$/;
const CJK = /[\u3400-\u9fff\uff00-\uffef\u3000-\u303f]/;

/** Article text (one chunk, or neighbouring chunks joined) as readable units. */
export function readableUnits(
  markdown: string,
  options: {
    /** A heading that only repeats the article's title is left out. */
    title?: string;
    /** The text starts after the article's start, maybe inside a paragraph. */
    continued?: boolean;
  } = {},
): ReadableUnit[] {
  const units: ReadableUnit[] = [];
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  let section: string | undefined;
  let block = 0;
  let paragraph: string[] = [];
  let header: string[] | undefined;
  const push = (unit: Omit<ReadableUnit, 'block' | 'section'>) => units.push({ ...unit, block, ...(section ? { section } : {}) });
  const flush = () => {
    if (paragraph.length === 0) return;
    let continues = false;
    for (const sentence of splitSentences(paragraph.join('\n'))) {
      const text = inline(sentence.text);
      if (text) push({ kind: 'sentence', text, continues });
      continues = !sentence.space.includes('\n');
    }
    paragraph = [];
    block += 1;
  };
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i]!;
    if (/^\s*\|/.test(line)) {
      flush();
      const cells = tableCells(line);
      if (TABLE_SEPARATOR.test(lines[i + 1] ?? '') && (lines[i + 1] ?? '').includes('-')) {
        header = cells;
        i += 1;
        block += 1;
        continue;
      }
      if (!TABLE_SEPARATOR.test(line)) push({ kind: 'row', text: tableRow(cells, header), continues: false });
      continue;
    }
    if (header) {
      header = undefined;
      block += 1;
    }
    const heading = /^#{1,6}\s+(.*)$/.exec(line);
    if (heading) {
      flush();
      const text = inline(heading[1]!.replace(/\*\*/g, ''));
      if (text && text !== options.title?.trim()) {
        section = text;
        units.push({ kind: 'heading', text, block, continues: false });
      }
      block += 1;
      continue;
    }
    const item = LIST_ITEM.exec(line);
    if (item) {
      flush();
      let body = item[3]!;
      while (i + 1 < lines.length && /^\s{2,}\S/.test(lines[i + 1]!) && !LIST_ITEM.test(lines[i + 1]!)) body += ` ${lines[++i]!.trim()}`;
      push({ kind: 'item', text: inline(body), continues: false, ...(item[2] ? { number: item[2] } : {}) });
      continue;
    }
    // A blank line ends a list; so does a paragraph line right after it.
    if (units.at(-1)?.kind === 'item' && units.at(-1)!.block === block && paragraph.length === 0) block += 1;
    if (!line.trim()) {
      flush();
      continue;
    }
    paragraph.push(line);
  }
  flush();
  // A chunk that is not an article's first may open inside a paragraph (the chunk overlap): that fragment is left out.
  if (options.continued && units[0]?.kind === 'sentence') return units.filter((unit) => unit.block !== units[0]!.block);
  return units;
}

/** A unit as one line of a text bubble. */
export function unitLine(unit: ReadableUnit, locale: 'zh-CN' | 'en'): string {
  if (unit.kind === 'heading') return /[：:？?。.!！]$/.test(unit.text) ? unit.text : `${unit.text}${locale === 'zh-CN' ? '：' : ':'}`;
  if (unit.kind === 'item' && unit.number) return `${unit.number}. ${unit.text}`;
  if (unit.kind === 'item' || unit.kind === 'row') return `• ${unit.text}`;
  return unit.text;
}

/** Markdown inline syntax reduced to what a text bubble shows well. */
function inline(text: string): string {
  return (
    text
      .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
      .replace(/`([^`]+)`/g, '$1')
      // "支持 **七天无理由退货** 后": Markdown needs the spaces around bold, Chinese text does not.
      .replace(new RegExp(`(${CJK.source})\\s+\\*\\*`, 'g'), '$1**')
      .replace(new RegExp(`\\*\\*\\s+(${CJK.source})`, 'g'), '**$1')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

function tableCells(line: string): string[] {
  return line
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split('|')
    .map((cell) => inline(cell));
}

/** A table row as "label — header：value" pairs, or "label：value" for a two-column table. */
function tableRow(cells: string[], header: string[] | undefined): string {
  const [label = '', ...values] = cells;
  const cjk = CJK.test(cells.join('') + (header ?? []).join(''));
  const colon = cjk ? '：' : ': ';
  const filled = values.map((value, index) => ({ value, name: header?.[index + 1] })).filter(({ value }) => value && value !== '-' && value !== '—');
  if (filled.length === 0) return label;
  if (filled.length === 1 || !header) return `${label}${colon}${filled.map(({ value }) => value).join(cjk ? '；' : '; ')}`;
  return `${label} — ${filled.map(({ name, value }) => (name ? `${name}${colon}${value}` : value)).join(cjk ? '；' : '; ')}`;
}
