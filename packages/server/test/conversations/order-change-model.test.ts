import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShopFolderCommerce } from '../../src/adapters/commerce/shop-folder-commerce.js';
import type { KefuServer } from '../../src/create-kefu-server.js';
import { systemClock } from '../../src/ports/clock.js';
import { startFakeOpenAi, type ChatRequest, type FakeOpenAi, type ScriptedAnswer } from '../agent/fake-openai-server.js';
import { serveKefu, shopperTab, type Conversation } from './order-change-harness.js';

const commerce = createShopFolderCommerce({ clock: systemClock });
let model: FakeOpenAi;
let server: KefuServer;
let url: string;
let chat: Conversation;

/** A model that reads "call it off" as a cancellation, naming no order; it is asked nothing else. */
function classifier(request: ChatRequest): ScriptedAnswer {
  if (request.tools?.some((tool) => tool.function.name === 'classify_intents')) {
    return { toolCall: { name: 'classify_intents', arguments: { intents: [{ type: 'order_cancel', confidence: 0.92 }] } } };
  }
  return { text: 'unexpected call' };
}

beforeAll(async () => {
  model = await startFakeOpenAi(classifier);
  ({ server, url } = await serveKefu(commerce, {
    KEFU_LLM_PROVIDER: 'openai',
    KEFU_LLM_BASE_URL: model.url,
    KEFU_LLM_MODEL: 'deepseek-chat',
    KEFU_LLM_API_KEY: 'sk-local',
  }));
});
afterAll(async () => {
  chat?.close();
  await server?.close();
  await model?.close();
});

describe('a cancellation the model recognised (OpenAI-compatible provider, over a real socket)', () => {
  it('"I\'d rather not go through with my purchase, please call it off" → which order → reason → confirm → cancelled', async () => {
    chat = await shopperTab(url, { customerId: 'c_1002', locale: 'en' });
    await chat.say("I'd rather not go through with my purchase, please call it off");
    const classify = model.requests.find((request) => request.tools?.some((tool) => tool.function.name === 'classify_intents'));
    // The model is told what the new intents mean.
    expect(JSON.stringify(classify?.messages)).toContain('order_cancel');
    expect(chat.prompt()).toMatchObject({ kind: 'choice', workflow: { name: 'cancel_order', step: 1 } });
    expect(chat.prompt().options?.map((option) => option.value)).toEqual(['KF10020006']);
    await chat.say('KF10020006');
    expect(chat.prompt()).toMatchObject({ kind: 'choice', workflow: { name: 'cancel_order', step: 2 } });
    await chat.reply({ action: 'answer', value: 'Found it cheaper elsewhere' });
    expect(chat.prompt().summary).toContainEqual({ label: 'Reason', value: 'Found a better price' });
    await chat.reply({ action: 'approve' });
    expect(chat.lastAnswer().parts?.[0]).toMatchObject({ type: 'receipt', kind: 'cancel_order' });
    expect((await commerce.getOrder('KF10020006'))?.status).toBe('cancelled');
    // Only the coordinator asked the model: the workflow's steps never do.
    expect(model.requests.every((request) => request.tools?.some((tool) => tool.function.name === 'classify_intents'))).toBe(true);
  });
});
