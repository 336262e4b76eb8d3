import { articleHref } from './article-href.js';
import { h } from './dom.js';

// The Markdown the help articles use: headings, paragraphs, lists, tables, **bold**, `code` and links.
const INLINE = /\*\*([^*\n]+)\*\*|`([^`\n]+)`|\[([^\]\n]+)\]\(([^)\s]+)\)/g;

function inline(text: string): Array<Node | string> {
  const out: Array<Node | string> = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    const [whole, bold, code, label, href] = match;
    const at = match.index ?? 0;
    if (at > last) out.push(text.slice(last, at));
    if (bold !== undefined) out.push(h('strong', {}, bold));
    else if (code !== undefined) out.push(h('code', {}, code));
    // Only site paths and http(s): never javascript: or data: from an article, nor a path that opens another host.
    else {
      const target = articleHref(href ?? '');
      out.push(target ? h('a', { href: target }, label ?? '') : (label ?? whole));
    }
    last = at + whole.length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

const cells = (row: string) =>
  row
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((cell) => cell.trim());

function table(rows: string[]): HTMLElement {
  const [head = '', , ...body] = rows;
  return h(
    'div',
    // Focusable, so a keyboard can scroll a table wider than a phone.
    { class: 'table-scroll', tabindex: 0 },
    h(
      'table',
      {},
      h('thead', {}, h('tr', {}, ...cells(head).map((cell) => h('th', { scope: 'col' }, ...inline(cell))))),
      h('tbody', {}, ...body.map((row) => h('tr', {}, ...cells(row).map((cell) => h('td', {}, ...inline(cell)))))),
    ),
  );
}

function list(lines: string[], ordered: boolean): HTMLElement {
  const items = lines.map((line) => h('li', {}, ...inline(line.replace(/^\s*(?:[-*]|\d+\.)\s+/, ''))));
  return ordered ? h('ol', {}, ...items) : h('ul', {}, ...items);
}

/** Renders an article's Markdown as elements; text is always set as text, never parsed as HTML. */
export function renderMarkdown(markdown: string): HTMLElement[] {
  const blocks: HTMLElement[] = [];
  const lines = markdown.split(/\r?\n/);
  let index = 0;
  const takeWhile = (test: (line: string) => boolean) => {
    const taken: string[] = [];
    while (index < lines.length && test(lines[index] ?? '')) taken.push(lines[index++] ?? '');
    return taken;
  };
  while (index < lines.length) {
    const line = lines[index] ?? '';
    const heading = /^(#{2,4})\s+(.+)$/.exec(line);
    if (!line.trim()) index++;
    else if (heading) {
      blocks.push(h(heading[1] === '##' ? 'h2' : 'h3', {}, ...inline(heading[2] ?? '')));
      index++;
    } else if (/^\s*[-*]\s+/.test(line))
      blocks.push(
        list(
          takeWhile((next) => /^\s*[-*]\s+/.test(next)),
          false,
        ),
      );
    else if (/^\s*\d+\.\s+/.test(line))
      blocks.push(
        list(
          takeWhile((next) => /^\s*\d+\.\s+/.test(next)),
          true,
        ),
      );
    else if (line.trim().startsWith('|')) blocks.push(table(takeWhile((next) => next.trim().startsWith('|'))));
    else {
      index++;
      const rest = takeWhile((next) => !!next.trim() && !/^(#{2,4}\s|\s*[-*]\s|\s*\d+\.\s|\s*\|)/.test(next));
      blocks.push(h('p', {}, ...inline([line, ...rest].join(' '))));
    }
  }
  return blocks;
}
