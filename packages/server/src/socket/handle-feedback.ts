import type { ClientAck, Feedback } from '@kefu/protocol';
import type { GatewayContext, Session } from './gateway-context.js';

const ONE_RATING_FOR_MS = 30 * 24 * 3600_000;

/** `feedback`: records a rating once per answer (or once per thread without a seq). */
export async function handleFeedback(context: GatewayContext, session: Session, feedback: Feedback): Promise<ClientAck<'feedback'>> {
  const key = `feedback:${session.threadId}:${feedback.seq ?? 'thread'}`;
  if (await context.stores.dedupe.claim(key, ONE_RATING_FOR_MS)) {
    context.logger.info({ threadId: session.threadId, rating: feedback.rating, seq: feedback.seq, hasComment: feedback.comment !== undefined }, 'feedback');
  }
  return { ok: true };
}
