import { Parser } from 'htmlparser2';
import { DROPPED_CONTENT_TAGS } from '../../shop/catalog/html-to-text.js';

// htmlparser2 (already the catalog's HTML reader: the parser under cheerio, kept by the same people for a decade)
// tokenizes as browsers do — unclosed tags, attributes without quotes, entities — which a regular expression over
// "<...>" gets wrong exactly where a hostile article would aim (`<a href='x>'y'>`, `<script>` holding a `</b>`).

// Blocks a reader sees apart: a blank line around each, as between Markdown paragraphs.
const PARAGRAPHS = new Set([
  'p',
  'div',
  'section',
  'article',
  'header',
  'footer',
  'aside',
  'main',
  'nav',
  'blockquote',
  'pre',
  'figure',
  'address',
  'details',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'dl',
  'table',
  'hr',
]);
// Blocks that only start a line of their own.
const LINES = new Set(['tr', 'dt', 'dd', 'figcaption', 'summary', 'caption']);
// Inline elements whose text is kept as it stands (their styling has no Markdown the widget speaks).
const INLINE = new Set([
  'span',
  'em',
  'i',
  'u',
  's',
  'del',
  'ins',
  'small',
  'big',
  'sub',
  'sup',
  'mark',
  'abbr',
  'cite',
  'q',
  'time',
  'font',
  'label',
  'tbody',
  'thead',
  'tfoot',
  'center',
  'img',
  'picture',
  'source',
  'video',
  'audio',
  'track',
  'wbr',
  'var',
  'samp',
  'dfn',
  'bdi',
  'bdo',
  'data',
  'body',
  'html',
  'meta',
  'link',
  'base',
  'form',
  'input',
  'option',
  'optgroup',
  'fieldset',
  'legend',
  'output',
  'progress',
  'meter',
  'map',
  'area',
  'canvas',
  'noembed',
  'frame',
  'frameset',
  'nobr',
  'tt',
  'strike',
  'blink',
  'marquee',
]);
const BOLD = new Set(['b', 'strong']);
const CODE = new Set(['code', 'kbd']);
const CELLS = new Set(['td', 'th']);
const KNOWN = new Set([...DROPPED_CONTENT_TAGS, ...PARAGRAPHS, ...LINES, ...INLINE, ...BOLD, ...CODE, ...CELLS, 'a', 'br', 'li']);

// What makes an article worth parsing: an HTML tag the widget would show as text, a comment, or an entity.
const LOOKS_LIKE_HTML = new RegExp(`<\\/?(?:${[...KNOWN].join('|')})(?=[\\s/>])|<!--|&(?:[a-z]+\\d*|#\\d+|#x[\\da-f]+);`, 'i');
// A "<" that opens no element the reader knows, no comment or declaration and no namespaced tag (Word's <o:p>): text
// a merchant meant ("S<M", "3<5", "<3", an autolink <https://…>), which an HTML parser would read as the start of a
// tag and drop with everything up to the next ">".
const STRAY_LESS_THAN = new RegExp(`<(?!\\/?(?:${[...KNOWN].join('|')})(?=[\\s/>])|!|\\?|\\/?[a-z][\\w-]*:[a-z][\\w-]*(?=[\\s/>]))`, 'gi');

/**
 * A help article's inline HTML as the Markdown the widget speaks, so a merchant's `<b>`, `<br>` and links read as
 * intended instead of as tags: `<b>`/`<strong>` become `**bold**`, `<code>` a code span, `<br>` a line break,
 * paragraphs and headings blank-line-separated blocks, list items "- " (or "1. ") lines, table cells " | ";
 * `<a href>` becomes a Markdown link when its target is http(s) or a site path — judged afterwards like any other
 * link of an answer (off the shop's origins it is shown as text) — and its text alone otherwise (`javascript:`,
 * `data:`). Every other tag goes, its text kept; script, style, iframe and form controls go with their content;
 * comments and namespaced tags (Word's `<o:p>`) go. Entities are decoded. A `<` that opens no element known here
 * stays as written: "S<M", "3<5", `<3`, a Markdown autolink (`<https://…>`). An article with no tag, comment or
 * entity is returned unchanged.
 */
