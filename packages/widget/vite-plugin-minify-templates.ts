import type { Plugin } from 'vite';

/**
 * Collapses the whitespace of Lit's `css`, `html` and `svg` template literals in Kefu's own sources.
 * esbuild never touches template contents, and the indentation of styles and templates was a quarter
 * of the widget's own bytes.
 */
export function minifyTemplates(): Plugin {
  return {
    name: 'kefu-minify-templates',
    enforce: 'pre',
    transform(code, id) {
      if (!/\/packages\/widget\/src\/.*\.ts$/.test(id) || !/\b(css|html|svg)`/.test(code)) return undefined;
      return { code: minifyCode(code), map: null };
    },
  };
}

const TAG = /\b(css|html|svg)`/g;

/** Minifies every tagged template in `code`, including templates nested in expressions. */
export function minifyCode(code: string): string {
  let out = '';
  let at = 0;
  TAG.lastIndex = 0;
  for (let match = TAG.exec(code); match; match = TAG.exec(code)) {
    const start = match.index + match[0].length;
    const { end, chunks, expressions } = scanTemplate(code, start);
    const tag = match[1] as 'css' | 'html' | 'svg';
    let body = '';
    let state: MarkupState = 'text';
    chunks.forEach((chunk, index) => {
      if (tag === 'css') {
        body += minifyCss(chunk, index === 0, index === chunks.length - 1);
      } else {
        const minified = minifyMarkup(chunk, state);
        body += minified.markup;
        state = minified.state;
      }
      if (index < expressions.length) body += '${' + minifyCode(expressions[index] ?? '') + '}';
    });
    out += code.slice(at, start) + body + '`';
    at = end + 1;
    TAG.lastIndex = end + 1;
  }
  return out + code.slice(at);
}

/** Minifies one static chunk of a css`` template (`first` and `last` say whether it opens or closes the template). */
export function minifyCss(chunk: string, first: boolean, last: boolean): string {
  let css = chunk.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\s+/g, ' ');
  css = css
    .replace(/\s*([{};,])\s*/g, '$1')
    .replace(/:\s+/g, ':')
    .replace(/;}/g, '}');
  // `0.5` → `.5` (not inside a number like `10.5`), and the spaces around the alpha slash of `rgb(r g b / a)`.
  css = css.replace(/(^|[^\w.-])0\.(\d)/g, '$1.$2').replace(/ \/ /g, '/');
  if (first) css = css.trimStart();
  if (last) css = css.trimEnd();
  return css;
}

/** Where a chunk of markup starts or ends: in text, inside a tag, or inside a quoted attribute value. */
export type MarkupState = 'text' | 'tag' | '"' | "'";

/**
 * Minifies one static chunk of an html`` or svg`` template that starts in `state` (bindings split a template
 * into chunks, so a chunk can start inside a tag or a quoted value); returns the chunk and the state it ends in.
 * Quoted attribute values are kept as written.
 */
export function minifyMarkup(chunk: string, state: MarkupState): { markup: string; state: MarkupState } {
  let markup = '';
  let index = 0;
  while (index < chunk.length) {
    const char = chunk[index] as string;
    const space = /^\s+/.exec(chunk.slice(index))?.[0];
    if (space && (state === 'text' || state === 'tag')) {
      index += space.length;
      const next = chunk[index];
      // In text, a run with a newline is indentation and one space renders the same; in a tag, one space
      // separates attributes and none is needed before `>` (but `/>` keeps it: `a=${x}/>` would read `/` as the value).
      if (state === 'tag') markup += next === '>' ? '' : ' ';
      else markup += space.includes('\n') ? ' ' : space;
      continue;
    }
    if (state === 'text' && char === '<' && /[\w/!]/.test(chunk[index + 1] ?? '')) state = 'tag';
    else if (state === 'tag' && char === '>') state = 'text';
    else if (state === 'tag' && (char === '"' || char === "'")) state = char;
    else if (state === char) state = 'tag';
    markup += char;
    index += 1;
  }
  return { markup, state };
}

/** Scans a template literal body from `start` (after the backtick); returns its static chunks and `${}` sources. */
function scanTemplate(code: string, start: number): { end: number; chunks: string[]; expressions: string[] } {
  const chunks: string[] = [];
  const expressions: string[] = [];
  let chunk = '';
  let index = start;
  while (index < code.length) {
    const char = code[index];
    if (char === '\\') {
      chunk += code.slice(index, index + 2);
      index += 2;
    } else if (char === '`') {
      chunks.push(chunk);
      return { end: index, chunks, expressions };
    } else if (char === '$' && code[index + 1] === '{') {
      chunks.push(chunk);
      chunk = '';
      const close = scanExpression(code, index + 2);
      expressions.push(code.slice(index + 2, close));
      index = close + 1;
    } else {
      chunk += char;
      index += 1;
    }
  }
  throw new Error('unterminated template literal');
}

/** Returns the index of the `}` closing an expression that starts at `start`. */
function scanExpression(code: string, start: number): number {
  let depth = 0;
  let index = start;
  while (index < code.length) {
    const char = code[index];
    if (char === '"' || char === "'") {
      index = skipString(code, index, char);
    } else if (char === '`') {
      index = scanTemplate(code, index + 1).end + 1;
    } else if (char === '{') {
      depth += 1;
      index += 1;
    } else if (char === '}') {
      if (depth === 0) return index;
      depth -= 1;
      index += 1;
    } else {
      index += 1;
    }
  }
  throw new Error('unterminated template expression');
}

function skipString(code: string, start: number, quote: string): number {
  let index = start + 1;
  while (index < code.length && code[index] !== quote) index += code[index] === '\\' ? 2 : 1;
  return index + 1;
}
