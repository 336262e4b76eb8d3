import { describe, expect, it, vi } from 'vitest';
import { shape, workflowHarness } from '../../test/workflows/harness.js';

const LIN = 'c_1001';

describe('return workflow', () => {
  it('walks a signed-in shopper from 我要退货 to a receipt with id, address and instructions', async () => {
    const h = workflowHarness();
    await h.runner.start(h.context(LIN), 'return', { text: '我要退货' }, h.sink.output);
    expect(shape(h.sink.drafts)).toEqual(['open choice return 1/4']);
    // A signed-in shopper picks among their orders that can be returned (KF10010002 is past its 7 days, the rest not delivered).
    expect(h.lastOpen().options?.map((option) => option.value)).toEqual(['KF10010001']);
    expect(h.lastOpen().workflow).toEqual({ name: 'return', title: '退货', step: 1, of: 4 });
    expect(h.lastOpen().expiresAt).toBe(h.clock.now() + 600_000);

    expect(await h.say('KF10010001', LIN)).toBe('handled');
    const reasons = h.lastOpen();
    expect(reasons.kind).toBe('choice');
    expect(reasons.prompt).toContain('符合退货条件');
    await h.reply({ action: 'answer', value: 'quality' }, LIN);
    expect(h.lastOpen()).toMatchObject({ kind: 'upload', skippable: true, workflow: { step: 3 } });
    await h.reply({ action: 'skip' }, LIN);
    const confirm = h.lastOpen();
    expect(confirm.kind).toBe('confirm');
    expect(confirm.summary).toEqual([
      { label: '订单号', value: 'KF10010001' },
      { label: '商品', value: 'Find X9（钛晨灰 / 12GB） × 1' },
      { label: '原因', value: '质量问题' },
    ]);
    await h.reply({ action: 'approve' }, LIN);

    expect(shape(h.sink.drafts)).toEqual([
      'open choice return 1/4',
      'closed answered',
      'open choice return 2/4',
      'closed answered',
      'open upload return 3/4',
      'closed answered',
      'open confirm return 4/4',
      'closed answered',
      'message +receipt',
    ]);
    const done = h.sink.drafts.at(-1)!;
    if (done.event !== 'message:done') throw new Error('expected a message');
    const receipt = done.message.parts![0]!;
    if (receipt.type !== 'receipt') throw new Error('expected a receipt');
    expect(receipt.receiptId).toMatch(/^R\d+/);
    expect(receipt.fields).toContainEqual({ label: '寄回地址', value: expect.stringContaining('售后中心') });
    expect(receipt.fields).toContainEqual({ label: '原因', value: '质量问题' });
    expect(receipt.instructions?.length).toBeGreaterThan(0);
    expect(h.commerce.receipts).toHaveLength(1);
    expect(h.commerce.receipts[0]!.kind).toBe('return');
    expect(await h.runner.isActive('t1')).toBe(false);
    // each prompt closed before the next opened: exactly one open at a time
    const ids = h.sink.drafts.flatMap((draft) => (draft.event === 'interrupt:open' ? [draft.interrupt.interruptId] : []));
    expect(new Set(ids).size).toBe(4);
  });
});

describe('invoice workflow', () => {
  it('re-asks a 企业专票 whose tax id is missing, then issues it', async () => {
    const h = workflowHarness();
    await h.runner.start(h.context(LIN), 'invoice', { orderId: 'KF10010001' }, h.sink.output);
    expect(h.lastOpen()).toMatchObject({ kind: 'choice', workflow: { name: 'invoice', step: 2, of: 4 } });
    await h.reply({ action: 'answer', value: 'special' }, LIN);
    const form = h.lastOpen();
    expect(form.kind).toBe('form');
    expect(form.fields?.find((field) => field.name === 'taxId')?.required).toBe(true);
    await h.reply({ action: 'submit', values: { title: '上海某某科技有限公司', taxId: '' } }, LIN);
    const again = h.lastOpen();
    expect(again).toMatchObject({ kind: 'form', error: '企业专票必须填写税号。', workflow: { step: 3 } });
    expect(again.interruptId).not.toBe(form.interruptId);
    await h.reply({ action: 'submit', values: { title: '上海某某科技有限公司', taxId: '91310000MA1K4XXX1Y' } }, LIN);
    expect(h.lastOpen().summary).toContainEqual({ label: '税号', value: '91310000MA1K4XXX1Y' });
    await h.reply({ action: 'approve' }, LIN);
    expect(shape(h.sink.drafts)).toEqual([
      'open choice invoice 2/4',
      'closed answered',
      'open form invoice 3/4',
      'closed answered',
      'open form invoice 3/4 error',
      'closed answered',
      'open confirm invoice 4/4',
      'closed answered',
      'message +receipt',
    ]);
    expect(h.commerce.receipts[0]).toMatchObject({ kind: 'invoice' });
  });

  it('takes the invoice title and tax id from a typed message', async () => {
    const h = workflowHarness();
    await h.runner.start(h.context(LIN), 'invoice', { orderId: 'KF10010004' }, h.sink.output);
    await h.say('企业专票', LIN);
    await h.say('抬头：上海某某科技有限公司 税号 91310000MA1K4XXX1Y', LIN);
    expect(h.lastOpen().summary).toEqual(
      expect.arrayContaining([
        { label: '发票抬头', value: '上海某某科技有限公司' },
        { label: '税号', value: '91310000MA1K4XXX1Y' },
      ]),
    );
  });
});

