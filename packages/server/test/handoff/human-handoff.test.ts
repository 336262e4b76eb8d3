import { networkInterfaces } from 'node:os';
import { describe, expect, it } from 'vitest';
import type { QueueEntry, QueueUpdated } from '@kefu/protocol';
import { waitFor } from '@kefu/testing';
import type { KefuServer } from '../../src/create-kefu-server.js';
import { METRICS_AUTH, startTestServer } from '../gateway/support/test-server.js';
import { TestClient } from '../gateway/support/test-client.js';
import { closeAfterEach } from './support/close-after-each.js';
import { ConsoleClient } from './support/console-client.js';
import { handoffAgent } from './support/handoff-agent.js';
import { AGENTS, AGENTS_ENV, demoAgentToken, handoffs, lines, waitForHandoff } from './support/handoff-fixtures.js';

/** A site of its own for multi-shop tests, allowed from any localhost port. */
const site = (id: string) => ({ siteKey: `key-${id}`, siteId: id, origins: ['http://localhost:*'], identitySecret: `secret-of-${id}-0123456789` });

describe('human handoff through the agent console', () => {
  const track = closeAfterEach();
  let agentUnderTest = handoffAgent();
  const start = async (env: Record<string, string> = {}) => {
    agentUnderTest = handoffAgent();
    return track(await startTestServer({ agent: agentUnderTest, env })) as KefuServer & { url: string };
  };

  it('queues a shopper who asks for a human, lets the agent claim, reply and release, then the AI answers again', async () => {
    const server = await start();
    const agent = track(await ConsoleClient.connect(server.url, demoAgentToken(server)));
    expect(await agent.request('queue:list', {})).toMatchObject({ ok: true, agent: { agentId: 'lin', name: 'Lin' }, queue: [], agentsOnline: 1 });

    const shopper = track(await TestClient.connect(server.url));
    await shopper.hello();
    await shopper.send('Find X9 多少钱');
    await shopper.waitUntil('AI answer', (events) => lines(events).includes('assistant: AI: Find X9 多少钱'));
    await shopper.send('转人工');
    const queued = await waitForHandoff(shopper, 'queued');
    expect(queued).toMatchObject({ reason: 'requested', queuePosition: 1 });

    const update = await agent.waitForQueue('the thread in the queue', (next) => next.queue.length === 1);
    expect(update.queue[0]).toMatchObject({ threadId: shopper.threadId, mode: 'queued', reason: 'requested', position: 1, preview: '转人工' });

    const opened = await agent.request('thread:open', { threadId: shopper.threadId });
    if (!opened.ok) throw new Error(opened.error.message);
    expect(opened.card).toMatchObject({ mode: 'queued', reason: 'requested', locale: 'zh-CN' });
    expect(opened.card.intents.map((intent) => intent.type)).toEqual(['price_query', 'handoff']);
    expect(opened.card.entities).toContainEqual({ label: 'product', value: expect.stringContaining('X9') });
    expect(lines(opened.events)).toContain('user: 转人工');

    // While queued the AI says nothing, not even "thinking", but the shopper's words reach the console live.
    const liveBefore = shopper.live.length;
    await shopper.send('我的快递三天没动了');
    await waitForHandoff(shopper, 'queued');
    await agent.waitForQueue('live preview', () =>
      agent.events.some((notice) => notice.event.event === 'message:done' && notice.event.data.message.text === '我的快递三天没动了'),
    );
    await waitFor('the silent turn', async () =>
      (await (await fetch(`${server.url}/metrics`, METRICS_AUTH)).text()).includes('kefu_turns_total{outcome="silent"} 1'),
    );
    expect(shopper.live.slice(liveBefore).filter((notice) => notice.event === 'agent:status')).toEqual([]);

    const claimed = await agent.request('thread:claim', { threadId: shopper.threadId });
    expect(claimed).toMatchObject({ ok: true, card: { mode: 'human', agentName: 'Lin' } });
    expect(await waitForHandoff(shopper, 'joined')).toMatchObject({ agentName: 'Lin', reason: 'requested' });
    await agent.waitForQueue('held by Lin', (next) => next.queue[0]?.mode === 'human' && next.queue[0].agentName === 'Lin');

    const reply = { threadId: shopper.threadId, clientMsgId: crypto.randomUUID(), text: '您好，我是 Lin，马上帮您查快递。' };
    const replied = await agent.request('thread:reply', reply);
    expect(replied).toMatchObject({ ok: true });
    // A retry of the same reply is acknowledged with the same seq and not sent again.
    expect(await agent.request('thread:reply', reply)).toEqual(replied);
    await shopper.waitUntil('the agent reply', (events) => lines(events).includes('agent(Lin): 您好，我是 Lin，马上帮您查快递。'));
    expect(lines(shopper.rendered).filter((line) => line.startsWith('agent(Lin)'))).toHaveLength(1);

    await shopper.send('好的谢谢');
    expect(await agent.request('thread:release', { threadId: shopper.threadId })).toEqual({ ok: true });
    await waitForHandoff(shopper, 'released');
    expect(agentUnderTest.released).toEqual([shopper.threadId]);
    await agent.waitForQueue('empty queue', (next) => next.queue.length === 0);

    await shopper.send('X8 有货吗');
    await shopper.waitUntil('the AI again', (events) => lines(events).includes('assistant: AI: X8 有货吗'));
    // Nothing the shopper wrote while a human had the thread was answered by the AI.
    expect(lines(shopper.rendered).filter((line) => line.startsWith('assistant: AI:'))).toEqual(['assistant: AI: Find X9 多少钱', 'assistant: AI: X8 有货吗']);
    expect(shopper.seqs).toEqual(Array.from({ length: shopper.seqs.length }, (_, index) => index + 1));

    const metrics = await (await fetch(`${server.url}/metrics`, METRICS_AUTH)).text();
    expect(metrics).toContain('kefu_handoffs_total{reason="requested"} 1');
    expect(metrics).toContain('kefu_handoff_claims_total 1');
    expect(metrics).toContain('kefu_handoff_releases_total 1');
    expect(metrics).toContain('kefu_handoff_threads{mode="queued"} 0');
    expect(metrics).toContain('kefu_agents_online 1');
  });

  it('gives a thread to exactly one of two agents claiming at once; the other sees it taken', async () => {
    const server = await start(AGENTS_ENV);
    const [lin, wei] = await Promise.all(AGENTS.map(async (account) => track(await ConsoleClient.connect(server.url, account.token))));
    const shopper = track(await TestClient.connect(server.url));
    await shopper.hello();
    await shopper.send('转人工');
    await waitForHandoff(shopper, 'queued');

    const results = await Promise.all([lin!, wei!].map((agent) => agent.request('thread:claim', { threadId: shopper.threadId })));
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    const loser = results.find((result) => !result.ok);
    expect(loser).toMatchObject({ ok: false, error: { code: 'CONFLICT' } });
    const winner = results[0]!.ok ? lin! : wei!;
    const other = winner === lin ? wei! : lin!;
    expect(await other.request('thread:reply', { threadId: shopper.threadId, clientMsgId: crypto.randomUUID(), text: 'me too' })).toMatchObject({
      ok: false,
      error: { code: 'CONFLICT' },
    });
    expect(await other.request('thread:release', { threadId: shopper.threadId })).toMatchObject({ ok: false, error: { code: 'CONFLICT' } });
    expect(handoffs(shopper).filter((event) => event.state === 'joined')).toHaveLength(1);
  });

  it('refuses forged or missing agent tokens, and shopper sockets cannot use console events', async () => {
    const server = await start();
    const shopper = track(await TestClient.connect(server.url));
    await shopper.hello();
    await shopper.send('转人工');
    await waitForHandoff(shopper, 'no_agents');

    for (const token of [undefined, '', 'kefu-demo-agent-token-change-mf', `${demoAgentToken(server)}x`]) {
      const refused = await ConsoleClient.connect(server.url, token).then(
        (client) => {
          client.close();
          return undefined;
        },
        (error: Error & { data?: unknown }) => error,
      );
      expect(refused?.message).toBe('NOT_AUTHENTICATED');
      expect(refused?.data).toMatchObject({ code: 'NOT_AUTHENTICATED' });
    }
    const sneaky = await shopper.request('thread:open' as never, { threadId: shopper.threadId });
    expect(sneaky).toMatchObject({ ok: false, error: { code: 'UNKNOWN_EVENT' } });
  });

  it('tells the shopper when no agent is online and shows their message once an agent signs in', async () => {
    const server = await start();
    const shopper = track(await TestClient.connect(server.url));
    await shopper.hello({ locale: 'en' });
    await shopper.send('Can I talk to a human?');
    expect(await waitForHandoff(shopper, 'no_agents')).toMatchObject({ reason: 'requested' });
    await shopper.waitUntil('leave-a-message offer', (events) => lines(events).some((line) => line.startsWith('system: Sorry, no support agent is online')));
    await shopper.send('My parcel is lost, order 20251201001, call me at 138****0000');

    const agent = track(await ConsoleClient.connect(server.url, demoAgentToken(server)));
    const list = await agent.request('queue:list', {});
    if (!list.ok) throw new Error(list.error.message);
    expect(list.queue).toEqual([
      expect.objectContaining({
        threadId: shopper.threadId,
        leftMessage: true,
        position: 1,
        preview: 'My parcel is lost, order 20251201001, call me at 138****0000',
      }),
    ]);
    // Now that someone is online, the shopper learns their place in the queue.
    expect(await waitForHandoff(shopper, 'queued')).toMatchObject({ queuePosition: 1 });
    const opened = await agent.request('thread:open', { threadId: shopper.threadId });
    expect(opened.ok && lines(opened.events)).toContain('user: My parcel is lost, order 20251201001, call me at 138****0000');
  });

  it('speaks the shopper’s language: English writers on a zh-CN page read the no-agents notice in English, and the other way round', async () => {
    const server = await start();
    const english = track(await TestClient.connect(server.url));
    await english.hello({ locale: 'zh-CN' });
    await english.send('Hi, can I talk to a human please?');
    await waitForHandoff(english, 'no_agents');
    await english.waitUntil('the notice', (events) => lines(events).some((line) => line.startsWith('system: ')));
    expect(lines(english.rendered).filter((line) => line.startsWith('system: '))).toEqual([
      'system: Sorry, no support agent is online right now. Leave a message here with your question and how to reach you, and an agent will read it and reply as soon as they are back.',
    ]);

    const chinese = track(await TestClient.connect(server.url));
    await chinese.hello({ locale: 'en' });
    await chinese.send('我要转人工');
    await waitForHandoff(chinese, 'no_agents');
    await chinese.waitUntil('the notice', (events) => lines(events).some((line) => line.startsWith('system: ')));
    expect(lines(chinese.rendered).filter((line) => line.startsWith('system: '))).toEqual([
      'system: 抱歉，现在没有在线的人工客服。您可以直接在这里留言，说明您的问题和联系方式，客服上线后会第一时间查看并回复您。',
    ]);
  });

  it('acknowledges the first message left while nobody is online, once, in the shopper’s language, and replays it', async () => {
    const server = await start();
    const shopper = track(await TestClient.connect(server.url));
    await shopper.hello();
    await shopper.send('转人工');
    await waitForHandoff(shopper, 'no_agents');
    await shopper.send('My parcel is lost, order 20251201001');
    const ack = 'system: We have your message. An agent will reply as soon as one is back online.';
    await shopper.waitUntil('the acknowledgement', (events) => lines(events).includes(ack));
    await shopper.send('Please call me at 138****0000');
    await shopper.send('Thanks');
    await waitFor('both messages stored', () => lines(shopper.rendered).includes('user: Thanks'));

    // A fresh tab replays everything: the acknowledgement is stored, right after the first message left, and only once.
    const reloaded = track(await TestClient.connect(server.url));
    reloaded.threadId = shopper.threadId;
    reloaded.resumeToken = shopper.resumeToken;
    await reloaded.hello();
    const replayed = lines(reloaded.rendered);
    expect(replayed.filter((line) => line.startsWith('system: '))).toEqual([
      'system: 抱歉，现在没有在线的人工客服。您可以直接在这里留言，说明您的问题和联系方式，客服上线后会第一时间查看并回复您。',
      ack,
    ]);
    expect(replayed.indexOf(ack)).toBe(replayed.indexOf('user: My parcel is lost, order 20251201001') + 1);
    expect(replayed.at(-1)).toBe('user: Thanks');
  });

  it('does not acknowledge messages as left while an agent is online', async () => {
    const server = await start();
    track(await ConsoleClient.connect(server.url, demoAgentToken(server)));
    const shopper = track(await TestClient.connect(server.url));
    await shopper.hello();
    await shopper.send('转人工');
    await waitForHandoff(shopper, 'queued');
    await shopper.send('我的订单号是 20251201001');
    await waitFor('a silent turn', async () =>
      (await (await fetch(`${server.url}/metrics`, METRICS_AUTH)).text()).includes('kefu_turns_total{outcome="silent"} 1'),
    );
    expect(lines(shopper.rendered).filter((line) => line.startsWith('system: '))).toEqual([]);
  });

  it('labels a handoff by the most urgent reason: an angry shopper who asked for a human is angry, and so is one who gets angry while waiting', async () => {
    const server = await start();
    const agent = track(await ConsoleClient.connect(server.url, demoAgentToken(server)));
    const upset = track(await TestClient.connect(server.url));
    await upset.hello();
    await upset.send('什么破手机，太差了！');
    await upset.waitUntil('the AI answer', (events) => lines(events).some((line) => line.startsWith('assistant: AI:')));
    await upset.send('转人工');
    expect(await waitForHandoff(upset, 'queued')).toMatchObject({ reason: 'angry' });

    const calm = track(await TestClient.connect(server.url));
    await calm.hello();
    await calm.send('转人工');
    expect(await waitForHandoff(calm, 'queued')).toMatchObject({ reason: 'requested' });
    await agent.waitForQueue('both waiting', (update) => update.queue.length === 2);
    await calm.send('你们这是黑店吧，等这么久！！！');
    const update = await agent.waitForQueue('the reason raised', (next) => next.queue.find((entry) => entry.threadId === calm.threadId)?.reason === 'angry');
    expect(update.queue.map((entry) => entry.reason)).toEqual(['angry', 'angry']);
    const opened = await agent.request('thread:open', { threadId: calm.threadId });
    expect(opened).toMatchObject({ ok: true, card: { reason: 'angry' } });
  });

  it('marks a waiting thread whose shopper closed every tab, and clears the mark when they come back', async () => {
    const server = await start();
    const agent = track(await ConsoleClient.connect(server.url, demoAgentToken(server)));
    const shopper = track(await TestClient.connect(server.url));
    const second = track(await TestClient.connect(server.url));
    await shopper.hello();
    second.threadId = shopper.threadId;
    second.resumeToken = shopper.resumeToken;
    await second.hello();
    await shopper.send('转人工');
    await waitForHandoff(shopper, 'queued');
    const entry = (update: QueueUpdated) =>
      update.queue.find((candidate) => candidate.threadId === shopper.threadId) as (QueueEntry & { shopperOffline?: boolean }) | undefined;
    expect(entry(await agent.waitForQueue('the thread', (update) => entry(update) !== undefined))).not.toHaveProperty('shopperOffline');

    shopper.close();
    const updates = agent.updates.length;
    await waitFor('one tab closed', () => agent.updates.length > updates);
    expect(entry(agent.updates.at(-1)!)).not.toHaveProperty('shopperOffline');
    second.close();
    await agent.waitForQueue('the shopper gone', (update) => entry(update)?.shopperOffline === true);
    const list = await agent.request('queue:list', {});
    expect(list.ok && list.queue[0]).toMatchObject({ threadId: shopper.threadId, shopperOffline: true });

    const back = track(await shopper.reopen(server.url));
    await back.hello();
    await agent.waitForQueue('the shopper back', (update) => entry(update) !== undefined && entry(update)?.shopperOffline === undefined);
  });

  it("trusts the demo agent's token of this run, not where it comes from, and never the published demo token", async () => {
    // Dual stack: IPv4 peers arrive as ::ffff:a.b.c.d, IPv6 loopback as ::1.
    const server = await start({ HOST: '::' });
    const port = new URL(server.url).port;
    const refused = (url: string, token: string, headers?: Record<string, string>) =>
      ConsoleClient.connect(url, token, headers).then(
        (client) => {
          client.close();
          return undefined;
        },
        (error: Error & { data?: unknown }) => error,
      );
    const lan = nonLoopbackAddress();
    const urls = [server.url, `http://[::1]:${port}`, ...(lan ? [`http://${lan}:${port}`] : [])];
    const claims: Array<Record<string, string> | undefined> = [
      undefined,
      { 'x-forwarded-for': '127.0.0.1' },
      { forwarded: 'for=127.0.0.1' },
      { 'x-forwarded-for': '203.0.113.7' },
    ];
    for (const url of urls) {
      for (const headers of claims) {
        const where = `${url} ${JSON.stringify(headers)}`;
        expect(await refused(url, demoAgentToken(server), headers), where).toBeUndefined();
        expect((await refused(url, 'kefu-demo-agent-token-change-me', headers))?.data, where).toMatchObject({ code: 'NOT_AUTHENTICATED' });
      }
    }
  });

  it.runIf(nonLoopbackAddress())('lets configured agents sign in from other machines', async () => {
    const server = await start({ HOST: '0.0.0.0', ...AGENTS_ENV });
    const lin = track(await ConsoleClient.connect(`http://${nonLoopbackAddress()}:${new URL(server.url).port}`, AGENTS[0].token));
    expect(await lin.request('queue:list', {})).toMatchObject({ ok: true, agent: { agentId: 'lin' } });
  });

  it('moves waiting shoppers up the queue as threads are claimed', async () => {
    const server = await start();
    const agent = track(await ConsoleClient.connect(server.url, demoAgentToken(server)));
    const first = track(await TestClient.connect(server.url));
    const second = track(await TestClient.connect(server.url));
    await first.hello();
    await second.hello();
    await first.send('转人工');
    await waitForHandoff(first, 'queued', (event) => event.queuePosition === 1);
    await second.send('我要转人工');
    await waitForHandoff(second, 'queued', (event) => event.queuePosition === 2);
    await agent.waitForQueue('two waiting', (update) => update.queue.map((entry) => entry.position).join() === '1,2');

    expect(await agent.request('thread:claim', { threadId: first.threadId })).toMatchObject({ ok: true });
    expect(await waitForHandoff(second, 'queued', (event) => event.queuePosition === 1)).toMatchObject({ reason: 'requested' });
  });

  it('lets a waiting shopper leave the queue with conversation:cancel, but not take a thread back from an agent', async () => {
    const server = await start();
    const agent = track(await ConsoleClient.connect(server.url, demoAgentToken(server)));
    const leaving = track(await TestClient.connect(server.url));
    const staying = track(await TestClient.connect(server.url));
    await leaving.hello();
    await staying.hello();
    await leaving.send('转人工');
    await waitForHandoff(leaving, 'queued', (event) => event.queuePosition === 1);
    await staying.send('转人工');
    await waitForHandoff(staying, 'queued', (event) => event.queuePosition === 2);

    expect(await leaving.request('conversation:cancel', {})).toEqual({ ok: true });
    expect(await waitForHandoff(leaving, 'released')).toMatchObject({ reason: 'requested' });
    expect(await waitForHandoff(staying, 'queued', (event) => event.queuePosition === 1)).toMatchObject({ reason: 'requested' });
    await agent.waitForQueue('only the one still waiting', (update) => update.queue.map((entry) => entry.threadId).join() === staying.threadId);
    await leaving.send('X8 有货吗');
    await leaving.waitUntil('the assistant again', (events) => lines(events).includes('assistant: AI: X8 有货吗'));

    expect(await agent.request('thread:claim', { threadId: staying.threadId })).toMatchObject({ ok: true });
    await waitForHandoff(staying, 'joined');
    expect(await staying.request('conversation:cancel', {})).toEqual({ ok: true });
    const list = await agent.request('queue:list', {});
    expect(list.ok && list.queue).toEqual([expect.objectContaining({ threadId: staying.threadId, mode: 'human', agentName: 'Lin' })]);
    expect(handoffs(staying).map((event) => event.state)).toEqual(['queued', 'queued', 'joined']);
  });

  it('lets the holding agent answer or cancel the open workflow prompt for the customer', async () => {
    const server = await start();
    const agent = track(await ConsoleClient.connect(server.url, demoAgentToken(server)));
    const shopper = track(await TestClient.connect(server.url));
    await shopper.hello();
    await shopper.send('我要退货');
    await shopper.waitUntil('the prompt', (events) => events.some((event) => event.event === 'interrupt:open'));
    await shopper.send('转人工');
    await waitForHandoff(shopper, 'queued');

    const opened = await agent.request('thread:open', { threadId: shopper.threadId });
    expect(opened).toMatchObject({
      ok: true,
      card: { workflow: { name: 'return', step: 1, of: 3 }, pendingInterrupt: { interruptId: 'return-1', prompt: '请提供您的订单号' } },
    });
    const answer = { threadId: shopper.threadId, reply: { interruptId: 'return-1', action: 'answer', value: '20251201001' } };
    expect(await agent.request('thread:answer', answer)).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } });
    await agent.request('thread:claim', { threadId: shopper.threadId });
    expect(await agent.request('thread:answer', answer)).toEqual({ ok: true });
    await shopper.waitUntil(
      'prompt closed and workflow resumed',
      (events) =>
        events.some((event) => event.event === 'interrupt:closed' && event.data.reason === 'answered') &&
        lines(events).includes('assistant: workflow got answer'),
    );
    expect(await agent.request('thread:answer', answer)).toMatchObject({ ok: false, error: { code: 'INTERRUPT_CLOSED' } });

    // Back with the assistant, a new prompt opens; the agent takes over again and cancels it for the customer.
    await agent.request('thread:release', { threadId: shopper.threadId });
    await shopper.send('还是要退货');
    await shopper.waitUntil('a second prompt', (events) =>
      events.some((event) => event.event === 'interrupt:open' && event.data.interrupt.interruptId === 'return-2'),
    );
    await shopper.send('转人工');
    await shopper.waitUntil('queued again', (events) => events.filter((event) => event.event === 'handoff' && event.data.state === 'queued').length === 2);
    await agent.request('thread:claim', { threadId: shopper.threadId });
    expect(await agent.request('thread:answer', { threadId: shopper.threadId, reply: { interruptId: 'return-2', action: 'cancel' } })).toEqual({ ok: true });
    await shopper.waitUntil('prompt cancelled', (events) =>
      events.some((event) => event.event === 'interrupt:closed' && event.data.interruptId === 'return-2' && event.data.reason === 'cancelled'),
    );
    expect(agentUnderTest.replies).toEqual(['return-1:answer:20251201001', 'return-2:cancel']);
  });

  it('answers bad console payloads with typed errors and keeps the socket usable', async () => {
    const server = await start();
    const agent = track(await ConsoleClient.connect(server.url, demoAgentToken(server)));
    expect(await agent.request('thread:open', { threadId: '../../etc' })).toMatchObject({ ok: false, error: { code: 'BAD_PAYLOAD' } });
    expect(await agent.request('thread:reply', { threadId: 't_1', clientMsgId: crypto.randomUUID(), text: 'x'.repeat(5000) })).toMatchObject({
      ok: false,
      error: { code: 'TOO_LARGE' },
    });
    expect(await agent.request('thread:claim', JSON.parse('{"threadId":"t_1","__proto__":{"x":1}}'))).toMatchObject({
      ok: false,
      error: { code: 'BAD_PAYLOAD' },
    });
    expect(await agent.request('thread:nope' as never, {})).toMatchObject({ ok: false, error: { code: 'UNKNOWN_EVENT' } });
    expect(await agent.request('thread:open', { threadId: 't_missing' })).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
    expect(await agent.request('thread:claim', { threadId: 't_missing' })).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
    expect(await agent.request('queue:list', {})).toMatchObject({ ok: true });
  });

  it('shows agents only the sites they serve: queue, live events, claims and the no-agents notice', async () => {
    const server = await start({
      KEFU_SITES: JSON.stringify([site('shop-a'), site('shop-b')]),
      KEFU_AGENTS: JSON.stringify([{ ...AGENTS[0], sites: ['shop-a'] }, AGENTS[1]]),
    });
    const lin = track(await ConsoleClient.connect(server.url, AGENTS[0].token));
    const a = track(await TestClient.connect(server.url));
    const b = track(await TestClient.connect(server.url));
    expect(await a.hello({ siteKey: 'key-shop-a' })).toMatchObject({ ok: true });
    expect(await b.hello({ siteKey: 'key-shop-b' })).toMatchObject({ ok: true });

    await b.send('转人工');
    // Lin is online but does not serve shop-b: its shopper is offered to leave a message.
    expect(await waitForHandoff(b, 'no_agents')).toMatchObject({ reason: 'requested' });
    await a.send('转人工');
    expect(await waitForHandoff(a, 'queued')).toMatchObject({ queuePosition: 1 });
    await lin.waitForQueue('shop-a waiting', (update) => update.queue.length === 1);
    await b.send('还有人吗');

    const list = await lin.request('queue:list', {});
    expect(list.ok && list.queue.map((entry) => entry.threadId)).toEqual([a.threadId]);
    for (const [event, payload] of [
      ['thread:open', { threadId: b.threadId }],
      ['thread:claim', { threadId: b.threadId }],
      ['thread:reply', { threadId: b.threadId, clientMsgId: crypto.randomUUID(), text: 'hi' }],
      ['thread:release', { threadId: b.threadId }],
    ] as const) {
      expect(await lin.request(event, payload as never)).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
    }

    const wei = track(await ConsoleClient.connect(server.url, AGENTS[1].token));
    const all = await wei.request('queue:list', {});
    expect(all.ok && all.queue.map((entry) => entry.threadId).sort()).toEqual([a.threadId, b.threadId].sort());
    // With Wei online, shop-b's shopper learns their place in shop-b's own queue.
    expect(await waitForHandoff(b, 'queued')).toMatchObject({ queuePosition: 1 });
    expect(await wei.request('thread:claim', { threadId: b.threadId })).toMatchObject({ ok: true });
    await waitForHandoff(b, 'joined');
    await wei.waitForQueue('shop-b held', (update) => update.queue.some((entry) => entry.threadId === b.threadId && entry.mode === 'human'));
    expect(lin.events.filter((notice) => notice.threadId === b.threadId)).toEqual([]);
    expect(lin.updates.every((update) => update.queue.every((entry) => entry.siteId === 'shop-a'))).toBe(true);
  });

  it('shows a handed-off shopper typing to the agents serving the site, live and unstored; nobody sees a shopper typing to the assistant', async () => {
    const server = await start({
      KEFU_SITES: JSON.stringify([site('shop-a'), site('shop-b')]),
      KEFU_AGENTS: JSON.stringify([
        { ...AGENTS[0], sites: ['shop-a'] },
        { ...AGENTS[1], sites: ['shop-b'] },
      ]),
    });
    const lin = track(await ConsoleClient.connect(server.url, AGENTS[0].token));
    const wei = track(await ConsoleClient.connect(server.url, AGENTS[1].token));
    const a = track(await TestClient.connect(server.url));
    const chatting = track(await TestClient.connect(server.url));
    await a.hello({ siteKey: 'key-shop-a' });
    await chatting.hello({ siteKey: 'key-shop-a' });

    expect(await chatting.request('typing', { active: true })).toEqual({ ok: true });
    await a.send('转人工');
    await waitForHandoff(a, 'queued');
    expect(await lin.request('thread:claim', { threadId: a.threadId })).toMatchObject({ ok: true });
    await waitForHandoff(a, 'joined');
    const seqBefore = a.seqs.at(-1);

    expect(await a.request('typing', { active: true })).toEqual({ ok: true });
    await waitFor('Lin sees the shopper typing', () => lin.typing.length === 1);
    expect(lin.typing[0]).toEqual({ threadId: a.threadId, active: true, at: expect.any(Number) });
    expect(await a.request('typing', { active: false })).toEqual({ ok: true });
    await waitFor('and stop', () => lin.typing.length === 2);
    expect(lin.typing[1]).toMatchObject({ threadId: a.threadId, active: false });

    // Repeated faster than every 2 s it is acknowledged but not forwarded: each forward costs a store lookup.
    for (let i = 0; i < 20; i++) expect(await a.request('typing', { active: true })).toEqual({ ok: true });
    await waitFor('one forward of the burst', () => lin.typing.length === 3);
    // Typing is not a stored event: the thread's seq does not move, and a bad payload is refused.
    expect(a.seqs.at(-1)).toBe(seqBefore);
    expect(await a.request('typing', { active: 'yes' })).toMatchObject({ ok: false, error: { code: 'BAD_PAYLOAD' } });
    // The shopper still talking to the assistant and the agent of another site saw nothing.
    expect(await chatting.request('typing', { active: true })).toEqual({ ok: true });
    await a.send('在吗');
    await lin.waitForQueue('the message reached Lin', () =>
      lin.events.some((notice) => notice.event.event === 'message:done' && notice.event.data.message.text === '在吗'),
    );
    expect(lin.typing.map((notice) => [notice.threadId, notice.active])).toEqual([
      [a.threadId, true],
      [a.threadId, false],
      [a.threadId, true],
    ]);
    expect(wei.typing).toEqual([]);
  });
});

/** An IPv4 address of this host that is not loopback, if it has one. */
function nonLoopbackAddress(): string | undefined {
  return Object.values(networkInterfaces())
    .flat()
    .find((address) => address?.family === 'IPv4' && !address.internal)?.address;
}
