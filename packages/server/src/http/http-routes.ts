import { existsSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Registry } from 'prom-client';
import { RouteTable, sendText } from './route-table.js';
import { serveDirectory, serveFile } from './static-files.js';
import { metricsAccess } from './metrics-access.js';
import { installedWidgetScript } from './installed-assets.js';

/** Where the repository's built assets are, relative to this file (src/http or dist/http). */
const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

const READY_TIMEOUT_MS = 2000;

/** Paths of the built widget (from the installed @kefu/widget) and demo (the monorepo's only: it is not shipped). */
export const ASSET_PATHS = {
  widgetScript: installedWidgetScript(),
  demoDir: `${REPO_ROOT}demo/dist`,
};

/** What the built-in routes need. */
export interface BuiltInRoutesOptions {
  registry: Registry;
  /** Resolves true when every backing service answers. */
  ready(): Promise<boolean>;
  serveDemo: boolean;
  /** @default ASSET_PATHS.widgetScript */
  widgetScript?: string;
  /** @default ASSET_PATHS.demoDir */
  demoDir?: string;
  /** The bearer token that opens `/metrics` (KEFU_METRICS_TOKEN); without it `/metrics` is not served. */
  metricsToken?: string;
  /** Serve `/kefu.js.map` (KEFU_SERVE_SOURCE_MAPS). @default false */
  serveSourceMaps?: boolean;
}

/** The route table with health, readiness, metrics, the widget bundle and (optionally) the demo storefront. */
export function builtInRoutes(options: BuiltInRoutesOptions): RouteTable {
  const widgetScript = options.widgetScript ?? ASSET_PATHS.widgetScript;
  const table = new RouteTable()
    .add('GET', '/healthz', (_request, response) => sendText(response, 200, 'ok\n'))
    .add('GET', '/readyz', async (_request, response) => {
      // A Redis that went away makes commands queue rather than fail; readiness must answer anyway.
      const timeout = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), READY_TIMEOUT_MS).unref());
      const ready = await Promise.race([options.ready().catch(() => false), timeout]);
      sendText(response, ready ? 200 : 503, ready ? 'ready\n' : 'not ready\n');
    })
    .add('GET', '/metrics', async (request, response) => {
      // The shopper-facing port: counts of turns, handoffs and agents are nobody else's business.
      const refusal = metricsAccess(request, options.metricsToken);
      if (refusal) return sendText(response, refusal.status, refusal.message, refusal.headers);
      const body = await options.registry.metrics();
      response.writeHead(200, { 'content-type': options.registry.contentType, 'cache-control': 'no-store' });
      response.end(body);
    });
  const files: [string, string][] = [
    ['/kefu.js', widgetScript],
    ...(options.serveSourceMaps ? [['/kefu.js.map', `${widgetScript}.map`] as [string, string]] : []),
  ];
  for (const [path, file] of files) {
    const serve = serveFile(file);
    table.add('GET', path, async (request, response) => {
      if (!(await serve(request, response))) sendText(response, 404, `${path} is not built yet: run \`pnpm build\` (looked for ${file})\n`);
    });
  }
  // The full widget kefu.js fetches on first open, content-hashed: `/kefu-assets/kefu-chat-<hash>.js`, the parts it
  // imports on first use `/kefu-assets/kefu-lazy-<name>-<hash>.js` (and their maps with KEFU_SERVE_SOURCE_MAPS),
  // precompressed, cached as immutable.
  const widgetAssets = serveDirectory(dirname(widgetScript));
  const assetName = options.serveSourceMaps
    ? /^\/kefu-assets\/kefu-(?:chat|lazy-[\w-]+)-[\w-]{8,}\.js(?:\.map)?$/
    : /^\/kefu-assets\/kefu-(?:chat|lazy-[\w-]+)-[\w-]{8,}\.js$/;
  table.add('GET', '/kefu-assets/*', async (request, response, path) => {
    if (!assetName.test(path)) return sendText(response, 404, 'not found\n');
    await widgetAssets(request, response, path);
  });
  if (options.serveDemo) {
    const demoDir = options.demoDir ?? ASSET_PATHS.demoDir;
    const demo = serveDirectory(demoDir, { spaFallback: true });
    table.fallback(async (request, response, path) => {
      if (!existsSync(demoDir))
        return sendText(
          response,
          404,
          `the demo storefront is not built (looked for ${demoDir}): it ships only with a checkout of the Kefu repository, where \`pnpm build\` builds it\n`,
        );
      await demo(request, response, path);
    });
  }
  return table;
}