describe('eligibility and identity', () => {
  const refused = async (orderId: string, customerId: string | undefined, name: 'return' | 'exchange' | 'repair' | 'invoice' = 'return') => {
    const h = workflowHarness();
    await h.runner.start(h.context(customerId), name, {}, h.sink.output);
    await h.say(customerId ? orderId : `${orderId} 5678`, customerId);
    return h;
  };

  it.each([
    ['KF10010003', '还在配送中'],
    ['KF10010002', '已超过 7 天退货期限'],
    ['KF10010005', '已取消'],
    ['KF10010008', '退款流程中'],
  ])('refuses to return %s with the reason (%s)', async (orderId, reason) => {
    const h = await refused(orderId, LIN);
    expect(shape(h.sink.drafts)).toEqual(['open choice return 1/4', 'closed answered', 'message']);
    const last = h.sink.drafts.at(-1)!;
    expect(last.event === 'message:done' && last.message.text).toContain(reason);
    expect(await h.runner.isActive('t1')).toBe(false);
    expect(h.commerce.receipts).toHaveLength(0);
  });

  it.each(['KF10010004', 'KF10010007'])('a return of %s, not shipped yet, goes on as its cancellation (nothing written yet)', async (orderId) => {
    const h = await refused(orderId, LIN);
    expect(shape(h.sink.drafts)).toEqual(['open choice return 1/4', 'closed answered', 'message', 'open choice cancel_order 2/3']);
    const said = h.sink.drafts[2]!;
    expect(said.event === 'message:done' && said.message.text).toBe(`订单 ${orderId} 还未发货，不能申请退货；如果不想要了，可以直接取消这个订单：`);
    expect(h.lastOpen().prompt).toContain(orderId);
    expect(h.commerce.receipts).toHaveLength(0);
  });

  it("does not reveal or act on another customer's order", async () => {
    const h = workflowHarness();
    await h.runner.start(h.context(LIN), 'return', {}, h.sink.output);
    await h.say('KF10020001', LIN);
    const prompt = h.lastOpen();
    expect(prompt.error).toBe('没有在您的账户下找到订单 KF10020001，请核对订单号。');
    expect(JSON.stringify(h.sink.drafts)).not.toMatch(/王磊|1234|Find X8|北京/);
    await h.say('KF10020001', LIN);
    await h.say('KF10020001', LIN);
    expect(shape(h.sink.drafts)).toEqual([
      'open choice return 1/4',
      'closed answered',
      'open choice return 1/4 error',
      'closed answered',
      'open choice return 1/4 error',
      'closed answered',
      'message',
    ]);
    expect(await h.runner.isActive('t1')).toBe(false);
  });

  it('lets a guest verify with the order id and the phone ending, never by a typed claim alone', async () => {
    const h = workflowHarness();
    await h.runner.start(h.context(), 'return', { orderId: 'KF10010001' }, h.sink.output);
    const form = h.lastOpen();
    expect(form.kind).toBe('form');
    expect(form.fields?.find((field) => field.name === 'orderId')?.defaultValue).toBe('KF10010001');
    await h.say('我是林晓本人，订单 KF10010001');
    expect(h.lastOpen().error).toBe('请填写下单手机号的后四位数字。');
    await h.reply({ action: 'submit', values: { orderId: 'KF10010001', phoneLast4: '0000' } });
    expect(h.lastOpen().error).toBe('订单号与手机号后四位不匹配，请核对后重新输入。');
    await h.reply({ action: 'submit', values: { orderId: 'KF10010001', phoneLast4: '5678' } });
    expect(h.lastOpen()).toMatchObject({ kind: 'choice', workflow: { step: 2 } });
  });

  it('refuses the write when the signed-in customer changed since the order was verified', async () => {
    const h = workflowHarness();
    await h.runner.start(h.context(LIN), 'return', { orderId: 'KF10010001' }, h.sink.output);
    await h.reply({ action: 'answer', value: 'no_reason' }, LIN);
    await h.reply({ action: 'skip' }, LIN);
    await h.reply({ action: 'approve' }, 'c_1002');
    const last = h.sink.drafts.at(-1)!;
    expect(last.event === 'message:done' && last.message.text).toContain('无法确认您是订单 KF10010001 的下单人');
    expect(h.commerce.receipts).toHaveLength(0);
  });
});

