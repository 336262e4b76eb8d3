import { Parser } from 'htmlparser2';

/** Elements whose content is never text a shopper should read (code, styling, embedded documents, form controls). */
export const DROPPED_CONTENT_TAGS: ReadonlySet<string> = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
  'head',
  'title',
  'select',
  'textarea',
  'button',
]);
const BLOCKS = new Set([
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
  'figcaption',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'dl',
  'dt',
  'dd',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'hr',
  'address',
  'details',
  'summary',
]);
// Blocks followed by a blank line, the way a reader sees paragraphs apart.
const PARAGRAPHS = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'dl', 'table', 'blockquote', 'pre']);
// Format characters that can reorder or hide what follows (bidi overrides, zero-width joiners are kept for emoji).
// Control characters are exactly what this strips.
// eslint-disable-next-line no-control-regex
const INVISIBLE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u00ad\u200b\u200e\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/g;

/**
 * Reduces a catalog's HTML description to safe plain text: entities decoded, every tag removed, scripts and styles
 * dropped with their content, paragraphs and headings on their own lines, list items as "- " lines, table cells
 * separated by " | ".
 */
export function htmlToPlainText(html: string): string {
  const lines: string[] = [];
  let line = '';
  let dropped = 0;
  const breakLine = (paragraph = false) => {
    const text = line.replace(/[ \t\f\v\u00a0]+/g, ' ').trim();
    if (text && text !== '-') lines.push(text);
    if (paragraph && lines.length > 0 && lines[lines.length - 1] !== '') lines.push('');
    line = '';
  };
  const parser = new Parser(
    {
      onopentag(name) {
        if (DROPPED_CONTENT_TAGS.has(name)) dropped += 1;
        else if (name === 'br') breakLine();
        else if (name === 'li') {
          breakLine();
          line = '- ';
        } else if (name === 'td' || name === 'th') {
          if (line.trim()) line += ' | ';
        } else if (BLOCKS.has(name)) breakLine();
      },
      onclosetag(name) {
        if (DROPPED_CONTENT_TAGS.has(name)) dropped = Math.max(0, dropped - 1);
        else if (name === 'li' || BLOCKS.has(name)) breakLine(PARAGRAPHS.has(name));
      },
      ontext(text) {
        if (dropped === 0) line += text.replace(/\s+/g, ' ');
      },
    },
    { decodeEntities: true, lowerCaseTags: true, recognizeSelfClosing: true },
  );
  parser.write(html);
  parser.end();
  breakLine();
  return lines
    .join('\n')
    .replace(INVISIBLE, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
