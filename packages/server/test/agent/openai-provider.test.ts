import { afterEach, describe, expect, it } from 'vitest';
import { AIMessageChunk, HumanMessage, type BaseMessage } from '@langchain/core/messages';
import { tool } from '@langchain/core/tools';
import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import { z } from 'zod';
import { createChatModel } from '../../src/adapters/chat-model/create-chat-model.js';
import { createCircuitBreaker } from '../../src/agent/model/circuit-breaker.js';
import { createModelGateway, ModelUnavailableError, type ModelCallOutcome, type ModelGateway } from '../../src/agent/model/model-gateway.js';
import { loadConfig } from '../../src/config.js';
import { createLogger } from '../../src/logger.js';
import { systemClock } from '../../src/ports/clock.js';
import { startFakeOpenAi, type ChatRequest, type FakeOpenAi, type ScriptedAnswer } from './fake-openai-server.js';

const fakes: FakeOpenAi[] = [];
afterEach(async () => {
  for (const fake of fakes.splice(0)) await fake.close();
});

async function fake(script: (request: ChatRequest) => ScriptedAnswer | Promise<ScriptedAnswer>, prefix?: string) {
  const server = await startFakeOpenAi(script, prefix ? { prefix } : {});
  fakes.push(server);
  return server;
}

/** The chat model exactly as the server builds it from KEFU_LLM_* variables. */
function modelFrom(env: Record<string, string>): BaseChatModel {
  const { llm } = loadConfig({ LOG_LEVEL: 'silent', KEFU_LLM_PROVIDER: 'openai', ...env });
  return createChatModel(llm!);
}

function gatewayWith(timeoutMs: number) {
  const outcomes: Array<{ label: string; outcome: ModelCallOutcome }> = [];
  const retries: string[] = [];
  const breaker = createCircuitBreaker({ clock: systemClock });
  const gateway = createModelGateway({
    breaker,
    timeoutMs,
    logger: createLogger('silent'),
    backoffMs: 20,
    observer: { called: (label, outcome) => outcomes.push({ label, outcome }), retried: (_label, cause) => retries.push(cause) },
  });
  return { gateway, breaker, outcomes, retries };
}

const textOf = (chunk: AIMessageChunk) => (typeof chunk.content === 'string' ? chunk.content : '');

async function streamText(gateway: ModelGateway, model: BaseChatModel, question = '你好') {
  return gateway.call('test', async (signal) => {
    const pieces: string[] = [];
    for await (const chunk of await model.stream([new HumanMessage(question)], { signal })) if (textOf(chunk)) pieces.push(textOf(chunk));
    return pieces;
  });
}

