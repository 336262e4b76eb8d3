import { describe, expect, it } from 'vitest';
import { HumanMessage, ToolMessage } from '@langchain/core/messages';
import { ask, createTestAgent } from '../agent/agent-harness.js';
import { callTool, say, ScriptedChatModel, type ScriptedCall } from '../agent/scripted-chat-model.js';

const hasToolResult = (call: ScriptedCall) => call.messages.some((m) => ToolMessage.isInstance(m));
const asked = (call: ScriptedCall) =>
  call.messages
    .filter((m) => HumanMessage.isInstance(m))
    .map((m) => String(m.content))
    .join('\n');

describe('clarifying questions on the model path (scripted chat model)', () => {
  it('"white" classified as a stock question naming no product asks which one; "Find X9" makes the model answer the X9 in white', async () => {
    const model = new ScriptedChatModel((call) => {
      if (call.tools.includes('classify_intents'))
        return callTool('classify_intents', { intents: [{ type: 'inventory_check', confidence: 0.8, options: ['white'] }] });
      if (hasToolResult(call)) return say('Yes, the Find X9 comes in Frost White.');
      return callTool('get_inventory_info', { product_model: 'Find X9', options: ['white'] });
    });
    const agent = await createTestAgent({ chatModel: model });
    const threadId = 'model-clarify-white';
    const question = await ask(agent, 'white', { threadId, locale: 'en' });
    expect(question.handoffs).toEqual([]);
    expect(question.messages[0]?.text).toBe('Which product do you mean?');
    const chips = question.messages[0]?.parts?.find((p) => p.type === 'quick_replies');
    expect(chips?.type === 'quick_replies' && chips.replies.map((r) => r.text)).toContain('Find X9');
    // No tool ran for the vague message: the model was only asked to classify it.
    expect(model.calls.every((call) => call.tools.includes('classify_intents'))).toBe(true);
    const answer = await ask(agent, 'Find X9', { threadId, locale: 'en' });
    expect(answer.messages[0]?.text).toBe('Yes, the Find X9 comes in Frost White.');
    const toolCall = model.calls.find((call) => call.tools.includes('get_inventory_info'));
    expect(asked(toolCall!)).toContain('Find X9 white');
  });
});
