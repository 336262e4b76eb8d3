import { kefuError, type ClientAck, type Feedback } from '@kefu/protocol';
import type { GatewayContext, Session } from './gateway-context.js';
import { maskPii } from '../privacy/pii-detector.js';

/**
 * `feedback`: stores a rating once per answer (or once per thread without a seq), its comment masked, and counts it by rating.
 * A seq the conversation does not have is refused (`NOT_FOUND`), and a conversation keeps at most
 * KEFU_LIMIT_RATINGS_PER_THREAD ratings (`CONFLICT` after), so ratings cannot grow without bound.
 */
export async function handleFeedback(context: GatewayContext, session: Session, feedback: Feedback): Promise<ClientAck<'feedback'>> {
  const { feedback: ratings, log } = context.stores;
  if (feedback.seq !== undefined) {
    const { lastSeq } = await log.read(session.threadId, feedback.seq - 1, 1);
    if (feedback.seq > lastSeq) {
      return {
        ok: false,
        error: kefuError('NOT_FOUND', `this conversation has no event with seq ${feedback.seq} (its last is ${lastSeq})`, { event: 'feedback', path: 'seq' }),
      };
    }
  }
  const cap = context.config.limits.ratingsPerThread;
  const stored = await ratings.record(
    session.threadId,
    {
      rating: feedback.rating,
      // Nobody needs a phone number out of a rating: the comment is kept, its personal data is not.
      ...(feedback.comment !== undefined ? { comment: maskPii(feedback.comment) } : {}),
      ...(feedback.seq !== undefined ? { seq: feedback.seq } : {}),
      ...(session.customer ? { customerId: session.customer.customerId } : {}),
      at: context.clock.now(),
    },
    cap,
  );
  // A second rating of the same answer is acknowledged and not stored, as before; only new ones meet the cap.
  if (stored === 'full') {
    return { ok: false, error: kefuError('CONFLICT', `this conversation already has ${cap} ratings, the most it keeps`, { event: 'feedback' }) };
  }
  if (stored === 'stored') context.metrics.feedback.inc({ rating: String(feedback.rating) });
  return { ok: true };
}
