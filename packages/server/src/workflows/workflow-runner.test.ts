import { describe, expect, it } from 'vitest';
import { shape, workflowHarness } from '../../test/workflows/harness.js';

const LIN = 'c_1001';

describe('return workflow', () => {
  it('walks a signed-in shopper from 我要退货 to a receipt with id, address and instructions', async () => {
    const h = workflowHarness();
    await h.runner.start(h.context(LIN), 'return', { text: '我要退货' }, h.sink.output);
    expect(shape(h.sink.drafts)).toEqual(['open text return 1/4']);
    expect(h.lastOpen().prompt).toContain('订单号');
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
      { label: '商品', value: 'Find X9（钛晨灰） × 1' },
      { label: '原因', value: '质量问题' },
    ]);
    await h.reply({ action: 'approve' }, LIN);

    expect(shape(h.sink.drafts)).toEqual([
      'open text return 1/4',
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
    expect(receipt.fields).toContainEqual({ label: '退货地址', value: expect.stringContaining('售后中心') });
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
