import { kefuError, parseWireEvent, type KefuError } from '@kefu/protocol';
import { originOf, type GatewayContext, type Session } from './gateway-context.js';
import { threadRoom, type KefuIo } from './kefu-io.js';
import { handleHello } from './handle-hello.js';
import { handleMessageSend } from './handle-message-send.js';
import { handleInterruptReply } from './handle-interrupt-reply.js';
import { handleConversationCancel } from './handle-conversation-cancel.js';
import { handleFeedback } from './handle-feedback.js';
import { handleAvailabilityGet } from './handle-availability-get.js';
import { handleTicketCreate } from './handle-ticket-create.js';
import { handleTranscriptEmail } from '../transcript/handle-transcript-email.js';
import { handleTranscriptDownload } from '../transcript/handle-transcript-download.js';
import { classifyFailure } from './classify-failure.js';
import { limitConnections } from './connection-limits.js';
import { checkEventLimit } from './event-limits.js';
import { TIMED_OUT, withDeadline } from './with-deadline.js';

type Ack = (response: unknown) => void;

/** Forwarded `typing` at most this often per socket (the widget repeats it every 4 s while the shopper types). */
const TYPING_MIN_INTERVAL_MS = 2_000;

/**
 * Serves shopper sockets. Every incoming event, known or not, goes through `parseWireEvent`; bad input
 * gets a typed error in its ack (or an `error` event when it brought no ack) and never a crash.
 * One socket's events are handled in order, so a shopper's messages keep the order they were sent in.
 * Every event is counted against its limits (limits/limit-settings.ts) before it is handled, and a store
 * that does not answer in KEFU_EVENT_TIMEOUT_SECONDS gets the client `UNAVAILABLE` instead of silence.
 */
