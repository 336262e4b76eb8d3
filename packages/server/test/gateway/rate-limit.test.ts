import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { serviceAvailable, startRedis, type RedisService } from '@kefu/testing';
import { TestClient } from './support/test-client.js';
import { startTestServer } from './support/test-server.js';
import { echoAgent } from './support/test-agents.js';
import type { KefuServer } from '../../src/create-kefu-server.js';

const withRedis = serviceAvailable('redis');
const T = 1_750_000_000_000;

describe.each([['memory'], ...(withRedis ? [['redis']] : [])])('the message rate limit (%s)', (backend) => {
  let server: KefuServer & { url: string };
  let redis: RedisService | undefined;
  let now = T;
  const tabs: TestClient[] = [];
  beforeAll(async () => {
    if (backend === 'redis') redis = await startRedis({ durable: false });
    server = await startTestServer({ agent: echoAgent(), clock: { now: () => now }, env: redis ? { REDIS_URL: redis.url } : {} });
  });
  afterEach(() => {
    for (const tab of tabs.splice(0)) tab.close();
  });
  afterAll(async () => {
    await server.close();
    await redis?.stop();
  });

  async function shopper(): Promise<TestClient> {
    const client = await TestClient.connect(server.url);
    tabs.push(client);
    expect(await client.hello()).toMatchObject({ ok: true });
    return client;
  }

  it('counts a retried clientMsgId once: 100 messages each sent twice all get through', async () => {
    now = T;
    const tab = await shopper();
    for (let index = 1; index <= 100; index += 1) {
      const id = crypto.randomUUID();
      const first = await tab.send(`m${index}`, id);
      expect(first, `message ${index}`).toMatchObject({ ok: true, duplicate: false });
      expect(await tab.send(`m${index}`, id)).toEqual({ ok: true, seq: first.ok ? first.seq : -1, duplicate: true });
    }
    expect(await tab.send('m101')).toMatchObject({ ok: false, error: { code: 'RATE_LIMITED', retryable: true, retryAfterMs: 60_000 } });
  });

  it('still refuses the 101st message just after a fixed window would have reset, and says when to retry', async () => {
    now = T + 3_600_000;
    const start = now;
    const tab = await shopper();
    const accepted: string[] = [];
    const send = async (text: string) => {
      const id = crypto.randomUUID();
      const ack = await tab.send(text, id);
      if (ack.ok) accepted.push(id);
      return ack;
    };
    expect(await send('first')).toMatchObject({ ok: true });
    now = start + 59_000;
    for (let index = 2; index <= 100; index += 1) expect(await send(`m${index}`), `message ${index}`).toMatchObject({ ok: true });
    expect(await send('m101')).toMatchObject({ ok: false, error: { code: 'RATE_LIMITED', retryAfterMs: 1_000 } });

    // 61 s after the first message a fixed window would let 100 more through; the sliding window frees one.
    now = start + 61_000;
    expect(await send('m101')).toMatchObject({ ok: true });
    expect(await send('m102')).toMatchObject({ ok: false, error: { code: 'RATE_LIMITED', retryable: true, retryAfterMs: 58_000 } });
    // A retry of a message already taken is still answered, over the limit too.
    expect(await tab.send('first', accepted[0])).toMatchObject({ ok: true, duplicate: true });
  });
});
