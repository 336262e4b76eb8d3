import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from '../../logger.js';
import type { CircuitBreaker, CircuitState } from './circuit-breaker.js';
import { retryAfterMs } from './retry-after.js';

/** Why a model call produced nothing usable; the caller then takes the rules path. */
export class ModelUnavailableError extends Error {
  override name = 'ModelUnavailableError';
  constructor(
    readonly reason: 'circuit_open' | 'timeout' | 'transport' | 'rate_limited' | 'failed' | 'junk' | 'aborted',
    options?: { cause?: unknown },
  ) {
    super(`model unavailable: ${reason}`, options);
  }
}

/** How a model call ended, as counted by the gateway's metrics. */
export type ModelCallOutcome = 'ok' | ModelUnavailableError['reason'];

/** Where the gateway reports each call's outcome and each retry (Prometheus in the server). */
export interface ModelGatewayObserver {
  called(label: string, outcome: ModelCallOutcome, seconds: number): void;
  retried(label: string, cause: 'rate_limited' | 'transport'): void;
}

/** Options of {@link createModelGateway}. */
export interface ModelGatewayOptions {
  breaker: CircuitBreaker;
  /** Per call, retries and their waits included, and a streamed answer to its last token. */
  timeoutMs: number;
  logger: Logger;
  /** Attempts per call when the provider fails transiently (5xx, 429, a dropped connection). @default 3 */
  maxAttempts?: number;
  /** First backoff without a Retry-After header; doubled per attempt, with jitter. @default 250 */
  backoffMs?: number;
  observer?: ModelGatewayObserver;
}

/** Options of one {@link ModelGateway.call}. */
export interface ModelCallOptions {
  signal?: AbortSignal;
  /** Whether a transient failure may be retried; a function is asked at the failure (false once text was streamed). */
  retry?: boolean | (() => boolean);
}

/** Every model call goes through here, whatever the provider: circuit breaker, timeout, retries with backoff, metrics. */
export interface ModelGateway {
  /** Runs `run`; it throws `ModelUnavailableError('junk')` itself when the output is unusable, so the breaker counts it. */
  call<T>(label: string, run: (signal: AbortSignal) => Promise<T>, options?: ModelCallOptions): Promise<T>;
  /** Whether a call would go out now (the breaker is not open). */
  available(): boolean;
  /** The breaker's state, for the metrics. */
  state(): CircuitState;
}

/** Whether an error is a transport failure worth a retry: connection errors and 5xx/429, never timeouts or bad output. */
export function isTransientTransport(error: unknown): boolean {
  const e = error as { status?: unknown; code?: unknown; name?: unknown; cause?: { code?: unknown }; message?: unknown };
  if (typeof e?.status === 'number') return e.status === 429 || e.status >= 500;
  if (e?.name === 'APIConnectionError' && !/timed? ?out/i.test(String(e.message))) return true;
  const code = e?.cause?.code ?? e?.code;
  return typeof code === 'string' && /^(ECONNRESET|ECONNREFUSED|EPIPE|UND_ERR_SOCKET)$/.test(code);
}

const isRateLimit = (error: unknown) => (error as { status?: unknown })?.status === 429;

/** Creates the gateway all model calls share (one breaker per server). */
export function createModelGateway(options: ModelGatewayOptions): ModelGateway {
  const { breaker, logger, observer } = options;
  const maxAttempts = options.maxAttempts ?? 3;
  const backoffMs = options.backoffMs ?? 250;

  // Retry-After when the provider sent one, else exponential backoff with jitter so a burst does not retry in step.
  const delayBefore = (attempt: number, error: unknown) => retryAfterMs(error) ?? backoffMs * 2 ** (attempt - 1) * (0.5 + Math.random() / 2);

  return {
    async call(label, run, callOptions = {}) {
      const started = performance.now();
      const seconds = () => (performance.now() - started) / 1000;
      if (!breaker.allow()) {
        observer?.called(label, 'circuit_open', 0);
        throw new ModelUnavailableError('circuit_open');
      }
      const outer = callOptions.signal;
      const controller = new AbortController();
      const abort = () => controller.abort(outer?.reason);
      outer?.addEventListener('abort', abort, { once: true });
      if (outer?.aborted) abort();
      const deadline = started + options.timeoutMs;
      const timer = setTimeout(() => controller.abort(new ModelUnavailableError('timeout')), options.timeoutMs);
      // A model that ignores its abort signal still loses the race.
      const aborted = new Promise<never>((_, reject) =>
        controller.signal.addEventListener(
          'abort',
          () => reject(controller.signal.reason instanceof ModelUnavailableError ? controller.signal.reason : new ModelUnavailableError('aborted')),
          { once: true },
        ),
      );
      aborted.catch(() => undefined);
      let wait = 0;
      try {
        for (let attempt = 1; ; attempt++) {
          try {
            if (wait > 0) await Promise.race([sleep(wait, undefined, { signal: controller.signal }), aborted]);
            const result = await Promise.race([run(controller.signal), aborted]);
            breaker.record(true);
            observer?.called(label, 'ok', seconds());
            return result;
          } catch (error) {
            if (outer?.aborted) {
              breaker.abandon();
              observer?.called(label, 'aborted', seconds());
              throw new ModelUnavailableError('aborted', { cause: error });
            }
            const retryAllowed = typeof callOptions.retry === 'function' ? callOptions.retry() : callOptions.retry !== false;
            const transient = !(error instanceof ModelUnavailableError) && isTransientTransport(error);
            if (transient && retryAllowed && attempt < maxAttempts) {
              wait = delayBefore(attempt, error);
              // A wait past the deadline would only end in the timeout: take the rules path now.
              if (performance.now() + wait < deadline) {
                observer?.retried(label, isRateLimit(error) ? 'rate_limited' : 'transport');
                logger.warn({ err: error, label, attempt, waitMs: Math.round(wait) }, 'model transport error; retrying');
                continue;
              }
            }
            breaker.record(false);
            const reason = error instanceof ModelUnavailableError ? error.reason : isRateLimit(error) ? 'rate_limited' : transient ? 'transport' : 'failed';
            observer?.called(label, reason, seconds());
            logger.warn({ err: error, label, reason, attempt }, 'model call failed; using the rules path');
            throw error instanceof ModelUnavailableError ? error : new ModelUnavailableError(reason, { cause: error });
          }
        }
      } finally {
        clearTimeout(timer);
        outer?.removeEventListener('abort', abort);
        if (!controller.signal.aborted) controller.abort(new ModelUnavailableError('aborted'));
      }
    },
    available: () => breaker.state() !== 'open',
    state: () => breaker.state(),
  };
}
