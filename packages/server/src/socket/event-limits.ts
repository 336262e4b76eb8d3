import { kefuError, type ClientEventName, type KefuError } from '@kefu/protocol';
import type { Limits } from '../limits/limit-settings.js';
import type { RateBudget } from '../ports/rate-limiter.js';
import type { GatewayContext, Session } from './gateway-context.js';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** Who sent an event: the socket, its address and, after hello, its session. */
export interface EventSender {
  socketId: string;
  ip: string;
  session?: Session | undefined;
}

/** The per-socket and per-IP budget of each client event, from the limits table. */
function budgetsOf(event: ClientEventName, sender: EventSender, limits: Limits): RateBudget[] {
  const perSocket = (name: string, limit: number): RateBudget => ({ key: `rate:socket:${sender.socketId}:${name}`, limit, windowMs: MINUTE_MS });
  const perIp = (name: string, limit: number): RateBudget => ({ key: `rate:ip:${sender.ip}:${name}`, limit, windowMs: MINUTE_MS });
  switch (event) {
    case 'session:hello':
      return [perSocket('hello', limits.hellosPerSocket), perIp('hello', limits.hellosPerIp)];
    case 'message:send':
      // Counted by handleMessageSend itself (checkMessageLimit), after a retry of a stored message was answered.
      return [];
    case 'interrupt:reply':
      return [perSocket('interrupt-reply', limits.interruptRepliesPerSocket), perIp('interrupt-reply', limits.interruptRepliesPerIp)];
    case 'conversation:cancel':
      return [perSocket('cancel', limits.cancelsPerSocket), perIp('cancel', limits.cancelsPerIp)];
    case 'typing':
      return [perSocket('typing', limits.typingPerSocket), perIp('typing', limits.typingPerIp)];
    case 'feedback':
      return [perSocket('feedback', limits.feedbackPerSocket), perIp('feedback', limits.feedbackPerIp)];
    // Fixed budgets: the widget asks for availability when the panel opens and once a minute while it is open, and a
    // shopper leaves a message a few times at most; neither is worth a setting of its own.
    case 'availability:get':
      return [perSocket('availability', 30), perIp('availability', 300)];
    case 'ticket:create':
      return [perSocket('ticket', 5), perIp('ticket', 20)];
    case 'transcript:email':
      // Per hour and per conversation: each one mails an address the shopper typed, so it must not become a mail cannon.
      return [
        { key: `rate:thread:${sender.session?.threadId ?? sender.socketId}:transcript-email`, limit: limits.transcriptEmailsPerThread, windowMs: HOUR_MS },
        { key: `rate:ip:${sender.ip}:transcript-email`, limit: limits.transcriptEmailsPerIp, windowMs: HOUR_MS },
      ];
    case 'transcript:download':
      return [perSocket('transcript-download', limits.transcriptDownloadsPerSocket)];
  }
}

/**
 * Counts one `message:send` against the shopper's budget (per signed-in customer, else per conversation, so
 * every tab of one shopper shares it) and its IP's, both or neither.
 */
export async function checkMessageLimit(context: GatewayContext, session: Session): Promise<KefuError | undefined> {
  const { limits } = context.config;
  const who = session.customer ? `customer:${session.site.siteId}:${session.customer.customerId}` : `thread:${session.threadId}`;
  return decide(context, 'message:send', [
    { key: `rate:${who}`, limit: limits.messagesPerShopper, windowMs: MINUTE_MS },
    { key: `rate:ip:${session.ip}:message`, limit: limits.messagesPerIp, windowMs: MINUTE_MS },
  ]);
}

/**
 * Counts one client event against its per-socket and per-IP budgets (per shopper and per IP for messages),
 * all or none: a refused event gets `RATE_LIMITED` with `retryAfterMs` and counts against nothing.
 */
export async function checkEventLimit(context: GatewayContext, event: ClientEventName, sender: EventSender): Promise<KefuError | undefined> {
  const budgets = budgetsOf(event, sender, context.config.limits);
  return budgets.length === 0 ? undefined : decide(context, event, budgets);
}

async function decide(context: GatewayContext, event: ClientEventName, budgets: RateBudget[]): Promise<KefuError | undefined> {
  const decision = await context.stores.rateLimiter.hitAll(budgets);
  if (decision.allowed) return undefined;
  context.metrics.rateLimited.inc();
  const seconds = Math.ceil(decision.retryAfterMs / 1000);
  return kefuError('RATE_LIMITED', `too many ${event} events; try again in ${seconds} s`, { retryAfterMs: decision.retryAfterMs, event });
}
