import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
// A relative import, as the widget's plugins do: the server's own front-matter reader (YAML), so a help page reads
// an article exactly as the assistant does.
import { parseFrontMatter } from '../packages/server/src/knowledge/ingest/front-matter.js';

/** A help article of the knowledge base, as the storefront's help pages show it. */
export interface HelpArticle {
  id: string;
  title: string;
  locale: 'zh-CN' | 'en';
  /** The site path the assistant cites it by, e.g. `/help/returns-7-day`. */
  url: string;
  /** Markdown, without the front matter and the title heading. */
  body: string;
}

const INDEX_ID = 'virtual:help-index';
const BODIES_ID = 'virtual:help-bodies';
const LOCALES = ['zh-CN', 'en'] as const;

/** Reads a Markdown article with front matter; undefined when it has no id, title or site path. */
export function parseArticle(source: string, locale: HelpArticle['locale'], file = 'help article'): HelpArticle | undefined {
  if (!/^\uFEFF?---\r?\n/.test(source)) return undefined;
  const { data, body: rest } = parseFrontMatter(source, file);
  const fields = new Map(Object.entries(data).flatMap(([key, value]) => (typeof value === 'string' ? [[key, value.trim()] as const] : [])));
  let body = rest.trim();
  const heading = /^#\s+(.+)(\r?\n|$)/.exec(body);
  if (heading) body = body.slice(heading[0].length).trim();
  const id = fields.get('id');
  const title = fields.get('title') || heading?.[1]?.trim();
  const url = fields.get('url')?.replace(/\/+$/, '');
  // Only plain site paths under /help/: each becomes a folder of the build.
  if (!id || !title || !url || !/^\/help(\/[\w-]+)+$/.test(url)) return undefined;
  return { id, title, locale: fields.get('locale') === 'en' ? 'en' : locale, url, body };
}

/** Every parent article under `<dir>/zh-CN` and `<dir>/en` that has a page on the shop's site. */
export function readArticles(dir: string): HelpArticle[] {
  return LOCALES.flatMap((locale) => {
    const folder = join(dir, locale);
    return readdirSync(folder)
      .filter((name) => name.endsWith('.md'))
      .sort()
      .flatMap((name) => parseArticle(readFileSync(join(folder, name), 'utf8'), locale, join(folder, name)) ?? []);
  });
}

/**
 * Gives the storefront the knowledge base's help articles — titles as `virtual:help-index`, bodies as
 * `virtual:help-bodies` — and, in the build, a copy of help.html at each article's path (`/help/<id>/`), so
 * the sources the assistant cites open the article instead of a 404.
 */
export function helpArticles(options: { knowledgeDir: string }): Plugin {
  let outDir = 'dist';
  const articles = () => readArticles(options.knowledgeDir);
  return {
    name: 'kefu-demo-help-articles',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    resolveId: (id) => (id === INDEX_ID || id === BODIES_ID ? `\0${id}` : undefined),
    load(id) {
      if (id === `\0${INDEX_ID}`) return `export const articles = ${JSON.stringify(articles().map(({ body: _body, ...entry }) => entry))};`;
      if (id === `\0${BODIES_ID}`) return `export const bodies = ${JSON.stringify(Object.fromEntries(articles().map((article) => [article.url, article.body])))};`;
      return undefined;
    },
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        if (request.url && /^\/help\/[^.?]+$/.test(request.url.split('?')[0] ?? '')) request.url = '/help.html';
        next();
      });
    },
    writeBundle() {
      const page = readFileSync(join(outDir, 'help.html'), 'utf8');
      for (const article of articles()) {
        const folder = join(outDir, article.url);
        mkdirSync(folder, { recursive: true });
        writeFileSync(join(folder, 'index.html'), page);
      }
    },
  };
}
