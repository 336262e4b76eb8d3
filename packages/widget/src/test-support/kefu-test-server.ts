import { readFile } from 'node:fs/promises';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createKefuServer, loadConfig, sendText, type KefuServer, type KefuServerOptions } from '@kefu/server';
import { ESM_APP_DIR } from './build-once.js';
import { testPages } from './test-pages.js';

/** A real Kefu server on a free loopback port that also serves the test pages under `/test/`. */
export interface KefuTestServer {
  server: KefuServer;
  url: string;
  close(): Promise<void>;
}

/** Starts `createKefuServer` in-process (memory stores, silent logs, optionally an injected clock) with the test pages added to its routes. */
export async function startKefuTestServer(
  options: { env?: Record<string, string> } & Pick<KefuServerOptions, 'agent' | 'interruptExpiry' | 'clock'> = {},
): Promise<KefuTestServer> {
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    // Photos the tests upload go to a directory of their own, not the working directory's default.
    KEFU_UPLOAD_DIR: mkdtempSync(join(tmpdir(), 'kefu-widget-uploads-')),
    ...options.env,
  });
  const server = await createKefuServer({
    config,
    ...(options.agent ? { agent: options.agent } : {}),
    ...(options.interruptExpiry !== undefined ? { interruptExpiry: options.interruptExpiry } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
  });
  const url = await server.listen();
  const pages = testPages(url);
  server.routes.add('GET', '/favicon.ico', (_request, response) => {
    response.writeHead(204);
    response.end();
  });
  server.routes.add('GET', '/test/esm/*', async (_request, response, path) => {
    const name = path.slice('/test/esm/'.length);
    if (!/^[\w.-]+\.js$/.test(name)) return sendText(response, 404, 'not found\n');
    const body = await readFile(join(ESM_APP_DIR, name)).catch(() => undefined);
    if (!body) return sendText(response, 404, 'not found\n');
    response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' });
    response.end(body);
  });
  server.routes.add('GET', '/test/*', (_request, response, path) => {
    const name = path.slice('/test/'.length);
    const page = Object.hasOwn(pages, name) ? pages[name] : undefined;
    if (!page) return sendText(response, 404, 'not found\n');
    const type = name.endsWith('.css') ? 'text/css' : 'text/html';
    response.writeHead(200, {
      'content-type': `${type}; charset=utf-8`,
      'cache-control': 'no-store',
      ...(page.csp ? { 'content-security-policy': page.csp } : {}),
    });
    response.end(page.html);
  });
  return { server, url, close: () => server.close() };
}
