import { MemorySaver } from '@langchain/langgraph';
import { interruptSchema, parseEvent, type Interrupt, type InterruptReply, type Locale } from '@kefu/protocol';
import { createShopFolderCommerce } from '../../src/adapters/commerce/shop-folder-commerce.js';
import { loadConfig } from '../../src/config.js';
import { createLogger } from '../../src/logger.js';
import type { AgentEventDraft, AgentOutput, TurnContext, TurnRequest } from '../../src/ports/agent.js';
import type { Cache } from '../../src/ports/cache.js';
import { createWorkflowRunner } from '../../src/workflows/index.js';
import type { ConfirmedWriteStore } from '../../src/ports/confirmed-write-store.js';
import { createManualClock } from '../../src/timers/manual-clock.js';

/** A Map-backed cache for tests. */
export function mapCache(): Cache {
  const entries = new Map<string, unknown>();
  return {
    async get<T>(key: string) {
      return entries.get(key) as T | undefined;
    },
    async set(key, value) {
      entries.set(key, value);
    },
    async delete(key) {
      entries.delete(key);
    },
  };
}

/** Throws unless the draft, completed as the gateway stores it, is a valid protocol event. */
export function assertWireValid(draft: AgentEventDraft): void {
  const parsed =
    draft.event === 'interrupt:open'
      ? parseEvent('server', 'interrupt:open', { seq: 1, interrupt: { ...draft.interrupt, expiresAt: draft.interrupt.expiresAt ?? 1 } })
      : draft.event === 'message:done'
        ? parseEvent('server', 'message:done', { seq: 1, message: { messageId: 'm1', createdAt: 1, ...draft.message } })
        : draft.event === 'interrupt:closed'
          ? parseEvent('server', 'interrupt:closed', { seq: 1, interruptId: draft.interruptId, reason: draft.reason })
          : parseEvent('server', 'handoff', { seq: 1, at: 1, state: draft.state, reason: draft.reason });
  if (!parsed.ok) throw new Error(`invalid ${draft.event}: ${parsed.error.message} in ${JSON.stringify(draft)}`);
}

/**
 * An AgentOutput that records every stored draft in order, each checked against the protocol. Like the gateway's
 * log it keeps the open prompt: closing a prompt that is not open stores nothing and resolves 0.
 */
export function collectingOutput() {
  const drafts: AgentEventDraft[] = [];
  /** Every draft, also those before the last `clear()`. */
  const all: AgentEventDraft[] = [];
  const statuses: string[] = [];
  let open: string | undefined;
  const output: AgentOutput = {
    delta() {},
    status(state) {
      statuses.push(state);
    },
    async emit(draft) {
      assertWireValid(draft);
      if (draft.event === 'interrupt:closed') {
        if (draft.interruptId !== open) return 0;
        open = undefined;
      }
      if (draft.event === 'interrupt:open') open = draft.interrupt.interruptId;
      drafts.push(structuredClone(draft));
      all.push(structuredClone(draft));
      return all.length;
    },
  };
  return { output, drafts, all, statuses, clear: () => drafts.splice(0), openPrompt: () => open };
}

/** A compact view of drafts for exact sequence assertions. */
export function shape(drafts: AgentEventDraft[]): string[] {
  return drafts.map((draft) => {
    switch (draft.event) {
      case 'interrupt:open':
        return `open ${draft.interrupt.kind}${draft.interrupt.workflow ? ` ${draft.interrupt.workflow.name} ${draft.interrupt.workflow.step}/${draft.interrupt.workflow.of}` : ''}${draft.interrupt.error ? ' error' : ''}`;
      case 'interrupt:closed':
        return `closed ${draft.reason}`;
      case 'message:done':
        return `message${draft.message.parts?.length ? ` +${draft.message.parts.map((part) => part.type).join(',')}` : ''}`;
      case 'handoff':
        return `handoff ${draft.state} ${draft.reason}`;
    }
  });
}

/** A workflow runner on the demo shop with a manual clock and an in-memory checkpointer. */
export function workflowHarness(
  options: { checkpointer?: MemorySaver; now?: number; commerce?: ReturnType<typeof createShopFolderCommerce>; confirmedWrites?: ConfirmedWriteStore } = {},
) {
  const clock = createManualClock(options.now ?? Date.UTC(2026, 10, 21, 12));
  const commerce = options.commerce ?? createShopFolderCommerce({ clock });
  const config = loadConfig({ LOG_LEVEL: 'silent' });
  const checkpointer = options.checkpointer ?? new MemorySaver();
  const runner = createWorkflowRunner({
    config,
    checkpointer,
    cache: mapCache(),
    clock,
    logger: createLogger('silent'),
    commerce,
    ...(options.confirmedWrites ? { confirmedWrites: options.confirmedWrites } : {}),
  });
  const sink = collectingOutput();
  let turn = 0;
  let seq = 0;
  const context = (customerId?: string, locale: Locale = 'zh-CN'): TurnContext => ({
    threadId: 't1',
    siteId: 'demo',
    locale,
    ...(customerId ? { customer: { customerId } } : {}),
    traceId: `trace-${++turn}`,
    signal: new AbortController().signal,
  });
  const lastOpen = (): Interrupt => {
    const open = [...sink.all].reverse().find((draft) => draft.event === 'interrupt:open');
    if (!open || open.event !== 'interrupt:open') throw new Error('no prompt was opened');
    return interruptSchema.parse({ ...open.interrupt, expiresAt: open.interrupt.expiresAt ?? 0 });
  };
  return {
    clock,
    commerce,
    config,
    checkpointer,
    runner,
    sink,
    context,
    lastOpen,
    /** Answers the last opened prompt as the widget would: the gateway stores its closing, then the runner resumes. */
    reply: async (reply: Omit<InterruptReply, 'interruptId'> & Record<string, unknown>, customerId?: string, locale?: Locale) => {
      const interrupt = lastOpen();
      const request = { ...context(customerId, locale), interrupt, reply: { ...reply, interruptId: interrupt.interruptId } as InterruptReply };
      await runner!.acceptReply(request);
      await sink.output.emit({ event: 'interrupt:closed', interruptId: interrupt.interruptId, reason: reply.action === 'cancel' ? 'cancelled' : 'answered' });
      return runner!.reply(request, sink.output);
    },
    /** Types a message while a prompt may be open. */
    say: (text: string, customerId?: string, answerQuestion: (request: TurnRequest, output: AgentOutput) => Promise<void> = async () => {}, locale?: Locale) =>
      runner!.handleMessage({ ...context(customerId, locale), messages: [{ seq: ++seq, text }] }, sink.output, answerQuestion),
    /** Hands the runner a turn as the gateway would, with explicit message seqs. */
    turn: (messages: Array<{ seq: number; text: string }>, customerId?: string) => {
      seq = Math.max(seq, ...messages.map((message) => message.seq));
      return runner!.handleMessage({ ...context(customerId), messages }, sink.output, async () => {});
    },
  };
}