describe('prompt policy', () => {
  const returnSteps = async (h: ReturnType<typeof workflowHarness>, upTo: number) => {
    await h.runner.start(h.context(LIN), 'return', {}, h.sink.output);
    if (upTo > 1) await h.say('KF10010001', LIN);
    if (upTo > 2) await h.say('质量问题', LIN);
    if (upTo > 3) await h.say('跳过', LIN);
  };

  it.each([1, 2, 3, 4])('ends the return cleanly when the shopper types 取消 at step %i', async (step) => {
    const h = workflowHarness();
    await returnSteps(h, step);
    expect(h.lastOpen().workflow?.step).toBe(step);
    const open = h.lastOpen().interruptId;
    h.sink.clear();
    expect(await h.say('算了，取消吧', LIN)).toBe('handled');
    expect(h.sink.drafts).toEqual([
      { event: 'interrupt:closed', interruptId: open, reason: 'cancelled' },
      { event: 'message:done', message: { role: 'assistant', text: '好的，已为您取消本次退货申请。还有什么可以帮您？' } },
    ]);
    expect(await h.runner.isActive('t1')).toBe(false);
    expect(await h.say('你好', LIN)).toBe('not_active');
  });

  it.each([1, 2, 3, 4])('ends the return when the prompt at step %i is answered with the cancel action', async (step) => {
    const h = workflowHarness();
    await returnSteps(h, step);
    h.sink.clear();
    await h.reply({ action: 'cancel' }, LIN);
    expect(shape(h.sink.drafts)).toEqual(['closed cancelled', 'message']);
    expect(h.commerce.receipts).toHaveLength(0);
  });

  it('does not cancel on a negated cancel word', async () => {
    const h = workflowHarness();
    await returnSteps(h, 4);
    h.sink.clear();
    await h.say('不要取消，确认', LIN);
    expect(shape(h.sink.drafts)).toEqual(['closed answered', 'open confirm return 4/4 error']);
  });

  it('answers a side question and asks the same prompt again with its original deadline', async () => {
    const h = workflowHarness();
    await returnSteps(h, 1);
    const first = h.lastOpen();
    await h.clock.advance(60_000);
    h.sink.clear();
    // Answered by the graph's normal path (guard → … → merge), then the workflow node asks the prompt again.
    const result = await h.say('X9 多少钱', LIN);
    expect(result).toBe('handled');
    expect(shape(h.sink.drafts).slice(-2)).toEqual(['closed answered', 'open choice return 1/4']);
    expect(h.sink.drafts[0]).toMatchObject({ event: 'message:done', message: { text: expect.stringContaining('Find X9') } });
    const again = h.lastOpen();
    expect(again.interruptId).not.toBe(first.interruptId);
    expect(again.expiresAt).toBe(first.expiresAt);
    expect(again.prompt).toBe(first.prompt);
    await h.say('KF10010001', LIN);
    expect(h.lastOpen().workflow?.step).toBe(2);
  });

  it('re-asks an invalid choice with a clear error instead of failing or restarting', async () => {
    const h = workflowHarness();
    await returnSteps(h, 2);
    h.sink.clear();
    await h.reply({ action: 'answer', value: 'bogus' }, LIN);
    expect(shape(h.sink.drafts)).toEqual(['closed answered', 'open choice return 2/4 error']);
    expect(h.lastOpen().error).toContain('请从以下选项中选择');
  });

  it('serves a double reply once: the second answer to the same prompt changes nothing', async () => {
    const h = workflowHarness();
    await returnSteps(h, 2);
    const prompt = h.lastOpen();
    h.sink.clear();
    const request = { ...h.context(LIN), interrupt: prompt, reply: { interruptId: prompt.interruptId, action: 'answer' as const, value: 'quality' } };
    // As two gateways would after both saw the prompt open: the log stores one closing, both resume.
    await h.sink.output.emit({ event: 'interrupt:closed', interruptId: prompt.interruptId, reason: 'answered' });
    await Promise.all([h.runner.reply(request, h.sink.output), h.runner.reply({ ...request, reply: { ...request.reply, value: 'other' } }, h.sink.output)]);
    expect(shape(h.sink.drafts)).toEqual(['closed answered', 'open upload return 3/4']);
  });

  it('expires a prompt only once its deadline has passed', async () => {
    const h = workflowHarness();
    await returnSteps(h, 2);
    const prompt = h.lastOpen();
    h.sink.clear();
    await h.runner.cancel(h.context(LIN), 'expired', h.sink.output);
    expect(h.sink.drafts).toEqual([]);
    await h.clock.advance(600_000);
    await h.runner.cancel(h.context(LIN), 'expired', h.sink.output);
    expect(h.sink.drafts).toEqual([
      { event: 'interrupt:closed', interruptId: prompt.interruptId, reason: 'expired' },
      { event: 'message:done', message: { role: 'assistant', text: expect.stringContaining('已自动关闭') } },
    ]);
    expect(await h.runner.isActive('t1')).toBe(false);
  });

  it('keeps a waiting workflow across a restart on the same checkpointer', async () => {
    const h = workflowHarness();
    await returnSteps(h, 3);
    const later = workflowHarness({ checkpointer: h.checkpointer, now: h.clock.now() });
    expect(await later.runner.isActive('t1')).toBe(true);
    await later.turn([{ seq: 10, text: '跳过' }], LIN);
    expect(later.lastOpen()).toMatchObject({ kind: 'confirm', workflow: { step: 4 } });
  });

  it('refuses a second workflow while one waits', async () => {
    const h = workflowHarness();
    await returnSteps(h, 2);
    h.sink.clear();
    await h.runner.start(h.context(LIN), 'invoice', {}, h.sink.output);
    expect(shape(h.sink.drafts)).toEqual(['message']);
    expect(await h.runner.isActive('t1')).toBe(true);
  });
});

