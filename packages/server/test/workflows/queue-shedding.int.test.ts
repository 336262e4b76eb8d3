import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { serviceAvailable, startRedis, waitFor, type RedisService } from '@kefu/testing';
import { createManualClock } from '../../src/timers/manual-clock.js';
import { TestClient } from '../gateway/support/test-client.js';
import { startTestServer } from '../gateway/support/test-server.js';
import { demoAgentToken } from '../handoff/support/handoff-fixtures.js';
import { ConsoleClient } from '../handoff/support/console-client.js';
import { heldModel, kinds, QUESTION } from './held-model.js';

const withRedis = serviceAvailable('redis');
const cleanup: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

describe.each([
  { stores: 'memory stores', redis: false },
  { stores: 'Redis stores', redis: true },
])('a flood past the turn permits, $stores', ({ redis: useRedis }) => {
  let redis: RedisService | undefined;
  beforeAll(async () => {
    if (useRedis && withRedis) redis = await startRedis({ durable: false });
  });
  afterAll(async () => {
    await redis?.stop();
  });

  it.skipIf(useRedis && !withRedis)(
    'sheds the turns that would wait behind the permits through the degrade route, at once, instead of queueing them',
    async () => {
      const clock = createManualClock(Date.now());
      const model = heldModel();
      // Two permits, a 40 s bound and the 8 s cold-start estimate: (2 running + 3 waiting + 1) × 8 s = 48 s > 40 s, so
      // the sixth turn on is shed. Counting only the turns in the model, the estimate never passed (2 + 1) × 8 = 24 s.
      const server = await startTestServer({
        clock,
        loadProtection: { scheduler: clock },
        env: { KEFU_MAX_CONCURRENT_TURNS: '2', KEFU_QUEUE_DEGRADE_SECONDS: '40', ...(redis ? { REDIS_URL: redis.url } : {}) },
        agent: model.agent,
      });
      cleanup.push(() => server.close());
      const person = await ConsoleClient.connect(server.url, demoAgentToken(server));
      cleanup.push(() => person.close());
      const clients = await Promise.all(
        Array.from({ length: 12 }, async () => {
          const client = await TestClient.connect(server.url);
          cleanup.push(() => client.close());
          await client.hello();
          return client;
        }),
      );
      for (const client of clients) await client.send(QUESTION);

      const degraded = () => clients.filter((client) => kinds(client).join() === 'user,handoff queue_degrade,assistant');
      // While the model still holds the first two turns: the shed ones have their notice, nobody else has an answer.
      await waitFor('7 turns shed while 2 run and 3 wait', () => degraded().length === 7 && model.calls() === 2, 10_000);
      expect(degraded()[0]!.texts.at(-1)).toContain('当前咨询人数较多');
      const waiting = clients.filter((client) => !degraded().includes(client));
      expect(waiting.map((client) => kinds(client).join())).toEqual(Array(5).fill('user'));

      // The 3 waiting turns reach the model as permits free up; nothing shed reaches it.
      await waitFor(
        'the 5 admitted turns answered',
        () => {
          model.release();
          return waiting.every((client) => client.texts.includes('late model answer'));
        },
        10_000,
      );
      expect(model.calls()).toBe(5);
      expect(degraded().every((client) => !client.texts.includes('late model answer'))).toBe(true);
    },
    30_000,
  );
});
