import { describe, expect, it } from 'vitest';
import type { Locale, MessagePart } from '@kefu/protocol';
import { createShopFolderCommerce } from '../../src/adapters/commerce/shop-folder-commerce.js';
import { ask, createTestAgent } from './agent-harness.js';

const LIN = { customerId: 'c_1001', name: '林晓' };
const WANG = { customerId: 'c_1002', name: '王磊' };
const partsOf = (output: { messages: Array<{ parts?: MessagePart[] }> }) => output.messages.flatMap((m) => m.parts ?? []);
const textOf = (output: { messages: Array<{ text: string }> }) => output.messages.map((m) => m.text).join('\n');
const sourcesOf = (output: { messages: Array<{ parts?: MessagePart[] }> }) =>
  partsOf(output).flatMap((p) => (p.type === 'knowledge_source' ? [p.articleId] : []));

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
    ['How long do refunds take?', 'en'],
    ['My phone charges slowly', 'en'],
  ])('answers "%s" from the knowledge base: no tool, no workflow, no handoff', async (question, locale) => {
    const agent = await createTestAgent();
    const out = await ask(agent, question, { locale, customer: LIN });
    expect(out.handoffs).toEqual([]);
    expect(out.events.some((event) => event.event === 'interrupt:open')).toBe(false);
    expect(out.statuses).not.toContain('tool');
    expect(sourcesOf(out).length).toBeGreaterThan(0);
    // A troubleshooting answer also offers the repair and a person as quick replies (fault-before-repair.test.ts).
    expect(partsOf(out).every((part) => part.type === 'knowledge_source' || part.type === 'quick_replies')).toBe(true);
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
    expect(partsOf(await ask(agent, 'x8啥价'))[0]).toMatchObject({ type: 'price', productId: 'p_find_x8', price: { amount: 299_900, currency: 'CNY' } });
  });
});

