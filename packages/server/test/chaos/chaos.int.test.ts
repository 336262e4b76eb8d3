import { describe, expect, it } from 'vitest';
import { serviceAvailable } from '@kefu/testing';
import { runChaos } from './chaos-harness.js';

// The short chaos run CI can afford: 8 concurrent return conversations on two Kefu processes sharing one
// Redis, while the harness kill -9s a server twice, kills and restarts Redis, and kills Meilisearch.
// Afterwards every conversation's log is checked (see chaos-harness.ts): nothing lost, duplicated or out of
// order, every message acknowledged once and answered, every workflow completed, cancelled or expired as
// its shopper meant (one walks away and its prompt expires).
// The long run: `pnpm --filter @kefu/bench run chaos`.
describe.runIf(serviceAvailable('redis'))('chaos: kill -9 servers, Redis and Meilisearch under live conversations', () => {
  it('loses, duplicates and reorders nothing, and every workflow ends cleanly', { timeout: 240_000 }, async () => {
    const report = await runChaos({
      conversations: 8,
      concurrency: 8,
      interruptTtlSeconds: 30,
      serverKills: 2,
      redisRestarts: 1,
      meiliKills: 1,
      faultEveryMs: [1000, 2500],
      thinkMs: [1000, 3000],
      conversationTimeoutMs: 90_000,
      meilisearch: serviceAvailable('meilisearch'),
    });
    console.log(`chaos: ${JSON.stringify(report)}`);
    expect(report.anomalies).toEqual([]);
    expect(report.faults).toMatchObject({ serverKills: 2, redisRestarts: 1, meiliKills: serviceAvailable('meilisearch') ? 1 : 0, unexpectedExits: 0 });
    expect(report.unanswered).toBe(0);
    expect(report.outcomes).toEqual({ completed: 6, cancelled: 1, expired: 1, unfinished: 0 });
    expect(report.receipts).toBe(report.outcomes.completed);
    expect(report.eventsChecked).toBeGreaterThan(8 * 10);
  });
});
