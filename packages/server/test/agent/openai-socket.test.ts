import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { createLogger } from '../../src/logger.js';
import { createKefuServer, type KefuServer } from '../../src/create-kefu-server.js';
import { startFakeOpenAi, type ChatRequest, type FakeOpenAi, type ScriptedAnswer } from './fake-openai-server.js';
import { SocketShopper } from './socket-shopper.js';

// Four clauses: the answer streams clause by clause, each once its numbers are found in the tool results.
const PRICE_ANSWER = 'Find X8 当前售价 2999 元，暂不参与国补，星野黑和浮光白有货，需要的话可以直接下单。';
const REFUND_ANSWER = '退款会原路退回。一般一到三个工作日到账。';
let refunds = 0;
const KNOWLEDGE_ANSWER = '签收后七天内，商品完好即可申请无理由退货。请在订单页提交申请，审核通过后寄回即可。';

/** A DeepSeek-like model: classifies, calls the price tool, answers from its result, and answers knowledge questions. */
function deepSeekLike(request: ChatRequest): ScriptedAnswer {
  if (request.tools?.some((t) => t.function.name === 'classify_intents')) {
    return { toolCall: { name: 'classify_intents', arguments: { intents: [{ type: 'price_query', confidence: 0.9, products: ['Find X8'] }] } } };
  }
  if (!request.tools?.length) {
    // The refund question's first answer drops after its first sentence has streamed; a retry would stream it again.
    const refund = JSON.stringify(request.messages).includes('退款多久到账');
    return refund ? { text: REFUND_ANSWER, dropAfter: refunds++ === 0 ? 4 : undefined } : { text: KNOWLEDGE_ANSWER };
  }
  return request.messages.some((m) => m.role === 'tool')
    ? { text: PRICE_ANSWER }
    : { toolCall: { name: 'get_price_info', arguments: { product_model: 'Find X8' } } };
}

/** /metrics is served only with its bearer token. */
const METRICS_TOKEN = 'openai-socket-test-metrics-token';

async function serverFor(model: FakeOpenAi, extra: Record<string, string> = {}) {
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    KEFU_LLM_PROVIDER: 'openai',
    KEFU_LLM_BASE_URL: model.url,
    KEFU_LLM_MODEL: 'deepseek-chat',
    KEFU_LLM_API_KEY: 'sk-local',
    KEFU_METRICS_TOKEN: METRICS_TOKEN,
    ...extra,
  });
  const server = await createKefuServer({ config, logger: createLogger('silent') });
  return { server, url: await server.listen() };
}

