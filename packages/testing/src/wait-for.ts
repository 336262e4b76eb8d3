/** Polls `probe` until it returns true, or throws after `timeoutMs` with `what` in the message. */
export async function waitFor(what: string, probe: () => Promise<boolean> | boolean, timeoutMs = 15_000, intervalMs = 50): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      if (await probe()) return;
    } catch (error) {
      lastError = error;
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  const cause = lastError instanceof Error ? `: ${lastError.message}` : '';
  throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}${cause}`);
}
