import { describe, expect, it } from 'vitest';
import { HumanMessage, ToolMessage } from '@langchain/core/messages';
import { ask, createTestAgent } from '../agent/agent-harness.js';
import { callTool, say, ScriptedChatModel, type ScriptedCall } from '../agent/scripted-chat-model.js';

// Issue 17 item 5 on the model path: a model reads "I don't want it anymore" as a return request naming no order (as
// the rules do); right after the shopper looked up KF10010004 (paid, not shipped: shops/demo/orders.json), it is that
// order's cancellation, resolved from the dialogue state like the rules path's.
const LIN = { customerId: 'c_1001', name: '林晓' };
const hasToolResult = (call: ScriptedCall) => call.messages.some((m) => ToolMessage.isInstance(m));
const lastAsked = (call: ScriptedCall) => String(call.messages.filter((m) => HumanMessage.isInstance(m)).at(-1)?.content ?? '');

describe('"I don\'t want it anymore" after an order lookup (scripted chat model)', () => {
  it('classified as a return naming no order, it is the cancellation of the order just looked up', async () => {
    const model = new ScriptedChatModel((call) => {
      if (call.tools.includes('classify_intents'))
        return /KF10010004/.test(lastAsked(call))
          ? callTool('classify_intents', { intents: [{ type: 'order_query', confidence: 0.95, order_id: 'KF10010004' }] })
          : callTool('classify_intents', { intents: [{ type: 'return_process', confidence: 0.9 }] });
      if (hasToolResult(call)) return say('Order KF10010004 is paid and waiting to ship.');
      return callTool('get_order_info', { order_id: 'KF10010004' });
    });
    const agent = await createTestAgent({ chatModel: model });
    const threadId = 'model-unwanted-order';
    await ask(agent, 'where is KF10010004?', { threadId, locale: 'en', customer: LIN });
    const unwanted = await ask(agent, "I don't want it anymore", { threadId, locale: 'en', customer: LIN });
    const prompt = unwanted.events.flatMap((event) => (event.event === 'interrupt:open' ? [event.interrupt] : []))[0];
    // The words give the reason too (cancel-reason-told.test.ts): straight to the confirmation.
    expect(prompt).toMatchObject({ kind: 'confirm', workflow: { name: 'cancel_order', step: 3 } });
    expect(prompt?.summary).toEqual(
      expect.arrayContaining([
        { label: expect.any(String), value: 'KF10010004' },
        { label: expect.any(String), value: 'Changed my mind' },
      ]),
    );
    // The shopper asked for no return: it is not refused as one first.
    expect(unwanted.messages.map((message) => message.text).join('\n')).not.toContain('a return is not possible');
  });

  it('"不想要了" (no pronoun) classified as a return: the cancellation of KF10010004, not the list of orders to return', async () => {
    const model = new ScriptedChatModel((call) => {
      if (call.tools.includes('classify_intents'))
        return /KF10010004/.test(lastAsked(call))
          ? callTool('classify_intents', { intents: [{ type: 'logistics_query', confidence: 0.95, order_id: 'KF10010004' }] })
          : callTool('classify_intents', { intents: [{ type: 'return_process', confidence: 0.9 }] });
      if (hasToolResult(call)) return say('订单 KF10010004 已付款，等待发货。');
      return callTool('get_logistics_info', { order_id: 'KF10010004' });
    });
    const agent = await createTestAgent({ chatModel: model });
    const threadId = 'model-unwanted-order-zh';
    await ask(agent, 'KF10010004到哪了', { threadId, customer: LIN });
    const unwanted = await ask(agent, '不想要了', { threadId, customer: LIN });
    const prompt = unwanted.events.flatMap((event) => (event.event === 'interrupt:open' ? [event.interrupt] : []))[0];
    expect(prompt).toMatchObject({ kind: 'confirm', workflow: { name: 'cancel_order', step: 3 } });
    expect(prompt?.summary).toEqual(
      expect.arrayContaining([
        { label: expect.any(String), value: 'KF10010004' },
        { label: expect.any(String), value: '不想要了' },
      ]),
    );
  });
});
