import { describe, expect, it } from 'vitest';
import { SystemMessage, ToolMessage } from '@langchain/core/messages';
import { ask, createTestAgent } from './agent-harness.js';
import { callTool, say, ScriptedChatModel, type ScriptedCall } from './scripted-chat-model.js';
import { HISTORY_WINDOW } from '../../src/agent/history/running-summary.js';

const hasToolResult = (call: ScriptedCall) => call.messages.some((m) => ToolMessage.isInstance(m));

describe('bounded history with a running summary', () => {
  it('keeps a window of the history and tells the model the products and orders that fell out of it', async () => {
    const model = new ScriptedChatModel((call) =>
      hasToolResult(call) ? say('Find X8 售价 2999 元。') : callTool('get_price_info', { product_model: 'Find X8' }),
    );
    const agent = await createTestAgent({ chatModel: model });
    const threadId = 'history-summary';
    const customer = { customerId: 'c_1001' };
    await ask(agent, 'Find X9 多少钱', { threadId, customer });
    await ask(agent, '订单 KF10010003 到哪了', { threadId, customer });
    for (let i = 0; i < 6; i++) await ask(agent, 'Find X8 多少钱', { threadId, customer });
    const state = (await agent.graph.getState({ configurable: { thread_id: threadId } })).values as {
      history: unknown[];
      summary: { products: string[]; orderIds: string[]; requests: string[] } | null;
    };
    expect(state.history).toHaveLength(HISTORY_WINDOW);
    expect(state.summary?.products).toContain('Find X9');
    expect(state.summary?.orderIds).toEqual(['KF10010003']);
    expect(state.summary?.requests).toEqual(expect.arrayContaining(['price_query', 'logistics_query']));
    const last = model.calls.filter((call) => call.tools.includes('get_price_info')).at(-1)!;
    const summary = last.messages.find((m) => SystemMessage.isInstance(m) && String(m.content).startsWith('Earlier in this conversation'));
    expect(String(summary?.content)).toContain('products: Find X8, Find X9');
    expect(String(summary?.content)).toContain('orders: KF10010003');
  });
});
