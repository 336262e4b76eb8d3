import { KnowledgeError } from '../errors.js';
import { articleInlineHtmlToMarkdown, articleTitleText } from './article-inline-html.js';
import { parseFrontMatter } from './front-matter.js';
import { knowledgeDocumentSchema, type KnowledgeDocument } from './knowledge-document.js';

/** Where imported documents belong, overriding what the files say. */
export interface ParseOptions {
  /** The shop every document is imported into; a file naming another shop is an error. */
  shop?: string;
}

const ALIASES: Record<string, string> = {
  inherit_key: 'inheritKey',
  allow_child_override: 'allowChildOverride',
  platform_shop_id: 'shop',
  content: 'body',
  text: 'body',
};

/** Parses a Markdown article with front matter; the title falls back to the first `# heading`. */
export function parseMarkdownDocument(text: string, source: string, options: ParseOptions = {}): KnowledgeDocument {
  const { data, body } = parseFrontMatter(text, source);
  const heading = /^#\s+(.+)\n?/m.exec(body);
  const title = data.title ?? heading?.[1]?.trim();
  const content = data.title === undefined && heading ? body.replace(heading[0], '') : body;
  return validate({ ...data, title, body: content }, source, options);
}

/** Parses a JSON file holding one article object or an array of them. */
export function parseJsonDocuments(text: string, source: string, options: ParseOptions = {}): KnowledgeDocument[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new KnowledgeError('BAD_PAYLOAD', `not valid JSON (${(error as Error).message})`, source);
  }
  const items = Array.isArray(parsed) ? parsed : [parsed];
  return items.map((item, index) => {
    if (typeof item !== 'object' || item === null) throw new KnowledgeError('BAD_PAYLOAD', `item ${index} is not an object`, source);
    return validate(item as Record<string, unknown>, Array.isArray(parsed) ? `${source}[${index}]` : source, options);
  });
}

/** Parses a file by its extension: `.md`/`.markdown` or `.json`. */
export function parseDocuments(text: string, source: string, options: ParseOptions = {}): KnowledgeDocument[] {
  if (/\.(md|markdown)$/i.test(source)) return [parseMarkdownDocument(text, source, options)];
  if (/\.json$/i.test(source)) return parseJsonDocuments(text, source, options);
  throw new KnowledgeError('BAD_PAYLOAD', 'only .md, .markdown and .json files can be imported', source);
}

function validate(raw: Record<string, unknown>, source: string, options: ParseOptions): KnowledgeDocument {
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw)) fields[ALIASES[key] ?? key] = value;
  if (typeof fields.tags === 'string')
    fields.tags = fields.tags
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean);
  // Converted once, here, so the index, the answers and their excerpts all read the article as its author meant it.
  if (typeof fields.body === 'string') fields.body = articleInlineHtmlToMarkdown(fields.body);
  if (typeof fields.title === 'string') fields.title = articleTitleText(fields.title);
  if (typeof fields.allowChildOverride === 'string') fields.allowChildOverride = /^(1|true|yes|on)$/i.test(fields.allowChildOverride);
  if (options.shop !== undefined) {
    if (fields.shop !== undefined && fields.shop !== options.shop) {
      throw new KnowledgeError('BAD_PAYLOAD', `belongs to shop "${String(fields.shop)}", not "${options.shop}"`, source);
    }
    fields.shop = options.shop;
  }
  const result = knowledgeDocumentSchema.safeParse(fields);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.') || 'document'}: ${issue.message}`).join('; ');
    throw new KnowledgeError('BAD_PAYLOAD', problems, source);
  }
  return result.data;
}
