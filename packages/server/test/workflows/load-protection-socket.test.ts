import { afterEach, describe, expect, it } from 'vitest';
import { createManualClock } from '../../src/timers/manual-clock.js';
import { TestClient } from '../gateway/support/test-client.js';
import { demoAgentToken } from '../handoff/support/handoff-fixtures.js';
import type { KefuServer } from '../../src/create-kefu-server.js';
import { startTestServer } from '../gateway/support/test-server.js';
import { ConsoleClient } from '../handoff/support/console-client.js';
import { heldModel, kinds, QUESTION } from './held-model.js';

const cleanup: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

/** Signs the demo agent in, so a degraded turn has a person to go to. */
async function agentOnline(server: KefuServer & { url: string }): Promise<void> {
  const agent = await ConsoleClient.connect(server.url, demoAgentToken(server));
  cleanup.push(() => agent.close());
}

/** Twelve shoppers, each said hello. */
async function shoppers(url: string): Promise<TestClient[]> {
  return Promise.all(
    Array.from({ length: 12 }, async () => {
      const client = await TestClient.connect(url);
      cleanup.push(() => client.close());
      await client.hello();
      return client;
    }),
  );
}

describe('load protection over the socket', () => {
  it('hands a stuck turn to a human at the watchdog deadline and never delivers the late answer', async () => {
    const clock = createManualClock(Date.now());
    const model = heldModel();
    const server = await startTestServer({ clock, loadProtection: { scheduler: clock }, agent: model.agent });
    cleanup.push(() => server.close());
    const client = await TestClient.connect(server.url);
    cleanup.push(() => client.close());
    await client.hello();
    await client.send(QUESTION);
    await import('@kefu/testing').then(({ waitFor }) => waitFor('the model call', () => model.calls() === 1));
    await clock.advance(149_000);
    expect(kinds(client)).toEqual(['user']);
    await clock.advance(1_000);
    await client.waitUntil('the handoff notice', () => client.texts.some((text) => text.includes('已为您转接人工客服')));
    expect(kinds(client)).toEqual(['user', 'handoff watchdog_timeout', 'assistant']);
    model.release();
    await import('@kefu/testing').then(({ waitFor }) => waitFor('the late answer to be written', () => model.finished() === 1));
    // A marker turn through the same thread proves everything before it has been delivered.
    await client.send('谢谢');
    await client.waitUntil('the marker', () => client.texts.includes('谢谢'));
    expect(client.texts).not.toContain('late model answer');
    expect(model.calls()).toBeLessThanOrEqual(2);
  });

  it('sends the degrade notice instead of calling the model once the estimated wait passes the threshold', async () => {
    const clock = createManualClock(Date.now());
    const model = heldModel();
    // Cold start: the 8 s prior; (active + 1) × 8 > 40 once 5 turns are in the model.
    const server = await startTestServer({
      clock,
      loadProtection: { scheduler: clock },
      env: { KEFU_QUEUE_DEGRADE_SECONDS: '40' },
      agent: model.agent,
    });
    cleanup.push(() => server.close());
    await agentOnline(server);
    const clients = await shoppers(server.url);
    for (const client of clients) await client.send(QUESTION);
    const { waitFor } = await import('@kefu/testing');
    await waitFor(
      'every shopper to hear back or wait on the model',
      () => clients.filter((client) => kinds(client).length >= 3).length === 7 && model.calls() === 5,
    );
    const degraded = clients.filter((client) => kinds(client).join() === 'user,handoff queue_degrade,assistant');
    expect(degraded).toHaveLength(7);
    expect(degraded[0]!.texts.at(-1)).toContain('当前咨询人数较多');
    model.release();
    await waitFor('the held answers', () => clients.filter((client) => client.texts.includes('late model answer')).length === 5);
    expect(model.calls()).toBe(5);
  });

  it('lets every turn wait for the model when no agent is online to take over', async () => {
    const clock = createManualClock(Date.now());
    const model = heldModel();
    const server = await startTestServer({
      clock,
      loadProtection: { scheduler: clock },
      env: { KEFU_QUEUE_DEGRADE_SECONDS: '40' },
      agent: model.agent,
    });
    cleanup.push(() => server.close());
    const clients = await shoppers(server.url);
    for (const client of clients) await client.send(QUESTION);
    const { waitFor } = await import('@kefu/testing');
    await waitFor('every turn in the model', () => model.calls() === 12);
    model.release();
    await waitFor('every answer', () => clients.every((client) => client.texts.includes('late model answer')));
    expect(clients.every((client) => kinds(client).join() === 'user,assistant')).toBe(true);
  });

  it('lets answers to a waiting workflow through while model turns are degraded', async () => {
    const clock = createManualClock(Date.now());
    // A 1 s threshold: every turn that would reach the model gets the notice, once a person is online to take it.
    const server = await startTestServer({ clock, loadProtection: { scheduler: clock }, env: { KEFU_QUEUE_DEGRADE_SECONDS: '1' } });
    cleanup.push(() => server.close());
    const client = await TestClient.connect(server.url);
    cleanup.push(() => client.close());
    await client.hello();
    await client.send('我要退货');
    await client.waitUntil('the guest form', (events) => events.at(-1)?.event === 'interrupt:open');
    await agentOnline(server);
    await client.send('KF10010001 5678');
    await client.waitUntil('the next step', (events) => events.filter((event) => event.event === 'interrupt:open').length === 2);
    expect(kinds(client)).toEqual(['user', 'interrupt:open', 'user', 'interrupt:closed', 'interrupt:open']);
    await client.send('取消');
    await client.waitUntil('the cancellation', () => client.texts.some((text) => text.includes('已为您取消')));
    // With no workflow waiting, the next turn would need the model: degraded.
    await client.send('X9 多少钱');
    await client.waitUntil('the notice', () => client.texts.some((text) => text.includes('当前咨询人数较多')));
    expect(kinds(client).slice(-3)).toEqual(['user', 'handoff queue_degrade', 'assistant']);
  });
});