export function articleInlineHtmlToMarkdown(body: string): string {
  return LOOKS_LIKE_HTML.test(body) ? readInlineHtml(body, true) : body;
}

/**
 * A help article's title as the plain text its card, the help centre's heading and "From our help article “…”"
 * show: its inline HTML and entities read as in the body ("Returns &amp; <b>refunds</b>" is "Returns & refunds"),
 * with no Markdown markers (a title is never read as Markdown) and on one line.
 */
export function articleTitleText(title: string): string {
  return LOOKS_LIKE_HTML.test(title) ? readInlineHtml(title, false).replace(/\s+/g, ' ').trim() : title;
}

/** The text of `body`'s inline HTML; with `markdown`, its bold, code and links as Markdown, else as their text. */
function readInlineHtml(body: string, markdown: boolean): string {
  // Each open <b>, <code> or <a> collects its text apart, to be wrapped when it closes.
  const frames: Array<{ tag: string; text: string; href?: string }> = [{ tag: '', text: '' }];
  const lists: Array<{ ordered: boolean; next: number }> = [];
  let dropped = 0;
  const write = (text: string) => {
    if (dropped === 0) frames[frames.length - 1]!.text += text;
  };
  const atLineStart = () => /(?:^|\n)[ \t]*$/.test(frames[frames.length - 1]!.text);
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (!KNOWN.has(name)) return;
        if (DROPPED_CONTENT_TAGS.has(name)) dropped += 1;
        else if (name === 'br') write('\n');
        else if (name === 'li') {
          const list = lists.at(-1);
          write(`\n${list?.ordered ? `${list.next++}. ` : '- '}`);
        } else if (CELLS.has(name)) {
          if (!atLineStart()) write(' | ');
        } else if (PARAGRAPHS.has(name)) write('\n\n');
        else if (LINES.has(name)) write('\n');
        if (name === 'ul' || name === 'ol') lists.push({ ordered: name === 'ol', next: Number(attributes.start) || 1 });
        if (BOLD.has(name) || CODE.has(name) || name === 'a') frames.push({ tag: name, text: '', ...(name === 'a' ? { href: attributes.href ?? '' } : {}) });
      },
      onclosetag(name) {
        if (!KNOWN.has(name)) return;
        if (DROPPED_CONTENT_TAGS.has(name)) dropped = Math.max(0, dropped - 1);
        else if (PARAGRAPHS.has(name)) write('\n\n');
        if (name === 'ul' || name === 'ol') lists.pop();
        const frame = frames.at(-1)!;
        if (frames.length > 1 && frame.tag === name) {
          frames.pop();
          write(markdown ? wrap(frame) : frame.text);
        }
      },
      ontext(text) {
        write(text);
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true, recognizeSelfClosing: true },
  );
  parser.write(body.replace(STRAY_LESS_THAN, '&lt;'));
  parser.end();
  while (frames.length > 1) {
    const frame = frames.pop()!;
    frames[frames.length - 1]!.text += markdown ? wrap(frame) : frame.text;
  }
  return frames[0]!.text
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** A closed `<b>`, `<code>` or `<a>` as Markdown, keeping the spaces around its text outside the markers. */
function wrap({ tag, text, href }: { tag: string; text: string; href?: string }): string {
  const [, before = '', inner = '', after = ''] = /^(\s*)([\s\S]*?)(\s*)$/.exec(text) ?? [];
  if (!inner) return text;
  if (BOLD.has(tag)) return /[*\n]/.test(inner) ? text : `${before}**${inner}**${after}`;
  if (CODE.has(tag)) return /[`\n]/.test(inner) ? text : `${before}\`${inner}\`${after}`;
  const target = linkTarget(href ?? '');
  return target && !/[[\]\n]/.test(inner) ? `${before}[${inner}](${target})${after}` : text;
}

/** An http(s) URL or a site path, written so the Markdown link ends where it should; undefined for anything else. */
function linkTarget(href: string): string | undefined {
  const trimmed = href.trim();
  if (!/^(?:https?:\/\/|\/(?![/\\]))/i.test(trimmed)) return undefined;
  return trimmed.replace(/[\s()<>]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
}
