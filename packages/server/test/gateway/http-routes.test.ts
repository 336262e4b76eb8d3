import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import { mkdirSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Registry } from 'prom-client';
import { tempDir } from '@kefu/testing';
import { builtInRoutes } from '../../src/http/http-routes.js';
import { resolveInside } from '../../src/http/static-files.js';
import { METRICS_AUTH, startTestServer } from './support/test-server.js';

/** A GET with the path sent verbatim (fetch would normalise `..`). */
function rawGet(base: string, path: string): Promise<{ status: number; type: string | undefined; body: string }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path, method: 'GET' }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, type: response.headers['content-type'], body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('static routes', () => {
  const dir = tempDir('kefu-http');
  let server: Server;
  let base: string;
  let ready: boolean | 'hang' = true;
  beforeAll(async () => {
    mkdirSync(`${dir.path}/demo/assets`, { recursive: true });
    writeFileSync(`${dir.path}/demo/index.html`, '<!doctype html><title>shop</title>');
    writeFileSync(`${dir.path}/demo/assets/app.js`, 'console.log(1)');
    writeFileSync(`${dir.path}/demo/help.html`, '<!doctype html><title>help</title>');
    writeFileSync(`${dir.path}/secret.txt`, 'do not serve');
    writeFileSync(`${dir.path}/kefu.js`, '/* widget */');
    const table = builtInRoutes({
      registry: new Registry(),
      ready: () => (ready === 'hang' ? new Promise<boolean>(() => undefined) : Promise.resolve(ready)),
      serveDemo: true,
      widgetScript: `${dir.path}/kefu.js`,
      demoDir: `${dir.path}/demo`,
    });
    table.add('GET', '/console/*', (_request, response) => void response.end('console'));
    server = createServer((req, res) => void table.handle(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    dir.remove();
  });

  it('serves the widget bundle with a JavaScript content type, and not its source map', async () => {
    const script = await rawGet(base, '/kefu.js');
    expect(script).toMatchObject({ status: 200, type: 'text/javascript; charset=utf-8', body: '/* widget */' });
    const map = await rawGet(base, '/kefu.js.map');
    expect(map.status).toBe(404);
  });

  it('serves the storefront with SPA fallback for routes and 404 for missing files', async () => {
    expect(await rawGet(base, '/')).toMatchObject({ status: 200, type: 'text/html; charset=utf-8' });
    expect(await rawGet(base, '/assets/app.js')).toMatchObject({ status: 200, type: 'text/javascript; charset=utf-8' });
    expect(await rawGet(base, '/products/find-x9')).toMatchObject({ status: 200, body: '<!doctype html><title>shop</title>' });
    // A route under a section with its own page gets that page, which can say the article is missing.
    expect(await rawGet(base, '/help/no-such-article')).toMatchObject({ status: 200, body: '<!doctype html><title>help</title>' });
    expect((await rawGet(base, '/assets/missing.js')).status).toBe(404);
  });

  it.each(['/../secret.txt', '/%2e%2e/secret.txt', '/assets/..%2f..%2fsecret.txt', '/..%5csecret.txt', '/%00index.html'])(
    'never serves outside the directory: %s',
    async (path) => {
      const response = await rawGet(base, path);
      expect(response.body).not.toContain('do not serve');
      expect([200, 400, 403, 404]).toContain(response.status);
    },
  );

  it('keeps paths inside the root', () => {
    expect(resolveInside('/srv/demo', '../etc/passwd')).toBeUndefined();
    expect(resolveInside('/srv/demo', '/a/../../b')).toBeUndefined();
    expect(resolveInside('/srv/demo', 'a/b.js')).toBe('/srv/demo/a/b.js');
  });

  it('lets other parts add routes', async () => {
    expect(await rawGet(base, '/console/threads')).toMatchObject({ status: 200, body: 'console' });
  });

  it('reports readiness, and not-ready when the check hangs', async () => {
    expect((await rawGet(base, '/readyz')).status).toBe(200);
    ready = false;
    expect((await rawGet(base, '/readyz')).status).toBe(503);
    ready = 'hang';
    expect((await rawGet(base, '/readyz')).status).toBe(503);
    ready = true;
  });
});

describe("the server's own endpoints", () => {
  it('answers /healthz, /readyz and /metrics with gateway metrics', async () => {
    const server = await startTestServer();
    try {
      expect(await rawGet(server.url, '/healthz')).toMatchObject({ status: 200, body: 'ok\n' });
      expect((await rawGet(server.url, '/readyz')).status).toBe(200);
      const response = await fetch(`${server.url}/metrics`, METRICS_AUTH);
      const metrics = { status: response.status, body: await response.text() };
      expect(metrics.status).toBe(200);
      for (const name of ['kefu_sockets', 'kefu_turns_total', 'kefu_turn_duration_seconds', 'kefu_errors_total', 'kefu_rate_limited_total'])
        expect(metrics.body).toContain(name);
      expect((await rawGet(server.url, '/no-such-page')).status).toBe(404);
    } finally {
      await server.close();
    }
  });
});