describe('offline agent: English how-to and policy questions', () => {
  it.each([
    ['How much does shipping cost?', 'shipping-delivery-en'],
    ['What time is customer service available?', 'customer-service-hours-en'],
    ['How much is the national subsidy?', 'national-subsidy-en'],
    ['How much does a screen repair cost?', 'repair-service-en'],
    ['How do I change my phone number?', 'account-security-en'],
    ['Do you accept credit cards?', 'payment-methods-en'],
    ['Who pays for return shipping?', 'returns-7-day-en'],
    ['What invoice types do you offer?', 'invoice-types-en'],
  ])('answers "%s" from the article %s, signed in or not: no tool, no prompt, no clarifying question', async (question, article) => {
    const agent = await createTestAgent();
    for (const customer of [undefined, LIN]) {
      const out = await ask(agent, question, { locale: 'en', ...(customer ? { customer } : {}) });
      expect(out.handoffs).toEqual([]);
      expect(out.events.some((event) => event.event === 'interrupt:open')).toBe(false);
      expect(out.statuses).not.toContain('tool');
      expect(sourcesOf(out)[0]).toBe(article);
      expect(textOf(out)).not.toMatch(/Which product do you mean|Please sign in first/);
    }
  });

  // Issue 17 item 5: signed in, whether "my order" can be cancelled is answered from their orders, the article cited.
  it('answers "Can I cancel my order?" from the article order-cancel-modify-en as a guest; signed in, from their own orders too', async () => {
    const agent = await createTestAgent();
    const guest = await ask(agent, 'Can I cancel my order?', { locale: 'en' });
    expect(guest.statuses).not.toContain('tool');
    expect(sourcesOf(guest)[0]).toBe('order-cancel-modify-en');
    const signedIn = await ask(agent, 'Can I cancel my order?', { locale: 'en', customer: LIN });
    expect(signedIn.handoffs).toEqual([]);
    expect(signedIn.events.some((event) => event.event === 'interrupt:open')).toBe(false);
    expect(sourcesOf(signedIn)[0]).toBe('order-cancel-modify-en');
    expect(textOf(signedIn)).toContain('have not shipped yet and can be cancelled');
  });

  it('tells a signed-out shopper how tracking works and that signing in finds their parcel', async () => {
    const agent = await createTestAgent();
    const out = await ask(agent, 'How do I track my parcel?', { locale: 'en' });
    expect(sourcesOf(out)[0]).toBe('logistics-tracking-en');
    expect(textOf(out)).toMatch(/Sign in and I can look up your own parcel/);
    expect(textOf(out)).not.toMatch(/Please sign in first/);
    expect(textOf(await ask(agent, '我的快递怎么查'))).toMatch(/登录后，我可以直接为您查询自己订单的物流/);
  });

  it('looks up a signed-in shopper’s latest parcel for "How do I track my parcel?", with the tracking article beside it', async () => {
    const agent = await createTestAgent();
    const out = await ask(agent, 'How do I track my parcel?', { locale: 'en', customer: LIN });
    expect(partsOf(out).map((part) => part.type)).toEqual(['order', 'logistics', 'knowledge_source']);
    expect(partsOf(out)[1]).toMatchObject({ type: 'logistics', orderId: 'KF10010003', trackingNumber: 'SF024060100033' });
    expect(sourcesOf(out)).toEqual(['logistics-tracking-en']);
    expect(textOf(out)).toMatch(/^Order KF10010003 \(Find X8\) is shipped\. SF Express SF024060100033/);
    // Nobody else's parcel: a shopper with no orders gets how tracking works.
    const none = await ask(agent, 'How do I track my parcel?', { locale: 'en', customer: { customerId: 'c_0000', name: 'New' } });
    expect(textOf(none)).toMatch(/^There is no parcel on its way in your account right now\./);
    expect(partsOf(none).map((part) => part.type)).toEqual(['knowledge_source']);
  });

  it('answers a product’s warranty from its own data, then the warranty policy', async () => {
    const demo = createShopFolderCommerce({ clock: { now: () => Date.now() } });
    // A warranty length of the shop's own, so the figure can only come from the product.
    const commerce = {
      ...demo,
      getProduct: async (id: string) => {
        const product = await demo.getProduct(id);
        return product && { ...product, warrantyMonths: id === 'p_find_x9' ? 18 : product.warrantyMonths };
      },
    };
    const agent = await createTestAgent({ commerce });
    const en = await ask(agent, 'Is the X9 under warranty?', { locale: 'en' });
    expect(textOf(en)).toMatch(/^The Find X9 has an 18-month warranty, counted from the day of delivery\.\n\nFrom our help article “Warranty policy”/);
    expect(sourcesOf(en)[0]).toBe('warranty-policy-en');
    const zh = await ask(agent, 'X9 保修多久');
    expect(textOf(zh)).toMatch(/^Find X9 保修 18 个月，自签收之日起计算。\n\n根据帮助文章《保修政策（三包）》/);
    expect(textOf(await ask(agent, 'Is it under warranty?', { locale: 'en', productId: 'p_enco_air4' }))).toMatch(/^The Enco Air4 has a 12-month warranty/);
    const both = await ask(agent, 'X9 多少钱，保修多久');
    expect(textOf(both)).toContain('Find X9 保修 18 个月');
    expect(partsOf(both)[0]).toMatchObject({ type: 'price', productId: 'p_find_x9' });
  });
});

