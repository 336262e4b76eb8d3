import { ConfigError, loadConfig } from './config.js';
import { createLogger } from './logger.js';
import { createKefuServer, type KefuServer } from './create-kefu-server.js';
import { InvalidShopError, loadShopFolder } from './shop/index.js';

/**
 * Starts the server process from environment config (`node dist/main.js` and `kefu serve`): Redis when REDIS_URL
 * is set, the shop folder validated whole, then listen; SIGINT/SIGTERM drain it. Resolves once it listens.
 */
export async function serveFromEnv(env: Record<string, string | undefined>, out: (line: string) => void): Promise<KefuServer> {
  const config = loadConfig(env);
  const logger = createLogger(config.logLevel);
  // A shop folder is validated whole before anything listens: a bad row must stop the start, not a shopper's answer.
  const shop = config.shopDir ? await loadShopFolder(config.shopDir) : undefined;
  if (shop)
    logger.info({ shop: shop.profile.name, products: shop.products.length, catalog: shop.catalogFile, warnings: shop.warnings.length }, 'shop folder loaded');
  const server = await createKefuServer({ config, logger });
  const url = await server.listen();
  out(`Kefu listening on ${url}${config.serveDemo ? ' (demo storefront at /)' : ''}`);
  // Made for this run and shown only here, to whoever runs the server (KEFU_AGENTS replaces it).
  if (config.demoAgentToken) out(`Agent console: ${url}/console (demo agent Lin, token for this run: ${config.demoAgentToken})`);
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      // A second signal while draining means "now": running turns are left to the next process.
      if (stopping) return void server.close().finally(() => process.exit(0));
      stopping = true;
      void server.drain().finally(() => process.exit(0));
    });
  }
  return server;
}

/** The one-line message for a start that failed: config and shop errors name their problem, anything else its stack. */
export function startFailure(error: unknown): string {
  return error instanceof ConfigError || error instanceof InvalidShopError
    ? error.message
    : error instanceof Error
      ? (error.stack ?? error.message)
      : String(error);
}
