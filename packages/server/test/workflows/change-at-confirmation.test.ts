import { describe, expect, it } from 'vitest';
import { workflowHarness } from './harness.js';

const LIN = 'c_1001';

// Issue 19 item 4: "change something" at a workflow's confirmation returns to the step the shopper names (or the last
// one) with every other answer kept, instead of throwing the whole request away.
describe('"change something" at the confirmation', () => {
  it('goes back to the step the reason names, keeps the other answers, and submits the changed request', async () => {
    const h = workflowHarness();
    await h.runner.start(h.context(LIN), 'repair', { orderId: 'KF10010001' }, h.sink.output);
    await h.say('屏幕偶尔闪烁，充电很慢', LIN);
    await h.reply({ action: 'upload', files: [{ url: 'https://cdn.example/flicker.jpg' }] }, LIN);
    await h.say('寄修', LIN);
    const before = h.lastOpen().summary!;
    expect(before).toContainEqual({ label: '维修方式', value: '寄修' });
    expect(before).toContainEqual({ label: '照片', value: '1 张' });

    // The value named is answered for that step at once (change-applied-at-confirmation.test.ts).
    await h.reply({ action: 'reject', reason: '我想改成到店' }, LIN);

    const after = h.lastOpen();
    expect(after.kind).toBe('confirm');
    expect(after.summary).toEqual(before.map((row) => (row.label === '维修方式' ? { ...row, value: '到店' } : row)));
    await h.reply({ action: 'approve' }, LIN);
    expect(h.commerce.receipts).toHaveLength(1);
    expect(h.commerce.receipts[0]).toMatchObject({ kind: 'repair' });
    expect(h.commerce.receipts[0]!.fields).toEqual(
      expect.arrayContaining([
        { label: 'repairType', value: 'store' },
        { label: 'photos', value: 'https://cdn.example/flicker.jpg' },
      ]),
    );
  });

  it('goes back to the last step when no step is named, and asks nothing else again', async () => {
    const h = workflowHarness();
    await h.runner.start(h.context(LIN), 'return', { orderId: 'KF10010001' }, h.sink.output);
    await h.say('质量问题', LIN);
    await h.say('跳过', LIN);
    expect(h.lastOpen()).toMatchObject({ kind: 'confirm', workflow: { step: 4 } });
    await h.reply({ action: 'reject' }, LIN);
    expect(h.lastOpen()).toMatchObject({ kind: 'upload', workflow: { name: 'return', step: 3 } });
    await h.reply({ action: 'upload', files: [{ url: 'https://cdn.example/scratch.jpg' }] }, LIN);
    expect(h.lastOpen().kind).toBe('confirm');
    expect(h.lastOpen().summary).toEqual(
      expect.arrayContaining([
        { label: '原因', value: '质量问题' },
        { label: '照片', value: '1 张' },
      ]),
    );
    expect(h.commerce.receipts).toHaveLength(0);
  });

  it('passes over the later steps already answered when an earlier one changes, typed as a message too', async () => {
    const h = workflowHarness();
    await h.runner.start(h.context(LIN), 'return', { orderId: 'KF10010001' }, h.sink.output);
    await h.say('质量问题', LIN);
    await h.reply({ action: 'upload', files: [{ url: 'https://cdn.example/scratch.jpg' }] }, LIN);
    h.sink.clear();
    await h.say('不对，原因选错了', LIN);
    expect(h.lastOpen()).toMatchObject({ kind: 'choice', workflow: { step: 2 } });
    await h.say('不想要了', LIN);
    expect(h.lastOpen().kind).toBe('confirm');
    expect(h.lastOpen().summary).toEqual(
      expect.arrayContaining([
        { label: '原因', value: '不想要了（七天无理由）' },
        { label: '照片', value: '1 张' },
      ]),
    );
  });

  it('asks again what depends on the change: a 企业专票 after a personal invoice asks for the tax id, its form filled in', async () => {
    const h = workflowHarness();
    await h.runner.start(h.context(LIN), 'invoice', { orderId: 'KF10010001' }, h.sink.output);
    await h.reply({ action: 'answer', value: 'personal' }, LIN);
    await h.reply({ action: 'submit', values: { title: '林晓' } }, LIN);
    expect(h.lastOpen().kind).toBe('confirm');
    // The type named is answered at once (change-applied-at-confirmation.test.ts): what depends on it is asked.
    await h.reply({ action: 'reject', reason: '发票类型要改成专票' }, LIN);
    const form = h.lastOpen();
    expect(form).toMatchObject({ kind: 'form', workflow: { step: 3 } });
    expect(form.fields?.find((field) => field.name === 'title')?.defaultValue).toBe('林晓');
    expect(form.fields?.find((field) => field.name === 'taxId')?.required).toBe(true);
  });
});
