import { randomUUID } from 'node:crypto';
import type { Locale, TicketCreate } from '@kefu/protocol';
import type { KefuRedisClient } from '../adapters/redis/connect-redis.js';
import type { AgentAccount } from '../config.js';
import type { HandoffDesk } from '../handoff/handoff-desk.js';
import type { RouteTable } from '../http/route-table.js';
import type { Logger } from '../logger.js';
import type { Clock } from '../ports/clock.js';
import type { CommerceBackend } from '../ports/commerce-backend.js';
import type { ConversationGateway } from '../ports/gateway.js';
import type { RevealAudit } from '../ports/reveal-audit.js';
import type { Ticket, TicketStore } from '../ports/ticket-store.js';
import { AvailabilityService, officeHoursOf } from './availability-service.js';
import { MemoryFirstReplyTimes, type FirstReplyTimes } from './first-reply-times.js';
import { MemoryTicketStore } from './memory-ticket-store.js';
import { RedisFirstReplyTimes } from './redis-first-reply-times.js';
import { RedisTicketStore } from './redis-ticket-store.js';
import { TICKET_LEFT_MESSAGE } from './ticket-copy.js';
import { addTicketsRoute } from './tickets-route.js';

/** Options of {@link createAvailability}. */
export interface AvailabilityOptions {
  /** Where the shop's profile (time zone, `supportHours`, `supportClosures`, `supportReplyMinutes`) is read from, once. */
  commerce: CommerceBackend;
  /**
   * Whether office hours apply; when not, people count as answering at any hour while an agent is online.
   * @default true
   */
  enforceHours?: boolean;
  desk: HandoffDesk;
  clock: Clock;
  logger: Logger;
  /** Tickets and first-reply waits are shared through it when given. */
  redis?: KefuRedisClient;
  /** How long a ticket (it holds an e-mail address) is kept in Redis, in ms; 0 keeps it. @default 0 */
  retentionMs?: number;
  /** @default memory, or Redis when `redis` is given */
  tickets?: TicketStore;
  /** @default memory, or Redis when `redis` is given */
  replies?: FirstReplyTimes;
}

/** The conversation a ticket is left from. */
export interface TicketOrigin {
  threadId: string;
  siteId: string;
  locale: Locale;
  customerId?: string;
}

/** Office hours, the expected reply time and the offline form's tickets, for one server. */
export interface Availability {
  service: AvailabilityService;
  tickets: TicketStore;
  /**
   * The offline form: stores a ticket, tells the shopper in the conversation where the answer will go, and takes the
   * thread out of the human queue (the ticket takes its place).
   */
  leaveMessage(origin: TicketOrigin, form: TicketCreate, gateway: ConversationGateway): Promise<Ticket>;
  /** Serves the console's tickets routes; reveals of a ticket's personal data go to `audit`. */
  attach(routes: RouteTable, agents: readonly AgentAccount[], audit: RevealAudit): void;
}

/** Reads the shop's office hours and wires availability into the handoff desk (outside hours nobody is staffed). */
export async function createAvailability(options: AvailabilityOptions): Promise<Availability> {
  const { desk, clock, logger } = options;
  const profile = await options.commerce.getShop().catch((error: unknown) => {
    // The merchant's API down at start must not stop the chat: people then count as answering at any hour.
    logger.warn({ err: error }, 'shop profile unavailable: office hours unknown, treated as always open');
    return undefined;
  });
  const hours = profile ? officeHoursOf(profile) : { timeZone: 'UTC', weekly: [], closures: [] };
  if (options.enforceHours === false) hours.weekly = [];
  const replies = options.replies ?? (options.redis ? new RedisFirstReplyTimes(options.redis) : new MemoryFirstReplyTimes());
  const tickets = options.tickets ?? (options.redis ? new RedisTicketStore(options.redis, options.retentionMs ?? 0) : new MemoryTicketStore());
  const service = new AvailabilityService({
    hours,
    clock,
    replies,
    agentsOnline: (siteId, now) => desk.store.onlineAgents(now, siteId),
    ...(profile?.supportReplyMinutes !== undefined ? { replyMinutes: profile.supportReplyMinutes } : {}),
  });
  desk.useOfficeHours((now) => service.isOpen(now));
  desk.onFirstReply((waitMs) => service.firstReplied(waitMs));
  return {
    service,
    tickets,
    async leaveMessage(origin, form, gateway) {
      const email = form.email.trim();
      const ticket: Ticket = {
        ticketId: `tk_${randomUUID()}`,
        siteId: origin.siteId,
        threadId: origin.threadId,
        email,
        message: form.message.trim(),
        locale: form.locale ?? origin.locale,
        createdAt: clock.now(),
        status: 'open',
        ...(origin.customerId ? { customerId: origin.customerId } : {}),
      };
      await tickets.add(ticket);
      logger.info({ threadId: origin.threadId, ticketId: ticket.ticketId }, 'offline form left a ticket');
      await gateway.emitToThread(origin.threadId, { event: 'message:done', message: { role: 'system', text: TICKET_LEFT_MESSAGE[ticket.locale](email) } });
      await desk
        .withdraw(origin.threadId)
        .catch((error: unknown) => logger.error({ err: error, threadId: origin.threadId }, 'leaving the queue after a ticket failed'));
      return ticket;
    },
    attach(routes, agents, audit) {
      addTicketsRoute(routes, { agents, tickets, clock, audit, logger });
    },
  };
}
