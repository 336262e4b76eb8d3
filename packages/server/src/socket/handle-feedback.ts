import type { ClientAck, Feedback } from '@kefu/protocol';
import type { GatewayContext, Session } from './gateway-context.js';

/** `feedback`: stores a rating once per answer (or once per thread without a seq) and counts it by rating. */
export async function handleFeedback(context: GatewayContext, session: Session, feedback: Feedback): Promise<ClientAck<'feedback'>> {
  const stored = await context.stores.feedback.record(session.threadId, {
    rating: feedback.rating,
    ...(feedback.comment !== undefined ? { comment: feedback.comment } : {}),
    ...(feedback.seq !== undefined ? { seq: feedback.seq } : {}),
    ...(session.customer ? { customerId: session.customer.customerId } : {}),
    at: context.clock.now(),
  });
  if (stored) context.metrics.feedback.inc({ rating: String(feedback.rating) });
  return { ok: true };
}
