import { describe, expect, it } from 'vitest';
import { waitFor } from '@kefu/testing';
import type { KefuServer } from '../../src/create-kefu-server.js';
import { createManualClock, type ManualClock } from '../../src/timers/manual-clock.js';
import { METRICS_AUTH, startTestServer } from '../gateway/support/test-server.js';
import { TestClient } from '../gateway/support/test-client.js';
import { closeAfterEach } from './support/close-after-each.js';
import { ConsoleClient } from './support/console-client.js';
import { handoffAgent } from './support/handoff-agent.js';
import { AGENTS, AGENTS_ENV, demoAgentToken, handoffs, lines, waitForHandoff } from './support/handoff-fixtures.js';

/** The presence TTL of the agent console (handoff/presence.ts). */
const TTL = 45_000;

describe('a held thread whose agent left', () => {
  const track = closeAfterEach();
  let agentUnderTest = handoffAgent();
  let clock: ManualClock;
  const start = async (env: Record<string, string> = {}) => {
    agentUnderTest = handoffAgent();
    clock = createManualClock(Date.UTC(2030, 0, 1, 9));
    return track(await startTestServer({ agent: agentUnderTest, env, clock })) as KefuServer & { url: string };
  };
  const metric = async (server: { url: string }, line: string) => (await (await fetch(`${server.url}/metrics`, METRICS_AUTH)).text()).includes(line);

  /** A shopper handed off and claimed by `agent`, who then closes the console. */
  const heldThenLeft = async (server: { url: string }, token: string) => {
    const agent = await ConsoleClient.connect(server.url, token);
    const shopper = track(await TestClient.connect(server.url));
    await shopper.hello();
    await shopper.send('转人工');
    await waitForHandoff(shopper, 'queued');
    expect(await agent.request('thread:claim', { threadId: shopper.threadId })).toMatchObject({ ok: true });
    await waitForHandoff(shopper, 'joined');
    agent.close();
    await waitFor('the agent offline', () => metric(server, 'kefu_agents_online 0'));
    return shopper;
  };

  it('stays with the agent within the presence TTL, then goes back to the assistant when nobody else is online', async () => {
    const server = await start();
    const shopper = await heldThenLeft(server, demoAgentToken(server));

    // A reload or a flaky network is not leaving: 44 s after the console closed the thread is still Lin's.
    await clock.advance(TTL - 1_000);
    await shopper.send('还在吗？');
    await waitFor('a silent turn', () => metric(server, 'kefu_turns_total{outcome="silent"} 1'));
    expect(handoffs(shopper).at(-1)?.state).toBe('joined');

    await clock.advance(2_000);
    await shopper.send('人呢？');
    expect(await waitForHandoff(shopper, 'released')).toMatchObject({ reason: 'requested' });
    await shopper.waitUntil('the assistant answers', (events) => lines(events).includes('assistant: AI: 人呢？'));
    const after = lines(shopper.rendered).slice(lines(shopper.rendered).indexOf('user: 人呢？'));
    expect(after).toEqual([
      'user: 人呢？',
      'system: Lin 暂时离开了，目前没有其他在线客服，先由 AI 助手继续为您服务。需要人工时可以随时再说“转人工”。',
      'assistant: AI: 人呢？',
    ]);
    // The graph's own human mode is cleared too, and the shopper's history replays the same way.
    expect(agentUnderTest.released).toEqual([shopper.threadId]);
    expect(await metric(server, 'kefu_handoff_agent_left_total{outcome="assistant"} 1')).toBe(true);
    const reloaded = track(await TestClient.connect(server.url));
    reloaded.threadId = shopper.threadId;
    reloaded.resumeToken = shopper.resumeToken;
    await reloaded.hello();
    expect(lines(reloaded.rendered)).toEqual(lines(shopper.rendered));
  });

  it('goes back to the queue, first in line, when another agent is online, and tells the shopper in their language', async () => {
    const server = await start(AGENTS_ENV);
    const waiting = track(await TestClient.connect(server.url));
    await waiting.hello();
    const shopper = await heldThenLeft(server, AGENTS[0].token);
    await shopper.send('Hello? Is anyone still there?');
    await clock.advance(1_000);
    await waiting.send('转人工');
    expect(await waitForHandoff(waiting, 'no_agents')).toMatchObject({ reason: 'requested' });

    await clock.advance(TTL + 1_000);
    // Wei signing in is enough: nobody has to write for the thread to come back.
    const wei = track(await ConsoleClient.connect(server.url, AGENTS[1].token));
    expect(await waitForHandoff(shopper, 'queued', (event) => event.seq > handoffs(shopper).find((joined) => joined.state === 'joined')!.seq)).toMatchObject({
      queuePosition: 1,
      reason: 'requested',
    });
    await shopper.waitUntil('the explanation', (events) =>
      lines(events).includes('system: Lin had to step away. You are back in the queue and the next agent will be with you shortly.'),
    );
    const update = await wei.waitForQueue('both waiting', (next) => next.queue.every((entry) => entry.mode === 'queued') && next.queue.length === 2);
    expect(update.queue.map((entry) => [entry.threadId, entry.position])).toEqual([
      [shopper.threadId, 1],
      [waiting.threadId, 2],
    ]);
    expect(update.queue[0]).not.toHaveProperty('agentName');
    expect(await waitForHandoff(waiting, 'queued')).toMatchObject({ queuePosition: 2 });

    expect(await wei.request('thread:claim', { threadId: shopper.threadId })).toMatchObject({ ok: true, card: { agentName: 'Wei' } });
    expect(await waitForHandoff(shopper, 'joined', (event) => event.agentName === 'Wei')).toMatchObject({ reason: 'requested' });
    // The assistant never spoke while the thread was with a human or waiting for one.
    expect(lines(shopper.rendered).filter((line) => line.startsWith('assistant: AI:'))).toEqual([]);
    expect(await metric(server, 'kefu_handoff_agent_left_total{outcome="requeued"} 1')).toBe(true);
  });

  it('keeps the thread with an agent who comes back within the TTL', async () => {
    const server = await start();
    const shopper = await heldThenLeft(server, demoAgentToken(server));
    await clock.advance(TTL - 5_000);
    const lin = track(await ConsoleClient.connect(server.url, demoAgentToken(server)));
    await lin.waitForQueue('the thread still Lin’s', (update) => update.queue[0]?.mode === 'human');
    await clock.advance(TTL - 5_000);
    await shopper.send('还在吗？');
    await waitFor('a silent turn', () => metric(server, 'kefu_turns_total{outcome="silent"} 1'));
    expect(await lin.request('thread:reply', { threadId: shopper.threadId, clientMsgId: crypto.randomUUID(), text: '在的' })).toMatchObject({ ok: true });
    await shopper.waitUntil('the reply', (events) => lines(events).includes('agent(Lin): 在的'));
    expect(handoffs(shopper).map((event) => event.state)).toEqual(['queued', 'joined']);
  });
});
