function header(error: unknown, name: string): string | undefined {
  const headers = (error as { headers?: unknown })?.headers;
  if (!headers || typeof headers !== 'object') return undefined;
  // The OpenAI SDK hands a fetch Headers object, the Groq SDK a plain record.
  const value = typeof (headers as Headers).get === 'function' ? (headers as Headers).get(name) : (headers as Record<string, unknown>)[name];
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

/**
 * How long a provider's error asks to wait before the next call, from `retry-after-ms` or `Retry-After`
 * (seconds or an HTTP date); undefined when it does not say or says something unusable.
 */
export function retryAfterMs(error: unknown, now: number = Date.now()): number | undefined {
  const ms = header(error, 'retry-after-ms');
  const seconds = header(error, 'retry-after');
  let wait: number | undefined;
  if (ms !== undefined && /^\d+(\.\d+)?$/.test(ms)) wait = Number(ms);
  else if (seconds !== undefined && /^\d+(\.\d+)?$/.test(seconds)) wait = Number(seconds) * 1000;
  else if (seconds !== undefined && !Number.isNaN(Date.parse(seconds))) wait = Math.max(0, Date.parse(seconds) - now);
  // Not capped: the gateway skips a retry whose wait runs past the call's deadline.
  return wait;
}