describe('exchange and repair workflows', () => {
  it('exchanges for a colour in stock', async () => {
    const h = workflowHarness();
    await h.runner.start(h.context(LIN), 'exchange', { orderId: 'KF10010001' }, h.sink.output);
    await h.say('颜色不合适', LIN);
    // Photos of the item, optional: a link typed answers the upload step.
    expect(h.lastOpen()).toMatchObject({ kind: 'upload', skippable: true, workflow: { step: 3, of: 5 } });
    await h.say('https://img.example/x9-colour.jpg', LIN);
    const choice = h.lastOpen();
    expect(choice.kind).toBe('choice');
    expect(choice.options?.[0]?.value).toBe('same');
    await h.reply({ action: 'answer', value: choice.options!.at(-1)!.value }, LIN);
    expect(h.lastOpen().summary).toContainEqual({ label: '照片', value: '1 张' });
    await h.say('确认', LIN);
    expect(h.commerce.receipts[0]).toMatchObject({
      kind: 'exchange',
      fields: expect.arrayContaining([{ label: 'photos', value: 'https://img.example/x9-colour.jpg' }]),
    });
  });

  it('repairs in warranty by mail with the issue typed as a message', async () => {
    const h = workflowHarness();
    await h.runner.start(h.context(LIN), 'repair', {}, h.sink.output);
    await h.say('KF10010001', LIN);
    expect(h.lastOpen().prompt).toContain('保内');
    await h.say('屏幕偶尔闪烁，充电很慢', LIN);
    expect(h.lastOpen()).toMatchObject({ kind: 'upload', prompt: '如方便，请上传故障部位的照片（可跳过）。', workflow: { step: 3, of: 5 } });
    await h.say('跳过', LIN);
    const type = h.lastOpen();
    expect(type.options?.map((option) => option.label)).toEqual(['到店', '寄修']);
    await h.say('寄修', LIN);
    expect(h.lastOpen().summary).toEqual([
      { label: '订单号', value: 'KF10010001' },
      { label: '商品', value: 'Find X9（钛晨灰 / 12GB） × 1' },
      { label: '问题描述', value: '屏幕偶尔闪烁，充电很慢' },
      { label: '保修状态', value: '保修期内' },
      { label: '损坏情况', value: '正常使用中出现' },
      { label: '费用', value: '保内免费' },
      { label: '维修方式', value: '寄修' },
    ]);
    // "Change something" to a repair type named answers it at once (see test/workflows/change-at-confirmation.test.ts).
    await h.reply({ action: 'reject', reason: '我想改成到店' }, LIN);
    expect(h.lastOpen()).toMatchObject({ kind: 'confirm', workflow: { step: 5 } });
    expect(h.lastOpen().summary).toContainEqual({ label: '维修方式', value: '到店' });
    expect(h.commerce.receipts).toHaveLength(0);
  });

  it('marks an old order out of warranty', async () => {
    const h = workflowHarness();
    await h.runner.start(h.context('c_1002'), 'repair', { orderId: 'KF10020005' }, h.sink.output);
    expect(h.lastOpen().prompt).toContain('保外');
  });
});

describe('cancel at every step of every workflow', () => {
  const journeys = {
    exchange: ['KF10010001', '质量问题', '跳过', '1'],
    repair: ['KF10010001', '屏幕偶尔闪烁', '跳过', '到店'],
    invoice: ['KF10010001', '个人普票', '个人'],
  } as const;
  const cases = Object.entries(journeys).flatMap(([name, answers]) =>
    Array.from({ length: answers.length + 1 }, (_, index) => [name, index + 1, answers.slice(0, index)] as const),
  );

  it.each(cases)('%s: 取消 at step %i ends it without writing', async (name, step, answers) => {
    const h = workflowHarness();
    await h.runner.start(h.context(LIN), name as 'exchange' | 'repair' | 'invoice', {}, h.sink.output);
    for (const answer of answers) await h.say(answer, LIN);
    expect(h.lastOpen().workflow).toMatchObject({ name, step });
    h.sink.clear();
    await h.say('取消', LIN);
    expect(shape(h.sink.drafts)).toEqual(['closed cancelled', 'message']);
    expect(await h.runner.isActive('t1')).toBe(false);
    expect(h.commerce.receipts).toHaveLength(0);
  });
});

describe('English', () => {
  it('asks and answers in the shopper’s language', async () => {
    const h = workflowHarness();
    await h.runner.start(h.context(LIN, 'en'), 'return', { orderId: 'KF10010001' }, h.sink.output);
    expect(h.lastOpen()).toMatchObject({ prompt: 'Order KF10010001 can be returned. Why are you returning it?', workflow: { title: 'Return' } });
    await h.runner.cancel(h.context(LIN, 'en'), 'cancelled', h.sink.output);
    const last = h.sink.drafts.at(-1)!;
    expect(last.event === 'message:done' && last.message.text).toMatch(/^OK, your return request has been cancelled/);
  });
});

describe('lost workflow state', () => {
  it('tells the shopper when the prompt they answer has no workflow behind it any more', async () => {
    const h = workflowHarness();
    await h.runner.start(h.context(LIN), 'return', {}, h.sink.output);
    const prompt = h.lastOpen();
    await h.checkpointer.deleteThread('t1');
    h.sink.clear();
    await h.reply({ action: 'answer', value: 'KF10010001' }, LIN);
    expect(h.sink.drafts).toEqual([
      { event: 'interrupt:closed', interruptId: prompt.interruptId, reason: 'answered' },
      { event: 'message:done', message: { role: 'assistant', text: expect.stringContaining('已失效') } },
    ]);
  });
});

describe('a turn re-run after a crash', () => {
  it('does not feed a message the workflow already consumed to the next step', async () => {
    const h = workflowHarness();
    await h.runner.start({ ...h.context(LIN), messages: [{ seq: 1, text: '我要退货' }] } as never, 'return', {}, h.sink.output);
    expect(await h.turn([{ seq: 1, text: '我要退货' }], LIN)).toBe('handled');
    expect(shape(h.sink.drafts)).toEqual(['open choice return 1/4']);
    await h.turn([{ seq: 3, text: 'KF10010001' }], LIN);
    h.sink.clear();
    expect(await h.turn([{ seq: 3, text: 'KF10010001' }], LIN)).toBe('handled');
    expect(h.sink.drafts).toEqual([]);
    await h.turn([{ seq: 5, text: '质量问题' }], LIN);
    expect(shape(h.sink.drafts)).toEqual(['closed answered', 'open upload return 3/4']);
  });
});

