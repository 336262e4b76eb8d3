import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceAvailable, startRedis, type RedisService } from '@kefu/testing';
import type { KefuServer } from '../../src/create-kefu-server.js';
import { createKefuAgent } from '../../src/agent/index.js';
import { startTestServer } from '../gateway/support/test-server.js';
import { TestClient } from '../gateway/support/test-client.js';
import { callTool, say, ScriptedChatModel } from '../agent/scripted-chat-model.js';
import { closeAfterEach } from './support/close-after-each.js';
import { ConsoleClient } from './support/console-client.js';
import { demoAgentToken, waitForHandoff } from './support/handoff-fixtures.js';

// The graph's checkpoints are read back from MemorySaver and from the plain-Redis saver alike.
const backends: Array<[string]> = [['memory'], ...(serviceAvailable('redis') ? [['redis'] as [string]] : [])];

describe.each(backends)('the escalation card of a thread the agent graph handed off (%s)', (backend) => {
  let redis: RedisService | undefined;
  beforeAll(async () => {
    if (backend === 'redis') redis = await startRedis({ durable: false });
  });
  afterAll(async () => {
    await redis?.stop();
  });
  const track = closeAfterEach();

  it('shows the intents the graph recognised (its LLM included), and the rules’ reading of what the graph never saw', async () => {
    // The rules are unsure of "我上周买的那个怎么样了" (0.42); the coordinator asks the LLM, which knows it is about delivery.
    const model = new ScriptedChatModel((call) =>
      call.tools.includes('classify_intents')
        ? callTool('classify_intents', { intents: [{ type: 'logistics_query', confidence: 0.9 }] })
        : say('麻烦提供一下订单号，我帮您查物流。'),
    );
    const env: Record<string, string> = redis ? { REDIS_URL: redis.url } : {};
    const server = track(await startTestServer({ env, agent: (dependencies) => createKefuAgent({ ...dependencies, chatModel: model }) })) as KefuServer & {
      url: string;
    };
    const agent = track(await ConsoleClient.connect(server.url, demoAgentToken(server)));
    const shopper = track(await TestClient.connect(server.url));
    await shopper.hello();

    await shopper.send('我上周买的那个怎么样了');
    // A guest's order question is first asked to verify the order (guest-order-lookup.test.ts): the graph's prompt.
    await shopper.waitUntil('the graph’s prompt', (events) => events.some((event) => event.event === 'interrupt:open'));
    await shopper.send('转人工');
    await waitForHandoff(shopper, 'queued');
    // Written while waiting: no graph turn runs, so the rules fill in.
    await shopper.send('Find X9 多少钱');
    await agent.waitForQueue('the latest words', () =>
      agent.events.some((notice) => notice.event.event === 'message:done' && notice.event.data.message.text === 'Find X9 多少钱'),
    );

    const opened = await agent.request('thread:open', { threadId: shopper.threadId });
    if (!opened.ok) throw new Error(opened.error.message);
    expect(opened.card.intents).toEqual([
      { type: 'logistics_query', text: '我上周买的那个怎么样了' },
      { type: 'handoff', text: '转人工' },
      { type: 'price_query', text: expect.stringMatching(/^find x9 多少钱$/i) },
    ]);
    expect(opened.card.entities).toContainEqual({ label: 'product', value: expect.stringContaining('X9') });
    expect(model.calls.filter((call) => call.tools.includes('classify_intents'))).toHaveLength(1);
  });
});
