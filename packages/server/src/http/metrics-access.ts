import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** Why a request for `/metrics` is refused. */
export interface MetricsRefusal {
  status: 401 | 404;
  message: string;
  headers: Record<string, string>;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Whether a request may read `/metrics`: only with `Authorization: Bearer <KEFU_METRICS_TOKEN>`, and not at all
 * when no token is configured (the port is the shoppers'; where the request comes from proves nothing behind a proxy).
 */
export function metricsAccess(request: IncomingMessage, token: string | undefined): MetricsRefusal | undefined {
  if (token === undefined) return { status: 404, message: 'not found: /metrics is served only with KEFU_METRICS_TOKEN set\n', headers: {} };
  const presented = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
  // Compared as digests: equal lengths for timingSafeEqual, and no early exit on the first differing character.
  if (presented !== undefined && timingSafeEqual(digest(presented), digest(token))) return undefined;
  return {
    status: 401,
    message: 'unauthorized: /metrics needs Authorization: Bearer <KEFU_METRICS_TOKEN>\n',
    headers: { 'www-authenticate': 'Bearer realm="kefu-metrics"' },
  };
}
