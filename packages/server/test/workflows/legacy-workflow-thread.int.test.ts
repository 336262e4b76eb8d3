import { Annotation, END, interrupt, START, StateGraph } from '@langchain/langgraph';
import type { BaseCheckpointSaver } from '@langchain/langgraph-checkpoint';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ThreadEvent } from '@kefu/protocol';
import { serviceAvailable, startRedis, type RedisService } from '@kefu/testing';
import type { KefuServer } from '../../src/create-kefu-server.js';
import { DEMO_SITE } from '../../src/config.js';
import { identityToken } from '../gateway/support/identity-tokens.js';
import { TestClient } from '../gateway/support/test-client.js';
import { startTestServer } from '../gateway/support/test-server.js';

/** The prompt as the runner before one-graph-per-thread passed it to interrupt(): a return's step 1, order choice. */
function oldPrompt(now: number) {
  return {
    stepId: 'identify_order',
    locale: 'zh-CN' as const,
    interrupt: {
      interruptId: 'ip_00000000-0000-4000-8000-000000000017',
      kind: 'choice' as const,
      prompt: '请选择要退货的订单：',
      options: [{ value: 'KF10010001', label: 'KF10010001 · Find X9' }],
      expiresAt: now + 600_000,
      workflow: { name: 'return' as const, title: '退货', step: 1, of: 4 },
    },
  };
}

/**
 * Writes a thread as the release before one-graph-per-thread left it, with that release's layout: the conversation
 * checkpoint (no workflow channels) on the thread, and the return workflow paused at its step-1 prompt on
 * `<thread>:workflow`, a flow subgraph inside the workflow graph, checkpointed step by step.
 */
async function writeOldLayout(checkpointer: BaseCheckpointSaver, threadId: string, prompt: ReturnType<typeof oldPrompt>) {
  const OldConversation = Annotation.Root({
    text: Annotation<string>,
    humanMode: Annotation<boolean>({ reducer: (_, right) => right, default: () => false }),
    pendingWorkflow: Annotation<{ name: string } | null>,
  });
  await new StateGraph(OldConversation)
    .addNode('workflow', () => ({ pendingWorkflow: null }))
    .addEdge(START, 'workflow')
    .addEdge('workflow', END)
    .compile({ checkpointer })
    .invoke({ text: '我要退货', pendingWorkflow: { name: 'return' } }, { configurable: { thread_id: threadId } });
  const OldWorkflow = Annotation.Root({ name: Annotation<string>(), locale: Annotation<string>(), answeredSeq: Annotation<number | null>() });
  const returnFlow = new StateGraph(OldWorkflow)
    .addNode('identify_order', () => {
      interrupt(prompt);
      return {};
    })
    .addEdge(START, 'identify_order')
    .addEdge('identify_order', END)
    .compile();
  await new StateGraph(OldWorkflow)
    .addNode('return', returnFlow)
    .addEdge(START, 'return')
    .addEdge('return', END)
    .compile({ checkpointer })
    .invoke({ name: 'return', locale: 'zh-CN', answeredSeq: 1 }, { configurable: { thread_id: `${threadId}:workflow` }, durability: 'sync' });
}

const kinds = (events: ThreadEvent[]) =>
  events.map((event) =>
    event.event === 'message:done'
      ? `${event.data.message.role}${event.data.message.parts?.length ? ` +${event.data.message.parts.map((part) => part.type).join(',')}` : ''}`
      : event.event === 'interrupt:closed'
        ? `closed ${event.data.reason}`
        : event.event === 'interrupt:open'
          ? 'open'
          : event.event,
  );

describe.runIf(serviceAvailable('redis'))('a thread checkpointed by the release with workflows on <thread>:workflow', () => {
  let redis: RedisService;
  let server: KefuServer & { url: string };
  const clients: TestClient[] = [];

  beforeAll(async () => {
    redis = await startRedis({ durable: false });
    server = await startTestServer({ env: { REDIS_URL: redis.url } });
  });
  afterEach(() => {
    for (const client of clients.splice(0)) client.close();
  });
  afterAll(async () => {
    await server?.close();
    await redis?.stop();
  });

  /** A signed-in shopper whose thread holds the old layout with its prompt open in the thread's log. */
  async function shopperWithOldPrompt() {
    const client = await TestClient.connect(server.url);
    clients.push(client);
    const ack = await client.hello({ locale: 'zh-CN', identity: await identityToken('c_1001', { secret: DEMO_SITE.identitySecret }) });
    if (!ack.ok) throw new Error(ack.error.message);
    const prompt = oldPrompt(Date.now());
    await writeOldLayout(server.dependencies.checkpointer, client.threadId!, prompt);
    await server.gateway.emitToThread(client.threadId!, { event: 'interrupt:open', interrupt: prompt.interrupt });
    await client.waitUntil('the old prompt', (events) => events.some((event) => event.event === 'interrupt:open'));
    return { client, prompt };
  }

  const legacyTuple = (threadId: string) =>
    server.dependencies.checkpointer.getTuple({ configurable: { thread_id: `${threadId}:workflow`, checkpoint_ns: '' } });

  it('answers a reply to the old prompt with a clear closing message, and the old workflow thread is gone', async () => {
    const { client, prompt } = await shopperWithOldPrompt();
    expect(await legacyTuple(client.threadId!)).toBeDefined();
    const ack = await client.request('interrupt:reply', { interruptId: prompt.interrupt.interruptId, action: 'answer', value: 'KF10010001' });
    expect(ack).toMatchObject({ ok: true });
    await client.waitUntil('the closing message', (events) => events.at(-1)?.event === 'message:done');
    expect(kinds(client.rendered)).toEqual(['open', 'closed answered', 'assistant']);
    expect(client.texts.at(-1)).toContain('客服系统刚刚升级，您的退货申请已中断');
    expect(await legacyTuple(client.threadId!)).toBeUndefined();
    // The thread goes on as any other: a new message is an ordinary turn.
    await client.send('KF10010001');
    await client.waitUntil('the answer', (events) => kinds(events).at(-1) === 'assistant +order');
  });

  it('closes the old prompt when the shopper types instead, then answers the message as a turn of its own', async () => {
    const { client, prompt } = await shopperWithOldPrompt();
    await client.send('KF10010001');
    await client.waitUntil('the answer', (events) => kinds(events).at(-1) === 'assistant +order');
    expect(kinds(client.rendered)).toEqual(['open', 'user', 'closed expired', 'assistant', 'assistant +order']);
    const closed = client.rendered.find((event) => event.event === 'interrupt:closed');
    expect(closed?.event === 'interrupt:closed' && closed.data.interruptId).toBe(prompt.interrupt.interruptId);
    expect(client.texts.at(-2)).toContain('填写的信息未提交');
    expect(await legacyTuple(client.threadId!)).toBeUndefined();
  });
});
