import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceAvailable, startRedis, type RedisService } from '@kefu/testing';
import { spawnKefu, type KefuProcess } from '../gateway/support/kefu-process.js';
import { TestClient } from '../gateway/support/test-client.js';
import { ConsoleClient } from './support/console-client.js';
import { AGENTS, AGENTS_ENV, lines, waitForHandoff } from './support/handoff-fixtures.js';

describe.runIf(serviceAvailable('redis'))('human handoff between two real server processes (main.ts, the agent graph)', () => {
  let redis: RedisService;
  const processes: KefuProcess[] = [];
  const clients: Array<{ close(): void }> = [];
  beforeAll(async () => {
    redis = await startRedis({ durable: false });
    processes.push(
      ...(await Promise.all([spawnKefu({ PORT: '0', REDIS_URL: redis.url, ...AGENTS_ENV }), spawnKefu({ PORT: '0', REDIS_URL: redis.url, ...AGENTS_ENV })])),
    );
  });
  afterAll(async () => {
    for (const client of clients) client.close();
    for (const server of processes) await server.stop();
    await redis?.stop();
  });

  it('lets an agent on process B take over from the graph for a shopper on process A, then hands back', async () => {
    const [a, b] = processes as [KefuProcess, KefuProcess];
    const agent = await ConsoleClient.connect(b.url, AGENTS[0].token);
    const shopper = await TestClient.connect(a.url);
    clients.push(agent, shopper);
    await shopper.hello();
    await shopper.send('转人工');
    expect(await waitForHandoff(shopper, 'queued')).toMatchObject({ reason: 'requested', queuePosition: 1 });
    await agent.waitForQueue('the thread on process B', (update) => update.queue.some((entry) => entry.threadId === shopper.threadId));

    const before = lines(shopper.rendered).length;
    await shopper.send('人呢？');
    await agent.waitForQueue('the message on process B', () =>
      agent.events.some((notice) => notice.event.event === 'message:done' && notice.event.data.message.text === '人呢？'),
    );
    expect(await agent.request('thread:claim', { threadId: shopper.threadId })).toMatchObject({ ok: true, card: { mode: 'human', agentName: 'Lin' } });
    expect(await waitForHandoff(shopper, 'joined')).toMatchObject({ agentName: 'Lin' });
    expect(
      await agent.request('thread:reply', { threadId: shopper.threadId, clientMsgId: crypto.randomUUID(), text: '我在，请问有什么可以帮您？' }),
    ).toMatchObject({ ok: true });
    await shopper.waitUntil('the agent reply', (events) => lines(events).includes('agent(Lin): 我在，请问有什么可以帮您？'));
    // Only the shopper's own message and the agent's reply: the graph said nothing while queued or held.
    expect(lines(shopper.rendered).slice(before)).toEqual(['user: 人呢？', 'agent(Lin): 我在，请问有什么可以帮您？']);

    expect(await agent.request('thread:release', { threadId: shopper.threadId })).toEqual({ ok: true });
    await waitForHandoff(shopper, 'released');
    await shopper.send('Find X9 多少钱');
    await shopper.waitUntil(
      'the assistant answers again',
      (events) => events.at(-1)?.event === 'message:done' && (events.at(-1)!.data as { message: { role: string } }).message.role === 'assistant',
    );
    expect(lines(shopper.rendered).at(-1)).toMatch(/^assistant: .*(3999|3499)/);
  });
});
