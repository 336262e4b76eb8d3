import type { ClientAck, Feedback } from '@kefu/protocol';
import type { GatewayContext, Session } from './gateway-context.js';
import { maskPii } from '../privacy/pii-detector.js';

/** `feedback`: stores a rating once per answer (or once per thread without a seq), its comment masked, and counts it by rating. */
export async function handleFeedback(context: GatewayContext, session: Session, feedback: Feedback): Promise<ClientAck<'feedback'>> {
  const stored = await context.stores.feedback.record(session.threadId, {
    rating: feedback.rating,
    // Nobody needs a phone number out of a rating: the comment is kept, its personal data is not.
    ...(feedback.comment !== undefined ? { comment: maskPii(feedback.comment) } : {}),
    ...(feedback.seq !== undefined ? { seq: feedback.seq } : {}),
    ...(session.customer ? { customerId: session.customer.customerId } : {}),
    at: context.clock.now(),
  });
  if (stored) context.metrics.feedback.inc({ rating: String(feedback.rating) });
  return { ok: true };
}
