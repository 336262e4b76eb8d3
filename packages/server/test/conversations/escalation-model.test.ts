import { describe, expect, it } from 'vitest';
import { ToolMessage } from '@langchain/core/messages';
import { ask, createTestAgent } from '../agent/agent-harness.js';
import { callTool, say, ScriptedChatModel, type ScriptedCall } from '../agent/scripted-chat-model.js';

const hasToolResult = (call: ScriptedCall) => call.messages.some((m) => ToolMessage.isInstance(m));

function priceModel(sentiment: 'negative' | 'neutral') {
  return new ScriptedChatModel((call) => {
    if (call.tools.includes('classify_intents'))
      return callTool('classify_intents', { intents: [{ type: 'price_query', confidence: 0.9, products: ['Find X9'] }], sentiment });
    return hasToolResult(call) ? say('Find X9 售价 3999 元，国补后 3499 元。') : callTool('get_price_info', { product_model: 'Find X9', apply_subsidy: true });
  });
}

describe('escalation on the model path (scripted chat model)', () => {
  it('the model’s negative sentiment on a question asked again offers a human with the answer; a neutral one does not', async () => {
    for (const sentiment of ['negative', 'neutral'] as const) {
      const agent = await createTestAgent({ chatModel: priceModel(sentiment) });
      const threadId = `model-escalation-${sentiment}`;
      await ask(agent, 'X9 多少钱', { threadId });
      // No keyword of ours in it: only the model can tell the mood.
      const again = await ask(agent, '跟我昨天看到的不一样啊', { threadId });
      expect(again.messages[0]?.text).toContain('3499');
      const chips = again.messages[0]?.parts?.find((p) => p.type === 'quick_replies');
      if (sentiment === 'negative') expect(chips?.type === 'quick_replies' && chips.replies.map((r) => r.text)).toEqual(['转人工', '继续']);
      else expect(chips).toBeUndefined();
      expect(again.handoffs).toEqual([]);
    }
  });
});
