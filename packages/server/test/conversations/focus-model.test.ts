import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { HumanMessage, SystemMessage, ToolMessage, type BaseMessage } from '@langchain/core/messages';
import { ask, createTestAgent } from '../agent/agent-harness.js';
import { callTool, say, ScriptedChatModel, type ScriptedCall } from '../agent/scripted-chat-model.js';
import { demoCatalog } from './focus-support.js';

// Issue 17 item 2 on the model path, with a scripted chat model behind the real chat-model interface (the only fake):
// the intent prompt and the tool agent's prompt carry the recent history and the dialogue state, and the intent cache
// never answers a context-dependent message from another conversation.
const catalog = demoCatalog();
const X8 = catalog.get('Find X8')!;
const X9 = catalog.get('Find X9')!;

const text = (message: BaseMessage) => (typeof message.content === 'string' ? message.content : '');
const systemText = (call: ScriptedCall) =>
  call.messages
    .filter((m) => SystemMessage.isInstance(m))
    .map(text)
    .join('\n');
const isClassify = (call: ScriptedCall) => call.tools.includes('classify_intents');
const hasToolResult = (call: ScriptedCall) => call.messages.some((m) => ToolMessage.isInstance(m));
const TOOL_OF: Record<string, string> = { price_query: 'get_price_info', inventory_check: 'get_inventory_info', params_query: 'get_inventory_info' };

/**
 * A model that reads its context as a real one would: "那X8呢" asks again what the conversation last asked (the aspect
 * in the dialogue state), or the X8's specs when it sees no context; the tool agent looks up what the dialogue state's
 * last request is about. It never writes a number, so every figure in an answer is a tool's.
 */
function contextReadingModel(): ScriptedChatModel {
  return new ScriptedChatModel((call) => {
    const context = systemText(call);
    if (isClassify(call)) {
      const asked = /\(asked: (price|stock|specs)/.exec(context)?.[1];
      const type = asked === 'price' ? 'price_query' : asked === 'stock' ? 'inventory_check' : 'params_query';
      const last = [...call.messages].reverse().find((m) => HumanMessage.isInstance(m));
      const named = /x8/i.test(last ? text(last) : '') ? ['Find X8'] : [];
      return callTool('classify_intents', { intents: [{ type, confidence: 0.9, ...(named.length ? { products: named } : {}) }] });
    }
    if (hasToolResult(call)) return say('Here is what the shop has.');
    const last = /Last request: (\w+) about ([^,.\n]+)/.exec(context);
    if (!last || !TOOL_OF[last[1]!]) return say('Which product do you mean?');
    return callTool(TOOL_OF[last[1]!]!, { product_model: last[2]!.trim() });
  });
}

describe('context across turns on the model path (scripted model)', () => {
  it('two conversations with different focus send the same "那X8呢": the second is not served the first\'s cached intent', async () => {
    const model = contextReadingModel();
    const agent = await createTestAgent({ chatModel: model });
    const priced = randomUUID();
    const stocked = randomUUID();
    await ask(agent, 'X9多少钱', { threadId: priced });
    const price = await ask(agent, '那X8呢', { threadId: priced });
    expect(price.messages[0]!.parts?.[0]).toMatchObject({ type: 'price', productId: X8.productId, price: { amount: X8.price } });
    await ask(agent, 'X9有货吗', { threadId: stocked });
    const stock = await ask(agent, '那X8呢', { threadId: stocked });
    expect(stock.messages[0]!.parts?.map((part) => part.type)).toEqual(['product']);
    expect(stock.messages[0]!.parts?.[0]).toMatchObject({ productId: X8.productId });
    expect(model.calls.filter(isClassify)).toHaveLength(2);
  });

  it('the intent prompt carries the recent history and the dialogue state, masked', async () => {
    const model = contextReadingModel();
    const agent = await createTestAgent({ chatModel: model });
    const thread = randomUUID();
    await ask(agent, 'X9多少钱，我的电话 13812345678', { threadId: thread });
    await ask(agent, '那X8呢', { threadId: thread });
    const classify = model.calls.filter(isClassify).at(-1)!;
    const prompt = classify.messages.map(text).join('\n');
    expect(prompt).toContain(`${X9.title} (asked: price)`);
    expect(classify.messages.some((m) => HumanMessage.isInstance(m) && text(m).startsWith('X9多少钱'))).toBe(true);
    expect(prompt).toContain('(earlier answer) Here is what the shop has.');
    expect(prompt).not.toContain('13812345678');
  });

  it('"how much is it" after the X8: the tool agent finds the product in its prompt\'s dialogue state', async () => {
    const model = contextReadingModel();
    const agent = await createTestAgent({ chatModel: model });
    const thread = randomUUID();
    await ask(agent, 'Is the Find X8 in stock?', { threadId: thread, locale: 'en' });
    const out = await ask(agent, 'how much is it', { threadId: thread, locale: 'en' });
    expect(out.messages[0]!.parts?.[0]).toMatchObject({ type: 'price', productId: X8.productId, price: { amount: X8.price } });
    const toolCall = model.calls.filter((call) => !isClassify(call)).at(-1)!;
    expect(systemText(toolCall)).toContain(`Last request: price_query about ${X8.title}`);
  });

  it('a model reading that names no product gets the product in focus from the dialogue state', async () => {
    const model = contextReadingModel();
    const agent = await createTestAgent({ chatModel: model });
    const thread = randomUUID();
    await ask(agent, 'X9多少钱', { threadId: thread });
    const out = await ask(agent, '它卖几个钱', { threadId: thread });
    expect(model.calls.filter(isClassify)).toHaveLength(1);
    expect(out.messages[0]!.parts?.[0]).toMatchObject({ type: 'price', productId: X9.productId, price: { amount: X9.price } });
  });

  it('a message that names its product is still shared through the cache across conversations', async () => {
    const model = contextReadingModel();
    const agent = await createTestAgent({ chatModel: model });
    const first = randomUUID();
    const second = randomUUID();
    await ask(agent, 'X9多少钱', { threadId: first });
    await ask(agent, 'Find X8 咋样', { threadId: first });
    await ask(agent, 'Enco X3多少钱', { threadId: second });
    const out = await ask(agent, 'Find X8 咋样', { threadId: second });
    expect(model.calls.filter(isClassify)).toHaveLength(1);
    expect(out.messages[0]!.parts?.[0]).toMatchObject({ productId: X8.productId });
  });
});
