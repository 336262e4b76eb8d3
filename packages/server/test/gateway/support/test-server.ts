import { loadConfig, type KefuConfig } from '../../../src/config.js';
import { createLogger } from '../../../src/logger.js';
import { createKefuServer, type KefuServer, type KefuServerOptions } from '../../../src/create-kefu-server.js';

/** Starts a server on a free loopback port with silent logs; env overrides go through loadConfig. */
export async function startTestServer(options: { env?: Record<string, string>; agent?: KefuServerOptions['agent']; config?: Partial<KefuConfig>; clock?: KefuServerOptions['clock'] } = {}): Promise<KefuServer & { url: string }> {
  const config = { ...loadConfig({ PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', ...options.env }), ...options.config };
  const server = await createKefuServer({
    config,
    logger: createLogger(config.logLevel),
    ...(options.agent ? { agent: options.agent } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
  });
  await server.listen();
  return server as KefuServer & { url: string };
}