describe('lazy expiry', () => {
  it('expires a prompt answered after its deadline when no timer fired', async () => {
    const h = workflowHarness();
    await h.runner.start(h.context(LIN), 'return', {}, h.sink.output);
    await h.clock.advance(600_000);
    h.sink.clear();
    await h.reply({ action: 'answer', value: 'KF10010001' }, LIN);
    // The gateway closed it as answered; the workflow is gone and the shopper is told it expired.
    expect(shape(h.sink.drafts)).toEqual(['closed answered', 'message']);
    expect(h.sink.drafts.at(-1)).toMatchObject({ message: { text: expect.stringContaining('已自动关闭') } });
    expect(await h.runner.isActive('t1')).toBe(false);
  });
});

describe('a failing shop backend', () => {
  it('re-asks the step instead of losing the workflow', async () => {
    const h = workflowHarness();
    await h.runner.start(h.context(LIN), 'return', {}, h.sink.output);
    const getOrder = h.commerce.getOrder;
    h.commerce.getOrder = async () => {
      throw new Error('backend down');
    };
    await h.say('KF10010001', LIN);
    expect(h.lastOpen()).toMatchObject({ kind: 'choice', error: '系统繁忙，暂时无法核实，请稍后再试一次。', workflow: { step: 1 } });
    h.commerce.getOrder = getOrder;
    await h.say('KF10010001', LIN);
    expect(h.lastOpen().workflow?.step).toBe(2);
  });
});

describe('a handoff from inside a workflow', () => {
  it.each([
    ['转人工', 'requested'],
    ['这什么垃圾服务，我要投诉！', 'angry'],
    ['算了，转人工吧', 'requested'],
  ] as const)('"%s" at an open prompt hands off (%s) and leaves the prompt open, not asked again', async (text, reason) => {
    const h = workflowHarness();
    await h.runner.start(h.context(LIN), 'return', { orderId: 'KF10010001' }, h.sink.output);
    const prompt = h.lastOpen();
    h.sink.clear();
    expect(await h.say(text, LIN)).toBe('handled');
    expect(shape(h.sink.drafts)).toEqual(['message', `handoff queued ${reason}`]);
    expect(h.sink.drafts[0]).toMatchObject({ message: { text: expect.stringContaining('退货申请会保留') } });
    expect(h.sink.statuses.at(-1)).toBe('handoff');
    // Still the same prompt, open: a human agent (or the shopper's form) answers it and the workflow goes on.
    expect(h.sink.openPrompt()).toBe(prompt.interruptId);
    expect(await h.runner.isActive('t1')).toBe(true);
    await h.reply({ action: 'answer', value: 'quality' }, LIN);
    expect(h.lastOpen()).toMatchObject({ kind: 'upload', workflow: { step: 3 } });
  });

  it('does not ask the prompt again when the side question was answered with a handoff', async () => {
    const h = workflowHarness();
    await h.runner.start(h.context(LIN), 'return', { orderId: 'KF10010001' }, h.sink.output);
    const prompt = h.lastOpen();
    h.sink.clear();
    // A side question the graph cannot place hands off (low confidence) on its normal path.
    await h.say('zxqv wbnm 吗？', LIN);
    expect(shape(h.sink.drafts)).toEqual(['message', 'handoff queued low_confidence']);
    expect(h.sink.openPrompt()).toBe(prompt.interruptId);
  });

  it('takes a message typed while a human has the thread as theirs: silence, the prompt stays open for the agent', async () => {
    const h = workflowHarness();
    await h.runner.start(h.context(LIN), 'return', { orderId: 'KF10010001' }, h.sink.output);
    const prompt = h.lastOpen();
    h.sink.clear();
    const agent = await h.agent;
    // The handoff desk has the thread (the scheduler's conditions): "质量问题" would answer the prompt otherwise.
    await agent.runTurn({ ...h.context(LIN), messages: [{ seq: 5, text: '质量问题' }], conditions: { humanMode: true, degrade: false } }, h.sink.output);
    expect(h.sink.drafts).toEqual([]);
    expect(h.sink.openPrompt()).toBe(prompt.interruptId);
    const values = (await agent.graph.getState({ configurable: { thread_id: 't1' } })).values as { history: Array<{ text: string }> };
    expect(values.history.at(-1)).toMatchObject({ role: 'user', text: '质量问题' });
    // The agent answers the prompt for the shopper from the console: the workflow goes on.
    await h.reply({ action: 'answer', value: 'quality' }, LIN);
    expect(h.lastOpen()).toMatchObject({ kind: 'upload', workflow: { step: 3 } });
  });

  it('still reads a closing "!!!" on an answer as the answer, not as anger', async () => {
    const h = workflowHarness();
    await h.runner.start(h.context(LIN), 'return', { orderId: 'KF10010001' }, h.sink.output);
    h.sink.clear();
    await h.say('质量问题!!!', LIN);
    expect(shape(h.sink.drafts)).toEqual(['closed answered', 'open upload return 3/4']);
  });
});

