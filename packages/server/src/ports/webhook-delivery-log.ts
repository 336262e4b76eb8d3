/** One attempt to deliver one event to one endpoint. */
export interface DeliveryAttempt {
  eventId: string;
  eventType: string;
  siteId: string;
  endpointId: string;
  /** 1 for the first try. */
  attempt: number;
  /** Epoch milliseconds the attempt started. */
  at: number;
  /** The receiver's HTTP status, when it answered. */
  statusCode?: number;
  /** Why the attempt failed without a status (timeout, refused connection…). */
  error?: string;
  durationMs: number;
  /** delivered (2xx), retrying (another attempt is scheduled), failed (no attempts left), disabled (410 Gone). */
  outcome: 'delivered' | 'retrying' | 'failed' | 'disabled';
  /** When the next attempt is due (outcome `retrying`). */
  nextAttemptAt?: number;
}

/** Filters of {@link WebhookDeliveryLog.recent}. */
export interface DeliveryQuery {
  /** Only these sites' events. @default every site */
  siteIds?: readonly string[];
  eventId?: string;
  /** @default 50 */
  limit?: number;
}

/** The webhook delivery log (newest first, bounded) and the endpoints a 410 Gone disabled. */
export interface WebhookDeliveryLog {
  record(attempt: DeliveryAttempt): Promise<void>;
  /** The newest attempts first. */
  recent(query?: DeliveryQuery): Promise<DeliveryAttempt[]>;
  disable(endpointId: string): Promise<void>;
  isDisabled(endpointId: string): Promise<boolean>;
}
