import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { createLogger } from '../../src/logger.js';
import { createKefuServer, type KefuServer } from '../../src/create-kefu-server.js';
import { startFakeGroq } from './fake-groq-server.js';
import { SocketShopper } from './socket-shopper.js';
import { METRICS_AUTH, METRICS_TOKEN } from '../gateway/support/test-server.js';

// Four clauses: the answer streams clause by clause, each once its numbers are found in the tool results.
const ANSWER = 'Find X8 当前售价 2999 元，暂不参与国补，星野黑和浮光白有货，需要的话可以直接下单。';
let groq: Awaited<ReturnType<typeof startFakeGroq>>;
let server: KefuServer;
let url: string;

beforeAll(async () => {
  groq = await startFakeGroq((request) => {
    if (request.tools?.some((t) => t.function.name === 'classify_intents')) {
      return { toolCall: { name: 'classify_intents', arguments: { intents: [{ type: 'price_query', confidence: 0.9, products: ['Find X8'] }] } } };
    }
    return request.messages.some((m) => m.role === 'tool')
      ? { text: ANSWER }
      : { toolCall: { name: 'get_price_info', arguments: { product_model: 'Find X8' } } };
  });
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    GROQ_API_KEY: 'gsk_test_key',
    GROQ_BASE_URL: groq.url,
    KEFU_METRICS_TOKEN: METRICS_TOKEN,
  });
  server = await createKefuServer({ config, logger: createLogger('silent') });
  url = await server.listen();
});
afterAll(async () => {
  await server?.close();
  await groq?.close();
});

describe('the real @langchain/groq client against a local Groq-compatible server', () => {
  it('streams the answer to the widget as message:delta events, then stores it with the tool’s parts', async () => {
    const shopper = await SocketShopper.open(url);
    try {
      const reply = await shopper.ask('Find X8 多少钱?');
      expect(reply.text).toBe(ANSWER);
      const deltas = shopper.deltas.filter((d) => d.messageId === reply.messageId);
      expect(deltas.length).toBeGreaterThan(3);
      expect(deltas.map((d) => d.text).join('')).toBe(ANSWER);
      expect(reply.parts?.[0]).toMatchObject({ type: 'price', price: { amount: 299_900, currency: 'CNY' } });
      expect(groq.requests.length).toBe(2);
      expect(groq.requests[0]!.authorization).toBe('Bearer gsk_test_key');
      expect(groq.requests[0]!.stream).toBe(true);
      expect(groq.requests[0]!.tools?.map((t) => t.function.name)).toContain('get_price_info');
      expect(JSON.stringify(groq.requests[1]!.messages.find((m) => m.role === 'tool'))).toContain('2999');
    } finally {
      shopper.close();
    }
  });

  it('classifies an unclear message with structured output through the real client', async () => {
    const shopper = await SocketShopper.open(url);
    try {
      const before = groq.requests.length;
      const reply = await shopper.ask('那个 X8 现在啥情况');
      const classify = groq.requests.slice(before).find((r) => r.tools?.some((t) => t.function.name === 'classify_intents'));
      expect(classify).toBeDefined();
      expect(reply.parts?.[0]).toMatchObject({ type: 'price', price: { amount: 299_900, currency: 'CNY' } });
    } finally {
      shopper.close();
    }
  });

  it('counts and times every model call, and the intent and tool caches, on /metrics', async () => {
    const metrics = await (await fetch(`${url}/metrics`, METRICS_AUTH)).text();
    const value = (pattern: RegExp) => Number(pattern.exec(metrics)?.[1] ?? Number.NaN);
    expect(value(/^kefu_model_calls_total\{outcome="ok"\} (\d+)$/m)).toBe(groq.requests.length);
    expect(value(/^kefu_model_duration_seconds_count (\d+)$/m)).toBe(groq.requests.length);
    expect(value(/^kefu_cache_lookups_total\{cache="tool",result="(?:hit|miss)"\} (\d+)$/m)).toBeGreaterThan(0);
    expect(metrics).toMatch(/^kefu_knowledge_index_active\{index="embedded"\} 1$/m);
  });
});