describe('the shopper’s language', () => {
  it('runs in English for an English shopper on a Chinese widget, labels and messages included', async () => {
    const h = workflowHarness();
    await h.runner.start(h.context(LIN, 'zh-CN'), 'invoice', { orderId: 'KF10010001', text: 'I need an invoice for my order' }, h.sink.output);
    expect(h.lastOpen()).toMatchObject({ prompt: 'Order KF10010001 can be invoiced. Which type of invoice?', workflow: { title: 'Invoice' } });
    expect(h.lastOpen().options?.map((option) => option.label)).toEqual(['Personal invoice', 'Company invoice', 'Special VAT invoice']);
    await h.say('special', LIN, 'zh-CN');
    const form = h.lastOpen();
    expect(form.prompt).toBe('Please fill in the details for the Special VAT invoice:');
    expect(JSON.stringify(form)).not.toMatch(/\p{Script=Han}/u);
    await h.reply({ action: 'submit', values: { title: 'Acme Trading Co.', taxId: '91310000MA1K4XXX1Y' } }, LIN, 'zh-CN');
    expect(h.lastOpen().summary).toContainEqual({ label: 'Invoice type', value: 'Special VAT invoice' });
    await h.say('cancel', LIN, 'zh-CN');
    expect(h.sink.drafts.at(-1)).toMatchObject({ message: { text: expect.stringMatching(/^OK, your invoice request has been cancelled/) } });
  });

  it('shows the order’s items with the catalog’s English names in an English confirmation', async () => {
    const h = workflowHarness();
    await h.runner.start(h.context(LIN, 'en'), 'return', { orderId: 'KF10010001' }, h.sink.output);
    await h.reply({ action: 'answer', value: 'quality' }, LIN, 'en');
    await h.reply({ action: 'skip' }, LIN, 'en');
    expect(h.lastOpen().summary).toEqual([
      { label: 'Order', value: 'KF10010001' },
      { label: 'Items', value: 'Find X9 (Titanium Grey / 12GB) × 1' },
      { label: 'Reason', value: 'Faulty' },
    ]);
  });

  it('takes a variant typed in either language in an exchange, submitting the shop’s own variant', async () => {
    const h = workflowHarness();
    await h.runner.start(h.context(LIN), 'exchange', { orderId: 'KF10010001' }, h.sink.output);
    await h.say('颜色不合适', LIN);
    await h.say('跳过', LIN);
    expect(h.lastOpen().options?.map((option) => option.label)).toEqual([
      // Nearest the one bought first: one option changed, then two.
      '同款换新（Find X9 钛晨灰 / 12GB）',
      'Find X9 钛晨灰 / 16GB',
      'Find X9 雾凇白 / 12GB',
      'Find X9 深空黑 / 12GB',
      'Find X9 雾凇白 / 16GB',
      'Find X9 深空黑 / 16GB',
    ]);
    await h.say('Space Black / 16GB', LIN);
    expect(h.lastOpen().summary).toContainEqual({ label: '换成', value: 'Find X9 深空黑 / 16GB' });
    await h.say('确认', LIN);
    expect(h.commerce.receipts[0]).toMatchObject({
      kind: 'exchange',
      fields: expect.arrayContaining([{ label: 'exchangeFor', value: 'variant:find-x9-16gb-space-black' }]),
    });
  });

  it('keeps Chinese for a Chinese shopper on an English widget', async () => {
    const h = workflowHarness();
    await h.runner.start(h.context(LIN, 'en'), 'return', { orderId: 'KF10010001', text: '我要退货' }, h.sink.output);
    expect(h.lastOpen()).toMatchObject({ prompt: '订单 KF10010001 符合退货条件。请选择退货原因：', workflow: { title: '退货' } });
  });
});

describe('submitted values', () => {
  it('submits the option values whatever the language, and shows them translated', async () => {
    const submitted: unknown[] = [];
    for (const [locale, text] of [
      ['zh-CN', '要寄修'],
      ['en', 'Mail-in please'],
    ] as const) {
      const h = workflowHarness();
      await h.runner.start(h.context(LIN, locale), 'repair', { orderId: 'KF10010001' }, h.sink.output);
      await h.reply({ action: 'submit', values: { issue: locale === 'en' ? 'The screen flickers' : '屏幕偶尔闪烁', damage: 'none' } }, LIN, locale);
      await h.reply({ action: 'skip' }, LIN, locale);
      await h.say(text, LIN, locale);
      expect(h.lastOpen().summary).toContainEqual(locale === 'en' ? { label: 'Repair type', value: 'Mail-in' } : { label: '维修方式', value: '寄修' });
      const submit = h.commerce.submit;
      h.commerce.submit = async (request) => {
        submitted.push(request.details);
        return submit(request);
      };
      await h.reply({ action: 'approve' }, LIN, locale);
      const receipt = h.sink.drafts.at(-1)!;
      expect(receipt.event === 'message:done' && receipt.message.parts?.[0]).toMatchObject({ type: 'receipt', kind: 'repair' });
    }
    expect(submitted).toEqual([
      expect.objectContaining({ repairType: 'mail', warranty: 'in', damage: 'none', coverage: 'free' }),
      expect.objectContaining({ repairType: 'mail', warranty: 'in', damage: 'none', coverage: 'free' }),
    ]);
  });

  it('checks the submission against the write tool schema right before the write: a failure ends cleanly, nothing written', async () => {
    const h = workflowHarness();
    const getProduct = h.commerce.getProduct;
    // A variant id longer than create_exchange_order allows, straight from the shop's catalog.
    h.commerce.getProduct = async (id) => {
      const product = await getProduct(id);
      if (!product) return product;
      const long = { ...product.variants[0]!, variantId: 'limited-'.repeat(20), optionValues: [...product.variants[0]!.optionValues] };
      return { ...product, variants: [...product.variants, long] };
    };
    await h.runner.start(h.context(LIN), 'exchange', { orderId: 'KF10010001' }, h.sink.output);
    await h.reply({ action: 'answer', value: 'color' }, LIN);
    await h.reply({ action: 'skip' }, LIN);
    await h.reply({ action: 'answer', value: h.lastOpen().options!.find((option) => option.value.includes('limited-'))!.value }, LIN);
    h.sink.clear();
    await h.reply({ action: 'approve' }, LIN);
    expect(shape(h.sink.drafts)).toEqual(['closed answered', 'message']);
    expect(h.sink.drafts.at(-1)).toMatchObject({ message: { text: '换货申请中的「换成」有误，申请未提交。请重新发起，或回复「人工」由客服协助。' } });
    expect(h.commerce.receipts).toHaveLength(0);
    expect(await h.runner.isActive('t1')).toBe(false);
  });
});

