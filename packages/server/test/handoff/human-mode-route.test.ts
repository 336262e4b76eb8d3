import { describe, expect, it } from 'vitest';
import { waitFor } from '@kefu/testing';
import type { KefuAgent } from '../../src/agent/index.js';
import type { HistoryEntry } from '../../src/agent/state.js';
import { METRICS_AUTH, startTestServer } from '../gateway/support/test-server.js';
import { TestClient } from '../gateway/support/test-client.js';
import { closeAfterEach } from './support/close-after-each.js';
import { ConsoleClient } from './support/console-client.js';
import { demoAgentToken, lines, waitForHandoff } from './support/handoff-fixtures.js';

describe("the agent graph's human_mode route", () => {
  const track = closeAfterEach();

  it('records what the shopper writes to a human in the thread’s history, masked, says nothing, and answers again after the release', async () => {
    const server = track(await startTestServer());
    const graph = (server.agent as KefuAgent).graph;
    const agent = track(await ConsoleClient.connect(server.url, demoAgentToken(server)));
    const shopper = track(await TestClient.connect(server.url));
    await shopper.hello();
    await shopper.send('转人工');
    await waitForHandoff(shopper, 'queued');
    await agent.waitForQueue('the thread in the queue', (next) => next.queue.length === 1);

    const liveBefore = shopper.live.length;
    const renderedBefore = shopper.rendered.length;
    await shopper.send('我的手机号是13812345678，Find X9 的订单三天没动了');
    await waitFor('the human-mode turn', async () =>
      (await (await fetch(`${server.url}/metrics`, METRICS_AUTH)).text()).includes('kefu_turns_total{outcome="silent"} 1'),
    );
    const history = ((await graph.getState({ configurable: { thread_id: shopper.threadId } })).values as { history: HistoryEntry[] }).history;
    expect(history.at(-1)).toEqual({ role: 'user', text: '我的手机号是138********，Find X9 的订单三天没动了' });
    // Nothing from the assistant while a human has the thread: no message, no "thinking".
    expect(lines(shopper.rendered.slice(renderedBefore))).toEqual(['user: 我的手机号是13812345678，Find X9 的订单三天没动了']);
    expect(shopper.live.slice(liveBefore).filter((notice) => notice.event === 'agent:status')).toEqual([]);

    expect(await agent.request('thread:claim', { threadId: shopper.threadId })).toMatchObject({ ok: true });
    expect(await agent.request('thread:release', { threadId: shopper.threadId })).toEqual({ ok: true });
    await waitForHandoff(shopper, 'released');
    // Released: the assistant answers again (the route at START is the guard's).
    const before = shopper.rendered.length;
    await shopper.send('Find X9 多少钱');
    await shopper.waitUntil('the AI again', (events) => lines(events.slice(before)).some((line) => line.startsWith('assistant:') && line.includes('3999')));
  });
});
