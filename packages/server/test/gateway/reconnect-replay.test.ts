import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceAvailable, startRedis, waitFor, type RedisService } from '@kefu/testing';
import { TestClient } from './support/test-client.js';
import { startTestServer } from './support/test-server.js';
import { expectEachEventOnce } from './support/expect-each-event-once.js';
import type { Agent } from '../../src/ports/agent.js';
import type { KefuServer } from '../../src/create-kefu-server.js';

// Each turn stores two events (an answer and a prompt, or an answer and a closing), so disconnects land
// between every kind of stored event.
function chattyAgent(): Agent {
  let prompts = 0;
  return {
    async runTurn(request, output) {
      await output.emit({ event: 'message:done', message: { role: 'assistant', text: `re: ${request.messages.map((message) => message.text).join('+')}` } });
      prompts += 1;
      await output.emit({ event: 'interrupt:open', interrupt: { interruptId: `p${prompts}`, kind: 'text', prompt: 'Anything else?' } });
    },
    async replyToInterrupt() {},
    async cancel() {},
  };
}

const MESSAGES = ['one', 'two', 'three', 'four', 'five'];
const withRedis = serviceAvailable('redis');

describe.each([['memory'], ...(withRedis ? [['redis']] : [])])('reconnecting with lastSeq (%s)', (backend) => {
  let server: KefuServer & { url: string };
  let redis: RedisService | undefined;
  beforeAll(async () => {
    if (backend === 'redis') redis = await startRedis({ durable: false });
    server = await startTestServer({ agent: chattyAgent(), env: redis ? { REDIS_URL: redis.url } : {} });
  });
  afterAll(async () => {
    await server.close();
    await redis?.stop();
  });

  /** Runs the conversation from tab B while tab A drops after seeing `dropAfter` events; A then comes back. */
  async function conversationWithDrop(dropAfter: number) {
    const driver = await TestClient.connect(server.url);
    await driver.hello();
    const watcher = await TestClient.connect(server.url);
    watcher.threadId = driver.threadId;
    watcher.resumeToken = driver.resumeToken;
    await watcher.hello();
    watcher.socket.onAny(() => {
      if (watcher.lastSeq >= dropAfter && watcher.socket.connected) watcher.socket.disconnect();
    });
    for (const text of MESSAGES) {
      const sent = await driver.send(text);
      if (!sent.ok) throw new Error(`send failed: ${JSON.stringify(sent)}`);
      // Each message is followed by the agent's two events.
      await driver.waitForSeq(sent.seq + 2);
    }
    await waitFor('the watcher to drop', () => !watcher.socket.connected);
    const back = await watcher.reopen(server.url);
    const seenBefore = watcher.lastSeq;
    const ack = await back.hello();
    driver.close();
    back.close();
    watcher.close();
    return { driver, back, ack, seenBefore, watcher };
  }

  const total = MESSAGES.length * 3;
  it.each(Array.from({ length: total }, (_, index) => index + 1))('gets every event missed after seq %i exactly once, in order', async (dropAfter) => {
    const { driver, back, ack, seenBefore, watcher } = await conversationWithDrop(dropAfter);
    expect(driver.seqs).toEqual(Array.from({ length: total }, (_, index) => index + 1));
    expect(seenBefore).toBeGreaterThanOrEqual(Math.min(dropAfter, total));
    // The replay is exactly the missed range: nothing the tab had, nothing twice.
    expect(ack.ok && ack.replay.map((event) => event.data.seq)).toEqual(Array.from({ length: total - seenBefore }, (_, index) => seenBefore + index + 1));
    expect(back.rendered).toEqual(driver.rendered);
    // On the wire too: each live event once, in order, none before the replay it belongs to.
    expect(watcher.received).toEqual(Array.from({ length: watcher.received.length }, (_, index) => index + 1));
    expect(driver.received).toEqual(Array.from({ length: total }, (_, index) => index + 1));
    expect(back.received).toEqual([]);
    expectEachEventOnce(driver, watcher, back);
    const lastPrompt = driver.rendered.findLast((event) => event.event === 'interrupt:open');
    expect(ack.ok && ack.pendingInterrupt?.interruptId).toBe(lastPrompt?.event === 'interrupt:open' && lastPrompt.data.interrupt.interruptId);
  });
});