describe('one request per order', () => {
  it('refuses an exchange beside the open return of a delivered order with the return’s id and how to switch', async () => {
    const h = workflowHarness();
    await h.runner.start(h.context(LIN), 'return', { orderId: 'KF10010001' }, h.sink.output);
    await h.reply({ action: 'answer', value: 'quality' }, LIN);
    await h.reply({ action: 'skip' }, LIN);
    await h.reply({ action: 'approve' }, LIN);
    const first = h.commerce.receipts[0]!.receiptId;
    h.sink.clear();
    await h.runner.start(h.context(LIN), 'exchange', { orderId: 'KF10010001' }, h.sink.output);
    expect(shape(h.sink.drafts)).toEqual(['message']);
    expect(h.sink.drafts[0]).toMatchObject({
      message: { text: `订单 KF10010001 已有进行中的退货申请（${first}），不能同时再申请换货。如想改为换货，请回复「人工」，由客服撤销退货申请后为您办理。` },
    });
    expect(h.commerce.receipts).toHaveLength(1);
  });

  it('refuses at the write when another conversation made the request meanwhile', async () => {
    const h = workflowHarness();
    await h.runner.start(h.context(LIN), 'return', { orderId: 'KF10010001' }, h.sink.output);
    await h.reply({ action: 'answer', value: 'no_reason' }, LIN);
    await h.reply({ action: 'skip' }, LIN);
    const other = await h.commerce.submit({
      kind: 'exchange',
      orderId: 'KF10010001',
      customerId: LIN,
      details: { reason: 'color', exchangeFor: 'same' },
      idempotencyKey: 'other-tab',
    });
    h.sink.clear();
    await h.reply({ action: 'approve' }, LIN);
    expect(h.sink.drafts.at(-1)).toMatchObject({ message: { text: expect.stringContaining(`已有进行中的换货申请（${other.receiptId}）`) } });
    expect(h.commerce.receipts).toHaveLength(1);
  });

  it('refuses an invoice of a type already issued, naming it', async () => {
    const h = workflowHarness();
    const issued = await h.commerce.submit({
      kind: 'invoice',
      orderId: 'KF10010001',
      customerId: LIN,
      details: { invoiceType: 'special', title: '上海某某科技有限公司', taxId: '91310000MA1K4XXX1Y' },
    });
    await h.runner.start(h.context(LIN), 'invoice', { orderId: 'KF10010001' }, h.sink.output);
    await h.say('增值税专用发票', LIN);
    expect(h.sink.drafts.at(-1)).toMatchObject({
      message: { text: `订单 KF10010001 已开具企业专票（${issued.receiptId}），不能重复开具。如需重开，请回复「人工」由客服协助。` },
    });
    expect(await h.runner.isActive('t1')).toBe(false);
  });

  it('finishes a write cut off by a crash with the same idempotency key, so the backend returns the same receipt', async () => {
    const h = workflowHarness();
    const keys: Array<string | undefined> = [];
    const submit = h.commerce.submit;
    let crashed = false;
    h.commerce.submit = async (request) => {
      keys.push(request.idempotencyKey);
      const receipt = await submit(request);
      // The first process dies after the backend wrote, before the workflow saw the receipt.
      if (!crashed) {
        crashed = true;
        await new Promise(() => {});
      }
      return receipt;
    };
    await h.runner.start(h.context(LIN), 'return', { orderId: 'KF10010001' }, h.sink.output);
    await h.say('质量问题', LIN);
    await h.say('跳过', LIN);
    const confirm = h.lastOpen();
    void h.turn([{ seq: 9, text: '确认' }], LIN);
    await vi.waitFor(() => expect(keys).toHaveLength(1));

    // A new process on the same checkpointer and shop gets the turn again (the scheduler re-runs a cut-off turn).
    const later = workflowHarness({ checkpointer: h.checkpointer, commerce: h.commerce, now: h.clock.now() });
    expect(await later.turn([{ seq: 9, text: '确认' }], LIN)).toBe('handled');
    expect(keys).toEqual([`t1:${confirm.interruptId}`, `t1:${confirm.interruptId}`]);
    expect(h.commerce.receipts).toHaveLength(1);
    expect(shape(later.sink.drafts)).toEqual(['message +receipt']);
    expect(later.sink.drafts[0]).toMatchObject({ message: { parts: [{ receiptId: h.commerce.receipts[0]!.receiptId }] } });
    expect(await later.runner.isActive('t1')).toBe(false);
  });
});

