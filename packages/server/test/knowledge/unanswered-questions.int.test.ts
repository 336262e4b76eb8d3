import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Message, ThreadEvent } from '@kefu/protocol';
import { serviceAvailable, startRedis, type RedisService } from '@kefu/testing';
import { connectRedis, type KefuRedisClient } from '../../src/adapters/redis/connect-redis.js';
import { createMemoryUnansweredQuestions } from '../../src/knowledge/unanswered/memory-unanswered-questions.js';
import { createRedisUnansweredQuestions } from '../../src/knowledge/unanswered/redis-unanswered-questions.js';
import { createLogger } from '../../src/logger.js';
import type { UnansweredQuestions } from '../../src/ports/unanswered-questions.js';
import { loadOpenApi } from '../api/support/openapi-validator.js';
import { spawnKefu, type KefuProcess } from '../gateway/support/kefu-process.js';
import { TestClient } from '../gateway/support/test-client.js';

const KEY = 'kefu_ledger_key_0123456789abcdef';

/** Asks one question on a fresh thread and returns the reply. */
async function ask(url: string, text: string): Promise<Message> {
  const client = await TestClient.connect(url);
  try {
    await client.hello();
    expect(await client.send(text)).toMatchObject({ ok: true });
    const reply = (events: ThreadEvent[]) => events.find((event) => event.event === 'message:done' && event.data.message.role === 'assistant');
    await client.waitUntil(`a reply to "${text}"`, (events) => reply(events) !== undefined);
    return (reply(client.rendered) as Extract<ThreadEvent, { event: 'message:done' }>).data.message;
  } finally {
    client.close();
  }
}

const quickReplies = (message: Message) =>
  (message.parts ?? []).flatMap((part) => (part.type === 'quick_replies' ? part.replies.map((reply) => reply.text) : []));

// The port's contract, the same for both adapters: counted per wording, bounded per site, personal data masked.
function contract(name: string, make: (perSite: number) => Promise<UnansweredQuestions>) {
  it(`${name}: counts a wording once however it is spaced or punctuated, keeps last asked, masks a phone number`, async () => {
    const store = await make(10);
    await store.record({ siteId: 'demo', locale: 'zh-CN', question: '礼品包装怎么选 电话13812345678', at: 1000 });
    await store.record({ siteId: 'demo', locale: 'zh-CN', question: ' 礼品包装怎么选，电话13812345678？', at: 3000 });
    await store.record({ siteId: 'other', locale: 'en', question: 'are you hiring', at: 2000 });
    const [entry, ...rest] = await store.list(['demo'], 10);
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({ siteId: 'demo', locale: 'zh-CN', count: 2, firstAskedAt: 1000, lastAskedAt: 3000 });
    expect(entry!.question).toContain('礼品包装怎么选');
    expect(entry!.question).not.toContain('13812345678');
    expect((await store.list(['demo', 'other'], 10)).map((row) => row.question)).toEqual([entry!.question, 'are you hiring']);
  });

  it(`${name}: keeps at most its bound per site, dropping the least recently asked`, async () => {
    const store = await make(3);
    for (const [at, question] of ['one', 'two', 'three', 'four'].entries()) await store.record({ siteId: 'demo', locale: 'en', question, at });
    await store.record({ siteId: 'demo', locale: 'en', question: 'two', at: 10 });
    await store.record({ siteId: 'demo', locale: 'en', question: 'five', at: 11 });
    expect((await store.list(['demo'], 10)).map((row) => row.question)).toEqual(['five', 'two', 'four']);
  });
}

describe('the unanswered-question record', () => {
  contract('memory', async (perSite) => createMemoryUnansweredQuestions(perSite));

  describe.runIf(serviceAvailable('redis'))('in Redis', () => {
    let redis: RedisService;
    let client: KefuRedisClient;
    let prefix = 0;
    beforeAll(async () => {
      redis = await startRedis();
      client = await connectRedis(redis.url, createLogger('silent'));
    });
    afterAll(async () => {
      await client?.quit();
      await redis?.stop();
    });
    contract('redis', async (perSite) => createRedisUnansweredQuestions(client, { perSite, prefix: `t${(prefix += 1)}:` }));
  });
});

// Issue 21 item 4: a question nothing answers offers the closest topics and a person as quick replies, and is
// recorded, once per wording with its count, where the merchant reads it from any process.
describe.runIf(serviceAvailable('redis'))('a miss is a question: offered topics, recorded for the merchant across processes', () => {
  let redis: RedisService;
  const processes: KefuProcess[] = [];
  beforeAll(async () => {
    redis = await startRedis();
  });
  afterAll(async () => {
    for (const server of processes) await server.kill();
    await redis?.stop();
  });

  it('offers topics and a human, and lists the question (masked, counted) on GET /api/v1/knowledge/unanswered of the other process', async () => {
    const env = { PORT: '0', REDIS_URL: redis.url, KEFU_API_KEYS: JSON.stringify([{ id: 'ledger', key: KEY }]) };
    const [one, two] = await Promise.all([spawnKefu(env), spawnKefu(env)]);
    processes.push(one, two);

    const miss = await ask(one.url, '礼品包装怎么选？我电话13812345678');
    expect(quickReplies(miss)).toContain('转人工');
    expect(quickReplies(miss).length).toBeGreaterThan(1);
    await ask(two.url, '礼品包装怎么选?我电话13812345678');
    // Answered questions are not recorded.
    await ask(two.url, '七天无理由退货怎么算');

    expect((await fetch(`${two.url}/api/v1/knowledge/unanswered`)).status).toBe(401);
    const response = await fetch(`${two.url}/api/v1/knowledge/unanswered?siteId=demo`, { headers: { authorization: `Bearer ${KEY}` } });
    const body = (await response.json()) as { questions: Array<Record<string, unknown>> };
    expect(response.status).toBe(200);
    expect((await loadOpenApi()).response('/api/v1/knowledge/unanswered', 200, body)).toEqual([]);
    expect(body.questions).toHaveLength(1);
    expect(body.questions[0]).toMatchObject({ siteId: 'demo', locale: 'zh-CN', count: 2 });
    expect(String(body.questions[0]!.question)).toContain('礼品包装怎么选');
    expect(String(body.questions[0]!.question)).not.toContain('13812345678');
  });
});
