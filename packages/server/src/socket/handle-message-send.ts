import { kefuError, type ClientAck, type MessageSend } from '@kefu/protocol';
import { newMessageId } from '../stores/event-from-draft.js';
import { originOf, type GatewayContext, type Session } from './gateway-context.js';
import { checkMessageLimit } from './event-limits.js';
import { attachmentParts } from './attachment-parts.js';

/**
 * `message:send`: stores the shopper's message as `message:done` (so other tabs and a reload see it)
 * and schedules a turn. Idempotent by clientMsgId: a retry gets the first seq and starts nothing.
 */
export async function handleMessageSend(context: GatewayContext, session: Session, send: MessageSend): Promise<ClientAck<'message:send'>> {
  const { log } = context.stores;
  // A retry of a stored message is answered with its seq before the rate limit is asked: retries (a flaky
  // network, a reload) never use up the shopper's quota, and are answered even when over the limit.
  const known = await log.seqOf(session.threadId, send.clientMsgId);
  if (known !== undefined) return { ok: true, seq: known, duplicate: true };
  const refused = await checkMessageLimit(context, session);
  if (refused) return { ok: false, error: refused };
  const files = await attachmentParts(context, session, send.attachments, 'attachments');
  if (!files.ok) return files;

  const result = await context.delivery.store(
    session.threadId,
    {
      event: 'message:done',
      data: {
        message: {
          messageId: newMessageId(),
          role: 'user',
          text: send.text,
          ...(files.parts.length ? { parts: files.parts } : {}),
          clientMsgId: send.clientMsgId,
          ...(send.context ? { context: send.context } : {}),
          createdAt: context.clock.now(),
        },
      },
    },
    { dedupeKey: send.clientMsgId },
  );
  if (result.status === 'duplicate') return { ok: true, seq: result.seq, duplicate: true };
  if (result.status !== 'stored') return { ok: false, error: kefuError('INTERNAL', 'the message could not be stored') };
  context.scheduler.kick(session.threadId, originOf(session));
  return { ok: true, seq: result.event.data.seq, duplicate: false };
}
