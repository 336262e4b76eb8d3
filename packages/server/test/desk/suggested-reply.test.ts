import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../gateway/support/test-server.js';
import { TestClient } from '../gateway/support/test-client.js';
import { startFakeOpenAi, type ChatRequest, type FakeOpenAi, type ScriptedAnswer } from '../agent/fake-openai-server.js';
import { demoAgentToken, waitForHandoff } from '../handoff/support/handoff-fixtures.js';

const DRAFT = '您好，很抱歉耳机出现问题。我先为您登记售后检测，稍后联系您（138********）确认寄修方式。';

/** Classifies the shopper's fault report, and drafts the agent's reply when asked for one. */
function model(request: ChatRequest): ScriptedAnswer {
  if (request.tools?.some((tool) => tool.function.name === 'classify_intents'))
    return { toolCall: { name: 'classify_intents', arguments: { intents: [{ type: 'fault_diagnosis', confidence: 0.9 }] } } };
  if (JSON.stringify(request.messages).includes('draft the next reply')) return { text: `${DRAFT.replace('138********', '13812345678')}` };
  return { text: '请问是哪一侧没有声音？' };
}

describe('a suggested reply drafted by the configured model for the agent', () => {
  let fake: FakeOpenAi;
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let plain: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    fake = await startFakeOpenAi(model);
    server = await startTestServer({
      env: { KEFU_LLM_PROVIDER: 'openai', KEFU_LLM_BASE_URL: fake.url, KEFU_LLM_MODEL: 'deepseek-chat', KEFU_LLM_API_KEY: 'sk-local' },
    });
    plain = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
    await plain?.close();
    await fake?.close();
  });
  const post = (url: string, token: string | undefined, body: unknown) =>
    fetch(`${url}/api/console/suggestion`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });

  it('drafts from the masked transcript and the dialogue state, in the shopper’s language, and masks what the model wrote', async () => {
    const shopper = await TestClient.connect(server.url);
    await shopper.hello();
    await shopper.send('我的耳机左边没声音了，电话 13812345678');
    await shopper.waitUntil('an answer', (events) => events.some((event) => event.event === 'message:done' && event.data.message.role === 'assistant'));
    await shopper.send('转人工');
    await waitForHandoff(shopper, 'no_agents');
    const token = demoAgentToken(server);
    expect(await (await fetch(`${server.url}/api/console/features`, { headers: { authorization: `Bearer ${token}` } })).json()).toEqual({
      suggestedReply: true,
    });

    const response = await post(server.url, token, { threadId: shopper.threadId });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ draft: DRAFT });
    const asked = fake.requests.findLast((request) => JSON.stringify(request.messages).includes('draft the next reply'))!;
    const [system, human] = asked.messages.map((message) => message.content ?? '');
    expect(system).toContain('Write in Simplified Chinese');
    expect(human).toContain('Shopper: 我的耳机左边没声音了，电话 138********');
    expect(human).toContain('Handed to a person because: requested');
    expect(JSON.stringify(asked.messages)).not.toContain('13812345678');
    shopper.close();
  });

  it('refuses without a token, an unknown conversation, a bad body, and says so without a model', async () => {
    const token = demoAgentToken(server);
    expect((await post(server.url, undefined, { threadId: 't_x' })).status).toBe(401);
    expect(await (await post(server.url, token, { threadId: 't_nope' })).json()).toMatchObject({ code: 'NOT_FOUND', path: 'threadId' });
    const bad = await post(server.url, token, { thread: 1 });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 'BAD_PAYLOAD' });
    const plainToken = demoAgentToken(plain);
    expect(await (await fetch(`${plain.url}/api/console/features`, { headers: { authorization: `Bearer ${plainToken}` } })).json()).toEqual({
      suggestedReply: false,
    });
    const none = await post(plain.url, plainToken, { threadId: 't_x' });
    expect(none.status).toBe(503);
    expect(await none.json()).toMatchObject({ code: 'UNAVAILABLE' });
  });
});
