import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Interrupt } from '@kefu/protocol';
import { serviceAvailable, startRedis, type RedisService } from '@kefu/testing';
import { startTestServer } from '../gateway/support/test-server.js';
import { TestClient } from '../gateway/support/test-client.js';
import { demoIdentity } from '../agent/socket-shopper.js';
import { ConsoleClient } from '../handoff/support/console-client.js';
import { closeAfterEach } from '../handoff/support/close-after-each.js';
import { demoAgentToken, lines, waitForHandoff } from '../handoff/support/handoff-fixtures.js';
import { SHOPS } from '../conversations/focus-support.js';

// The card is read back from the graph's checkpoints: MemorySaver and the plain-Redis saver alike.
const backends: Array<[string]> = [['memory'], ...(serviceAvailable('redis') ? [['redis'] as [string]] : [])];

describe.each(backends)('the escalation card built from the dialogue state (%s)', (backend) => {
  let redis: RedisService | undefined;
  beforeAll(async () => {
    if (backend === 'redis') redis = await startRedis({ durable: false });
  });
  afterAll(async () => {
    await redis?.stop();
  });
  const track = closeAfterEach();

  async function start() {
    const server = track(await startTestServer({ env: { KEFU_SHOP_DIR: SHOPS.demo, ...(redis ? { REDIS_URL: redis.url } : {}) } }));
    const agent = track(await ConsoleClient.connect(server.url, demoAgentToken(server)));
    const shopper = track(await TestClient.connect(server.url));
    await shopper.hello({ identity: await demoIdentity('c_1001') });
    const replies = () => lines(shopper.rendered).filter((line) => !line.startsWith('user:')).length;
    const say = async (text: string) => {
      const before = replies();
      await shopper.send(text);
      await shopper.waitUntil(`an answer to ${text}`, () => replies() > before);
    };
    return { server, agent, shopper, say };
  }

  /** Asks after KF10010003, starts a return and picks the first order its prompt offers, another one; returns that order. */
  async function pickOtherOrderForReturn(shopper: TestClient, say: (text: string) => Promise<void>): Promise<string> {
    await say('KF10010003 到哪了');
    await shopper.send('我要退货');
    await shopper.waitUntil('the order prompt', (events) => events.some((event) => event.event === 'interrupt:open'));
    const prompt = shopper.rendered.findLast((event) => event.event === 'interrupt:open')!.data as { interrupt: Interrupt };
    const chosen = prompt.interrupt.options![0]!.value;
    expect(chosen).not.toBe('KF10010003');
    expect(await shopper.request('interrupt:reply', { interruptId: prompt.interrupt.interruptId, action: 'answer', value: chosen })).toEqual({ ok: true });
    await shopper.waitUntil('the reason prompt', (events) => events.filter((event) => event.event === 'interrupt:open').length === 2);
    return chosen;
  }

  it('names the order the waiting return is about, not the order the shopper typed before', async () => {
    const { agent, shopper, say } = await start();
    const chosen = await pickOtherOrderForReturn(shopper, say);
    await shopper.send('转人工');
    await waitForHandoff(shopper, 'queued');

    const opened = await agent.request('thread:open', { threadId: shopper.threadId });
    if (!opened.ok) throw new Error(opened.error.message);
    expect(opened.card.pendingInterrupt?.prompt).toContain(chosen);
    expect(opened.card.entities.filter((entity) => entity.label === 'order')).toEqual([{ label: 'order', value: chosen }]);
    expect(opened.card.focus).toMatchObject({ orderId: chosen });
  });

  it('keeps the order picked at a workflow prompt in focus after the workflow ends: "那个订单" and the card name it', async () => {
    const { agent, shopper, say } = await start();
    const chosen = await pickOtherOrderForReturn(shopper, say);
    await say('算了');
    expect(shopper.rendered.filter((event) => event.event === 'interrupt:closed').at(-1)?.data).toMatchObject({ reason: 'cancelled' });

    await say('那个订单到哪了');
    const where = lines(shopper.rendered).at(-1)!;
    expect(where).toContain(chosen);
    expect(where).not.toContain('KF10010003');
    await shopper.send('转人工');
    await waitForHandoff(shopper, 'queued');
    const opened = await agent.request('thread:open', { threadId: shopper.threadId });
    if (!opened.ok) throw new Error(opened.error.message);
    expect(opened.card.focus).toMatchObject({ orderId: chosen });
    expect(opened.card.entities.filter((entity) => entity.label === 'order')).toEqual([{ label: 'order', value: chosen }]);
  });

  it('shows the products and order in focus, what the shopper told us and their last request', async () => {
    const { agent, shopper, say } = await start();
    await say('我的订单');
    await say('第二个订单');
    await say('3000 到 4000 的手机，拍照好的');
    await shopper.send('转人工');
    await waitForHandoff(shopper, 'queued');

    const opened = await agent.request('thread:open', { threadId: shopper.threadId });
    if (!opened.ok) throw new Error(opened.error.message);
    const second = lines(shopper.rendered)
      .find((line) => line.startsWith('assistant: 订单 '))!
      .match(/KF\d+/)![0];
    expect(opened.card.focus).toMatchObject({ orderId: second, orderItems: [expect.any(String)] });
    expect(opened.card.focus?.told).toEqual(expect.arrayContaining([expect.objectContaining({ label: 'price', value: expect.stringMatching(/^3000–4000 /) })]));
    expect(opened.card.focus?.lastRequest).toMatchObject({ type: 'product_recommend' });
  });
});
