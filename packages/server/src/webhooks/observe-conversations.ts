import type { ThreadEvent } from '@kefu/protocol';
import type { Logger } from '../logger.js';
import type { Clock } from '../ports/clock.js';
import type { ConversationIndex, ConversationStatus } from '../ports/conversation-index.js';
import type { GatewayStores } from '../stores/gateway-stores.js';
import type { WebhookDispatcher } from './webhook-dispatcher.js';
import type { WebhookEventType } from './webhook-event.js';
import { requestOf } from './request-summary.js';

/** Options of {@link observeConversations}. */
export interface ObserveConversationsOptions {
  stores: GatewayStores;
  /** Every stored server→client event passes here (ThreadDelivery.onStored). */
  onStored(listener: (threadId: string, event: ThreadEvent) => void): unknown;
  index: ConversationIndex;
  /** Absent when no KEFU_WEBHOOKS endpoint is configured. */
  webhooks?: WebhookDispatcher;
  clock: Clock;
  logger: Logger;
}

type Found = { type: WebhookEventType; data: Record<string, unknown>; status?: ConversationStatus };

/**
 * Turns what happens in conversations into webhook events and index entries, where it happens: a new thread (hello),
 * every stored event (handoffs, receipts), every stored rating. Nothing here is awaited by a turn: a slow Redis or a
 * failing webhook queue is logged, never felt by the shopper.
 */
export function observeConversations(options: ObserveConversationsOptions): void {
  const { stores, index, webhooks, clock, logger } = options;
  const siteOf = new Map<string, string>();
  const site = async (threadId: string) => {
    const known = siteOf.get(threadId);
    if (known) return known;
    const owner = await stores.log.owner(threadId);
    if (!owner) return undefined;
    if (siteOf.size > 10_000) siteOf.clear(); // a bound, not an LRU: a miss is one Redis read
    siteOf.set(threadId, owner.siteId);
    return owner.siteId;
  };
  const report = (threadId: string, found: Found[], siteId?: string) =>
    void (async () => {
      const resolvedSite = siteId ?? (await site(threadId));
      if (!resolvedSite) return;
      const status = found.findLast((item) => item.status)?.status;
      await index.touch({ threadId, siteId: resolvedSite, at: clock.now(), ...(status ? { status } : {}) });
      for (const { type, data } of found) await webhooks?.enqueue(type, { siteId: resolvedSite, threadId, data });
    })().catch((error: unknown) => logger.error({ err: error, threadId }, 'could not index a conversation or queue its webhook'));

  // The stores are shared by every handler; wrapping their writes here reaches the hello and feedback handlers
  // without either of them knowing about webhooks.
  const log = stores.log;
  const create = log.create.bind(log);
  log.create = async (threadId, owner, now) => {
    const created = await create(threadId, owner, now);
    if (created)
      report(threadId, [{ type: 'conversation.started', data: owner.customerId ? { customerId: owner.customerId } : {}, status: 'open' }], owner.siteId);
    return created;
  };
  const feedback = stores.feedback;
  const record = feedback.record.bind(feedback);
  feedback.record = async (threadId, rating, maxPerThread) => {
    const result = await record(threadId, rating, maxPerThread);
    if (result === 'stored') {
      const data = {
        rating: rating.rating,
        ...(rating.seq !== undefined ? { seq: rating.seq } : {}),
        ...(rating.comment !== undefined ? { comment: rating.comment } : {}),
      };
      const found: Found[] = [{ type: 'rating.given', data }];
      // "Resolved" is the shopper's own word that the conversation is over: the rating of the whole conversation.
      if (rating.seq === undefined) found.push({ type: 'conversation.resolved', data: { rating: rating.rating }, status: 'resolved' });
      report(threadId, found);
    }
    return result;
  };
  // A stored `queued` also moves a waiting shopper's position: only a handoff after none, a claim or a release is a
  // new request. The previous handoff is read from the shared log, so it holds whichever process stored it.
  const newRequest = async (threadId: string, seq: number) => {
    const { lastSeq } = await log.read(threadId, 0, 0);
    const { events } = await log.read(threadId, 0, Math.min(lastSeq, 10_000));
    const before = events.findLast((event) => event.event === 'handoff' && event.data.seq < seq);
    return !(before?.event === 'handoff' && (before.data.state === 'queued' || before.data.state === 'no_agents'));
  };
  options.onStored((threadId, event) => {
    const found = eventsOf(event);
    if (event.event !== 'handoff' || found[0]?.type !== 'handoff.requested') return report(threadId, found);
    void newRequest(threadId, event.data.seq)
      .then((isNew) => report(threadId, isNew ? found : []))
      .catch((error: unknown) => logger.error({ err: error, threadId }, 'could not read the thread to queue its webhook'));
  });
}

/** The webhook events (and status changes) one stored thread event means. */
export function eventsOf(event: ThreadEvent): Found[] {
  if (event.event === 'handoff') {
    const { state, reason, seq } = event.data;
    const common = { seq, reason, state };
    if (state === 'queued' || state === 'no_agents') {
      return [
        {
          type: 'handoff.requested',
          data: { ...common, ...(event.data.queuePosition !== undefined ? { queuePosition: event.data.queuePosition } : {}) },
          status: 'handoff',
        },
      ];
    }
    if (state === 'joined')
      return [{ type: 'handoff.claimed', data: { ...common, ...(event.data.agentName ? { agentName: event.data.agentName } : {}) }, status: 'handoff' }];
    return [{ type: 'handoff.released', data: common, status: 'open' }];
  }
  if (event.event === 'message:done') {
    return (event.data.message.parts ?? []).flatMap((part) =>
      part.type === 'receipt' ? [{ type: 'request.created' as const, data: requestOf(event.data.seq, part) }] : [],
    );
  }
  return [];
}
