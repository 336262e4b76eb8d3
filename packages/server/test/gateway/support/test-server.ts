import { loadConfig, type KefuConfig } from '../../../src/config.js';
import { createLogger } from '../../../src/logger.js';
import { createKefuServer, type KefuServer, type KefuServerOptions } from '../../../src/create-kefu-server.js';

/** The /metrics token every test server and process is started with (KEFU_METRICS_TOKEN). */
export const METRICS_TOKEN = 'test-metrics-token-0123456789';
/** fetch() options that open /metrics on a test server. */
export const METRICS_AUTH = { headers: { authorization: `Bearer ${METRICS_TOKEN}` } };

/**
 * Starts a server on a free loopback port with silent logs; env overrides go through loadConfig. A shop folder's
 * support hours are not enforced unless a test asks (KEFU_OFFICE_HOURS=enforce, with a clock of its own): whether a
 * handoff finds a person must not depend on the hour the suite runs at.
 */
export async function startTestServer(
  options: { env?: Record<string, string>; config?: Partial<KefuConfig> } & Pick<
    KefuServerOptions,
    'agent' | 'clock' | 'loadProtection' | 'interruptExpiry'
  > = {},
): Promise<KefuServer & { url: string }> {
  const config = {
    ...loadConfig({ PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', KEFU_METRICS_TOKEN: METRICS_TOKEN, KEFU_OFFICE_HOURS: 'ignore', ...options.env }),
    ...options.config,
  };
  const server = await createKefuServer({
    config,
    logger: createLogger(config.logLevel),
    ...(options.agent ? { agent: options.agent } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.loadProtection !== undefined ? { loadProtection: options.loadProtection } : {}),
    ...(options.interruptExpiry !== undefined ? { interruptExpiry: options.interruptExpiry } : {}),
  });
  await server.listen();
  return server as KefuServer & { url: string };
}
