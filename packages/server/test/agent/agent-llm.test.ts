import { describe, expect, it } from 'vitest';
import { ToolMessage } from '@langchain/core/messages';
import { ask, CollectingOutput, createTestAgent, turn } from './agent-harness.js';
import { callTool, say, ScriptedChatModel, type ScriptedCall } from './scripted-chat-model.js';

const hasToolResult = (call: ScriptedCall) => call.messages.some((m) => ToolMessage.isInstance(m));

describe('agent graph, LLM path with a scripted chat model', () => {
  it('executes the model’s tool calls and streams its answer as deltas', async () => {
    const answer = 'Find X9 原价 3999 元，国补 500 元，到手价 3499 元。';
    const model = new ScriptedChatModel((call) =>
      hasToolResult(call) ? say(answer) : callTool('get_price_info', { product_model: 'Find X9', apply_subsidy: true }),
    );
    const agent = await createTestAgent({ chatModel: model });
    const out = await ask(agent, 'X9 国补后多少钱');
    const toolMessage = model.calls.flatMap((c) => c.messages).find((m) => ToolMessage.isInstance(m));
    expect(String(toolMessage?.content)).toContain('"final":{"amount":349900,"currency":"CNY"}');
    expect(out.deltas.length).toBeGreaterThan(1);
    expect(out.deltas.map((d) => d.text).join('')).toBe(answer);
    const message = out.messages[0]!;
    expect(message.text).toBe(answer);
    expect(message.messageId).toBe(out.deltas[0]!.messageId);
    expect(message.parts?.[0]).toMatchObject({
      type: 'price',
      price: { amount: 399_900 },
      promotions: [{ name: '国补', amount: { amount: 50_000 } }],
      final: { amount: 349_900 },
    });
    expect(model.calls.every((c) => !c.tools.includes('classify_intents'))).toBe(true); // a confident rules result skips the LLM
  });

  it("gives the model tool results in the shopper's language, the colour asked matched in either", async () => {
    const model = new ScriptedChatModel((call) =>
      hasToolResult(call)
        ? say('Yes, the Find X9 in Frost White is in stock.')
        : callTool('get_inventory_info', { product_model: 'Find X9', options: ['white'] }),
    );
    const agent = await createTestAgent({ chatModel: model });
    const out = await ask(agent, 'Is the X9 white in stock?', { locale: 'en' });
    const toolMessage = String(model.calls.flatMap((c) => c.messages).find((m) => ToolMessage.isInstance(m))?.content);
    expect(toolMessage).toContain('"options":{"asked":["white"],"found":["Frost White"],"missing":[],"variantIndexes":[2,3]}');
    expect(toolMessage).toContain('"highlights":["Periscope telephoto"');
    // Tags are the recommender's keys (拍照, 游戏), never shown: everything a shopper could be told is English.
    expect(toolMessage.replace(/"tags":\[[^\]]*\]/, '')).not.toMatch(/[\u4e00-\u9fff]/);
    expect(out.messages[0]?.parts?.[0]).toMatchObject({
      type: 'product',
      options: [
        { name: 'Color', values: ['Titanium Grey', 'Frost White', 'Space Black'] },
        { name: 'RAM', values: ['12GB', '16GB'] },
      ],
    });
  });

  it('classifies an unclear message with structured output and caches a confident result for 24 h', async () => {
    const model = new ScriptedChatModel((call) => {
      if (call.tools.includes('classify_intents'))
        return callTool('classify_intents', { intents: [{ type: 'params_query', confidence: 0.92, products: ['Find X9'] }] });
      return hasToolResult(call) ? say('Find X9 搭载天玑 9500，电池 7025mAh。') : callTool('get_inventory_info', { product_model: 'Find X9' });
    });
    const agent = await createTestAgent({ chatModel: model });
    const first = await ask(agent, '帮我看看那个 X9 咋样');
    expect(first.messages[0]!.parts?.[0]).toMatchObject({ type: 'product', productId: 'p_find_x9' });
    const classified = () => model.calls.filter((c) => c.tools.includes('classify_intents')).length;
    expect(classified()).toBe(1);
    await ask(agent, '帮我看看那个  X9 咋样');
    expect(classified()).toBe(1);
  });

  it('falls back to the rules when the model returns junk', async () => {
    const model = new ScriptedChatModel((call) => (call.tools.includes('classify_intents') ? say('¯\\_(ツ)_/¯ maybe price?') : say('Find X9 只要 1999 元！')));
    const agent = await createTestAgent({ chatModel: model });
    const out = await ask(agent, '帮我看看那个 X9 咋样');
    expect(out.messages[0]!.text).not.toContain('1999');
    expect(out.messages[0]!.parts?.[0]).toMatchObject({ type: 'product', productId: 'p_find_x9' });
  });

  it('replaces an answer whose numbers no tool returned with the rule-written one', async () => {
    const model = new ScriptedChatModel((call) =>
      hasToolResult(call) ? say('Find X8 现在只要 2599 元。') : callTool('get_price_info', { product_model: 'Find X8' }),
    );
    const agent = await createTestAgent({ chatModel: model });
    const out = await ask(agent, 'Find X8 多少钱?');
    expect(out.messages[0]!.text).not.toContain('2599');
    expect(out.messages[0]!.text).toContain('2999');
    expect(out.deltas.map((d) => d.text).join('')).not.toContain('2599');
  });

  it('streams nothing of a reply that called no tool', async () => {
    const model = new ScriptedChatModel(() => say('价格是 1999 元。'));
    const agent = await createTestAgent({ chatModel: model });
    const out = await ask(agent, 'Find X8 多少钱?');
    expect(out.deltas).toEqual([]);
    expect(out.messages[0]!.text).toContain('2999');
    expect(out.messages[0]!.text).not.toContain('1999');
  });

  it('takes no price from the shopper’s own question, in the stream or the message', async () => {
    const model = new ScriptedChatModel((call) => {
      if (call.tools.includes('classify_intents'))
        return callTool('classify_intents', { intents: [{ type: 'price_query', confidence: 0.9, products: ['Find X9'] }] });
      return hasToolResult(call) ? say('是的，Find X9 现在 1999 元。') : callTool('get_price_info', { product_model: 'Find X9' });
    });
    const agent = await createTestAgent({ chatModel: model });
    const out = await ask(agent, 'Find X9 现在是不是 1999 元？');
    expect(out.deltas.map((d) => d.text).join('')).toBe('是的，');
    expect(out.messages[0]!.text).not.toContain('1999');
    expect(out.messages[0]!.parts?.[0]).toMatchObject({ type: 'price', price: { amount: 399_900 }, final: { amount: 349_900 } });
  });

  it('streams the grounded clauses of an answer and stops before a wrong subsidy', async () => {
    const model = new ScriptedChatModel((call) =>
      hasToolResult(call)
        ? say('Find X9 售价 3999 元，国补 50 元，到手价 3499 元。')
        : callTool('get_price_info', { product_model: 'Find X9', apply_subsidy: true }),
    );
    const agent = await createTestAgent({ chatModel: model });
    const out = await ask(agent, 'X9 国补后多少钱');
    expect(out.deltas.map((d) => d.text)).toEqual(['Find X9 售价 3999 元，']);
    expect(out.messages[0]!.text).not.toContain('国补 50 元');
    expect(out.messages[0]!.text).toContain('可享国补减 ¥500');
  });

  it('keeps each site’s intent cache apart', async () => {
    const model = new ScriptedChatModel((call) => {
      if (call.tools.includes('classify_intents'))
        return callTool('classify_intents', { intents: [{ type: 'params_query', confidence: 0.92, products: ['Find X9'] }] });
      return hasToolResult(call) ? say('Find X9 搭载天玑 9500。') : callTool('get_inventory_info', { product_model: 'Find X9' });
    });
    const agent = await createTestAgent({ chatModel: model });
    const classified = () => model.calls.filter((c) => c.tools.includes('classify_intents')).length;
    const askOn = async (siteId: string) => agent.runTurn({ ...turn('帮我看看那个 X9 咋样'), siteId }, new CollectingOutput());
    await askOn('shop-a');
    await askOn('shop-a');
    expect(classified()).toBe(1);
    await askOn('shop-b');
    expect(classified()).toBe(2);
  });

  it('times out a hanging model and answers from the rules', async () => {
    const model = new ScriptedChatModel(() => 'hang');
    const agent = await createTestAgent({ chatModel: model, modelTimeoutSeconds: 0.05 });
    const out = await ask(agent, 'Find X8 多少钱?');
    expect(model.calls.length).toBe(1);
    expect(out.messages[0]!.text).toContain('2999');
  });

  it('retries once on a transient transport error, never on a timeout', async () => {
    let calls = 0;
    const model = new ScriptedChatModel((call) => {
      calls++;
      if (calls === 1) return Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' });
      return hasToolResult(call) ? say('Find X8 售价 2999 元。') : callTool('get_price_info', { product_model: 'Find X8' });
    });
    const agent = await createTestAgent({ chatModel: model });
    const out = await ask(agent, 'Find X8 多少钱?');
    expect(calls).toBe(3);
    expect(out.messages[0]!.text).toBe('Find X8 售价 2999 元。');
  });

  it('opens the circuit after most recent calls failed, answers from rules meanwhile, and half-opens later', async () => {
    let now = Date.UTC(2030, 0, 1);
    const model = new ScriptedChatModel(() => new Error('model exploded'));
    const agent = await createTestAgent({ chatModel: model, clock: { now: () => now } });
    for (let i = 0; i < 3; i++) expect((await ask(agent, 'Find X8 多少钱?')).messages[0]!.text).toContain('2999');
    const whenOpened = model.calls.length;
    expect((await ask(agent, 'Find X8 多少钱?')).messages[0]!.text).toContain('2999');
    expect(model.calls.length).toBe(whenOpened);
    now += 61_000;
    await ask(agent, 'Find X8 多少钱?');
    expect(model.calls.length).toBe(whenOpened + 1);
  });
});
