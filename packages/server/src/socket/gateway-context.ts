import type { Locale } from '@kefu/protocol';
import type { KefuConfig, SiteConfig } from '../config.js';
import type { Logger } from '../logger.js';
import type { GatewayMetrics } from '../metrics/gateway-metrics.js';
import type { Agent, VerifiedCustomer } from '../ports/agent.js';
import type { Clock } from '../ports/clock.js';
import type { GatewayStores } from '../stores/gateway-stores.js';
import type { ThreadOutput } from '../turns/agent-output.js';
import type { TurnOrigin, TurnScheduler } from '../turns/turn-scheduler.js';
import type { ThreadDelivery } from './thread-delivery.js';
import type { TranscriptMailer } from '../transcript/transcript-mailer.js';

/** Everything the event handlers share. */
export interface GatewayContext {
  config: KefuConfig;
  stores: GatewayStores;
  delivery: ThreadDelivery;
  scheduler: TurnScheduler;
  agent: Agent;
  clock: Clock;
  logger: Logger;
  metrics: GatewayMetrics;
  /** Mails transcripts; absent without KEFU_SMTP_URL. */
  mailer?: TranscriptMailer;
  outputFor(threadId: string): ThreadOutput;
}

/** A socket's state after a successful hello. */
export interface Session {
  site: SiteConfig;
  threadId: string;
  locale: Locale;
  customer?: VerifiedCustomer;
  /** When the customer's identity token expires (epoch ms); after it the session no longer acts for them. */
  identityExpiresAt?: number;
  ip: string;
}

/** The turn origin of a session. */
export function originOf(session: Session): TurnOrigin {
  return { siteId: session.site.siteId, locale: session.locale, ...(session.customer ? { customer: session.customer } : {}), clientAddress: session.ip };
}
