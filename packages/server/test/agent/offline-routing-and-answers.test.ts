import { describe, expect, it } from 'vitest';
import type { Locale, MessagePart } from '@kefu/protocol';
import { ask, createTestAgent } from './agent-harness.js';

const LIN = { customerId: 'c_1001', name: '林晓' };
const WANG = { customerId: 'c_1002', name: '王磊' };
const partsOf = (output: { messages: Array<{ parts?: MessagePart[] }> }) => output.messages.flatMap((m) => m.parts ?? []);
const textOf = (output: { messages: Array<{ text: string }> }) => output.messages.map((m) => m.text).join('\n');
const sourcesOf = (output: { messages: Array<{ parts?: MessagePart[] }> }) => partsOf(output).flatMap((p) => (p.type === 'knowledge_source' ? [p.articleId] : []));

// The offline (rules) agent over the embedded defaults: the audit's phrasings, end to end through the graph.
describe('offline agent: what goes to the knowledge base', () => {
  it.each<[string, Locale]>([
    ['国补怎么领', 'zh-CN'],
    ['发货要多久', 'zh-CN'],
    ['人工客服几点上班', 'zh-CN'],
    ['激活了还能无理由退货吗', 'zh-CN'],
    ['屏幕碎了保修吗', 'zh-CN'],
    ['可以开增值税专用发票吗', 'zh-CN'],
    ['充电很慢', 'zh-CN'],
    ['电池怎么保养', 'zh-CN'],
    ['手机老是自动关机', 'zh-CN'],
    ['How does the national subsidy work?', 'en'],
    ['How long does shipping take?', 'en'],
    ['When will I get my refund?', 'en'],
    ['My phone charges slowly', 'en'],
  ])('answers "%s" from the knowledge base: no tool, no workflow, no handoff', async (question, locale) => {
    const agent = await createTestAgent();
    const out = await ask(agent, question, { locale, customer: LIN });
    expect(out.handoffs).toEqual([]);
    expect(out.events.some((event) => event.event === 'interrupt:open')).toBe(false);
    expect(out.statuses).not.toContain('tool');
    expect(sourcesOf(out).length).toBeGreaterThan(0);
    expect(partsOf(out).every((part) => part.type === 'knowledge_source')).toBe(true);
  });

  it('finds the article the question is about', async () => {
    const agent = await createTestAgent();
    expect(sourcesOf(await ask(agent, '国补怎么领'))[0]).toBe('national-subsidy');
    expect(sourcesOf(await ask(agent, '发货要多久'))[0]).toBe('shipping-delivery');
    expect(sourcesOf(await ask(agent, '人工客服几点上班'))[0]).toBe('customer-service-hours');
    expect(sourcesOf(await ask(agent, 'How long does shipping take?', { locale: 'en' }))[0]).toBe('shipping-delivery-en');
  });

  it('still starts a workflow for a request, with or without an order id', async () => {
    const agent = await createTestAgent();
    const workflowOf = async (text: string, customer = LIN) => (await ask(agent, text, { customer })).events.find((event) => event.event === 'interrupt:open');
    expect(await workflowOf('收到的手机有划痕，我要退')).toMatchObject({ interrupt: { workflow: { name: 'return' } } });
    expect(await workflowOf('手机摔了屏幕裂了要修')).toMatchObject({ interrupt: { workflow: { name: 'repair' } } });
    expect(await workflowOf('can I get my money back for KF10020001', WANG)).toMatchObject({ interrupt: { workflow: { name: 'return' } } });
  });

  it('hands off for a manager or "和客服说话", and answers "x8啥价" with the price', async () => {
    const agent = await createTestAgent();
    expect((await ask(agent, 'I want to speak to a manager', { locale: 'en' })).handoffs[0]?.reason).toBe('requested');
    expect((await ask(agent, '我要和客服说话')).handoffs[0]?.reason).toBe('requested');
    expect(partsOf(await ask(agent, 'x8啥价'))[0]).toMatchObject({ type: 'price', productId: 'p_find_x8', original: 2999 });
  });
});