const metric = async (url: string, pattern: RegExp) =>
  Number(pattern.exec(await (await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text())?.[1] ?? 0);

describe('a shopper answered through the openai provider (DeepSeek-style base URL), over a real socket', () => {
  let model: FakeOpenAi;
  let server: KefuServer;
  let url: string;
  beforeAll(async () => {
    model = await startFakeOpenAi(deepSeekLike);
    ({ server, url } = await serverFor(model));
  });
  afterAll(async () => {
    await server?.close();
    await model?.close();
  });

  it('streams the tool agent’s answer as message:delta events, then message:done with the tool’s parts', async () => {
    const shopper = await SocketShopper.open(url);
    try {
      const reply = await shopper.ask('Find X8 多少钱?');
      expect(reply.text).toBe(PRICE_ANSWER);
      const deltas = shopper.deltas.filter((d) => d.messageId === reply.messageId);
      expect(deltas.length).toBeGreaterThan(3);
      expect(deltas.map((d) => d.text).join('')).toBe(PRICE_ANSWER);
      expect(reply.parts?.[0]).toMatchObject({ type: 'price', price: { amount: 299_900, currency: 'CNY' } });
      expect(model.requests[0]).toMatchObject({ path: '/v1/chat/completions', model: 'deepseek-chat', authorization: 'Bearer sk-local', stream: true });
      expect(JSON.stringify(model.requests.find((r) => r.messages.some((m) => m.role === 'tool'))?.messages)).toContain('2999');
    } finally {
      shopper.close();
    }
  });

  it('streams a knowledge answer written by the model through the gateway', async () => {
    const shopper = await SocketShopper.open(url);
    try {
      const reply = await shopper.ask('七天无理由退货怎么算');
      expect(reply.text).toBe(KNOWLEDGE_ANSWER);
      expect(
        shopper.deltas
          .filter((d) => d.messageId === reply.messageId)
          .map((d) => d.text)
          .join(''),
      ).toBe(KNOWLEDGE_ANSWER);
      expect(await metric(url, /^kefu_model_gateway_calls_total\{label="knowledge_answer",outcome="ok"\} (\d+)$/m)).toBe(1);
      expect(await metric(url, /^kefu_model_gateway_calls_total\{label="react_agent",outcome="ok"\} (\d+)$/m)).toBeGreaterThanOrEqual(2);
      expect(await metric(url, /^kefu_model_breaker_state\{state="closed"\} (\d+)$/m)).toBe(1);
      expect(await metric(url, /^kefu_model_gateway_duration_seconds_count\{label="knowledge_answer"\} (\d+)$/m)).toBe(1);
    } finally {
      shopper.close();
    }
  });

  it('does not retry a knowledge answer whose first sentence already reached the shopper', async () => {
    const shopper = await SocketShopper.open(url);
    try {
      const reply = await shopper.ask('退款多久到账');
      const streamed = shopper.deltas
        .filter((d) => d.messageId === reply.messageId)
        .map((d) => d.text)
        .join('');
      expect(refunds).toBe(1);
      expect(streamed.split('退款会原路退回。').length - 1).toBe(1);
      expect(await metric(url, /^kefu_model_gateway_calls_total\{label="knowledge_answer",outcome="transport"\} (\d+)$/m)).toBe(1);
    } finally {
      shopper.close();
    }
  });
});

describe('a stalled model (headers, then nothing) behind the openai provider', () => {
  let model: FakeOpenAi;
  let server: KefuServer;
  let url: string;
  beforeAll(async () => {
    model = await startFakeOpenAi(() => ({ stall: true }));
    ({ server, url } = await serverFor(model, { KEFU_MODEL_TIMEOUT_SECONDS: '1' }));
  });
  afterAll(async () => {
    await server?.close();
    await model?.close();
  });

  it('answers a knowledge question from the excerpts once the gateway’s timeout fires, and counts it on the breaker', async () => {
    const shopper = await SocketShopper.open(url);
    try {
      const reply = await shopper.ask('七天无理由退货怎么算');
      expect(model.requests.filter((r) => !r.tools?.length)).toHaveLength(1);
      expect(reply.text).toMatch(/七天|7 ?天/);
      expect(reply.parts?.some((p) => p.type === 'knowledge_source')).toBe(true);
      expect(await metric(url, /^kefu_model_gateway_calls_total\{label="knowledge_answer",outcome="timeout"\} (\d+)$/m)).toBe(1);
    } finally {
      shopper.close();
    }
  });

  it('opens the breaker after repeated stalls; then the rules path answers without calling the model', async () => {
    const shopper = await SocketShopper.open(url);
    try {
      // Knowledge answers and the tool agent share the one breaker: the stalls of both count.
      const price = await shopper.ask('Find X8 多少钱?');
      expect(price.parts?.find((p) => p.type === 'price')).toMatchObject({ price: { amount: 299_900, currency: 'CNY' } });
      await shopper.ask('退款多久到账');
      expect(await metric(url, /^kefu_model_breaker_state\{state="open"\} (\d+)$/m)).toBe(1);
      const before = model.requests.length;
      const again = await shopper.ask('七天无理由退货怎么算');
      const cheap = await shopper.ask('Find X8 多少钱?');
      expect(model.requests.length).toBe(before);
      expect(again.text).toMatch(/七天|7 ?天/);
      expect(cheap.parts?.find((p) => p.type === 'price')).toMatchObject({ price: { amount: 299_900, currency: 'CNY' } });
      expect(await metric(url, /^kefu_model_gateway_calls_total\{label="knowledge_answer",outcome="circuit_open"\} (\d+)$/m)).toBeGreaterThanOrEqual(1);
    } finally {
      shopper.close();
    }
  });
});
