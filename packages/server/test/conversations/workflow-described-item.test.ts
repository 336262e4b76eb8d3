import { describe, expect, it } from 'vitest';
import { demoCatalog } from './focus-support.js';
import { assistantTexts, openPrompt, say, TWO_ITEM_ORDER, kefuTabsForFile } from './support/workflow-conversation.js';

// Issue 17 item 4: a signed-in shopper who names what they bought ("I want to return the earbuds", "耳机坏了，要维修")
// was offered every eligible order (the phone's), or none of the one meant. The order choice offers the eligible
// orders holding that product or type; when none of those can have the request, it says why for them instead of
// offering an order of something else. Orders: shops/demo/orders.json plus the two-item order of the harness
// (Find X9 + Enco X3, delivered two days ago).
const EARBUDS = new Set([...demoCatalog().values()].filter((product) => product.type === '耳机').map((product) => product.title));
const holdsEarbuds = (label: string) => [...EARBUDS].some((title) => label.includes(title));

const served = kefuTabsForFile();
const tab = (customerId: string, locale: 'zh-CN' | 'en' = 'zh-CN') => served.tab({ customerId, locale });

describe('a workflow for what the shopper bought offers the orders holding it (rules path, signed in)', () => {
  it('"我要退耳机" goes on with the one returnable order with earbuds, not the phone order', async () => {
    const client = await tab('c_1001');
    await say(client, '我要退耳机', 'prompt');
    const prompt = openPrompt(client);
    // KF10010001 (Find X9 alone) is returnable too, but holds no earbuds: no list, the reason for the earbuds' order.
    expect(prompt).toMatchObject({ kind: 'choice', workflow: { name: 'return', step: 2 } });
    expect(prompt.prompt).toContain(TWO_ITEM_ORDER);
  });

  it('"我要退X8" (one order of it, c_1002) asks the reason at once; "不想要了" is that reason', async () => {
    const client = await tab('c_1002');
    await say(client, '我要退X8', 'prompt');
    expect(openPrompt(client)).toMatchObject({ kind: 'choice', workflow: { name: 'return', step: 2 } });
    expect(openPrompt(client).prompt).toContain('KF10020001');
    await say(client, '不想要了', 'prompt');
    expect(openPrompt(client)).toMatchObject({ workflow: { name: 'return', step: 3 } });
  });

  it('"耳机坏了，要维修" offers the repairable orders with earbuds, the older Enco X3 order among them', async () => {
    const client = await tab('c_1001');
    await say(client, '耳机坏了，要维修', 'prompt');
    const prompt = openPrompt(client);
    expect(prompt).toMatchObject({ kind: 'choice', workflow: { name: 'repair', step: 1 } });
    const values = prompt.options!.map((option) => option.value);
    expect(values).toContain('KF10010002');
    expect(values).not.toContain('KF10010001');
    for (const option of prompt.options!) expect(holdsEarbuds(option.label)).toBe(true);
  });

  it('"I want to return the earbuds" when the earbuds are still on their way says so, and offers no other order', async () => {
    // c_1002: KF10020001 (Find X8, delivered 5 days ago) can be returned; KF10020003 (Enco Air4) is shipped.
    const client = await tab('c_1002', 'en');
    const events = await say(client, 'I want to return the earbuds', 'reply');
    expect(events.some((event) => event.event === 'interrupt:open')).toBe(false);
    const [text] = assistantTexts(events);
    expect(text).toContain('KF10020003');
    expect(text).toContain('still on its way');
    expect(text).not.toContain('KF10020001');
  });

  it('"KF10010002坏了，要维修" (the order named before the request) opens the repair for it with no status answer first', async () => {
    const client = await tab('c_1001');
    const events = await say(client, 'KF10010002坏了，要维修', 'prompt');
    expect(assistantTexts(events)).toEqual([]);
    expect(openPrompt(client)).toMatchObject({ kind: 'form', workflow: { name: 'repair', step: 2 } });
    expect(openPrompt(client).prompt).toContain('KF10010002');
  });

  it('"耳机有杂音，要维修" → the two-item order: the repair is for its earbuds without asking which item', async () => {
    const client = await tab('c_1001');
    await say(client, '耳机有杂音，要维修', 'prompt');
    expect(openPrompt(client).options?.map((option) => option.value)).toContain(TWO_ITEM_ORDER);
    await say(client, TWO_ITEM_ORDER, 'prompt');
    const next = openPrompt(client);
    expect(next.prompt).not.toContain('请选择要办理的那一件');
    expect(next).toMatchObject({ kind: 'form', workflow: { name: 'repair', step: 2 } });
  });

  it('"我要退耳机" → the two-item order: the return is for its earbuds, the phone stays', async () => {
    const client = await tab('c_1001');
    await say(client, '我要退耳机', 'prompt');
    expect(openPrompt(client)).toMatchObject({ kind: 'choice', workflow: { name: 'return', step: 2 } });
    await say(client, '不想要了', 'prompt');
    await say(client, '跳过', 'prompt');
    const summary = openPrompt(client).summary ?? [];
    const items = summary.find((line) => line.label === '商品')?.value ?? '';
    expect(holdsEarbuds(items)).toBe(true);
    expect(items).not.toContain('Find X9');
  });

  it('"我的订单" → "最后一个呢" → "这个能退吗": the return of that order, not a refund-time article', async () => {
    const client = await tab('c_1002');
    await say(client, '我的订单', 'reply');
    const shown = client.rendered.flatMap((event) =>
      event.event === 'message:done' ? (event.data.message.parts ?? []).flatMap((part) => (part.type === 'order' ? [part.orderId] : [])) : [],
    );
    await say(client, '最后一个呢', 'reply');
    await say(client, '这个能退吗', 'prompt');
    expect(openPrompt(client)).toMatchObject({ workflow: { name: 'return', step: 2 } });
    expect(openPrompt(client).prompt).toContain(shown.at(-1));
  });

  it('"I want to return something" still offers every returnable order', async () => {
    const client = await tab('c_1001', 'en');
    await say(client, 'I want to return something', 'prompt');
    expect(openPrompt(client).options?.map((option) => option.value)).toEqual([TWO_ITEM_ORDER, 'KF10010001']);
  });
});
