/** The events a webhook endpoint can receive. */
export const WEBHOOK_EVENT_TYPES = [
  'conversation.started',
  'handoff.requested',
  'handoff.claimed',
  'handoff.released',
  'conversation.resolved',
  'rating.given',
  'request.created',
] as const;
/** One of {@link WEBHOOK_EVENT_TYPES}. */
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** The kinds of `request.created`, as the commerce contract names them (the cancel_order workflow creates a `cancel`). */
export const REQUEST_KINDS = ['return', 'exchange', 'repair', 'invoice', 'cancel', 'address_change'] as const;

/** The body of one webhook POST (documented in openapi.yaml under `webhooks:`). */
export interface WebhookEvent {
  /** Unique per event, the same on every delivery attempt: receivers deduplicate by it. */
  id: string;
  type: WebhookEventType;
  /** ISO 8601. */
  createdAt: string;
  siteId: string;
  threadId: string;
  data: Record<string, unknown>;
}
