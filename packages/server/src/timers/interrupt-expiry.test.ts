import { describe, expect, it, vi } from 'vitest';
import type { Interrupt, ThreadEvent } from '@kefu/protocol';
import { createLogger } from '../logger.js';
import type { Agent } from '../ports/agent.js';
import type { ConversationGateway } from '../ports/gateway.js';
import type { LockService } from '../ports/lock.js';
import type { ThreadLog } from '../ports/thread-log.js';
import { eventFromDraft } from '../stores/event-from-draft.js';
import { createMemoryStores } from '../stores/gateway-stores.js';
import { attachInterruptExpiry } from './interrupt-expiry.js';
import { createManualClock, type ManualClock } from './manual-clock.js';

const START = Date.UTC(2026, 10, 21, 12);

/** The gateway's storing rules over a real (memory) thread log: a closing is stored only while its prompt is open. */
function logGateway(log: ThreadLog, clock: ManualClock) {
  const listeners = new Set<(threadId: string, event: ThreadEvent) => void>();
  const events: ThreadEvent[] = [];
  const gateway: ConversationGateway = {
    async emitToThread(threadId, draft) {
      const result = await log.append(
        threadId,
        eventFromDraft(draft, clock.now(), 600_000),
        draft.event === 'interrupt:closed' ? { ifInterruptOpen: draft.interruptId } : {},
      );
      if (result.status !== 'stored') return 0;
      events.push(result.event);
      for (const listener of listeners) listener(threadId, result.event);
      return result.event.data.seq;
    },
    onStored(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onTyping: () => () => false,
    pendingInterrupt: (threadId) => log.openInterrupt(threadId),
  };
  return { gateway, events };
}

async function setup(interrupt: Omit<Interrupt, 'expiresAt' | 'interruptId'>) {
  const clock = createManualClock(START);
  const stores = createMemoryStores(clock);
  await stores.log.create('t1', { siteId: 'demo', customerId: 'c_1001' }, START);
  const { gateway, events } = logGateway(stores.log, clock);
  const cancel = vi.fn<Agent['cancel']>(async () => undefined);
  const agent: Agent = { runTurn: async () => undefined, replyToInterrupt: async () => undefined, cancel };
  const lockCalls: string[] = [];
  const locks: LockService = {
    tryAcquire(key, ttlMs) {
      lockCalls.push(key);
      return stores.locks.tryAcquire(key, ttlMs);
    },
  };
  const expiry = attachInterruptExpiry(
    { gateway, agent, stores: { log: stores.log, locks }, dependencies: { clock, logger: createLogger('silent') } },
    { scheduler: clock },
  );
  await expiry.ready;
  await gateway.emitToThread('t1', { event: 'interrupt:open', interrupt: { interruptId: 'ip_1', expiresAt: START + 600_000, ...interrupt } });
  await expiry.settled();
  return { clock, stores, gateway, events, expiry, cancel, lockCalls };
}

describe('interrupt expiry', () => {
  it('waits for the thread lock, so a reply accepted meanwhile keeps its workflow', async () => {
    const { clock, stores, gateway, events, expiry, cancel, lockCalls } = await setup({
      kind: 'text',
      prompt: '请提供订单号',
      workflow: { name: 'return', title: '退货', step: 1, of: 4 },
    });
    clock.set(START + 600_000);
    // Another process holds the thread: it is accepting the shopper's answer right at the deadline.
    const reply = await stores.locks.tryAcquire('thread:t1', 60_000);
    const tick = expiry.poller.tick();
    await vi.waitFor(() => expect(lockCalls.length + cancel.mock.calls.length).toBeGreaterThan(1));
    expect(cancel).not.toHaveBeenCalled();
    await gateway.emitToThread('t1', { event: 'interrupt:closed', interruptId: 'ip_1', reason: 'answered' });
    await reply!.release();
    expect(await tick).toBe(1);
    expect(cancel).not.toHaveBeenCalled();
    expect(events.map((event) => event.event === 'interrupt:closed' && event.data.reason)).toEqual([false, 'answered']);
    expect(await stores.locks.tryAcquire('thread:t1', 1000)).toBeDefined();
  });

  it('keeps the prompt’s language in the deadline and closes an English prompt in English', async () => {
    const { clock, events, expiry, cancel } = await setup({
      kind: 'choice',
      prompt: 'What would you like instead of Find X9 钛晨灰?',
      options: [{ value: 'same', label: 'The same' }],
      workflow: { name: 'exchange', title: 'Exchange', step: 3, of: 4 },
    });
    expect((await expiry.store.next())?.payload).toEqual({ threadId: 't1', interruptId: 'ip_1', locale: 'en' });
    clock.set(START + 600_000);
    expect(await expiry.poller.tick()).toBe(1);
    expect(cancel).toHaveBeenCalledWith(
      expect.objectContaining({ threadId: 't1', locale: 'en', customer: { customerId: 'c_1001' } }),
      'expired',
      expect.anything(),
    );
    const closing = events.slice(-2);
    expect(closing.map((event) => event.event)).toEqual(['interrupt:closed', 'message:done']);
    expect(closing[1]!.event === 'message:done' && closing[1]!.data.message.text).toBe(
      'This request timed out and was closed. Just ask whenever you want to continue.',
    );
  });
});