describe('choices by value, label or synonym, in either language', () => {
  it.each(['专票', '要专票', '增值税专用发票', 'special VAT invoice', '3'])('"%s" picks 企业专票 instead of asking again', async (text) => {
    const h = workflowHarness();
    await h.runner.start(h.context(LIN), 'invoice', { orderId: 'KF10010001' }, h.sink.output);
    h.sink.clear();
    await h.say(text, LIN);
    expect(shape(h.sink.drafts)).toEqual(['closed answered', 'open form invoice 3/4']);
    expect(h.lastOpen().fields?.find((field) => field.name === 'taxId')?.required).toBe(true);
  });

  it('takes the other language’s label and a typed answer through the widget too', async () => {
    const h = workflowHarness();
    await h.runner.start(h.context(LIN), 'repair', { orderId: 'KF10010001' }, h.sink.output);
    await h.reply({ action: 'submit', values: { issue: '屏幕偶尔闪烁', damage: 'none' } }, LIN);
    await h.reply({ action: 'skip' }, LIN);
    await h.reply({ action: 'answer', value: 'Mail-in' }, LIN);
    expect(h.lastOpen().summary).toContainEqual({ label: '维修方式', value: '寄修' });
  });

  it('still asks again when a word names two options equally ("普票")', async () => {
    const h = workflowHarness();
    await h.runner.start(h.context(LIN), 'invoice', { orderId: 'KF10010001' }, h.sink.output);
    await h.say('普票', LIN);
    expect(h.lastOpen()).toMatchObject({ kind: 'choice', error: expect.stringContaining('请从以下选项中选择') });
  });
});

describe('repair cost follows the warranty policy, not the date alone', () => {
  it.each([
    ['屏幕摔碎了，裂了一大块', '摔落、挤压或碎屏'],
    ['手机掉进水里了，开不了机', '进水或受潮'],
  ])('an in-warranty "%s" is a paid repair, stated in the confirmation', async (issue, damage) => {
    const h = workflowHarness();
    await h.runner.start(h.context(LIN), 'repair', { orderId: 'KF10010001' }, h.sink.output);
    expect(h.lastOpen().fields?.find((field) => field.name === 'damage')).toMatchObject({ type: 'select', required: true });
    await h.say(issue, LIN);
    await h.say('跳过', LIN);
    const type = h.lastOpen();
    expect(type.options?.map((option) => option.description)).toEqual(['检测后报价，确认后维修', '检测后报价；保修期内往返运费由我们承担']);
    await h.say('到店', LIN);
    const summary = h.lastOpen().summary!;
    expect(summary).toContainEqual({ label: '损坏情况', value: damage });
    expect(summary).toContainEqual({ label: '费用', value: '付费维修，检测后报价（人为损坏、进水或过保不在免费保修范围）' });
    expect(JSON.stringify(summary)).not.toContain('保内免费');
  });

  it('takes the damage the shopper picked in the form', async () => {
    const h = workflowHarness();
    await h.runner.start(h.context(LIN, 'en'), 'repair', { orderId: 'KF10010001' }, h.sink.output);
    await h.reply({ action: 'submit', values: { issue: 'The screen has lines on it', damage: 'accidental' } }, LIN, 'en');
    await h.say('skip', LIN, 'en');
    await h.say('walk-in', LIN, 'en');
    expect(h.lastOpen().summary).toEqual(
      expect.arrayContaining([
        { label: 'Damage', value: 'Dropped, crushed or cracked' },
        { label: 'Cost', value: 'Paid repair, quoted after inspection (accidental or liquid damage and expired warranties are not covered)' },
      ]),
    );
  });
});

describe('a form asked again', () => {
  it('keeps what the shopper typed, except the phone ending', async () => {
    const h = workflowHarness();
    await h.runner.start(h.context(LIN), 'invoice', { orderId: 'KF10010001' }, h.sink.output);
    await h.say('企业专票', LIN);
    await h.reply({ action: 'submit', values: { title: '上海某某科技有限公司', taxId: '', email: 'lin@example.com' } }, LIN);
    const again = h.lastOpen();
    expect(again.error).toBe('企业专票必须填写税号。');
    expect(Object.fromEntries(again.fields!.map((field) => [field.name, field.defaultValue]))).toEqual({
      title: '上海某某科技有限公司',
      taxId: undefined,
      email: 'lin@example.com',
    });

    const guest = workflowHarness();
    await guest.runner.start(guest.context(), 'return', {}, guest.sink.output);
    await guest.reply({ action: 'submit', values: { orderId: 'KF10010001', phoneLast4: '0000' } });
    const verify = guest.lastOpen();
    expect(verify.error).toBe('订单号与手机号后四位不匹配，请核对后重新输入。');
    expect(verify.fields?.find((field) => field.name === 'orderId')?.defaultValue).toBe('KF10010001');
    expect(verify.fields?.find((field) => field.name === 'phoneLast4')?.defaultValue).toBeUndefined();
  });
});

describe('expiry racing a reply accepted elsewhere', () => {
  it('leaves the workflow to the reply that closed the prompt first', async () => {
    const h = workflowHarness();
    await h.runner.start(h.context(LIN), 'return', { orderId: 'KF10010001' }, h.sink.output);
    const prompt = h.lastOpen();
    await h.clock.advance(600_000);
    // Another process accepted the shopper's answer at the deadline: the log has the prompt closed as answered.
    await h.sink.output.emit({ event: 'interrupt:closed', interruptId: prompt.interruptId, reason: 'answered' });
    h.sink.clear();
    await h.runner.cancel(h.context(LIN), 'expired', h.sink.output);
    expect(h.sink.drafts).toEqual([]);
    expect(await h.runner.isActive('t1')).toBe(true);
  });
});
