import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceAvailable, startRedis, waitFor, type RedisService } from '@kefu/testing';
import { TestClient } from './support/test-client.js';
import { startTestServer } from './support/test-server.js';
import type { Agent } from '../../src/ports/agent.js';
import type { KefuServer } from '../../src/create-kefu-server.js';

const withRedis = serviceAvailable('redis');

/** Records which shopper seqs each turn took and how many turns of a thread overlapped. */
function recordingAgent(log: { running: number; maxRunning: number; taken: number[][] }): Agent {
  return {
    async runTurn(request, output) {
      log.running += 1;
      log.maxRunning = Math.max(log.maxRunning, log.running);
      log.taken.push(request.messages.map((message) => message.seq));
      // Long enough for messages from the other process to arrive while this turn runs.
      await new Promise((resolve) => setTimeout(resolve, 30));
      await output.emit({ event: 'message:done', message: { role: 'assistant', text: `took ${request.messages.length}` } });
      log.running -= 1;
    },
    async replyToInterrupt() {},
    async cancel() {},
  };
}

describe.runIf(withRedis)('turns of one thread on two processes', () => {
  let redis: RedisService;
  const servers: KefuServer[] = [];
  beforeAll(async () => {
    redis = await startRedis({ durable: false });
  });
  afterAll(async () => {
    for (const server of servers) await server.close();
    await redis.stop();
  });

  it('never overlap, and every message is taken by exactly one turn', async () => {
    // One log shared by both "processes": they are two servers on one Redis, as two deployments would be.
    const log = { running: 0, maxRunning: 0, taken: [] as number[][] };
    const [one, two] = await Promise.all([0, 1].map(() => startTestServer({ agent: recordingAgent(log), env: { REDIS_URL: redis.url } })));
    servers.push(one as KefuServer, two as KefuServer);
    const a = await TestClient.connect((one as KefuServer & { url: string }).url);
    await a.hello();
    const b = await TestClient.connect((two as KefuServer & { url: string }).url);
    b.threadId = a.threadId;
    b.resumeToken = a.resumeToken;
    await b.hello();

    const acks = await Promise.all(Array.from({ length: 12 }, (_, index) => (index % 2 === 0 ? a : b).send(`m${index}`)));
    const userSeqs = acks.map((ack) => (ack.ok ? ack.seq : 0)).sort((x, y) => x - y);
    await waitFor('every message taken', () => log.taken.flat().length === 12 && log.running === 0, 15_000);
    expect(log.maxRunning).toBe(1);
    expect(log.taken.flat().sort((x, y) => x - y)).toEqual(userSeqs);
    // Burst merge across processes: fewer turns than messages.
    expect(log.taken.length).toBeLessThan(12);
    a.close();
    b.close();
  });
});
