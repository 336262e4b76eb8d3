import { afterEach, describe, expect, it } from 'vitest';
import { callTool, say as modelSays, ScriptedChatModel, type ScriptedCall } from '../agent/scripted-chat-model.js';
import { assistantTexts, openPrompt, openTab, say, serveKefu, timeline } from './support/workflow-conversation.js';

// The same control at an open prompt when a chat model (scripted behind the real chat-model interface) reads the
// shopper's messages: the model starts the workflow and answers the side question; the prompt rules stay the runner's.

const cleanup: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

const lastHuman = (call: ScriptedCall) => String([...call.messages].reverse().find((message) => message.getType() === 'human')?.content ?? '');

describe('workflow control on the model path', () => {
  it('a return the model recognised offers the orders, answers a side question through the model, then gives way to an exchange', async () => {
    const model = new ScriptedChatModel((call) => {
      if (call.tools.includes('classify_intents')) {
        return /处理/.test(lastHuman(call))
          ? callTool('classify_intents', { intents: [{ type: 'return_process', confidence: 0.93 }] })
          : callTool('classify_intents', { intents: [{ type: 'policy_inquiry', confidence: 0.9 }] });
      }
      return modelSays('退货运费：质量问题由我们承担，七天无理由退货运费由您承担。');
    });
    const { server } = await serveKefu({ chatModel: model });
    cleanup.push(() => server.close());
    const client = await openTab(server.url, { customerId: 'c_1001' });
    cleanup.push(() => client.close());

    await say(client, '上周买的东西用着不顺手，帮我处理一下', 'prompt');
    expect(model.calls.some((call) => call.tools.includes('classify_intents'))).toBe(true);
    expect(openPrompt(client)).toMatchObject({ kind: 'choice', workflow: { name: 'return', step: 1 } });
    expect(openPrompt(client).options?.map((option) => option.value)).toEqual(['KF10010010', 'KF10010001']);
    await say(client, 'KF10010001', 'prompt');

    const aside = await say(client, '退货运费谁出？', 'prompt');
    expect(assistantTexts(aside)).toEqual(['退货运费：质量问题由我们承担，七天无理由退货运费由您承担。']);
    expect(timeline(aside).slice(-2)).toEqual(['closed answered', 'open choice return 2/4']);

    // Switched at once, not asked: the order and the item are known (switch-at-once.test.ts).
    const switched = await say(client, '还是换货吧', 'prompt');
    expect(timeline(switched)).toEqual(['closed switched', 'assistant', 'open choice exchange 2/5']);
    expect(openPrompt(client).prompt).toBe('订单 KF10010001 符合换货条件。请选择换货原因：');
  });
});