describe('the openai provider: the real @langchain/openai client against a local chat-completions server', () => {
  it.each([
    ['DeepSeek', '/v1', 'deepseek-chat'],
    ['Qwen (DashScope)', '/compatible-mode/v1', 'qwen-plus'],
    ['GLM', '/api/paas/v4', 'glm-4-plus'],
    ['Moonshot', '/v1', 'moonshot-v1-8k'],
  ])('streams a %s-style answer chunk by chunk from base URL prefix %s', async (_name, prefix, modelName) => {
    const server = await fake(() => ({ text: '您好，七天内可以无理由退货。' }), prefix);
    const model = modelFrom({ KEFU_LLM_BASE_URL: server.url, KEFU_LLM_MODEL: modelName, KEFU_LLM_API_KEY: 'sk-test', KEFU_LLM_TEMPERATURE: '0.5' });
    const pieces = await streamText(gatewayWith(5000).gateway, model);
    expect(pieces.length).toBeGreaterThan(3);
    expect(pieces.join('')).toBe('您好，七天内可以无理由退货。');
    expect(server.requests[0]).toMatchObject({
      path: `${prefix}/chat/completions`,
      model: modelName,
      stream: true,
      temperature: 0.5,
      authorization: 'Bearer sk-test',
    });
  });

  it('reaches an Azure OpenAI deployment with api-version and the api-key header', async () => {
    const server = await fake(() => ({ text: 'Hello.' }), '/openai/deployments/gpt-4o');
    const model = modelFrom({ KEFU_LLM_BASE_URL: server.url, KEFU_LLM_MODEL: 'gpt-4o', KEFU_LLM_API_KEY: 'azure-key', KEFU_LLM_API_VERSION: '2024-10-21' });
    expect((await streamText(gatewayWith(5000).gateway, model)).join('')).toBe('Hello.');
    expect(server.requests[0]).toMatchObject({
      path: '/openai/deployments/gpt-4o/chat/completions',
      query: { 'api-version': '2024-10-21' },
      apiKeyHeader: 'azure-key',
    });
  });

  it('talks to a keyless local server (Ollama, vLLM) without reading OPENAI_API_KEY', async () => {
    const server = await fake(() => ({ text: 'ok' }));
    const model = modelFrom({ KEFU_LLM_BASE_URL: server.url, KEFU_LLM_MODEL: 'qwen2.5:7b' });
    expect((await streamText(gatewayWith(5000).gateway, model)).join('')).toBe('ok');
    expect(server.requests[0]!.authorization).not.toContain(process.env.OPENAI_API_KEY ?? 'sk-');
  });

  const lookup = tool(async () => '', { name: 'get_price_info', description: 'price of a product', schema: z.object({ product_model: z.string() }) });

  it('assembles a tool call whose arguments arrive in streamed fragments', async () => {
    const server = await fake(() => ({ toolCall: { name: 'get_price_info', arguments: { product_model: 'Find X8 Pro 16+512G' } } }));
    const model = modelFrom({ KEFU_LLM_BASE_URL: server.url, KEFU_LLM_MODEL: 'deepseek-chat' });
    const bound = model.bindTools!([lookup]);
    const full = await gatewayWith(5000).gateway.call('react_agent', async (signal) => {
      let message: AIMessageChunk | undefined;
      for await (const chunk of await bound.stream([new HumanMessage('Find X8 Pro 多少钱')] as BaseMessage[], { signal }))
        message = message ? message.concat(chunk) : chunk;
      return message!;
    });
    expect(full.tool_calls).toEqual([expect.objectContaining({ name: 'get_price_info', args: { product_model: 'Find X8 Pro 16+512G' } })]);
    expect(server.requests[0]!.tools?.map((t) => t.function.name)).toEqual(['get_price_info']);
  });

  it('returns a whole tool call from invoke() without fetching a tokenizer from the internet', async () => {
    const server = await fake(() => ({ toolCall: { name: 'get_price_info', arguments: { product_model: 'Find X9' } } }));
    const model = modelFrom({ KEFU_LLM_BASE_URL: server.url, KEFU_LLM_MODEL: 'deepseek-chat' });
    // invoke() aggregates the stream and estimates its tokens; with js-tiktoken that meant a CDN download, which hangs here.
    const reply = await gatewayWith(5000).gateway.call('react_agent', (signal) => model.bindTools!([lookup]).invoke([new HumanMessage('X9?')], { signal }));
    expect(reply.tool_calls?.[0]).toMatchObject({ name: 'get_price_info', args: { product_model: 'Find X9' } });
  });

  it('gets structured output in function-calling mode, as the intent recogniser asks for it', async () => {
    const server = await fake(() => ({ toolCall: { name: 'classify_intents', arguments: { intents: [{ type: 'price_query', confidence: 0.9 }] } } }));
    const model = modelFrom({ KEFU_LLM_BASE_URL: server.url, KEFU_LLM_MODEL: 'qwen-plus' });
    const schema = z.object({ intents: z.array(z.object({ type: z.string(), confidence: z.number() })) });
    const structured = model.withStructuredOutput(schema, { name: 'classify_intents', method: 'functionCalling' });
    const output = await gatewayWith(5000).gateway.call('coordinator', (signal) => structured.invoke([new HumanMessage('X8 啥情况')], { signal }));
    expect(output).toEqual({ intents: [{ type: 'price_query', confidence: 0.9 }] });
    expect(server.requests[0]).toMatchObject({
      tools: [expect.objectContaining({ function: expect.objectContaining({ name: 'classify_intents' }) })],
      tool_choice: expect.anything(),
    });
  });
});

