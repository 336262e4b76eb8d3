import { describe, expect, it } from 'vitest';
import { openPrompt, say, kefuTabsForFile } from './support/workflow-conversation.js';

// Issue 17 item 4: a place beyond the options of a prompt. "第二个" / "the second one" at a prompt offering a single
// order was refused as "no order number recognised", and "6" at the five return reasons was read as the reason typed;
// the prompt now says how many options it has and offers them again, and the place is never read as something else.
// c_1003 has one returnable order (KF10030001), c_1004 one cancellable order (KF10040004): shops/demo/orders.json.

const served = kefuTabsForFile();
const tab = (customerId: string, locale: 'zh-CN' | 'en' = 'zh-CN') => served.tab({ customerId, locale });

describe('a place beyond the options of a prompt (rules path, signed in)', () => {
  it('"我要退货" (one returnable order) → "第二个": only one order can be picked, offered again; "第一个" then goes on with it', async () => {
    const client = await tab('c_1003');
    await say(client, '我要退货', 'prompt');
    const first = openPrompt(client);
    expect(first.options!.map((option) => option.value)).toEqual(['KF10030001']);
    await say(client, '第二个', 'prompt');
    const again = openPrompt(client);
    expect(again).toMatchObject({ workflow: { name: 'return', step: 1 } });
    expect(again.options!.map((option) => option.value)).toEqual(['KF10030001']);
    expect(again.error).toContain('只有 1 个');
    expect(again.error).toContain('KF10030001');
    expect(again.error).not.toContain('订单号');
    await say(client, '第一个', 'prompt');
    expect(openPrompt(client)).toMatchObject({ workflow: { name: 'return', step: 2 } });
    expect(openPrompt(client).prompt).toContain('KF10030001');
  });

  it('"I want to cancel my order" (one cancellable order) → "the second one": there is only one, named again', async () => {
    const client = await tab('c_1004', 'en');
    await say(client, 'I want to cancel my order', 'prompt');
    expect(openPrompt(client).options!.map((option) => option.value)).toEqual(['KF10040004']);
    await say(client, 'the second one', 'prompt');
    const again = openPrompt(client);
    expect(again).toMatchObject({ workflow: { name: 'cancel_order', step: 1 } });
    expect(again.error).toMatch(/only one/i);
    expect(again.error).toContain('KF10040004');
    expect(again.error).not.toMatch(/order number/i);
  });

  it('"I want to return something" → "the first one" → a number past the reasons: how many there are, the prompt open', async () => {
    const client = await tab('c_1003', 'en');
    await say(client, 'I want to return something', 'prompt');
    await say(client, 'the first one', 'prompt');
    const reasons = openPrompt(client);
    expect(reasons).toMatchObject({ workflow: { name: 'return', step: 2 } });
    const count = reasons.options!.length;
    await say(client, String(count + 1), 'prompt');
    const again = openPrompt(client);
    expect(again).toMatchObject({ workflow: { name: 'return', step: 2 } });
    expect(again.options).toEqual(reasons.options);
    expect(again.error).toContain(`only ${count} options`);
  });
});
