import { ConfigError, loadConfig } from './config.js';
import { createLogger } from './logger.js';
import { createKefuServer } from './create-kefu-server.js';
import { InvalidShopError, loadShopFolder } from './shop/index.js';

// The server process: config from the environment, Redis when REDIS_URL is set, then listen.
async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const logger = createLogger(config.logLevel);
  // A shop folder is validated whole before anything listens: a bad row must stop the start, not a shopper's answer.
  const shop = config.shopDir ? await loadShopFolder(config.shopDir) : undefined;
  if (shop) logger.info({ shop: shop.profile.name, products: shop.products.length, catalog: shop.catalogFile, warnings: shop.warnings.length }, 'shop folder loaded');
  const server = await createKefuServer({ config, logger });
  const url = await server.listen();
  process.stdout.write(`Kefu listening on ${url}${config.serveDemo ? ' (demo storefront at /)' : ''}\n`);
  // Made for this run and shown only here, to whoever runs the server (KEFU_AGENTS replaces it).
  if (config.demoAgentToken) process.stdout.write(`Agent console: ${url}/console (demo agent Lin, token for this run: ${config.demoAgentToken})\n`);
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      // A second signal while draining means "now": running turns are left to the next process.
      if (stopping) return void server.close().finally(() => process.exit(0));
      stopping = true;
      void server.drain().finally(() => process.exit(0));
    });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof ConfigError || error instanceof InvalidShopError ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
