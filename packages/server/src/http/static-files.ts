import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendText } from './route-table.js';

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

/** Streams a regular file with its content type; false when it does not exist. */
export async function sendFile(request: IncomingMessage, response: ServerResponse, file: string, cacheControl = 'no-cache'): Promise<boolean> {
  const info = await stat(file).catch(() => undefined);
  if (!info?.isFile()) return false;
  response.writeHead(200, {
    'content-type': contentTypeOf(file),
    'content-length': String(info.size),
    'cache-control': cacheControl,
    'x-content-type-options': 'nosniff',
  });
  if (request.method === 'HEAD') {
    response.end();
    return true;
  }
  await new Promise<void>((done) => {
    const stream = createReadStream(file);
    stream.once('error', () => {
      response.destroy();
      done();
    });
    stream.once('end', done);
    stream.pipe(response);
  });
  return true;
}

/**
 * Serves a directory; with `spaFallback`, unknown paths without an extension get their section's page
 * (`/help/no-such-article` → `help.html`, so the page can say what is missing) or else `index.html`.
 */
export function serveDirectory(root: string, options: { spaFallback?: boolean; stripPrefix?: string } = {}) {
  return async (request: IncomingMessage, response: ServerResponse, path: string): Promise<void> => {
    const relative = options.stripPrefix && path.startsWith(options.stripPrefix) ? path.slice(options.stripPrefix.length) : path;
    const target = resolveInside(root, relative.endsWith('/') ? `${relative}index.html` : relative);
    if (!target) return sendText(response, 403, 'forbidden\n');
    if (await sendFile(request, response, target)) return;
    if (await sendFile(request, response, resolve(target, 'index.html'))) return;
    if (options.spaFallback && extname(relative) === '') {
      const section = /^\/([\w-]+)\//.exec(relative)?.[1];
      for (const page of [...(section ? [`${section}.html`] : []), 'index.html']) {
        const fallback = resolveInside(root, page);
        if (fallback && (await sendFile(request, response, fallback))) return;
      }
    }
    sendText(response, 404, 'not found\n');
  };
}
