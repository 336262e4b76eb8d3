import { kefuError, type KefuError } from '@kefu/protocol';
import type { GatewayContext, Session } from './gateway-context.js';

const WINDOW_MS = 60_000;
// Many shoppers can share one address (offices, mobile carriers' NAT), so an address gets more room.
const PER_IP_FACTOR = 5;

/** Counts one shopper action against the per-identity and per-IP limits; a typed error when over. */
export async function checkRateLimit(context: GatewayContext, session: Session): Promise<KefuError | undefined> {
  const limit = context.config.rateLimitPerMinute;
  const who = session.customer ? `customer:${session.site.siteId}:${session.customer.customerId}` : `thread:${session.threadId}`;
  const [identity, address] = await Promise.all([
    context.stores.rateLimiter.hit(`rate:${who}`, limit, WINDOW_MS),
    context.stores.rateLimiter.hit(`rate:ip:${session.ip}`, limit * PER_IP_FACTOR, WINDOW_MS),
  ]);
  const refused = !identity.allowed ? identity : !address.allowed ? address : undefined;
  if (!refused) return undefined;
  context.metrics.rateLimited.inc();
  return kefuError('RATE_LIMITED', `too many messages; try again in ${Math.ceil(refused.retryAfterMs / 1000)} s`, { retryAfterMs: refused.retryAfterMs });
}
