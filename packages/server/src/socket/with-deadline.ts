/** What {@link withDeadline} resolves with when the work did not finish in time. */
export const TIMED_OUT: unique symbol = Symbol('timed out');

/**
 * The work's result, or {@link TIMED_OUT} once `ms` pass first. The work is not stopped (a store command
 * already sent cannot be recalled); callers make its late outcome harmless (idempotent writes, a flag).
 */
export async function withDeadline<T>(work: Promise<T>, ms: number): Promise<T | typeof TIMED_OUT> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), ms);
  });
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
}
