import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KefuServer } from '../../src/create-kefu-server.js';
import { startFakeOpenAi, type ChatRequest, type FakeOpenAi, type ScriptedAnswer } from '../agent/fake-openai-server.js';
import { serveKefu, shopperTab } from './order-change-harness.js';

// The model path blocked a guest too: the intent was the model's, the routing and the order tools the same, so a
// guest's "where's my stuff? KF10010003" got no order (the tool said sign_in_required). Now the guest verifies the
// order first (guest-order-lookup.test.ts), and the model's tool call for it is answered: the order and its parcel.
let model: FakeOpenAi;
let served: { server: KefuServer; url: string };

/** A model that reads the message as a parcel question about KF10010003 and looks that parcel up. */
function parcelModel(request: ChatRequest): ScriptedAnswer {
  if (request.tools?.some((tool) => tool.function.name === 'classify_intents'))
    return { toolCall: { name: 'classify_intents', arguments: { intents: [{ type: 'logistics_query', confidence: 0.93, order_id: 'KF10010003' }] } } };
  if (request.messages.some((message) => message.role === 'tool')) return { text: 'Here is where your parcel is.' };
  return { toolCall: { name: 'get_logistics_info', arguments: { order_id: 'KF10010003' } } };
}

beforeAll(async () => {
  model = await startFakeOpenAi(parcelModel);
  served = await serveKefu(undefined, {
    KEFU_LLM_PROVIDER: 'openai',
    KEFU_LLM_BASE_URL: model.url,
    KEFU_LLM_MODEL: 'deepseek-chat',
    KEFU_LLM_API_KEY: 'sk-local',
  });
});
afterAll(async () => {
  await served?.server.close();
  await model?.close();
});

describe("a guest's order question the model recognised (OpenAI-compatible provider)", () => {
  it('"where\'s my stuff? KF10010003": verified by 5678, then the order and its parcel', async () => {
    const chat = await shopperTab(served.url, { locale: 'en' });
    await chat.say("where's my stuff? KF10010003");
    expect(chat.prompt()).toMatchObject({ kind: 'form', workflow: { name: 'order_lookup' } });
    await chat.reply({ action: 'submit', values: { orderId: 'KF10010003', phoneLast4: '5678' } });
    expect(chat.lastAnswer().parts?.map((part) => part.type)).toEqual(['order', 'logistics']);
    expect(chat.lastAnswer().parts?.[1]).toMatchObject({ trackingNumber: 'SF024060100033' });
    chat.close();
  });
});
