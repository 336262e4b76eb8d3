import { existsSync } from 'node:fs';
import { basename, dirname, extname, resolve, sep } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import sirv from 'sirv';
import { sendText } from './route-table.js';
import { cacheControlFor } from './cache-policy.js';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/** The content type served for a file name. */
export function contentTypeOf(name: string): string {
  return CONTENT_TYPES[extname(name).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * Resolves `relative` inside `root`, or undefined when it would escape it (`..`, absolute paths,
 * NUL bytes): no request can read outside the served directory.
 */
export function resolveInside(root: string, relative: string): string | undefined {
  if (relative.includes('\0')) return undefined;
  const base = resolve(root);
  const target = resolve(base, `.${sep}${relative.replace(/^[/\\]+/, '')}`);
  return target === base || target.startsWith(base + sep) ? target : undefined;
}

type Sirv = ReturnType<typeof sirv>;

/**
 * sirv over `root`: it picks the `.br` / `.gz` file the build step wrote beside each asset by Accept-Encoding, sets
 * `Vary`, and answers If-None-Match with 304. In its per-request mode (`dev`) it looks each file up when asked, so a
 * rebuild while the server runs is served, and a file removed by one is a 404 rather than a read error.
 */
function createSirv(root: string): Sirv {
  return sirv(root, {
    dev: true,
    etag: true,
    gzip: true,
    brotli: true,
    dotfiles: false,
    extensions: ['html'],
    setHeaders: (response, pathname, stats) => {
      // Our own types, with a charset: a merchant page in GBK must still read the widget's zh-CN strings right.
      // An address without an extension is a page (`/` → index.html, `/help` → help.html): builds make no other such files.
      const type = extname(pathname) === '' ? CONTENT_TYPES['.html'] : CONTENT_TYPES[extname(pathname).toLowerCase()];
      if (type) response.setHeader('Content-Type', type);
      response.setHeader('Cache-Control', cacheControlFor(pathname));
      // Size + mtime of the very file sent (each encoding is its own file, of its own size): the strong validator
      // nginx sends. sirv marks it weak.
      response.setHeader('ETag', `"${stats.size}-${stats.mtime.getTime()}"`);
    },
  });
}

/** Runs sirv for `path`; false when it has no such file. */
function serveWith(handler: Sirv, request: IncomingMessage, response: ServerResponse, path: string): Promise<boolean> {
  // sirv compares If-None-Match with its own (weak) form of the validator; we hand out the strong form.
  const match = request.headers['if-none-match'];
  if (match && !match.startsWith('W/')) request.headers['if-none-match'] = `W/${match.trim()}`;
  request.url = path.split('/').map(encodeURIComponent).join('/');
  return new Promise((done) => {
    response.once('finish', () => done(true));
    response.once('close', () => done(true));
    handler(request, response, () => done(false));
  });
}

/** Serves one built file (e.g. the widget bundle) with its precompressed forms; false when it does not exist. */
export function serveFile(file: string): (request: IncomingMessage, response: ServerResponse) => Promise<boolean> {
  const serve = createSirv(dirname(file));
  return async (request, response) => existsSync(file) && (await serveWith(serve, request, response, `/${basename(file)}`));
}

/**
 * Serves a directory; with `spaFallback`, unknown paths without an extension get their section's page
 * (`/help/no-such-article` → `help.html`, so the page can say what is missing) or else `index.html`.
 */
export function serveDirectory(root: string, options: { spaFallback?: boolean; stripPrefix?: string } = {}) {
  const serve = createSirv(root);
  return async (request: IncomingMessage, response: ServerResponse, path: string): Promise<void> => {
    const stripped = options.stripPrefix && path.startsWith(options.stripPrefix) ? path.slice(options.stripPrefix.length) : path;
    const relative = stripped === '' ? '/' : stripped;
    const target = resolveInside(root, relative);
    if (!target) return sendText(response, 403, 'forbidden\n');
    // Only the path as resolved inside the root reaches sirv, never the raw request path.
    const inside = `/${target
      .slice(resolve(root).length + 1)
      .split(sep)
      .join('/')}${relative.endsWith('/') && target !== resolve(root) ? '/' : ''}`;
    if (await serveWith(serve, request, response, inside)) return;
    if (options.spaFallback && extname(relative) === '') {
      const section = /^\/([\w-]+)\//.exec(relative)?.[1];
      for (const page of [...(section ? [`/${section}.html`] : []), '/index.html']) {
        if (await serveWith(serve, request, response, page)) return;
      }
    }
    sendText(response, 404, 'not found\n');
  };
}
