import { randomUUID } from 'node:crypto';
import type { Logger } from '../logger.js';
import type { Clock } from '../ports/clock.js';
import type { Deadline, DeadlineStore } from '../ports/deadline-store.js';
import type { WebhookDeliveryLog } from '../ports/webhook-delivery-log.js';
import { createDeadlinePoller, type DeadlinePoller } from '../timers/deadline-poller.js';
import type { Scheduler } from '../timers/scheduler.js';
import { retryDelayMs, type BackoffOptions } from './webhook-backoff.js';
import type { WebhookEndpoint } from './webhook-endpoint.js';
import type { WebhookEvent, WebhookEventType } from './webhook-event.js';
import { EVENT_ID_HEADER, SIGNATURE_HEADER, signWebhook } from './webhook-signature.js';

/** One queued attempt: the event, the endpoint and which try it is. */
export interface DeliveryJob {
  event: WebhookEvent;
  endpointId: string;
  attempt: number;
}

/** Options of {@link createWebhookDispatcher}. */
export interface WebhookDispatcherOptions {
  endpoints: readonly WebhookEndpoint[];
  /** The durable queue: memory, or a Redis sorted set claimed atomically (the timers' store). */
  queue: DeadlineStore<DeliveryJob>;
  log: WebhookDeliveryLog;
  clock: Clock;
  scheduler: Scheduler;
  logger?: Logger;
  /** A receiver that has not answered by then failed this attempt. @default 10000 */
  timeoutMs?: number;
  /** Attempts per event and endpoint, the first included. @default 12 */
  maxAttempts?: number;
  backoff?: BackoffOptions;
  /** How often the queue is polled. @default 1000 */
  pollMs?: number;
}

/** What the server enqueues into: never waits for a receiver. */
export interface WebhookDispatcher {
  /** Queues `event` for every endpoint that wants it; resolves once it is durably queued. */
  enqueue(type: WebhookEventType, fields: { siteId: string; threadId: string; data: Record<string, unknown> }): Promise<WebhookEvent>;
  /** Delivers what is due now (tests call it after moving the clock). */
  tick(): Promise<number>;
  /** Delivers what fell due while no process ran, then polls. */
  start(): Promise<number>;
  stop(): void;
}

/** Creates the at-least-once webhook sender: a durable queue, signed POSTs, backoff, a delivery log, 410 disables. */
export function createWebhookDispatcher(options: WebhookDispatcherOptions): WebhookDispatcher {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const maxAttempts = options.maxAttempts ?? 12;
  const endpoints = new Map(options.endpoints.map((endpoint) => [endpoint.id, endpoint]));
  const poller: DeadlinePoller = createDeadlinePoller({
    store: options.queue,
    clock: options.clock,
    scheduler: options.scheduler,
    intervalMs: options.pollMs ?? 1000,
    // Claimed jobs are sent one after another, each up to the timeout: the lease must outlast a whole batch, or a
    // second poller would claim the tail of it again.
    leaseMs: 50 * timeoutMs + 30_000,
    onDue: (deadline) => attempt(deadline),
    ...(options.logger ? { logger: options.logger } : {}),
  });

  const schedule = (job: DeliveryJob, dueAt: number) =>
    options.queue.schedule({ key: `${job.endpointId}:${job.event.id}:${job.attempt}`, dueAt, payload: job });

  async function attempt({ payload: job }: Deadline<DeliveryJob>): Promise<void> {
    const endpoint = endpoints.get(job.endpointId);
    // An endpoint removed from the config, or disabled by a 410, gets nothing more.
    if (!endpoint || (await options.log.isDisabled(endpoint.id))) return;
    const body = JSON.stringify(job.event);
    const started = options.clock.now();
    const startedReal = performance.now();
    let statusCode: number | undefined;
    let error: string | undefined;
    try {
      const response = await fetch(endpoint.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Kefu-Webhooks/1',
          [SIGNATURE_HEADER]: signWebhook(endpoint.secret, body, Math.floor(options.clock.now() / 1000)),
          [EVENT_ID_HEADER]: job.event.id,
        },
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
      statusCode = response.status;
      await response.body?.cancel().catch(() => undefined);
    } catch (failure) {
      error = describeFailure(failure, timeoutMs);
    }
    const durationMs = Math.round(performance.now() - startedReal);
    const base = {
      eventId: job.event.id,
      eventType: job.event.type,
      siteId: job.event.siteId,
      endpointId: endpoint.id,
      attempt: job.attempt,
      at: started,
      durationMs,
      ...(statusCode !== undefined ? { statusCode } : {}),
      ...(error ? { error } : {}),
    };
    if (statusCode !== undefined && statusCode >= 200 && statusCode < 300) {
      await options.log.record({ ...base, outcome: 'delivered' });
      return;
    }
    if (statusCode === 410) {
      await options.log.disable(endpoint.id);
      await options.log.record({ ...base, outcome: 'disabled' });
      options.logger?.warn({ endpoint: endpoint.id }, 'webhook endpoint answered 410 Gone: disabled until the server restarts with it removed and re-added');
      return;
    }
    if (job.attempt >= maxAttempts) {
      await options.log.record({ ...base, outcome: 'failed' });
      options.logger?.warn({ endpoint: endpoint.id, eventId: job.event.id }, 'webhook event dropped after its last attempt');
      return;
    }
    const nextAttemptAt = options.clock.now() + retryDelayMs(job.attempt, options.backoff);
    // The next attempt is queued before this one is completed: a crash in between sends it twice, never zero times.
    await schedule({ ...job, attempt: job.attempt + 1 }, nextAttemptAt);
    await options.log.record({ ...base, outcome: 'retrying', nextAttemptAt });
  }

  return {
    async enqueue(type, fields) {
      const event: WebhookEvent = { id: `evt_${randomUUID()}`, type, createdAt: new Date(options.clock.now()).toISOString(), ...fields };
      const wanted = [...endpoints.values()].filter(
        (endpoint) => (endpoint.sites?.includes(fields.siteId) ?? true) && (endpoint.events?.includes(type) ?? true),
      );
      await Promise.all(wanted.map((endpoint) => schedule({ event, endpointId: endpoint.id, attempt: 1 }, options.clock.now())));
      return event;
    },
    tick: () => poller.tick(),
    start: () => poller.start(),
    stop: () => poller.stop(),
  };
}

function describeFailure(failure: unknown, timeoutMs: number): string {
  if (failure instanceof Error && (failure.name === 'TimeoutError' || failure.name === 'AbortError')) return `timeout: no response within ${timeoutMs} ms`;
  const cause = failure instanceof Error && failure.cause instanceof Error ? failure.cause.message : undefined;
  return (cause ?? (failure instanceof Error ? failure.message : String(failure))).slice(0, 200);
}