describe('offline agent: answers', () => {
  it('prices a model named with its configuration, not a shorter name inside it', async () => {
    const agent = await createTestAgent();
    expect(partsOf(await ask(agent, 'Find X9 Pro 16+512 多少钱'))[0]).toMatchObject({ type: 'price', productId: 'p_find_x9_pro', price: { amount: 529_900 } });
    expect(partsOf(await ask(agent, 'Reno 13 12GB 多少钱'))[0]).toMatchObject({ type: 'price', productId: 'p_reno_13', price: { amount: 269_900 } });
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

  it('names the stock of each variant of the colour asked about, and the other colours when it is sold out', async () => {
    const agent = await createTestAgent();
    expect(textOf(await ask(agent, 'A3 黑色有货吗'))).toBe('A3 星辉黑 / 6GB：暂时缺货；星辉黑 / 8GB：暂时缺货。其他选项：静海蓝：有货（剩 300 件）。');
    expect(textOf(await ask(agent, 'Is the A3 in stock in black?', { locale: 'en' }))).toBe(
      'A3 — Starlight Black / 6GB: sold out; Starlight Black / 8GB: sold out. Other options: Ocean Blue: 300 left.',
    );
    expect(textOf(await ask(agent, 'Find X9 白色有货吗'))).toBe('Find X9 雾凇白 / 12GB：有货（剩 15 件）；雾凇白 / 16GB：有货（剩 15 件）。');
  });

  it('lists products by their lowest price in the shop currency, without a placeholder', async () => {
    const agent = await createTestAgent();
    const text = textOf(await ask(agent, 'recommend earbuds under 1000', { locale: 'en' }));
    expect(text).toContain('Enco X3 (from ¥999)');
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
    expect(chip).toBe('Find X8 — Processor: Dimensity 9400.');
    const all = textOf(await ask(agent, 'What are the specs of the Find X9 Pro?', { locale: 'en' }));
    expect(all).toMatch(/^Find X9 Pro specs: Color: Titanium Grey \/ Space Black; RAM: 16GB; Processor: .+; Screen: .+; Battery: 7500mAh;/);
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

  it("writes times in text in the shop's time zone (shop.yaml), named, the same instant the logistics card carries", async () => {
    const agent = await createTestAgent();
    const zh = await ask(agent, '我的订单 KF10010003 到哪了', { customer: LIN });
    const card = partsOf(zh).find((part) => part.type === 'logistics');
    if (card?.type !== 'logistics') throw new Error('no logistics card');
    const china = (locale: string) =>
      new Intl.DateTimeFormat(locale, { timeZone: 'Asia/Shanghai', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    expect(textOf(zh)).toContain(`${china('zh-CN').format(card.events[0]!.time)}（中国标准时间）`);
    expect(textOf(zh)).toContain(`预计 ${china('zh-CN').format(card.estimatedDelivery!)}（中国标准时间） 前送达`);
    const en = await ask(agent, 'Where is my order KF10010003?', { customer: LIN, locale: 'en' });
    expect(textOf(en)).toContain(`${china('en-GB').format(card.events[0]!.time)} (China Standard Time)`);
  });
});

// Everything but the national subsidy's own name (国补), which the English answers give beside its translation.
const chineseIn = (value: unknown) => /[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]/.test(JSON.stringify(value).replaceAll('国补', ''));

describe("offline agent: catalog data in the answer's language", () => {
  it.each([
    'How much is the Find X9?',
    'Is the X9 white in stock?',
    'What colours does the Reno 13 come in?',
    'Compare the X8 and X9',
    'What are the specs of the Enco X3?',
    'recommend a phone for photos under 4000',
    'Where is my order KF10010003?',
    'Where is my order KF10040003?',
    'Show my orders',
    'When will I get my refund?',
  ])('answers "%s" with English catalog data in the text and every part', async (question) => {
    const agent = await createTestAgent();
    const customer = question.includes('KF1004') ? { customerId: 'c_1004', name: 'Emily Zhang' } : LIN;
    const out = await ask(agent, question, { locale: 'en', customer });
    expect(out.messages.length).toBeGreaterThan(0);
    expect(partsOf(out).length, question).toBeGreaterThan(0);
    expect(out.messages.filter(chineseIn), question).toEqual([]);
  });

  it('quotes the colour asked about in the language asked, matching it in either', async () => {
    const agent = await createTestAgent();
    expect(textOf(await ask(agent, 'Is the X9 white in stock?', { locale: 'en' }))).toBe('Find X9 — Frost White / 12GB: 15 left; Frost White / 16GB: 15 left.');
    expect(textOf(await ask(agent, 'X9 白色有货吗'))).toBe('Find X9 雾凇白 / 12GB：有货（剩 15 件）；雾凇白 / 16GB：有货（剩 15 件）。');
    expect(textOf(await ask(agent, 'is the x9 frost white in stock', { locale: 'en' }))).toBe(
      'Find X9 — Frost White / 12GB: 15 left; Frost White / 16GB: 15 left.',
    );
    expect(textOf(await ask(agent, 'Is the X9 pink in stock?', { locale: 'en' }))).toBe(
      'The Find X9 does not come in "pink". Find X9 — Titanium Grey: 80 left; Frost White: 30 left; Space Black: 12 left.',
    );
    expect(textOf(await ask(agent, 'X9 粉色有货吗'))).toBe(
      'Find X9 没有 “粉色” 这个选项。Find X9：钛晨灰：有货（剩 80 件）；雾凇白：有货（剩 30 件）；深空黑：有货（剩 12 件）。',
    );
  });

  it("shows the parcel's carrier, status and journey in English, and in Chinese to a Chinese question", async () => {
    const agent = await createTestAgent();
    const en = await ask(agent, 'Where is my order KF10010003?', { customer: LIN, locale: 'en' });
    expect(textOf(en)).toContain('SF Express SF024060100033: In transit. Latest: Arrived at the Shanghai sorting centre');
    expect(partsOf(en)).toMatchObject([
      {
        type: 'order',
        items: [
          {
            name: 'Find X8',
            options: [
              { name: 'Color', value: 'Stellar Black' },
              { name: 'RAM', value: '12GB' },
            ],
          },
        ],
      },
      {
        type: 'logistics',
        carrier: 'SF Express',
        status: 'In transit',
        events: [{ location: 'Shanghai', description: 'Arrived at the Shanghai sorting centre' }, {}, {}],
      },
    ]);
    const zh = await ask(agent, '我的订单 KF10010003 到哪了', { customer: LIN });
    expect(textOf(zh)).toContain('顺丰速运 SF024060100033：运输中。');
    expect(partsOf(zh)).toMatchObject([
      {
        type: 'order',
        items: [
          {
            name: 'Find X8',
            options: [
              { name: '颜色', value: '星野黑' },
              { name: '运行内存', value: '12GB' },
            ],
          },
        ],
      },
      { type: 'logistics', carrier: '顺丰速运', events: [{ location: '上海', description: '已到达上海转运中心' }, {}, {}] },
    ]);
  });
});

describe('offline agent: refund status', () => {
  const asksWorkflow = (out: { events: Array<{ event: string }> }) => out.events.some((event) => event.event === 'interrupt:open');

  it('answers where a refund is from the order: the amount and expected date while refunding, the date once refunded', async () => {
    const agent = await createTestAgent();
    const refunding = await ask(agent, '订单 KF10010009 的退款到哪一步了', { customer: LIN });
    expect(asksWorkflow(refunding)).toBe(false);
    expect(textOf(refunding)).toMatch(/^订单 KF10010009（Enco Free4）的退款正在处理中，退款金额 ¥449，预计 .+（中国标准时间） 前原路退回。$/);
    expect(partsOf(refunding)).toMatchObject([{ type: 'order', orderId: 'KF10010009', status: 'refunding' }]);
    const refunded = await ask(agent, 'where is my refund for KF10010008', { customer: LIN, locale: 'en' });
    expect(textOf(refunded)).toMatch(
      /^Order KF10010008 \(A3\) has been refunded: ¥1199 went back to your original payment method on .+ \(China Standard Time\)\.$/,
    );
  });

  it('lists the refunds of the account for "退款什么时候到账", also after "我已经退货了"', async () => {
    const agent = await createTestAgent();
    for (const question of ['退款什么时候到账', '我已经退货了，退款什么时候到账']) {
      const out = await ask(agent, question, { customer: LIN });
      expect(asksWorkflow(out), question).toBe(false);
      expect(
        partsOf(out).map((part) => part.type === 'order' && [part.orderId, part.status]),
        question,
      ).toEqual([
        ['KF10010009', 'refunding'],
        ['KF10010008', 'refunded'],
      ]);
    }
    const none = await ask(agent, 'When will I get my refund?', { customer: { customerId: 'c_1003', name: '陈静' }, locale: 'en' });
    expect(textOf(none)).toBe('There is no refund on your account right now.');
  });

  it('says an order with no refund has none, rather than refusing a return', async () => {
    const agent = await createTestAgent();
    const out = await ask(agent, '订单 KF10010007 的退款到哪一步了', { customer: LIN });
    expect(asksWorkflow(out)).toBe(false);
    expect(textOf(out)).toBe('订单 KF10010007（Enco Air4 ×2）当前状态：待付款，没有退款记录。');
  });

  it('answers only the signed-in owner, and a guest is asked to verify the order (guest-order-lookup.test.ts)', async () => {
    const agent = await createTestAgent();
    const other = await ask(agent, '订单 KF10010009 的退款到哪一步了', { customer: WANG });
    expect(textOf(other)).toBe('没有在您的账户下找到订单 KF10010009，请核对后再试。');
    expect(partsOf(other)).toEqual([]);
    const guest = await ask(agent, '我的退款到哪一步了');
    expect(asksWorkflow(guest)).toBe(true);
    expect(JSON.stringify(guest.events)).toContain('"name":"order_lookup"');
    // When it arrives is the refund article's, with the lookup one tap away (guest-refund-timing.test.ts).
    const when = await ask(agent, '退款什么时候到账');
    expect(asksWorkflow(when)).toBe(false);
    expect(textOf(when)).toContain('1–3 个工作日内原路退款');
  });
});
