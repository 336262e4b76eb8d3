import { z } from 'zod';
import { boundedInt, optionalBoundedInt } from '../bounded-number.js';

/** The environment variables of the HTTP layer, with their defaults and bounds (the README's configuration table). */
export const httpEnvShape = {
  /** Seconds a stopping process waits for running turns before it checkpoints them for another process. */
  KEFU_DRAIN_SECONDS: boundedInt(25, 0, 300, 'seconds'),
  /** Open HTTP and WebSocket connections one peer address may hold (0: no cap); see {@link httpSettings} for the default. */
  KEFU_HTTP_CONNECTIONS_PER_IP: optionalBoundedInt(0, 100_000, 'connections'),
  /** Seconds a client has to send a request's headers (Node's `headersTimeout`). */
  KEFU_HTTP_HEADERS_TIMEOUT_SECONDS: boundedInt(20, 1, 60, 'seconds'),
  /** Seconds an idle keep-alive connection stays open (set it above a load balancer's idle timeout). */
  KEFU_HTTP_KEEP_ALIVE_SECONDS: boundedInt(5, 1, 300, 'seconds'),
  /** Bearer token that opens `/metrics`; without it `/metrics` is not served. */
  KEFU_METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** `1` serves `/kefu.js.map` (for debugging); off by default so the source is not public. */
  KEFU_SERVE_SOURCE_MAPS: z.enum(['0', '1', 'true', 'false']).optional(),
};

type HttpEnv = z.output<z.ZodObject<typeof httpEnvShape>>;

/** How the HTTP server protects itself and what it exposes. */
export interface HttpSettings {
  /** @default 25 */
  drainSeconds: number;
  /** 0: no cap. @default 256, or 0 behind trusted proxies */
  connectionsPerIp: number;
  /** @default 20 */
  headersTimeoutSeconds: number;
  /** @default 5 */
  keepAliveSeconds: number;
  /** Absent: `/metrics` is not served. */
  metricsToken?: string;
  /** @default false */
  serveSourceMaps: boolean;
}

/** The per-address cap without a proxy in front. */
export const DEFAULT_CONNECTIONS_PER_IP = 256;

/**
 * The HTTP settings from the parsed environment. The connection cap counts TCP peers; behind trusted proxies
 * (`trustedProxyHops` > 0) every peer is a proxy, so unless set it is off there and the proxy limits per shopper.
 */
export function httpSettings(env: HttpEnv, trustedProxyHops: number): HttpSettings {
  return {
    drainSeconds: env.KEFU_DRAIN_SECONDS,
    connectionsPerIp: env.KEFU_HTTP_CONNECTIONS_PER_IP ?? (trustedProxyHops > 0 ? 0 : DEFAULT_CONNECTIONS_PER_IP),
    headersTimeoutSeconds: env.KEFU_HTTP_HEADERS_TIMEOUT_SECONDS,
    keepAliveSeconds: env.KEFU_HTTP_KEEP_ALIVE_SECONDS,
    ...(env.KEFU_METRICS_TOKEN ? { metricsToken: env.KEFU_METRICS_TOKEN } : {}),
    serveSourceMaps: env.KEFU_SERVE_SOURCE_MAPS === '1' || env.KEFU_SERVE_SOURCE_MAPS === 'true',
  };
}