describe('the model gateway over the openai provider: retries, Retry-After, timeout, breaker', () => {
  it('retries a 500 with backoff and answers when the provider recovers', async () => {
    const server = await fake((request) => (fakes[0]!.requests.indexOf(request) < 1 ? { status: 500 } : { text: 'recovered' }));
    const { gateway, retries, outcomes } = gatewayWith(5000);
    const model = modelFrom({ KEFU_LLM_BASE_URL: server.url, KEFU_LLM_MODEL: 'deepseek-chat' });
    expect((await streamText(gateway, model)).join('')).toBe('recovered');
    expect(server.requests).toHaveLength(2);
    expect(retries).toEqual(['transport']);
    expect(outcomes).toEqual([{ label: 'test', outcome: 'ok' }]);
  });

  it('gives up on a provider that keeps answering 500, counting one failure on the breaker', async () => {
    const server = await fake(() => ({ status: 500 }));
    const { gateway, outcomes } = gatewayWith(5000);
    const model = modelFrom({ KEFU_LLM_BASE_URL: server.url, KEFU_LLM_MODEL: 'deepseek-chat' });
    await expect(streamText(gateway, model)).rejects.toMatchObject({ name: 'ModelUnavailableError', reason: 'transport' });
    expect(server.requests).toHaveLength(3);
    expect(outcomes).toEqual([{ label: 'test', outcome: 'transport' }]);
  });

  it('waits as long as a 429 Retry-After asks, then succeeds', async () => {
    // Like a real rate limiter: a retry before Retry-After has passed is refused again.
    let limitedUntil = 0;
    const server = await fake((request) => {
      if (limitedUntil === 0 || request.at < limitedUntil) {
        if (limitedUntil === 0) limitedUntil = request.at + 1000;
        return { status: 429, retryAfter: '1' };
      }
      return { text: 'after the wait' };
    });
    const { gateway, retries } = gatewayWith(10_000);
    const model = modelFrom({ KEFU_LLM_BASE_URL: server.url, KEFU_LLM_MODEL: 'deepseek-chat' });
    expect((await streamText(gateway, model)).join('')).toBe('after the wait');
    expect(server.requests).toHaveLength(2);
    expect(server.requests[1]!.at - server.requests[0]!.at).toBeGreaterThanOrEqual(1000);
    expect(retries).toEqual(['rate_limited']);
  });

  it('does not wait for a Retry-After past the call’s deadline: the rules path answers now', async () => {
    const server = await fake(() => ({ status: 429, retryAfter: '120' }));
    const { gateway, outcomes } = gatewayWith(5000);
    const model = modelFrom({ KEFU_LLM_BASE_URL: server.url, KEFU_LLM_MODEL: 'deepseek-chat' });
    await expect(streamText(gateway, model)).rejects.toMatchObject({ reason: 'rate_limited' });
    expect(server.requests).toHaveLength(1);
    expect(outcomes).toEqual([{ label: 'test', outcome: 'rate_limited' }]);
  });

  it('times out a stalled stream (headers, then nothing), and the breaker opens after repeated stalls', async () => {
    const server = await fake(() => ({ stall: true }));
    const { gateway, breaker, outcomes } = gatewayWith(300);
    const model = modelFrom({ KEFU_LLM_BASE_URL: server.url, KEFU_LLM_MODEL: 'deepseek-chat' });
    for (let i = 0; i < 3; i++) await expect(streamText(gateway, model)).rejects.toMatchObject({ reason: 'timeout' });
    expect(server.requests).toHaveLength(3);
    expect(breaker.state()).toBe('open');
    await expect(streamText(gateway, model)).rejects.toEqual(new ModelUnavailableError('circuit_open'));
    expect(server.requests).toHaveLength(3);
    expect(outcomes.map((o) => o.outcome)).toEqual(['timeout', 'timeout', 'timeout', 'circuit_open']);
  });
});

describe('a turn cancelled before its model call', () => {
  it('sends nothing to the provider and frees the breaker', async () => {
    const server = await fake(() => ({ text: 'too late' }));
    const { gateway, breaker, outcomes } = gatewayWith(5000);
    const model = modelFrom({ KEFU_LLM_BASE_URL: server.url, KEFU_LLM_MODEL: 'deepseek-chat' });
    const cancelled = AbortSignal.abort(new Error('cancelled by the shopper'));
    const run = gateway.call('test', (signal) => model.invoke([new HumanMessage('hi')], { signal }), { signal: cancelled });
    await expect(run).rejects.toMatchObject({ reason: 'aborted' });
    expect(server.requests).toHaveLength(0);
    expect(outcomes).toEqual([{ label: 'test', outcome: 'aborted' }]);
    expect(breaker.state()).toBe('closed');
  });
});

describe('the same gateway over the groq provider', () => {
  it('honours a 429 Retry-After from the Groq SDK too, and times out its stalled stream', async () => {
    let limitedUntil = 0;
    let stall = false;
    const server = await fake((request) => {
      if (stall) return { stall: true };
      if (limitedUntil === 0 || request.at < limitedUntil) {
        if (limitedUntil === 0) limitedUntil = request.at + 1000;
        return { status: 429, retryAfter: '1' };
      }
      return { text: 'groq after the wait' };
    });
    const { llm } = loadConfig({ LOG_LEVEL: 'silent', GROQ_API_KEY: 'gsk_test', GROQ_BASE_URL: server.origin });
    const model = createChatModel(llm!);
    const { gateway, retries } = gatewayWith(10_000);
    expect((await streamText(gateway, model)).join('')).toBe('groq after the wait');
    expect(server.requests.map((r) => r.path)).toEqual(['/openai/v1/chat/completions', '/openai/v1/chat/completions']);
    expect(server.requests[1]!.at - server.requests[0]!.at).toBeGreaterThanOrEqual(1000);
    expect(retries).toEqual(['rate_limited']);
    stall = true;
    await expect(streamText(gatewayWith(300).gateway, model)).rejects.toMatchObject({ reason: 'timeout' });
  });
});