export function attachGateway(io: KefuIo, context: GatewayContext): void {
  const { limits } = context.config;
  const connections = limitConnections(io, context.config, context.metrics, (socket) => {
    context.metrics.sockets.dec();
    context.delivery.feed.unfollow(socket);
  });
  const timeoutMs = limits.eventTimeoutSeconds * 1000;
  const unavailable = (event: string) =>
    kefuError('UNAVAILABLE', `the conversation store did not answer within ${limits.eventTimeoutSeconds} s; try again shortly`, { event });

  io.on('connection', (socket) => {
    connections.admit(socket);
    context.metrics.sockets.inc();
    const ip = connections.addressOf(socket);
    let session: Session | undefined;
    // The chain of this socket's events; none while none waits, so an idle socket holds no promise.
    let queue: Promise<void> | undefined;
    // Events waiting in `queue`: bounded, so a flood is refused on arrival instead of queued in memory.
    let pending = 0;
    // Each forwarded `typing` costs a store lookup: a client repeating it faster than this is acknowledged, not forwarded.
    let typingForwardedAt = 0;
    // When the last RATE_LIMITED `error` event went out for events sent without an ack.
    let rateErrorAt = Number.NEGATIVE_INFINITY;

    socket.onAny((name: unknown, ...args: unknown[]) => {
      const ack = once(typeof args.at(-1) === 'function' ? (args.pop() as Ack) : undefined);
      const refuse = (error: KefuError) => {
        context.metrics.countError(error.code);
        if (ack.present) return ack({ ok: false, error });
        if (error.code === 'RATE_LIMITED') {
          // A flood sends no acks: one error a second says so, where one per event would echo the flood back.
          if (context.clock.now() - rateErrorAt < 1_000) return;
          rateErrorAt = context.clock.now();
        }
        socket.emit('error', error);
      };
      if (pending >= limits.pendingEventsPerSocket) {
        context.metrics.rateLimited.inc();
        const event = typeof name === 'string' ? name.slice(0, 64) : 'unknown';
        return refuse(
          kefuError('RATE_LIMITED', `too many events waiting on this connection (${limits.pendingEventsPerSocket}); wait for their answers`, {
            retryAfterMs: 1_000,
            event,
          }),
        );
      }
      const parsed = parseWireEvent('client', name, args[0]);
      const run = async () => {
        if (!parsed.ok) return refuse(parsed.error);
        const { event, data } = parsed.data;
        if (event !== 'session:hello') {
          if (!session) return refuse(kefuError('NO_SESSION', 'send session:hello first', { event }));
          if (session.identityExpiresAt !== undefined && context.clock.now() >= session.identityExpiresAt) {
            // The session stops acting for the customer at the token's exp; a fresh token in a new hello resumes it.
            return refuse(kefuError('NOT_AUTHENTICATED', 'the identity token has expired; send session:hello again with a fresh token', { event }));
          }
        }
        const limited = await withDeadline(checkEventLimit(context, event, { socketId: socket.id, ip, session }), timeoutMs);
        if (limited === TIMED_OUT) return refuse(unavailable(event));
        if (limited) return refuse(limited);

        if (event === 'session:hello') {
          const work = handleHello(context, socket, data, session);
          const result = await withDeadline(work, timeoutMs);
          if (result === TIMED_OUT) {
            // A hello that completes after its client was told UNAVAILABLE must not leave the socket on its thread.
            void work.then(
              (late) => {
                if (!late.ok || session?.threadId === late.session.threadId) return;
                context.delivery.feed.unfollow(socket);
                void socket.leave(threadRoom(late.session.threadId));
              },
              () => undefined,
            );
            return refuse(unavailable(event));
          }
          if (!result.ok) return refuse(result.error);
          session = result.session;
          connections.greeted(socket);
          ack(
            result.ack.ok && context.availability
              ? { ...result.ack, availability: await context.availability.service.forSite(session.site.siteId) }
              : result.ack,
          );
          if (result.ack.ok) context.delivery.feed.activate(socket, session.threadId, result.ack.lastSeq);
          // A resumed thread may hold messages a killed process stored but never answered.
          if (result.ack.ok && result.ack.resumed) context.scheduler.kick(session.threadId, originOf(session));
          return;
        }
        const current = session as Session;
        switch (event) {
          case 'message:send': {
            // A late store is harmless: the client retries with the same clientMsgId, which is never stored twice.
            const sent = await withDeadline(handleMessageSend(context, current, data), timeoutMs);
            return sent === TIMED_OUT ? refuse(unavailable(event)) : ack(sent);
          }
          case 'interrupt:reply':
            // Outside the socket's queue: it waits for the thread's lock and must not hold up new messages.
            void handleInterruptReply(context, current, data, ack).catch((error: unknown) => failed(error));
            return;
          case 'conversation:cancel':
            void handleConversationCancel(context, current).then(ack, (error: unknown) => failed(error));
            return;
          case 'feedback': {
            const rated = await withDeadline(handleFeedback(context, current, data), timeoutMs);
            return rated === TIMED_OUT ? refuse(unavailable(event)) : ack(rated);
          }
          case 'availability:get': {
            const known = await withDeadline(handleAvailabilityGet(context, current), timeoutMs);
            return known === TIMED_OUT ? refuse(unavailable(event)) : ack(known);
          }
          case 'ticket:create': {
            const left = await withDeadline(handleTicketCreate(context, current, data), timeoutMs);
            return left === TIMED_OUT ? refuse(unavailable(event)) : ack(left);
          }
          case 'transcript:email': {
            const mailed = await withDeadline(handleTranscriptEmail(context, context.mailer, current, data), timeoutMs);
            return mailed === TIMED_OUT ? refuse(unavailable(event)) : ack(mailed);
          }
          case 'transcript:download': {
            const file = await withDeadline(handleTranscriptDownload(context, current, data), timeoutMs);
            return file === TIMED_OUT ? refuse(unavailable(event)) : ack(file);
          }
          case 'typing':
            if (!data.active || context.clock.now() - typingForwardedAt >= TYPING_MIN_INTERVAL_MS) {
              typingForwardedAt = data.active ? context.clock.now() : 0;
              context.delivery.typing(current.threadId, data.active);
            }
            return ack({ ok: true });
        }
      };
      const failed = (error: unknown) => {
        context.logger.error({ err: error, event: String(name), socketId: socket.id }, 'event handler failed');
        refuse(classifyFailure(error, String(name)));
      };
      pending += 1;
      queue = (queue ?? Promise.resolve())
        .then(run)
        .catch(failed)
        .finally(() => {
          pending -= 1;
          // Nothing was chained behind this event (each adds to `pending` when chained), so the next starts afresh.
          if (pending === 0) queue = undefined;
        });
    });
  });
}

function once(ack: Ack | undefined): Ack & { present: boolean } {
  let done = false;
  const wrapped = ((response: unknown) => {
    if (done || !ack) return;
    done = true;
    ack(response);
  }) as Ack & { present: boolean };
  wrapped.present = ack !== undefined;
  return wrapped;
}
