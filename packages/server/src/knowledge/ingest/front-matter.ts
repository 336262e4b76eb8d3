import { isMap, parseDocument, YAMLError } from 'yaml';
import { KnowledgeError } from '../errors.js';

/** A Markdown file split into its front matter (a YAML mapping) and its body. */
export interface FrontMatterFile {
  data: Record<string, unknown>;
  body: string;
}

// The front matter starts on the file's second line, after the opening `---`.
const FIRST_LINE = 2;

/**
 * Reads `---` front matter with a YAML parser (quoted strings, both list styles, block scalars, comments),
 * so what a help-centre export or a static-site generator writes is read as written. Malformed YAML is a
 * BAD_PAYLOAD naming the file and the line.
 */
export function parseFrontMatter(text: string, source: string): FrontMatterFile {
  const normalized = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const match = /^---\n([\s\S]*?)\n?---(?:\n|$)/.exec(normalized);
  if (!match) return { data: {}, body: normalized };
  const yaml = match[1]!;
  const body = normalized.slice(match[0].length);
  if (yaml.trim() === '') return { data: {}, body };
  // YAML 1.2 core schema: `yes`/`no` stay strings, and nothing becomes a Date.
  const document = parseDocument(yaml, { prettyErrors: false, uniqueKeys: true });
  const [error] = document.errors;
  if (error) throw new KnowledgeError('BAD_PAYLOAD', `front matter line ${lineOf(error, yaml)}: ${firstLine(error.message)}`, source);
  if (document.contents !== null && !isMap(document.contents)) {
    throw new KnowledgeError(
      'BAD_PAYLOAD',
      `front matter line ${FIRST_LINE + lineAt(yaml, document.contents.range?.[0] ?? 0)}: must be a mapping of "key: value" lines`,
      source,
    );
  }
  const data = (document.toJS() ?? {}) as Record<string, unknown>;
  return { data, body };
}

// Where the offending node starts (an unclosed quote is named where it opens, not where the parser gave up).
function lineOf(error: YAMLError, yaml: string): number {
  return FIRST_LINE + lineAt(yaml, error.pos[0]);
}

/** Zero-based line of a character offset. */
function lineAt(text: string, offset: number): number {
  return text.slice(0, offset).split('\n').length - 1;
}

function firstLine(message: string): string {
  return message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');
}
