import { Command, MemorySaver } from '@langchain/langgraph';
import { interruptSchema, parseEvent, type Interrupt, type InterruptReply, type Locale, type WorkflowName } from '@kefu/protocol';
import { createShopFolderCommerce } from '../../src/adapters/commerce/shop-folder-commerce.js';
import { loadConfig } from '../../src/config.js';
import { createLogger } from '../../src/logger.js';
import { createKefuAgent, turnInput } from '../../src/agent/index.js';
import { deliverRun } from '../../src/agent/deliver-run.js';
import type { KefuStateType } from '../../src/agent/state.js';
import { createKnowledgeService } from '../../src/knowledge/index.js';
import type { AgentEventDraft, AgentOutput, InterruptReplyRequest, TurnContext, TurnMessage, TurnRequest } from '../../src/ports/agent.js';
import type { WorkflowSeed } from '../../src/ports/workflow-runner.js';
import type { Cache } from '../../src/ports/cache.js';
import { createWorkflowRunner, isWorkflowWaiting } from '../../src/workflows/index.js';
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

/** One knowledge service for every harness in the process: the workflows never ask it, side questions might. */
let sharedKnowledge: ReturnType<typeof createKnowledgeService> | undefined;

/**
 * The workflows on the real agent graph (demo shop, manual clock, in-memory checkpointer), driven through the calls
 * the gateway makes (`runTurn`, `replyToInterrupt`, `acceptReply`, `cancel`) under the names the workflow runner's
 * tests have always used: `runner.start` puts the coordinator's request to the graph's workflow node, as its routes
 * do; `runner.handleMessage` is a turn, answered by the graph (a side question takes its normal answer path).
 */
export function workflowHarness(
  options: { checkpointer?: MemorySaver; now?: number; commerce?: ReturnType<typeof createShopFolderCommerce>; confirmedWrites?: ConfirmedWriteStore } = {},
) {
  const clock = createManualClock(options.now ?? Date.UTC(2026, 10, 21, 12));
  const commerce = options.commerce ?? createShopFolderCommerce({ clock });
  const config = loadConfig({ LOG_LEVEL: 'silent' });
  const checkpointer = options.checkpointer ?? new MemorySaver();
  const logger = createLogger('silent');
  const cache = mapCache();
  sharedKnowledge ??= createKnowledgeService({ config, cache: mapCache(), clock: createManualClock(Date.UTC(2026, 10, 21, 12)), logger });
  const ready = sharedKnowledge.then((knowledge) =>
    createKefuAgent({
      config,
      checkpointer,
      cache,
      clock,
      logger,
      commerce,
      knowledge,
      ...(options.confirmedWrites ? { confirmedWrites: options.confirmedWrites } : {}),
    }),
  );
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
  const isActive = (threadId: string) => isWorkflowWaiting(checkpointer, threadId);
  const runner = {
    /** The coordinator asked for workflow `name`: the graph's workflow node starts it (or says one is running). */
    async start(turnContext: TurnContext & { messages?: TurnMessage[] }, name: WorkflowName, seed: WorkflowSeed, output: AgentOutput) {
      const agent = await ready;
      const request = { messages: [], ...turnContext } as TurnRequest;
      const values = (await agent.graph.getState({ configurable: { thread_id: request.threadId } })).values as Partial<KefuStateType>;
      if (values.runningWorkflow?.pending) {
        // A request for another workflow reaches the workflow node only on the normal answer path of a message typed
        // at the prompt; the node then finds this prompt waiting (see workflow.ts).
        const runnerOnly = createWorkflowRunner({ config, checkpointer, cache, clock, logger, commerce });
        await runnerOnly.start(request, values.runningWorkflow, name, seed, output);
        return;
      }
      const stream = await agent.graph.stream(new Command({ update: { ...turnInput(request), pendingWorkflow: { name, seed } }, goto: 'workflow' }), {
        configurable: { thread_id: request.threadId },
        context: { turn: request, messageId: `m-${turn}` } as unknown as Record<string, unknown>,
        durability: 'exit',
        streamMode: 'custom',
      });
      await deliverRun(stream, output);
    },
    reply: async (request: InterruptReplyRequest, output: AgentOutput) => (await ready).replyToInterrupt(request, output),
    acceptReply: async (request: InterruptReplyRequest) => (await ready).acceptReply!(request),
    cancel: async (turnContext: TurnContext, reason: 'cancelled' | 'expired', output: AgentOutput) => (await ready).cancel(turnContext, reason, output),
    isActive,
    /** A turn: `handled` when a prompt waited and the graph took the message there (not as a turn of its own). */
    async handleMessage(request: TurnRequest, output: AgentOutput): Promise<'handled' | 'not_active'> {
      const agent = await ready;
      const waited = await isActive(request.threadId);
      await agent.runTurn(request, output);
      const values = (await agent.graph.getState({ configurable: { thread_id: request.threadId } })).values as Partial<KefuStateType>;
      return waited && values.workflowAside !== 'turn' ? 'handled' : 'not_active';
    },
  };
  return {
    clock,
    commerce,
    config,
    checkpointer,
    runner,
    agent: ready,
    sink,
    context,
    lastOpen,
    /** Answers the last opened prompt as the widget would: the gateway stores its closing, then the agent resumes. */
    reply: async (reply: Omit<InterruptReply, 'interruptId'> & Record<string, unknown>, customerId?: string, locale?: Locale) => {
      const interrupt = lastOpen();
      const request = { ...context(customerId, locale), interrupt, reply: { ...reply, interruptId: interrupt.interruptId } as InterruptReply };
      await runner.acceptReply(request);
      await sink.output.emit({ event: 'interrupt:closed', interruptId: interrupt.interruptId, reason: reply.action === 'cancel' ? 'cancelled' : 'answered' });
      return runner.reply(request, sink.output);
    },
    /** Types a message while a prompt may be open. */
    say: (text: string, customerId?: string, locale?: Locale) =>
      runner.handleMessage({ ...context(customerId, locale), messages: [{ seq: ++seq, text }] }, sink.output),
    /** Hands the agent a turn as the gateway would, with explicit message seqs. */
    turn: (messages: Array<{ seq: number; text: string }>, customerId?: string) => {
      seq = Math.max(seq, ...messages.map((message) => message.seq));
      return runner.handleMessage({ ...context(customerId), messages }, sink.output);
    },
  };
}
