import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceAvailable, startRedis, type RedisService } from '@kefu/testing';
import type { Agent } from '../../src/ports/agent.js';
import { startTestServer } from '../gateway/support/test-server.js';
import { TestClient } from '../gateway/support/test-client.js';

const API_KEY = 'kefu_rating_key_0123456789abcdef';
const HOUR = 3_600_000;

/** Answers thanks as the end of the conversation (as the agent graph does), anything else plainly. */
function closingAgent(): Agent {
  return {
    async runTurn(request, output) {
      const text = request.messages.map((message) => message.text).join(' ');
      await output.emit({
        event: 'message:done',
        message: {
          role: 'assistant',
          text: /thanks/i.test(text) ? "You're welcome." : `AI: ${text}`,
          ...(/thanks/i.test(text) ? { endsConversation: true } : {}),
        },
      });
    },
    async replyToInterrupt() {},
    async cancel() {},
  };
}

describe.runIf(serviceAvailable('redis'))('ratings at a conversation end, stored in a real Redis and joined to the outcome by another process', () => {
  let redis: RedisService;
  let ahead = 0;
  beforeAll(async () => {
    redis = await startRedis({ durable: false });
  });
  afterAll(async () => {
    await redis?.stop();
  });

  it('keeps one rating per ending across servers, refuses a seq the conversation lacks, and the ledger counts it by outcome', async () => {
    const env = { REDIS_URL: redis.url, KEFU_API_KEYS: JSON.stringify([{ id: 'ledger', key: API_KEY }]) };
    const first = await startTestServer({ agent: closingAgent(), env });
    const shopper = await TestClient.connect(first.url);
    await shopper.hello({ locale: 'en' });
    await shopper.send('Where is my order?');
    await shopper.send('thanks');
    await shopper.waitUntil('the closing answer', (events) =>
      events.some((event) => event.event === 'message:done' && event.data.message.endsConversation === true),
    );
    const ending = shopper.rendered.find((event) => event.event === 'message:done' && event.data.message.endsConversation)!.data.seq;

    expect(await shopper.request('feedback', { rating: 2, seq: ending, comment: 'slow, call 13812345678' })).toEqual({ ok: true });
    // The same ending again is acknowledged and not stored twice; a seq the conversation lacks is refused.
    expect(await shopper.request('feedback', { rating: 5, seq: ending })).toEqual({ ok: true });
    expect(await shopper.request('feedback', { rating: 5, seq: 999 })).toMatchObject({ ok: false, error: { code: 'NOT_FOUND', path: 'seq' } });
    shopper.close();
    await first.close();

    // Another process on the same Redis, past the ledger's idle time: the conversation is resolved, rated 2.
    const second = await startTestServer({ agent: closingAgent(), env, clock: { now: () => Date.now() + ahead } });
    ahead = HOUR;
    try {
      const response = await fetch(`${second.url}/api/v1/ledger?timeZone=UTC`, { headers: { authorization: `Bearer ${API_KEY}` } });
      const ledger = (await response.json()) as { days: Array<{ outcomes: Record<string, number>; ratings: Record<string, unknown> }> };
      expect(ledger.days).toHaveLength(1);
      expect(ledger.days[0]!.outcomes.assistant).toBe(1);
      expect(ledger.days[0]!.ratings).toEqual({ assistant: { count: 1, average: 2 } });
      const transcript = (await (
        await fetch(`${second.url}/api/v1/conversations/${shopper.threadId}`, { headers: { authorization: `Bearer ${API_KEY}` } })
      ).json()) as { ratings: Array<{ rating: number; comment?: string }> };
      expect(transcript.ratings).toEqual([expect.objectContaining({ rating: 2, seq: ending, comment: expect.not.stringContaining('13812345678') })]);
    } finally {
      await second.close();
    }
  });
});
