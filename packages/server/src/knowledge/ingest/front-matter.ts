import { KnowledgeError } from '../errors.js';

/** A Markdown file split into its front matter (a flat YAML subset) and its body. */
export interface FrontMatterFile {
  data: Record<string, unknown>;
  body: string;
}

/**
 * Reads `---` front matter: `key: value` lines with strings, booleans, numbers, `[a, b]` lists and
 * `- item` lists. Enough for article metadata without a YAML dependency.
 */
export function parseFrontMatter(text: string, source: string): FrontMatterFile {
  const normalized = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const match = /^---\n([\s\S]*?)\n---(?:\n|$)/.exec(normalized);
  if (!match) return { data: {}, body: normalized };
  const data: Record<string, unknown> = {};
  let listKey: string | undefined;
  for (const [index, raw] of match[1]!.split('\n').entries()) {
    const line = raw.replace(/\s+#.*$/, '');
    if (!line.trim()) continue;
    const item = /^\s*-\s+(.*)$/.exec(line);
    if (item && listKey) {
      (data[listKey] as unknown[]).push(scalar(item[1]!));
      continue;
    }
    const pair = /^([A-Za-z_][\w-]*)\s*:\s*(.*)$/.exec(line);
    if (!pair) throw new KnowledgeError('BAD_PAYLOAD', `front matter line ${index + 2} is not "key: value"`, source);
    const [, key, value] = pair as unknown as [string, string, string];
    if (value === '') {
      data[key] = [];
      listKey = key;
    } else {
      data[key] = value.startsWith('[') && value.endsWith(']') ? splitList(value.slice(1, -1)) : scalar(value);
      listKey = undefined;
    }
  }
  return { data, body: normalized.slice(match[0].length) };
}

function splitList(inner: string): unknown[] {
  return inner.trim() ? inner.split(',').map((part) => scalar(part.trim())) : [];
}

function scalar(value: string): unknown {
  const trimmed = value.trim();
  if (/^(['"]).*\1$/.test(trimmed)) return trimmed.slice(1, -1);
  if (/^(true|yes|on)$/i.test(trimmed)) return true;
  if (/^(false|no|off)$/i.test(trimmed)) return false;
  return trimmed;
}
