import { describe, expect, it } from 'vitest';
import type { KefuServer } from '../../src/create-kefu-server.js';
import { startTestServer } from '../gateway/support/test-server.js';
import { TestClient } from '../gateway/support/test-client.js';
import { closeAfterEach } from './support/close-after-each.js';
import { ConsoleClient } from './support/console-client.js';
import { handoffAgent } from './support/handoff-agent.js';
import { AGENTS, waitForHandoff } from './support/handoff-fixtures.js';

const AVATAR = 'https://shop.example/avatars/lin.png';

describe("the shopper sees who is helping them: the agent's name, picture and typing", () => {
  const track = closeAfterEach();

  async function handedOff() {
    const server = track(
      await startTestServer({
        agent: handoffAgent(),
        env: {
          KEFU_AGENTS: JSON.stringify([{ ...AGENTS[0], avatarUrl: AVATAR }, AGENTS[1]]),
          KEFU_LIMIT_AGENT_TYPING_PER_SOCKET: '3',
        },
      }),
    ) as KefuServer & { url: string };
    const lin = track(await ConsoleClient.connect(server.url, AGENTS[0].token));
    const wei = track(await ConsoleClient.connect(server.url, AGENTS[1].token));
    const shopper = track(await TestClient.connect(server.url));
    await shopper.hello();
    await shopper.send('转人工');
    await waitForHandoff(shopper, 'queued');
    expect(await lin.request('thread:claim', { threadId: shopper.threadId! })).toMatchObject({ ok: true });
    return { lin, wei, shopper };
  }

  it("carries the configured picture on the joined notice and the agent's messages, and relays the holder's typing", async () => {
    const { lin, shopper } = await handedOff();
    expect(await waitForHandoff(shopper, 'joined')).toMatchObject({ agentName: 'Lin', agentAvatarUrl: AVATAR });
    // The console's own payloads keep the agent as the protocol describes them (the picture is for shoppers).
    expect(await lin.request('queue:list', {})).toMatchObject({ ok: true, agent: { agentId: 'lin', name: 'Lin' } });
    expect(((await lin.request('queue:list', {})) as { agent: object }).agent).not.toHaveProperty('avatarUrl');

    expect(await lin.request('thread:typing', { threadId: shopper.threadId!, active: true })).toEqual({ ok: true });
    await shopper.waitUntil('agent typing', () => shopper.live.some((event) => event.event === 'agent:typing'));
    expect(shopper.live.find((event) => event.event === 'agent:typing')?.data).toEqual({ active: true, agentName: 'Lin', agentAvatarUrl: AVATAR });

    expect(await lin.request('thread:reply', { threadId: shopper.threadId!, clientMsgId: crypto.randomUUID(), text: '您好，我是 Lin' })).toMatchObject({
      ok: true,
    });
    await shopper.waitUntil('the reply', (events) => events.some((event) => event.event === 'message:done' && event.data.message.role === 'agent'));
    const reply = shopper.rendered.find((event) => event.event === 'message:done' && event.data.message.role === 'agent');
    expect(reply?.event === 'message:done' && reply.data.message).toMatchObject({ author: 'Lin', avatarUrl: AVATAR });
  });

  it('refuses typing from an agent who does not hold the thread, and past the per-socket budget', async () => {
    const { lin, wei, shopper } = await handedOff();
    expect(await wei.request('thread:typing', { threadId: shopper.threadId!, active: true })).toMatchObject({ ok: false, error: { code: 'CONFLICT' } });
    for (let i = 0; i < 3; i += 1) expect(await lin.request('thread:typing', { threadId: shopper.threadId!, active: true })).toEqual({ ok: true });
    const refused = await lin.request('thread:typing', { threadId: shopper.threadId!, active: false });
    expect(refused).toMatchObject({ ok: false, error: { code: 'RATE_LIMITED', event: 'thread:typing', retryable: true } });
    expect(await lin.request('thread:typing', { threadId: 'nobody', active: true })).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
    // Only what the holder sent within the budget reached the shopper.
    await shopper.waitUntil('three typing notices', () => shopper.live.filter((event) => event.event === 'agent:typing').length === 3);
    expect(shopper.live.filter((event) => event.event === 'agent:typing').map((event) => (event.data as { active: boolean }).active)).toEqual([
      true,
      true,
      true,
    ]);
  });

  it('refuses a picture that is not an absolute http(s) URL at start, naming the variable', async () => {
    const { loadConfig } = await import('../../src/config.js');
    expect(() => loadConfig({ KEFU_AGENTS: JSON.stringify([{ ...AGENTS[0], avatarUrl: 'javascript:alert(1)' }]) })).toThrow(
      /KEFU_AGENTS.*avatarUrl|avatarUrl.*http/s,
    );
  });
});
