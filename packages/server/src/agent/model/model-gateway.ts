import type { Logger } from '../../logger.js';
import type { CircuitBreaker } from './circuit-breaker.js';

/** Why a model call produced nothing usable; the caller then takes the rules path. */
export class ModelUnavailableError extends Error {
  override name = 'ModelUnavailableError';
  constructor(readonly reason: 'circuit_open' | 'timeout' | 'transport' | 'failed' | 'junk' | 'aborted', options?: { cause?: unknown }) {
    super(`model unavailable: ${reason}`, options);
  }
}

/** Options of {@link createModelGateway}. */
export interface ModelGatewayOptions {
  breaker: CircuitBreaker;
  /** Per call, including a streamed answer. */
  timeoutMs: number;
  logger: Logger;
}

/** Every model call goes through here: circuit breaker, timeout, one retry on a transient transport error. */
export interface ModelGateway {
  /** Runs `run`; it throws `ModelUnavailableError('junk')` itself when the output is unusable, so the breaker counts it. */
  call<T>(label: string, run: (signal: AbortSignal) => Promise<T>, options?: { signal?: AbortSignal; retry?: boolean }): Promise<T>;
  /** Whether a call would go out now (the breaker is not open). */
  available(): boolean;
}

/** Whether an error is a transport failure worth one retry: connection errors and 5xx/429, never timeouts or bad output. */
export function isTransientTransport(error: unknown): boolean {
  const e = error as { status?: unknown; code?: unknown; name?: unknown; cause?: { code?: unknown }; message?: unknown };
  if (typeof e?.status === 'number') return e.status === 429 || e.status >= 500;
  if (e?.name === 'APIConnectionError' && !/timed? ?out/i.test(String(e.message))) return true;
  const code = e?.cause?.code ?? e?.code;
  return typeof code === 'string' && /^(ECONNRESET|ECONNREFUSED|EPIPE|UND_ERR_SOCKET)$/.test(code);
}

/** Creates the gateway all model calls share (one breaker per server). */
export function createModelGateway(options: ModelGatewayOptions): ModelGateway {
  const { breaker, logger } = options;

  async function once<T>(run: (signal: AbortSignal) => Promise<T>, outer?: AbortSignal): Promise<T> {
    const controller = new AbortController();
    const abort = () => controller.abort(outer?.reason);
    outer?.addEventListener('abort', abort, { once: true });
    let timer: NodeJS.Timeout | undefined;
    // A model that ignores its abort signal still loses the race.
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        controller.abort(new ModelUnavailableError('timeout'));
        reject(new ModelUnavailableError('timeout'));
      }, options.timeoutMs);
    });
    const aborted = new Promise<never>((_, reject) => controller.signal.addEventListener('abort', () => reject(controller.signal.reason instanceof ModelUnavailableError ? controller.signal.reason : new ModelUnavailableError('aborted')), { once: true }));
    try {
      return await Promise.race([run(controller.signal), timeout, aborted]);
    } finally {
      clearTimeout(timer);
      outer?.removeEventListener('abort', abort);
      if (!controller.signal.aborted) controller.abort(new ModelUnavailableError('aborted'));
    }
  }

  return {
    async call(label, run, callOptions = {}) {
      if (!breaker.allow()) throw new ModelUnavailableError('circuit_open');
      for (let attempt = 1; ; attempt++) {
        try {
          const result = await once(run, callOptions.signal);
          breaker.record(true);
          return result;
        } catch (error) {
          if (callOptions.signal?.aborted) {
            breaker.abandon();
            throw new ModelUnavailableError('aborted', { cause: error });
          }
          if (attempt === 1 && callOptions.retry !== false && isTransientTransport(error)) {
            logger.warn({ err: error, label }, 'model transport error; retrying once');
            continue;
          }
          breaker.record(false);
          const reason = error instanceof ModelUnavailableError ? error.reason : isTransientTransport(error) ? 'transport' : 'failed';
          logger.warn({ err: error, label, reason }, 'model call failed; using the rules path');
          throw error instanceof ModelUnavailableError ? error : new ModelUnavailableError(reason, { cause: error });
        }
      }
    },
    available: () => breaker.state() !== 'open',
  };
}
