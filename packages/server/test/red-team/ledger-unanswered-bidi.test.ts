import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { createLogger } from '../../src/logger.js';
import { createKefuServer, type KefuServer } from '../../src/create-kefu-server.js';
import type { Agent } from '../../src/ports/agent.js';
import { TestClient } from '../gateway/support/test-client.js';
import { AGENTS, AGENTS_ENV, waitForHandoff } from '../handoff/support/handoff-fixtures.js';

// The ledger's unanswered questions (the console's ledger page, `GET /api/console/ledger`, and the merchant's
// `GET /api/v1/ledger`) listed a shopper's question with its bidi controls: "保修卡丢了 U+202E moc.elpmaxe-live U+202C"
// read "保修卡丢了 evil-example.com" to the agent or merchant reading what the assistant could not answer. They are now
// listed without bidi controls, masked as before.

const KEY = 'kefu_ledger_key_0123456789abcdef';
const BIDI = /[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/;

/** Gives up (a knowledge miss) on warranty cards, answers everything else. */
const missingAgent: Agent & { releaseHumanMode(threadId: string): Promise<void> } = {
  async releaseHumanMode() {},
  async runTurn(request, output) {
    const text = request.messages.map((message) => message.text).join(' ');
    if (/保修卡|warranty card/.test(text)) {
      await output.emit({ event: 'message:done', message: { role: 'assistant', text: '抱歉，我没有找到相关说明，正在为您转接人工。' } });
      await output.emit({ event: 'handoff', state: 'queued', reason: 'knowledge_miss' });
    } else await output.emit({ event: 'message:done', message: { role: 'assistant', text: `AI: ${text}` } });
  },
  async replyToInterrupt() {},
  async cancel() {},
};

describe("the ledger's unanswered questions hold no bidi control", () => {
  let server: KefuServer & { url: string };
  const shoppers: TestClient[] = [];
  beforeAll(async () => {
    const config = loadConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      ...AGENTS_ENV,
      KEFU_API_KEYS: JSON.stringify([{ id: 'reader', key: KEY }]),
    });
    server = (await createKefuServer({ config, logger: createLogger('silent'), agent: missingAgent })) as KefuServer & { url: string };
    await server.listen();
    for (const [locale, text] of [
      ['zh-CN', '保修卡丢了 \u202Emoc.elpmaxe-live\u202C'],
      ['en', 'lost my warranty card \u202Emoc.elpmaxe-live\u202C'],
    ] as const) {
      const shopper = await TestClient.connect(server.url);
      shoppers.push(shopper);
      await shopper.hello({ locale });
      await shopper.send(text);
      await waitForHandoff(shopper, 'no_agents');
    }
  });
  afterAll(async () => {
    for (const shopper of shoppers) shopper.close();
    await server?.close();
  });
  const unanswered = async (path: string, token: string) => {
    const body = (await (await fetch(`${server.url}${path}?timeZone=UTC`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
      days: Array<{ unanswered: Array<{ text: string }> }>;
    };
    return body.days.flatMap((day) => day.unanswered.map((question) => question.text));
  };

  it('GET /api/v1/ledger (the merchant): both questions, without bidi controls', async () => {
    expect((await unanswered('/api/v1/ledger', KEY)).sort()).toEqual(['lost my warranty card moc.elpmaxe-live', '保修卡丢了 moc.elpmaxe-live']);
  });

  it("GET /api/console/ledger (an agent's ledger page): the same", async () => {
    const texts = await unanswered('/api/console/ledger', AGENTS[0].token);
    expect(texts).toHaveLength(2);
    expect(JSON.stringify(texts)).not.toMatch(BIDI);
  });
});
