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
import type { Availability } from '../availability/create-availability.js';
import type { UploadStore } from '../uploads/upload-store.js';
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
  /** The thread's output for work started by this session (its handoffs reach the desk with this origin). */
  outputFor(threadId: string, origin: TurnOrigin): ThreadOutput;
  /** A shopper who cancels while waiting for a human leaves the queue. @default nothing to leave */
  withdraw?(threadId: string): Promise<unknown>;
  /** Office hours and the offline form's tickets; without it the hello ack says nothing of availability. */
  availability?: Availability;
  /** Uploaded photos and files, which messages and answers may name by id. */
  uploads?: UploadStore;
  /** Mails transcripts; absent without KEFU_SMTP_URL. */
  mailer?: TranscriptMailer;
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