describe('offline agent: answers', () => {
  it('prices a model named with its configuration, not a shorter name inside it', async () => {
    const agent = await createTestAgent();
    expect(partsOf(await ask(agent, 'Find X9 Pro 16+512 多少钱'))[0]).toMatchObject({ type: 'price', productId: 'p_find_x9_pro', original: 5299 });
    expect(partsOf(await ask(agent, 'Reno 13 12GB 多少钱'))[0]).toMatchObject({ type: 'price', productId: 'p_reno_13', original: 2699 });
    expect(partsOf(await ask(agent, 'X9 16G 有货吗'))[0]).toMatchObject({ type: 'product', productId: 'p_find_x9' });
  });

  it('says the shop does not carry another maker’s model, even on a product page', async () => {
    const agent = await createTestAgent();
    const out = await ask(agent, 'iPhone 16 多少钱', { productId: 'p_find_x9' });
    expect(partsOf(out)).toEqual([]);
    expect(textOf(out)).toContain('本店没有 “iPhone 16”');
    const en = await ask(agent, 'How much is the iPhone 16?', { locale: 'en' });
    expect(partsOf(en)).toEqual([]);
    expect(textOf(en)).toMatch(/doesn't carry "iPhone 16"/);
  });

  it('counts "we don\'t carry that" as an answer: two such questions in a row do not hand off', async () => {
    const agent = await createTestAgent();
    const threadId = 'thread-not-carried';
    for (const question of ['iPhone 16 多少钱', '华为 Mate 70 有货吗', '对比 iPhone 16 和 Find X9']) {
      const out = await ask(agent, question, { threadId });
      expect(out.handoffs, question).toEqual([]);
      expect(textOf(out), question).toMatch(/本店没有/);
    }
    expect(await agent.isInHumanMode(threadId)).toBe(false);
  });

  it('names the sold-out colour asked about and the colours in stock', async () => {
    const agent = await createTestAgent();
    expect(textOf(await ask(agent, 'A3 黑色有货吗'))).toBe('A3 星辉黑 暂时缺货；其他颜色：静海蓝 有货。');
    expect(textOf(await ask(agent, 'Is the A3 in stock in black?', { locale: 'en' }))).toBe('A3 in 星辉黑 is sold out; other colours: 静海蓝 is in stock.');
    expect(textOf(await ask(agent, 'Find X9 白色有货吗'))).toBe('Find X9 雾凇白 有货。');
  });

  it('lists products without RAM without a placeholder', async () => {
    const agent = await createTestAgent();
    const text = textOf(await ask(agent, 'recommend earbuds under 1000', { locale: 'en' }));
    expect(text).toContain('Enco X3 (999 yuan)');
    expect(text).not.toContain('—');
  });

  it('calls a tracking number that matches no parcel a tracking number, not an order', async () => {
    const agent = await createTestAgent();
    const text = textOf(await ask(agent, 'SF0000000000 到哪了', { customer: LIN }));
    expect(text).toContain('运单号为 SF0000000000 的包裹');
    expect(text).not.toContain('订单 SF');
  });

  it('answers the spec asked about, labelled, and every spec labelled when none is named', async () => {
    const agent = await createTestAgent();
    const battery = textOf(await ask(agent, 'Pad 3 的电池多大'));
    expect(battery).toBe('Pad 3 的电池：9520mAh。');
    const chip = textOf(await ask(agent, 'What chip does the Find X8 use?', { locale: 'en' }));
    expect(chip).toBe('Find X8 — Processor: 天玑 9400.');
    const all = textOf(await ask(agent, 'What are the specs of the Find X9 Pro?', { locale: 'en' }));
    expect(all).toMatch(/^Find X9 Pro specs: RAM: 16GB; Processor: .+; Screen: .+; Battery: 7500mAh;/);
  });

  it('compares the product named with the product page the shopper is on', async () => {
    const agent = await createTestAgent();
    const out = await ask(agent, '和 Find X8 比有什么区别？', { productId: 'p_find_x9' });
    const comparison = partsOf(out).find((part) => part.type === 'comparison');
    expect(comparison?.type === 'comparison' && comparison.products.map((p) => p.productId)).toEqual(['p_find_x9', 'p_find_x8']);
    expect(textOf(out)).not.toContain('请告诉我要对比的两款商品');
  });

  it('answers text with no clear language in the session’s locale', async () => {
    const agent = await createTestAgent();
    const zh = await ask(agent, 'asdkjh qwe', { locale: 'zh-CN' });
    expect(zh.handoffs[0]?.reason).toBe('low_confidence');
    expect(textOf(zh)).toMatch(/人工客服/);
    expect(textOf(await ask(agent, 'asdkjh qwe', { locale: 'en' }))).toMatch(/human agent/);
  });

  it('writes times in text with their zone, the same instant the logistics card carries', async () => {
    const agent = await createTestAgent();
    const zh = await ask(agent, '我的订单 KF10010003 到哪了', { customer: LIN });
    const card = partsOf(zh).find((part) => part.type === 'logistics');
    if (card?.type !== 'logistics') throw new Error('no logistics card');
    const china = (locale: string) => new Intl.DateTimeFormat(locale, { timeZone: 'Asia/Shanghai', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    expect(textOf(zh)).toContain(`${china('zh-CN').format(card.events[0]!.time)}（北京时间）`);
    expect(textOf(zh)).toContain(`预计 ${china('zh-CN').format(card.estimatedDelivery!)}（北京时间） 前送达`);
    const en = await ask(agent, 'Where is my order KF10010003?', { customer: LIN, locale: 'en' });
    expect(textOf(en)).toContain(`${china('en-GB').format(card.events[0]!.time)} (China time)`);
  });
});
