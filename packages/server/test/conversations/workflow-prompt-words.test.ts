import { describe, expect, it } from 'vitest';
import { assistantTexts, openPrompt, say, timeline, kefuTabsForFile } from './support/workflow-conversation.js';

// Issue 17 item 4: how shoppers answer an open prompt in their own words. "第二个" / "the second one" at a list of
// orders was refused as "no order number recognised" (only a digit picked an option), and "算了不取消了" at the
// cancel-order prompt was read as "do not cancel" the prompt, so the shopper was asked for an order number again.
// Options are the ones the prompt showed.

const served = kefuTabsForFile();
const tab = (customerId: string, locale: 'zh-CN' | 'en' = 'zh-CN') => served.tab({ customerId, locale });

describe("answers to a prompt in the shopper's words (rules path, signed in)", () => {
  it('"我要取消订单" → "第二个": the second order offered goes on to the cancel reason', async () => {
    const client = await tab('c_1001');
    await say(client, '我要取消订单', 'prompt');
    const offered = openPrompt(client).options!.map((option) => option.value);
    expect(offered.length).toBeGreaterThanOrEqual(2);
    await say(client, '第二个', 'prompt');
    const next = openPrompt(client);
    expect(next.error).toBeUndefined();
    expect(next).toMatchObject({ workflow: { name: 'cancel_order', step: 2 } });
    expect(next.prompt).toContain(offered[1]);
  });

  it('"I want to return something" → "the second one": the return goes on for the second order offered', async () => {
    const client = await tab('c_1001', 'en');
    await say(client, 'I want to return something', 'prompt');
    const offered = openPrompt(client).options!.map((option) => option.value);
    expect(offered.length).toBeGreaterThanOrEqual(2);
    await say(client, 'the second one', 'prompt');
    expect(openPrompt(client)).toMatchObject({ workflow: { name: 'return', step: 2 } });
    expect(openPrompt(client).prompt).toContain(offered[1]);
  });

  it.each(['算了不取消了', '不取消了'])('"帮我取消订单" → "%s" ends the cancellation; nothing is cancelled', async (words) => {
    const client = await tab('c_1001');
    await say(client, '帮我取消订单', 'prompt');
    const turn = await say(client, words, 'reply');
    expect(timeline(turn)).toEqual(['closed cancelled', 'assistant']);
    expect(assistantTexts(turn)[0]).toContain('取消');
    for (const orderId of ['KF10010004', 'KF10010007']) expect((await served.kefu.commerce.getOrder(orderId))!.status).not.toBe('cancelled');
  });
});
