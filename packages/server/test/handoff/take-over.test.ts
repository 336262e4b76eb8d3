import { describe, expect, it } from 'vitest';
import type { KefuServer } from '../../src/create-kefu-server.js';
import { startTestServer } from '../gateway/support/test-server.js';
import { TestClient } from '../gateway/support/test-client.js';
import { closeAfterEach } from './support/close-after-each.js';
import { ConsoleClient } from './support/console-client.js';
import { handoffAgent } from './support/handoff-agent.js';
import { AGENTS, AGENTS_ENV, demoAgentToken, lines, waitForHandoff } from './support/handoff-fixtures.js';

describe('an agent takes over a conversation the assistant is handling', () => {
  const track = closeAfterEach();

  it('joins without the shopper asking, keeps the assistant quiet while holding it, and hands it back', async () => {
    const agentUnderTest = handoffAgent();
    const server = track(await startTestServer({ agent: agentUnderTest })) as KefuServer & { url: string };
    const agent = track(await ConsoleClient.connect(server.url, demoAgentToken(server)));
    const shopper = track(await TestClient.connect(server.url));
    await shopper.hello();
    await shopper.send('X9 和 X8 哪个好');
    await shopper.waitUntil('AI answer', (events) => lines(events).includes('assistant: AI: X9 和 X8 哪个好'));

    const opened = await agent.request('thread:open', { threadId: shopper.threadId! });
    expect(opened).toMatchObject({ ok: true, card: { mode: 'ai' } });
    const claimed = await agent.request('thread:claim', { threadId: shopper.threadId! });
    expect(claimed).toMatchObject({ ok: true, card: { mode: 'human', reason: 'agent_initiated', agentName: 'Lin' } });
    expect(await waitForHandoff(shopper, 'joined')).toMatchObject({ agentName: 'Lin', reason: 'agent_initiated' });

    expect(
      await agent.request('thread:reply', { threadId: shopper.threadId!, clientMsgId: crypto.randomUUID(), text: '您好，我是 Lin，我来帮您对比一下。' }),
    ).toMatchObject({ ok: true });
    await shopper.send('好的，拍照哪个强？');
    await agent.waitForQueue('the shopper’s words reach the console', () =>
      agent.events.some((notice) => notice.event.event === 'message:done' && notice.event.data.message.text === '好的，拍照哪个强？'),
    );
    // The assistant did not answer: the turn with the shopper's question ran silent.
    expect(agentUnderTest.turns.map((texts) => texts.join(' '))).toEqual(['X9 和 X8 哪个好']);

    expect(await agent.request('thread:release', { threadId: shopper.threadId! })).toEqual({ ok: true });
    await waitForHandoff(shopper, 'released');
    await shopper.send('X8 有货吗');
    await shopper.waitUntil('the assistant again', (events) => lines(events).includes('assistant: AI: X8 有货吗'));
    // Nothing the shopper said while Lin held it reached the assistant, then or later.
    expect(agentUnderTest.turns.flat()).not.toContain('好的，拍照哪个强？');
    const transcript = lines(shopper.rendered);
    expect(
      transcript.slice(transcript.indexOf('user: 好的，拍照哪个强？'), transcript.indexOf('user: X8 有货吗')).filter((line) => line.startsWith('assistant:')),
    ).toEqual([]);
  });

  it("lets exactly one of two agents take it, and never another site's conversation", async () => {
    const server = track(
      await startTestServer({
        agent: handoffAgent(),
        env: {
          ...AGENTS_ENV,
          KEFU_SITES: JSON.stringify([
            { siteKey: 'demo', siteId: 'demo', origins: ['http://localhost:*'], identitySecret: 'demo-identity-secret-0123456789' },
            { siteKey: 'other', siteId: 'other', origins: ['http://localhost:*'], identitySecret: 'other-identity-secret-0123456789' },
          ]),
          KEFU_AGENTS: JSON.stringify([
            ...AGENTS.map((account) => ({ ...account, sites: ['demo'] })),
            { id: 'zoe', name: 'Zoe', token: 'zoe-token-0123456789abcdef', sites: ['other'] },
          ]),
        },
      }),
    ) as KefuServer & { url: string };
    const [lin, wei, zoe] = await Promise.all([
      ConsoleClient.connect(server.url, AGENTS[0].token),
      ConsoleClient.connect(server.url, AGENTS[1]!.token),
      ConsoleClient.connect(server.url, 'zoe-token-0123456789abcdef'),
    ]);
    for (const client of [lin, wei, zoe]) track(client);
    const shopper = track(await TestClient.connect(server.url));
    await shopper.hello();
    await shopper.send('你好');
    await shopper.waitUntil('AI answer', (events) => lines(events).some((line) => line.startsWith('assistant:')));

    expect(await zoe.request('thread:claim', { threadId: shopper.threadId! })).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
    const results = await Promise.all([lin, wei].map((client) => client.request('thread:claim', { threadId: shopper.threadId! })));
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.find((result) => !result.ok)).toMatchObject({ ok: false, error: { code: 'CONFLICT' } });
    await waitForHandoff(shopper, 'joined');
    expect(shopper.rendered.filter((event) => event.event === 'handoff' && event.data.state === 'joined')).toHaveLength(1);
  });
});
