import { describe, expect, it } from 'vitest';
import type { InterruptReply } from '@kefu/protocol';
import { shape, workflowHarness } from '../../test/workflows/harness.js';
import { createShopFolderCommerce } from '../adapters/commerce/shop-folder-commerce.js';
import { MemoryConfirmedWriteStore } from '../adapters/memory/memory-confirmed-write-store.js';
import { MemoryLockService } from '../adapters/memory/memory-lock-service.js';
import { createLogger } from '../logger.js';
import type { WriteRequest } from '../ports/commerce-backend.js';
import { startConfirmedWriteRecovery } from './confirmed-write-recovery.js';

const LIN = 'c_1001';

/** A runner on the demo shop that keeps confirmed writes, with every write the shop was sent. */
async function atConfirmation() {
  const store = new MemoryConfirmedWriteStore();
  const sent: WriteRequest[] = [];
  const h0 = workflowHarness();
  const demo = createShopFolderCommerce({ clock: h0.clock });
  const commerce = Object.assign(Object.create(demo) as typeof demo, {
    submit: (request: WriteRequest) => {
      sent.push(structuredClone(request));
      return demo.submit(request);
    },
  });
  const h = workflowHarness({ commerce, confirmedWrites: store });
  await h.runner.start(h.context(LIN), 'return', { orderId: 'KF10010001' }, h.sink.output);
  await h.reply({ action: 'answer', value: 'quality' }, LIN);
  await h.reply({ action: 'skip' }, LIN);
  const confirmation = h.lastOpen();
  expect(confirmation.kind).toBe('confirm');
  const approval = { ...h.context(LIN), interrupt: confirmation, reply: { interruptId: confirmation.interruptId, action: 'approve' } as InterruptReply };
  return { h, store, sent, demo, commerce, confirmation, approval };
}

describe('confirmed writes', () => {
  it('records the exact write an approval commits to before it is acknowledged, and removes it once the receipt is delivered', async () => {
    const { h, store, sent, confirmation, approval } = await atConfirmation();
    const undo = await h.runner.acceptReply(approval);
    expect(undo).toBeTypeOf('function');
    const record = await store.get('t1');
    expect(record).toMatchObject({
      threadId: 't1',
      interruptId: confirmation.interruptId,
      workflow: 'return',
      request: {
        kind: 'return',
        orderId: 'KF10010001',
        customerId: LIN,
        details: { reason: 'quality' },
        idempotencyKey: `t1:${confirmation.interruptId}`,
        locale: 'zh-CN',
      },
      summary: confirmation.summary,
      attempts: 0,
    });
    await h.sink.output.emit({ event: 'interrupt:closed', interruptId: confirmation.interruptId, reason: 'answered' });
    await h.runner.reply(approval, h.sink.output);
    // The write the workflow made is the one recorded, key and all.
    expect(sent).toEqual([record!.request]);
    expect(shape(h.sink.drafts).at(-1)).toBe('message +receipt');
    expect(await store.get('t1')).toBeUndefined();
  });

  it('completes from its record an approval whose workflow never moved on, when the shopper next writes', async () => {
    const { h, store, sent, demo, confirmation, approval } = await atConfirmation();
    await h.runner.acceptReply(approval);
    await h.sink.output.emit({ event: 'interrupt:closed', interruptId: confirmation.interruptId, reason: 'answered' });
    // The process died here: the workflow still waits on the confirmation it was acknowledged for.
    expect(await h.runner.isActive('t1')).toBe(true);
    expect(await h.say('你好', LIN)).toBe('not_active');
    expect(sent.map((request) => request.idempotencyKey)).toEqual([`t1:${confirmation.interruptId}`]);
    expect(demo.receipts).toHaveLength(1);
    expect(shape(h.sink.drafts).filter((entry) => entry === 'message +receipt')).toHaveLength(1);
    expect(await h.runner.isActive('t1')).toBe(false);
    expect(await store.get('t1')).toBeUndefined();
  });

  it('ends the conversation thread’s confirmation once recovery completed its write elsewhere, so the next message is a turn', async () => {
    const { h, store, sent, demo, commerce, confirmation, approval } = await atConfirmation();
    await h.runner.acceptReply(approval);
    await h.sink.output.emit({ event: 'interrupt:closed', interruptId: confirmation.interruptId, reason: 'answered' });
    // The process died here; a peer's recovery completes the record under the thread's lock.
    const delivered: string[] = [];
    const recovery = startConfirmedWriteRecovery({
      store,
      commerce,
      gateway: {
        emitToThread: async (_threadId, draft) => delivered.push(draft.event),
        onStored: () => () => undefined,
        onTyping: () => () => undefined,
        pendingInterrupt: async () => undefined,
      },
      locks: new MemoryLockService(h.clock),
      forgetWorkflow: async (threadId) => (await h.agent).forgetWorkflow(threadId),
      clock: h.clock,
      scheduler: h.clock,
      logger: createLogger('silent'),
    });
    expect(await recovery.ready).toBe(1);
    recovery.stop();
    expect(delivered).toEqual(['interrupt:closed', 'message:done']);
    expect(await h.runner.isActive('t1')).toBe(false);
    // "确认" again is not an approval of the confirmation recovery completed: no second write, no second receipt.
    h.sink.clear();
    expect(await h.say('确认', LIN)).toBe('not_active');
    expect(sent.map((request) => request.idempotencyKey)).toEqual([`t1:${confirmation.interruptId}`]);
    expect(shape(h.sink.drafts)).not.toContain('message +receipt');
    expect(demo.receipts).toHaveLength(1);
  });

  it('drops the record of an approval whose closing lost to a cancel, and submits nothing', async () => {
    const { h, store, sent, approval } = await atConfirmation();
    await h.runner.acceptReply(approval);
    // The process died before storing the approval's closing; the shopper's cancel then closed the prompt.
    await h.runner.cancel(h.context(LIN), 'cancelled', h.sink.output);
    expect(shape(h.sink.drafts).slice(-2)).toEqual(['closed cancelled', 'message']);
    expect(await store.get('t1')).toBeUndefined();
    expect(sent).toEqual([]);
  });

  it('keeps nothing for answers that commit to no write', async () => {
    const { h, store, approval } = await atConfirmation();
    expect(await h.runner.acceptReply({ ...approval, reply: { interruptId: approval.interrupt.interruptId, action: 'reject' } })).toBeUndefined();
    expect(
      await h.runner.acceptReply({
        ...approval,
        reply: { ...approval.reply, interruptId: 'ip_other' },
        interrupt: { ...approval.interrupt, interruptId: 'ip_other' },
      }),
    ).toBeUndefined();
    expect(await store.get('t1')).toBeUndefined();
  });
});
