import { lstatSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALES, type Locale } from '@kefu/protocol';
import { articleInlineHtmlToMarkdown, articleTitleText } from '../knowledge/ingest/article-inline-html.js';
import { parseFrontMatter } from '../knowledge/ingest/front-matter.js';
import { NOT_UTF8, utf8Text } from '../knowledge/ingest/utf8-text.js';

/** A knowledge article as the storefront's help centre shows it. */
export interface HelpArticle {
  id: string;
  title: string;
  locale: Locale;
  /** The storefront page of the article: its own `url` when that is under /help/, else `/help/<locale>/<id>`. */
  url: string;
  /** Markdown, without the front matter and the title heading; inline HTML converted to Markdown. */
  body: string;
}

/** Reads a Markdown article with front matter; undefined when it has no id or title. */
export function parseHelpArticle(source: string, locale: Locale, file = 'help article'): HelpArticle | undefined {
  if (!/^\uFEFF?---\r?\n/.test(source)) return undefined;
  const { data, body: rest } = parseFrontMatter(source, file);
  const fields = new Map(Object.entries(data).flatMap(([key, value]) => (typeof value === 'string' ? [[key, value.trim()] as const] : [])));
  let body = rest.trim();
  const heading = /^#\s+(.+)(\r?\n|$)/.exec(body);
  if (heading) body = body.slice(heading[0].length).trim();
  const id = fields.get('id');
  const title = articleTitleText(fields.get('title') || heading?.[1]?.trim() || '');
  if (!id || !title || !/^[\w-]+$/.test(id)) return undefined;
  const declared = fields.get('locale');
  const articleLocale = (LOCALES as readonly string[]).includes(declared ?? '') ? (declared as Locale) : locale;
  const own = fields.get('url')?.replace(/\/+$/, '');
  // Any /help/<path> opens the help page, so an article whose site path is elsewhere gets one there (per locale:
  // a translation may share its id).
  const url = own && /^\/help(\/[\w-]+)+$/.test(own) ? own : `/help/${articleLocale.toLowerCase()}/${id}`;
  // As the knowledge base reads it: inline HTML as Markdown, so the help centre and the assistant say the same.
  return { id, title, locale: articleLocale, url, body: articleInlineHtmlToMarkdown(body) };
}

/**
 * Every article of a knowledge folder (`<dir>/<locale>/*.md`), in file order; none when the folder is absent. Read
 * as the knowledge base reads the folder: no symlink is followed (a locale folder or an article that is a link may
 * point anywhere on the machine — a link to /etc/passwd with front matter around it was served), and a file that is
 * not UTF-8 is left out and named to `skipped` rather than served as replacement characters.
 */
export function readHelpArticles(dir: string, skipped?: (file: string, why: string) => void): HelpArticle[] {
  return LOCALES.flatMap((locale) => {
    const folder = join(dir, locale);
    if (!lstatSync(folder, { throwIfNoEntry: false })?.isDirectory()) return [];
    return readdirSync(folder, { withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith('.md'))
      .map((entry) => entry.name)
      .sort()
      .flatMap((name) => {
        const file = join(folder, name);
        const text = utf8Text(readFileSync(file));
        if (text === undefined) {
          skipped?.(file, NOT_UTF8);
          return [];
        }
        return parseHelpArticle(text, locale, file) ?? [];
      });
  });
}
