import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, request, type Server } from 'node:http';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { Registry } from 'prom-client';
import { tempDir } from '@kefu/testing';
import { ASSET_PATHS, builtInRoutes } from '../../src/http/http-routes.js';
import { addConsoleRoutes } from '../../src/handoff/console-routes.js';

interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The bytes as they came over the wire (still compressed). */
  wire: Buffer;
}

/** A GET with the path sent verbatim and the given headers; the body is not decoded. */
function get(base: string, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Reply> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path, method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, wire: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** The body as the browser sees it after undoing Content-Encoding. */
function decoded(reply: Reply): string {
  const encoding = reply.headers['content-encoding'];
  const bytes = encoding === 'br' ? brotliDecompressSync(reply.wire) : encoding === 'gzip' ? gunzipSync(reply.wire) : reply.wire;
  return bytes.toString('utf8');
}

const WIDGET = `/* widget */ ${'customElements.define("kefu-chat", class extends HTMLElement {}); '.repeat(200)}`;
const APP = `console.log("app"); ${'document.body.append("storefront"); '.repeat(200)}`;
const CHUNK = `(()=>{${'customElements.define("kefu-x", class extends HTMLElement {}); '.repeat(100)}})();`;
const LAZY_PART = `const elements={${'"kefu-y": class extends HTMLElement {}, '.repeat(100)}};export{elements as e};`;
const PAGE = `<!doctype html><title>shop</title>${'<p>product</p>'.repeat(200)}`;

/** Writes a file and, as the build's precompress step does, its .br and .gz forms. */
function writeBuilt(file: string, text: string): void {
  writeFileSync(file, text);
  writeFileSync(`${file}.br`, brotliCompressSync(text));
  writeFileSync(`${file}.gz`, gzipSync(text));
}

describe('static files: precompressed, validated, cached by version', () => {
  const dir = tempDir('kefu-static');
  let server: Server;
  let base: string;
  beforeAll(async () => {
    mkdirSync(`${dir.path}/demo/assets`, { recursive: true });
    mkdirSync(`${dir.path}/console/assets`, { recursive: true });
    writeBuilt(`${dir.path}/kefu.js`, WIDGET);
    writeFileSync(`${dir.path}/kefu.js.map`, '{"version":3,"sources":["src/embed.ts"]}');
    writeFileSync(`${dir.path}/secret.txt`, 'do not serve');
    mkdirSync(`${dir.path}/kefu-assets`, { recursive: true });
    writeBuilt(`${dir.path}/kefu-assets/kefu-chat-Dq9MaLWS.js`, CHUNK);
    writeFileSync(`${dir.path}/kefu-assets/kefu-chat-Dq9MaLWS.js.map`, '{"version":3,"sources":["src/loader/chat-chunk.ts"]}');
    writeBuilt(`${dir.path}/kefu-assets/kefu-lazy-kefu-rating-B7x0QaZp.js`, LAZY_PART);
    writeFileSync(`${dir.path}/kefu-assets/notes.txt`, 'do not serve');
    writeBuilt(`${dir.path}/demo/index.html`, PAGE);
    writeBuilt(`${dir.path}/demo/assets/index-Bexdapym.js`, APP);
    writeFileSync(`${dir.path}/demo/favicon.svg`, '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeBuilt(`${dir.path}/console/index.html`, '<!doctype html><title>console</title>');
    writeBuilt(`${dir.path}/console/assets/index-xUKuTSkX.js`, APP);
    const table = builtInRoutes({
      registry: new Registry(),
      ready: async () => true,
      serveDemo: true,
      widgetScript: `${dir.path}/kefu.js`,
      demoDir: `${dir.path}/demo`,
    });
    addConsoleRoutes(table, `${dir.path}/console`);
    server = createServer((req, res) => void table.handle(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    dir.remove();
  });

  it.each([
    ['br, gzip', 'br'],
    ['gzip, deflate', 'gzip'],
    ['gzip;q=1.0, br;q=1.0, identity', 'br'],
    ['', undefined],
    ['identity', undefined],
  ])('sends kefu.js precompressed by Accept-Encoding %j (→ %s), varying on it', async (accept, encoding) => {
    const reply = await get(base, '/kefu.js', accept ? { 'accept-encoding': accept } : {});
    expect(reply.status).toBe(200);
    expect(reply.headers['content-encoding']).toBe(encoding);
    expect(reply.headers.vary).toMatch(/accept-encoding/i);
    expect(reply.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(decoded(reply)).toBe(WIDGET);
    expect(Number(reply.headers['content-length'])).toBe(reply.wire.length);
    if (encoding) expect(reply.wire.length).toBeLessThan(Buffer.byteLength(WIDGET));
  });

  it('gives each encoding its own strong ETag and answers If-None-Match with 304 and no body', async () => {
    const plain = await get(base, '/kefu.js');
    const br = await get(base, '/kefu.js', { 'accept-encoding': 'br' });
    for (const reply of [plain, br]) expect(reply.headers.etag).toMatch(/^"[^"]+"$/);
    expect(br.headers.etag).not.toBe(plain.headers.etag);
    const again = await get(base, '/kefu.js', { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.wire.length).toBe(0);
    // A validator of another representation is not a match.
    expect((await get(base, '/kefu.js', { 'accept-encoding': 'br', 'if-none-match': String(plain.headers.etag) })).status).toBe(200);
  });

  it('caches content-hashed assets for a year as immutable, and revalidates kefu.js and pages', async () => {
    for (const path of ['/assets/index-Bexdapym.js', '/console/assets/index-xUKuTSkX.js']) {
      const reply = await get(base, path, { 'accept-encoding': 'br' });
      expect(reply.status).toBe(200);
      expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(reply.headers['content-encoding']).toBe('br');
    }
    expect((await get(base, '/kefu.js')).headers['cache-control']).toBe('public, max-age=300');
    expect((await get(base, '/favicon.svg')).headers['cache-control']).toBe('public, max-age=300');
    for (const path of ['/', '/index.html', '/products/find-x9', '/console', '/console/']) {
      const reply = await get(base, path, { 'accept-encoding': 'gzip' });
      expect(reply.status, path).toBe(200);
      expect(reply.headers['cache-control'], path).toBe('no-cache');
      expect(reply.headers['content-type'], path).toBe('text/html; charset=utf-8');
      expect(reply.headers.etag, path).toMatch(/^"/);
    }
  });

  it('serves the full widget kefu.js fetches, /kefu-assets/kefu-chat-<hash>.js, precompressed and immutable, and nothing else there', async () => {
    for (const [accept, encoding] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
      ['', undefined],
    ] as const) {
      const reply = await get(base, '/kefu-assets/kefu-chat-Dq9MaLWS.js', accept ? { 'accept-encoding': accept } : {});
      expect(reply.status).toBe(200);
      expect(reply.headers['content-encoding']).toBe(encoding);
      expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(reply.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(reply.headers.etag).toMatch(/^"[^"]+"$/);
      // Loaded into a merchant's page like kefu.js: no page CSP or framing rules of our own.
      expect(reply.headers['content-security-policy']).toBeUndefined();
      // An ES module, which a page on any origin fetches in CORS mode.
      expect(reply.headers['access-control-allow-origin']).toBe('*');
      expect(decoded(reply)).toBe(CHUNK);
    }
    const part = await get(base, '/kefu-assets/kefu-lazy-kefu-rating-B7x0QaZp.js', { 'accept-encoding': 'gzip' });
    expect(part.status).toBe(200);
    expect(part.headers['content-encoding']).toBe('gzip');
    expect(part.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(part.headers['access-control-allow-origin']).toBe('*');
    expect(decoded(part)).toBe(LAZY_PART);
    for (const path of [
      '/kefu-assets/kefu-chat-Dq9MaLWS.js.map',
      '/kefu-assets/notes.txt',
      '/kefu-assets/../secret.txt',
      '/kefu-assets/kefu-chat-Dq9MaLWS.js.gz',
      '/kefu-assets/kefu-chat-nohash.js',
      '/kefu-assets/kefu-lazy-nohash.js',
    ]) {
      const reply = await get(base, path);
      expect(reply.status, path).toBe(404);
    }
  });

  it('answers HEAD with the headers and no body', async () => {
    const reply = await get(base, '/kefu.js', { 'accept-encoding': 'gzip' }, 'HEAD');
    expect(reply.status).toBe(200);
    expect(reply.headers['content-encoding']).toBe('gzip');
    expect(reply.wire.length).toBe(0);
  });

  // The 22 spellings the red team tried (issue 20): encoded, double-encoded, overlong UTF-8, backslashes, NUL, `;`.
  it.each([
    '/../secret.txt',
    '/..%2fsecret.txt',
    '/%2e%2e/secret.txt',
    '/%2e%2e%2fsecret.txt',
    '/..%5csecret.txt',
    '/..\\secret.txt',
    '/assets/../../secret.txt',
    '/assets/..%2f..%2fsecret.txt',
    '/assets/%2e%2e/%2e%2e/secret.txt',
    '/%252e%252e/secret.txt',
    '/..%c0%afsecret.txt',
    '/..%ef%bc%8fsecret.txt',
    '/.%2e/secret.txt',
    '/%2e./secret.txt',
    '//../secret.txt',
    '/./../secret.txt',
    '/assets/./../../secret.txt',
    '/%00../secret.txt',
    '/secret.txt%00.html',
    '/..;/secret.txt',
    '/....//secret.txt',
    '/assets/....//....//secret.txt',
  ])('never serves outside the storefront directory: %s', async (path) => {
    for (const accept of ['', 'br, gzip']) {
      const reply = await get(base, path, accept ? { 'accept-encoding': accept } : {});
      expect(decoded(reply)).not.toContain('do not serve');
      expect([200, 400, 403, 404]).toContain(reply.status);
    }
  });

  it.each(['/.env', '/assets/../../kefu.js.map', '/assets/index-Bexdapym.js.br/..'])('serves nothing it should not: %s', async (path) => {
    const reply = await get(base, path);
    expect(decoded(reply)).not.toContain('sources');
    expect(reply.headers['cache-control']).not.toContain('immutable');
  });
});

describe.runIf(existsSync(ASSET_PATHS.widgetScript))('the built widget on the wire', () => {
  it('ships kefu.js as brotli and gzip made at build time, smaller than raw', async () => {
    const raw = readFileSync(ASSET_PATHS.widgetScript);
    const table = builtInRoutes({ registry: new Registry(), ready: async () => true, serveDemo: false });
    const server = createServer((req, res) => void table.handle(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const sizes: Record<string, number> = {};
      for (const accept of ['identity', 'gzip', 'br']) {
        const reply = await get(base, '/kefu.js', { 'accept-encoding': accept });
        expect(decoded(reply)).toBe(raw.toString('utf8'));
        sizes[accept] = reply.wire.length;
      }
      console.info(`kefu.js on the wire: raw ${sizes.identity} B, gzip ${sizes.gzip} B, br ${sizes.br} B`);
      expect(sizes.identity).toBe(raw.length);
      expect(sizes.gzip).toBeLessThan(sizes.identity!);
      expect(sizes.br).toBeLessThan(sizes.gzip!);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
