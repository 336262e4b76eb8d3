import { CommerceError } from '../../ports/commerce-backend.js';

/** Options of {@link withRetry}. */
export interface RetryOptions {
  /** @default 3 */
  attempts?: number;
  /** First backoff; doubles each time. @default 50 */
  baseDelayMs?: number;
  signal?: AbortSignal;
}

/** Whether a failure is worth retrying: a transient commerce error or a network failure. */
export function isTransient(error: unknown): boolean {
  if (error instanceof CommerceError) return error.transient;
  const code = (error as { code?: unknown; cause?: { code?: unknown } })?.cause?.code ?? (error as { code?: unknown })?.code;
  return typeof code === 'string' && /^(ECONNRESET|ECONNREFUSED|ETIMEDOUT|EPIPE|UND_ERR_SOCKET|UND_ERR_CONNECT_TIMEOUT)$/.test(code);
}

const pause = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => (clearTimeout(timer), reject(signal.reason)), { once: true });
  });

/** Runs `call`, retrying transient failures with exponential backoff (seed 000: retry on API errors only). */
export async function withRetry<T>(call: () => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const attempts = options.attempts ?? 3;
  const base = options.baseDelayMs ?? 50;
  for (let attempt = 1; ; attempt++) {
    try {
      return await call();
    } catch (error) {
      if (attempt >= attempts || !isTransient(error) || options.signal?.aborted) throw error;
      await pause(base * 2 ** (attempt - 1), options.signal);
    }
  }
}
