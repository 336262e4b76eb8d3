import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from 'redis';
import { serviceAvailable, startRedis, waitFor, type RedisService } from '@kefu/testing';
import type { KefuServer } from '../../src/create-kefu-server.js';
import type { KefuRedisClient } from '../../src/adapters/redis/connect-redis.js';
import type { QueueEntry } from '@kefu/protocol';
import { RedisHandoffStore } from '../../src/handoff/index.js';
import { createManualClock } from '../../src/timers/manual-clock.js';
import { METRICS_AUTH, startTestServer } from '../gateway/support/test-server.js';
import { TestClient } from '../gateway/support/test-client.js';
import { ConsoleClient } from './support/console-client.js';
import { handoffAgent } from './support/handoff-agent.js';
import { AGENTS, AGENTS_ENV, handoffs, lines, waitForHandoff } from './support/handoff-fixtures.js';

const withRedis = serviceAvailable('redis');

describe.runIf(withRedis)('human handoff across server processes on one Redis', () => {
  let redis: RedisService;
  let a: KefuServer & { url: string };
  let b: KefuServer & { url: string };
  const closers: Array<() => unknown> = [];
  beforeAll(async () => {
    redis = await startRedis({ durable: false });
    // Two servers that share nothing but Redis: separate connections, Socket.IO adapters and memory.
    const start = () => startTestServer({ agent: handoffAgent(), env: { REDIS_URL: redis.url, ...AGENTS_ENV } });
    [a, b] = await Promise.all([start(), start()]);
  });
  afterAll(async () => {
    for (const close of closers.reverse()) await close();
    await Promise.all([a?.close(), b?.close()]);
    await redis?.stop();
  });

  it('serves a shopper on process A from an agent on process B, with exactly one of two agents winning the claim', async () => {
    const shopper = await TestClient.connect(a.url);
    const lin = await ConsoleClient.connect(b.url, AGENTS[0].token);
    const wei = await ConsoleClient.connect(a.url, AGENTS[1].token);
    closers.push(
      () => shopper.close(),
      () => lin.close(),
      () => wei.close(),
    );
    await shopper.hello();
    await shopper.send('转人工');
    expect(await waitForHandoff(shopper, 'queued')).toMatchObject({ queuePosition: 1 });

    const update = await lin.waitForQueue('the thread on process B', (next) => next.queue.some((entry) => entry.threadId === shopper.threadId));
    expect(update.agentsOnline).toBe(2);
    const opened = await lin.request('thread:open', { threadId: shopper.threadId });
    expect(opened.ok && lines(opened.events)).toContain('user: 转人工');

    await shopper.send('还在吗');
    await waitFor('the message live on process B', () =>
      lin.events.some((notice) => notice.threadId === shopper.threadId && notice.event.event === 'message:done' && notice.event.data.message.text === '还在吗'),
    );

    const results = await Promise.all([
      lin.request('thread:claim', { threadId: shopper.threadId }),
      wei.request('thread:claim', { threadId: shopper.threadId }),
    ]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.find((result) => !result.ok)).toMatchObject({ error: { code: 'CONFLICT' } });
    const [winner, name] = results[0]!.ok ? [lin, 'Lin'] : [wei, 'Wei'];
    expect(await waitForHandoff(shopper, 'joined')).toMatchObject({ agentName: name });
    await wei.waitForQueue('Wei sees it taken', (next) => next.queue.find((entry) => entry.threadId === shopper.threadId)?.agentName === name);

    expect(await winner.request('thread:reply', { threadId: shopper.threadId, clientMsgId: crypto.randomUUID(), text: '在的，请讲' })).toMatchObject({
      ok: true,
    });
    await shopper.waitUntil('the reply on process A', (events) => lines(events).includes(`agent(${name}): 在的，请讲`));
    // The AI on either process stays quiet while a human holds the thread.
    expect(lines(shopper.rendered).filter((line) => line.startsWith('assistant: AI:'))).toEqual([]);

    expect(await winner.request('thread:release', { threadId: shopper.threadId })).toEqual({ ok: true });
    await waitForHandoff(shopper, 'released');
    await shopper.send('X9 多少钱');
    await shopper.waitUntil('the AI again', (events) => lines(events).includes('assistant: AI: X9 多少钱'));
    await lin.waitForQueue('an empty queue on process B', (next) => !next.queue.some((entry) => entry.threadId === shopper.threadId));
  });

  it('lets exactly one claim win in every race between two Redis connections', async () => {
    const clients = await Promise.all([0, 1].map(async () => (await createClient({ url: redis.url }).connect()) as unknown as KefuRedisClient));
    closers.push(() => Promise.all(clients.map((client) => client.close())));
    const [one, two] = clients.map((client) => new RedisHandoffStore(client, 'race:'));
    for (let round = 0; round < 25; round += 1) {
      const threadId = `t_race_${round}`;
      await one!.enqueue({ threadId, siteId: 'demo', reason: 'angry', queuedAt: round, locale: 'zh-CN' });
      const results = await Promise.all([
        one!.claim(threadId, { agentId: 'lin', name: 'Lin' }, 100),
        two!.claim(threadId, { agentId: 'wei', name: 'Wei' }, 100),
      ]);
      expect(results.filter((result) => result.status === 'claimed')).toHaveLength(1);
      expect(results.filter((result) => result.status === 'taken')).toHaveLength(1);
    }
    expect((await two!.list()).every((record) => record.mode === 'human')).toBe(true);
  });
});

