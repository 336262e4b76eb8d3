import { asksRefundTiming } from '../adapters/rules/index.js';
import type { Intent, Recognition } from '../ports/intent.js';

// What the refund article is found by, whatever else the question says ("我的退款什么时候到账" also reads as a cancellation's).
const REFUND_TIMING_TOPIC = ['退款时效', 'how long do refunds take'] as const;

/**
 * A guest's "when will I get my refund?" / "我的退款什么时候到账" naming no order, as the policy question it often is:
 * the refund article says when, and a quick reply under it looks their own order up (knowledge-answer.ts). The lookup
 * form first made a guest who only wanted the policy verify an order, and never said the timing. Undefined for any
 * other question, which keeps its lookup.
 */
export function refundTimingAsPolicy(lookup: Intent, language: Recognition['language']): Intent | undefined {
  if (lookup.type !== 'order_query' || lookup.entities.orderId || lookup.entities.trackingNumber || !asksRefundTiming(lookup.text)) return undefined;
  return { ...lookup, type: 'policy_inquiry', about: REFUND_TIMING_TOPIC[language === 'en' ? 1 : 0] };
}