describe.runIf(withRedis)('agents and shoppers coming and going across server processes on one Redis', () => {
  let redis: RedisService;
  let a: KefuServer & { url: string };
  let b: KefuServer & { url: string };
  // One clock for both processes, as real ones share the wall clock.
  const clock = createManualClock(Date.UTC(2030, 0, 1, 9));
  const closers: Array<() => unknown> = [];
  beforeAll(async () => {
    redis = await startRedis({ durable: false });
    const start = () => startTestServer({ agent: handoffAgent(), env: { REDIS_URL: redis.url, ...AGENTS_ENV }, clock });
    [a, b] = await Promise.all([start(), start()]);
  });
  afterAll(async () => {
    for (const close of closers.reverse()) await close();
    await Promise.all([a?.close(), b?.close()]);
    await redis?.stop();
  });

  it('takes a thread back on process B from an agent who left on process A, and shows on B when the shopper on A leaves and comes back', async () => {
    const lin = await ConsoleClient.connect(a.url, AGENTS[0].token);
    const shopper = await TestClient.connect(a.url);
    closers.push(() => shopper.close());
    await shopper.hello();
    await shopper.send('转人工');
    await waitForHandoff(shopper, 'queued');
    expect(await lin.request('thread:claim', { threadId: shopper.threadId })).toMatchObject({ ok: true });
    await waitForHandoff(shopper, 'joined');
    lin.close();
    await waitFor('Lin offline', async () => (await (await fetch(`${b.url}/metrics`, METRICS_AUTH)).text()).includes('kefu_agents_online 0'));

    await clock.advance(46_000);
    // Wei signs in on process B: B reads the lease process A wrote, takes the thread back and tells the shopper on A.
    const wei = await ConsoleClient.connect(b.url, AGENTS[1].token);
    closers.push(() => wei.close());
    const entry = (next: { queue: QueueEntry[] }) => next.queue.find((candidate) => candidate.threadId === shopper.threadId);
    const back = await wei.waitForQueue('the thread queued again', (next) => entry(next)?.mode === 'queued');
    // B asked A: the shopper's tab is there, so no "left" mark.
    expect(entry(back)).toMatchObject({ position: 1 });
    expect(entry(back)).not.toHaveProperty('shopperOffline');
    await shopper.waitUntil('queued again', () => handoffs(shopper).filter((event) => event.state === 'queued').length === 2);
    expect(handoffs(shopper).at(-1)).toMatchObject({ state: 'queued', queuePosition: 1 });
    await shopper.waitUntil('the explanation', (events) => lines(events).includes('system: Lin 暂时离开了，已为您重新排队，下一位客服会尽快接待您。'));

    // The shopper closes their tab on A: Wei, on B, sees them gone; they come back on B: the mark goes.
    shopper.close();
    await wei.waitForQueue('the shopper gone', (next) => entry(next)?.shopperOffline === true);
    const again = await shopper.reopen(b.url);
    closers.push(() => again.close());
    await again.hello();
    await wei.waitForQueue('the shopper back', (next) => entry(next) !== undefined && entry(next)?.shopperOffline === undefined);
    expect(await wei.request('thread:claim', { threadId: shopper.threadId })).toMatchObject({ ok: true });
    await waitForHandoff(again, 'joined', (event) => event.agentName === 'Wei');
  });
});
