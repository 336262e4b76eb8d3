import { Command, type StateSnapshot } from '@langchain/langgraph';
import type { HandoffReason, Locale, WorkflowName } from '@kefu/protocol';
import type { AgentOutput, InterruptReplyRequest, TurnContext, TurnMessage, TurnRequest } from '../ports/agent.js';
import type { ConfirmedWrite } from '../ports/confirmed-write-store.js';
import type { WorkflowRunner, WorkflowRunnerOptions } from '../ports/workflow-runner.js';
import { MemoryAttemptLimiter } from '../adapters/memory/memory-attempt-limiter.js';
import { CONFIRMED_WRITE_GRACE_MS, completeConfirmedWrite } from './complete-confirmed-write.js';
import { detached } from './detached-context.js';
import { busyText, cancelledText, expiredText, failedText, handoffText, lostText, switchedText } from './copy.js';
import { interpretMessage, isCancelMessage } from './interpret-message.js';
import { serialByKey } from './serial-by-key.js';
import { shopperLocale } from './shopper-locale.js';
import { workflowConfig, workflowThreadId, type WorkflowTurn } from './workflow-env.js';
import type { StepEnv } from './flow-builder.js';
import { buildWorkflowGraph, FLOWS } from './workflow-graph.js';
import type { PendingPrompt, StepAnswer, SwitchRequest, WorkflowOutcome, WorkflowStateValue, WorkflowUpdate } from './workflow-state.js';
import { OFFER_HUMAN_STEP } from './flows/order-change-steps.js';

const FRESH_STATE = {
  seedOrderId: null,
  order: null,
  ownerId: null,
  verifiedBy: null,
  error: null,
  lastValues: null,
  submissionKey: null,
  attempts: 0,
  retry: false,
  keepExpiresAt: null,
  outcome: null,
  answeredSeq: null,
  orderChoices: null,
  switchTo: null,
} satisfies WorkflowUpdate;

const newestSeq = (messages: readonly TurnMessage[] | undefined) =>
  messages && messages.length > 0 ? Math.max(...messages.map((message) => message.seq)) : undefined;

const turnOf = (context: TurnContext): WorkflowTurn => ({
  threadId: context.threadId,
  locale: context.locale,
  ...(context.customer ? { customerId: context.customer.customerId } : {}),
  ...(context.clientAddress ? { clientAddress: context.clientAddress } : {}),
});

/** An output that notes whether a handoff went through it. */
function watchHandoff(output: AgentOutput) {
  const watch = {
    handedOff: false,
    output: {
      delta: (messageId: string, text: string) => output.delta(messageId, text),
      status: (...args: Parameters<AgentOutput['status']>) => output.status(...args),
      emit(draft) {
        if (draft.event === 'handoff') watch.handedOff = true;
        return output.emit(draft);
      },
    } satisfies AgentOutput,
  };
  return watch;
}

/** Creates the runner of the return / exchange / repair / invoice workflows on their own checkpoint thread. */
export function createWorkflowRunner(options: WorkflowRunnerOptions): WorkflowRunner {
  const { checkpointer, clock, commerce, logger, confirmedWrites } = options;
  const attempts = options.attempts ?? new MemoryAttemptLimiter(clock);
  const flowDeps = { commerce, clock, attempts, promptTtlMs: options.config.interruptTtlSeconds * 1000 };
  const graph = buildWorkflowGraph(flowDeps, checkpointer);
  const serial = serialByKey();
  /** Threads whose side question is being answered while their prompt waits. */
  const answering = new Set<string>();

  /** What the thread's workflow waits on: a prompt, or a run cut off between prompts (the process died during the write). */
  async function inspect(
    threadId: string,
  ): Promise<{ pending?: PendingPrompt; values?: Partial<WorkflowStateValue>; cutOff?: Pick<Partial<WorkflowStateValue>, 'locale' | 'answeredSeq'> }> {
    const snapshot = await detached(() => graph.getState(workflowConfig({ threadId, locale: 'zh-CN' }), { subgraphs: true }));
    for (const task of snapshot.tasks) {
      const first = task.interrupts[0];
      if (first)
        return {
          pending: first.value as PendingPrompt,
          values: ((task.state as StateSnapshot | undefined)?.values ?? snapshot.values) as Partial<WorkflowStateValue>,
        };
    }
    if (snapshot.next.length === 0) return {};
    const flow = snapshot.tasks[0]?.state as StateSnapshot | undefined;
    const values = (flow?.values ?? snapshot.values) as Partial<WorkflowStateValue>;
    return { cutOff: { ...(values.locale ? { locale: values.locale } : {}), answeredSeq: values.answeredSeq ?? null } };
  }

  const pendingOf = async (threadId: string) => (await inspect(threadId)).pending;

  const forget = (threadId: string) => checkpointer.deleteThread(workflowThreadId(threadId));

  const say = (output: AgentOutput, text: string, parts?: WorkflowOutcome['parts']) =>
    output.emit({ event: 'message:done', message: { role: 'assistant', text, ...(parts ? { parts } : {}) } });

  const nameOf = (pending: PendingPrompt): WorkflowName => pending.interrupt.workflow?.name ?? 'return';
  // Prompts checkpointed before the workflow kept its language have none: the session's locale then.
  const localeOf = (pending: PendingPrompt | undefined, context: TurnContext): Locale => pending?.locale ?? context.locale;

  /** Runs the graph to its next prompt or its end and tells the shopper which. */
  async function advance(context: TurnContext, locale: Locale, input: WorkflowUpdate | Command | null, output: AgentOutput): Promise<void> {
    let result: {
      outcome?: WorkflowOutcome | null;
      answeredSeq?: number | null;
      order?: { orderId: string } | null;
      __interrupt__?: Array<{ value: unknown }>;
    };
    try {
      output.status('tool');
      // Each step's checkpoint is stored before the next step runs: the write never starts before its confirmation is durable.
      result = (await detached(() => graph.invoke(input as WorkflowUpdate, { ...workflowConfig(turnOf(context)), durability: 'sync' }))) as typeof result;
    } catch (error) {
      logger.error({ err: error, threadId: context.threadId, traceId: context.traceId }, 'workflow failed');
      await forget(context.threadId);
      // Failed after the shopper confirmed: the confirmation still stands, completed from its record.
      const confirmed = await confirmedWrites?.get(context.threadId);
      if (confirmed) await completeConfirmedWrite(confirmed, output, { commerce, clock, logger, store: confirmedWrites! });
      else await say(output, failedText(locale));
      return;
    }
    const waiting = result.__interrupt__?.[0]?.value as PendingPrompt | undefined;
    // The order it is about becomes the conversation's order in focus ("那个订单" after it, the desk's card). While a
    // prompt waits, the order is in the flow's subgraph state, not yet in the result.
    if (options.onOrderFocus) {
      const orderId = (waiting ? (await inspect(context.threadId)).values?.order : result.order)?.orderId;
      if (orderId) options.onOrderFocus(context.threadId, orderId);
    }
    if (waiting) {
      await output.emit({ event: 'interrupt:open', interrupt: waiting.interrupt });
      return;
    }
    await forget(context.threadId);
    const outcome = result.outcome ?? { status: 'failed', text: failedText(locale) };
    if (outcome.error) logger.error({ threadId: context.threadId, traceId: context.traceId, error: outcome.error }, 'workflow refused its own submission');
    logger.info({ threadId: context.threadId, traceId: context.traceId, status: outcome.status }, 'workflow ended');
    await say(output, outcome.text, outcome.parts);
    if (outcome.handoff) await output.emit({ event: 'handoff', state: 'queued', reason: outcome.handoff.reason, request: outcome.handoff.request });
    // The outcome reached the shopper: a confirmation it answers has nothing left to complete.
    await confirmedWrites?.remove(context.threadId);
    // Given up for another workflow (the shopper said so at "give it up?"): that one starts now.
    if (outcome.status === 'switched' && outcome.switchTo) await begin(context, outcome.switchTo, locale, result.answeredSeq ?? null, output);
  }

  /** Starts a workflow on a thread whose previous one is gone; an order named earlier is its seed. */
  async function begin(context: TurnContext, wanted: SwitchRequest, locale: Locale, consumed: number | null, output: AgentOutput): Promise<void> {
    await forget(context.threadId);
    await advance(
      context,
      locale,
      { ...FRESH_STATE, name: wanted.name, locale, seedOrderId: wanted.orderId?.toUpperCase() ?? null, answeredSeq: consumed },
      output,
    );
  }

  /**
   * A request for another workflow at an open prompt. When answers past step 1 would be lost (and the shopper did
   * not say to drop them), the step asks first; otherwise the prompt closes — `cancelled` when the message said so
   * ("算了，我要开发票"), else `switched` — exactly once (a closing stored elsewhere first wins), and the new one starts.
   */
  async function switchWorkflow(
    request: TurnRequest,
    pending: PendingPrompt,
    to: SwitchRequest,
    cancel: boolean,
    output: AgentOutput,
    newest: number | undefined,
  ): Promise<'handled' | 'not_active'> {
    const seq = newest !== undefined ? { seq: newest } : {};
    if (!cancel && (pending.interrupt.workflow?.step ?? 1) > 1) {
      await resume(request, pending, { action: 'ask_switch', to, expiresAt: pending.interrupt.expiresAt, ...seq }, output);
      return 'handled';
    }
    const { values } = await inspect(request.threadId);
    const closed = await output.emit({ event: 'interrupt:closed', interruptId: pending.interrupt.interruptId, reason: cancel ? 'cancelled' : 'switched' });
    if (closed === 0) {
      // A reply from another tab closed it first: that reply moves the workflow on, and this message becomes a turn
      // of its own (which finds the workflow still running and says so) rather than being dropped.
      logger.info({ threadId: request.threadId, interruptId: pending.interrupt.interruptId }, 'prompt closed elsewhere first; switch left to that closing');
      return 'not_active';
    }
    await confirmedWrites?.remove(request.threadId, pending.interrupt.interruptId);
    const from = nameOf(pending);
    const locale = shopperLocale(request.messages.map((message) => message.text).join('\n'), localeOf(pending, request));
    logger.info({ threadId: request.threadId, traceId: request.traceId, from, to: to.name }, 'workflow switched');
    await say(output, switchedText(from, to.name, locale));
    // The order the shopper was already on carries over unless they named another.
    const orderId = to.orderId ?? values?.order?.orderId ?? values?.seedOrderId ?? undefined;
    await begin(request, { ...to, ...(orderId ? { orderId } : {}) }, locale, newest ?? null, output);
    return 'handled';
  }

  /**
   * A confirmation whose approval was acknowledged but whose workflow never moved on (the process died right after
   * the ack): completed from its record, which replaces the workflow state. False when there is none.
   */
  async function completeConfirmed(threadId: string, pending: PendingPrompt | undefined, output: AgentOutput): Promise<boolean> {
    if (!confirmedWrites || !pending || !commitsOnApproval(pending)) return false;
    const write = await confirmedWrites.get(threadId);
    if (write?.interruptId !== pending.interrupt.interruptId) return false;
    await forget(threadId);
    await completeConfirmedWrite(write, output, { commerce, clock, logger, store: confirmedWrites });
    return true;
  }

  /** The step that asked a prompt, when its approval commits to a write (a confirmation). */
  function commitsOnApproval(pending: PendingPrompt) {
    const step = FLOWS[nameOf(pending)].steps.find((candidate) => candidate.id === pending.stepId);
    return step?.type === 'ask' && step.commits ? step : undefined;
  }

  /** The durable record of an approval, stored before it is acknowledged (see WorkflowRunner.acceptReply). */
  async function commitApproval(request: InterruptReplyRequest): Promise<ConfirmedWrite | undefined> {
    const { pending, values } = await inspect(request.threadId);
    if (!pending || !values || pending.interrupt.interruptId !== request.interrupt.interruptId) return undefined;
    // Past its deadline the approval only expires the prompt (see reply): there is no write to keep.
    if (pending.interrupt.expiresAt <= clock.now()) return undefined;
    const name = nameOf(pending);
    const step = commitsOnApproval(pending);
    if (!step?.commits) return undefined;
    const locale = values.locale ?? localeOf(pending, request);
    const now = clock.now();
    const env: StepEnv = {
      threadId: request.threadId,
      locale,
      ...(request.customer ? { customerId: request.customer.customerId } : {}),
      name,
      now,
      deps: flowDeps,
    };
    const committed = step.commits(values as WorkflowStateValue, env, pending.interrupt.interruptId);
    if (!committed) return undefined;
    const summary = pending.interrupt.summary ?? committed.summary;
    return {
      threadId: request.threadId,
      siteId: request.siteId,
      interruptId: pending.interrupt.interruptId,
      workflow: name,
      request: committed.request,
      locale,
      shown: { ...committed.shown },
      summary: summary.map(({ label, value }) => ({ label, value })),
      confirmedAt: now,
      attempts: 0,
      // The process that acknowledged it completes it in well under this; recovery steps in only after.
      retryAt: now + CONFIRMED_WRITE_GRACE_MS,
    };
  }

  /** Resumes the step with an answer; `closed` when the gateway already stored the prompt's closing (interrupt:reply). */
  async function resume(context: TurnContext, pending: PendingPrompt, answer: StepAnswer, output: AgentOutput, closed = false) {
    // The prompt closes before the graph moves on, so the log never holds two open prompts; "give it up" for another
    // workflow closes as switched.
    const reason = pending.switching && answer.action === 'answer' && answer.value === 'switch' ? 'switched' : 'answered';
    if (!closed) await output.emit({ event: 'interrupt:closed', interruptId: pending.interrupt.interruptId, reason });
    await advance(context, localeOf(pending, context), new Command({ resume: { ...answer, promptId: pending.interrupt.interruptId } }), output);
  }

  /**
   * Ends the workflow. The closing is stored first and only if the prompt is still open: when a reply accepted on
   * another process (or tab) closed it first, the workflow state is that reply's to continue, not ours to delete.
   */
  async function end(context: TurnContext, pending: PendingPrompt, reason: 'cancelled' | 'expired', output: AgentOutput, closed = false) {
    if (!closed) {
      const seq = await output.emit({ event: 'interrupt:closed', interruptId: pending.interrupt.interruptId, reason });
      if (seq === 0) {
        logger.info(
          { threadId: context.threadId, interruptId: pending.interrupt.interruptId, reason },
          'prompt closed elsewhere first; workflow left as it is',
        );
        return;
      }
    }
    await forget(context.threadId);
    // This closing won: an approval recorded but never stored as its closing (the process died in between) is void.
    await confirmedWrites?.remove(context.threadId, pending.interrupt.interruptId);
    const locale = localeOf(pending, context);
    await say(output, reason === 'expired' ? expiredText(nameOf(pending), locale) : cancelledText(nameOf(pending), locale));
  }

  /**
   * Hands the thread to a human. The prompt stays open as it is (same id, same deadline) and is not asked again:
   * the agent can answer or cancel it for the shopper from the console, and the shopper can still use its form.
   */
  async function handOff(request: TurnRequest, pending: PendingPrompt, reason: HandoffReason, output: AgentOutput) {
    logger.info({ threadId: request.threadId, traceId: request.traceId, reason, interruptId: pending.interrupt.interruptId }, 'handoff from a workflow prompt');
    await say(output, handoffText(nameOf(pending), reason, localeOf(pending, request)));
    await output.emit({ event: 'handoff', state: 'queued', reason });
    output.status('handoff');
  }

  /** Seed 004's dialog stack: answers the side question, then asks the same prompt again with its deadline. */
  async function answerAside(
    request: TurnRequest,
    pending: PendingPrompt,
    output: AgentOutput,
    answerQuestion: Parameters<WorkflowRunner['handleMessage']>[2],
  ) {
    const newest = newestSeq(request.messages);
    const watch = watchHandoff(output);
    answering.add(request.threadId);
    try {
      await answerQuestion(request, watch.output);
    } catch (error) {
      logger.error({ err: error, threadId: request.threadId, traceId: request.traceId }, 'side question failed');
    } finally {
      answering.delete(request.threadId);
    }
    // Handed to a human by the answer: the prompt waits, open, for the agent (see handOff).
    if (watch.handedOff) return;
    await resume(request, pending, { action: 'reask', expiresAt: pending.interrupt.expiresAt, ...(newest !== undefined ? { seq: newest } : {}) }, output);
  }

  return {
    async start(context, name, seed, output) {
      const messages = (context as Partial<TurnRequest>).messages;
      const locale = shopperLocale(seed.text ?? messages?.map((message) => message.text).join('\n'), context.locale);
      if (answering.has(context.threadId)) {
        const pending = await pendingOf(context.threadId);
        await say(output, busyText(pending ? nameOf(pending) : name, localeOf(pending, context)));
        return;
      }
      await serial(context.threadId, async () => {
        const { cutOff, pending: waiting } = await inspect(context.threadId);
        if (cutOff) await advance(context, cutOff.locale ?? locale, null, output);
        else await completeConfirmed(context.threadId, waiting, output);
        const pending = await pendingOf(context.threadId);
        if (pending) {
          await say(output, busyText(nameOf(pending), localeOf(pending, context)));
          return;
        }
        await forget(context.threadId);
        // The coordinator passes the turn itself: its messages are consumed by starting the workflow.
        const consumed = newestSeq(messages) ?? null;
        await advance(context, locale, { ...FRESH_STATE, name, locale, seedOrderId: seed.orderId?.toUpperCase() ?? null, answeredSeq: consumed }, output);
      });
    },

    async reply(request, output) {
      // The gateway stored this prompt's closing before calling: nothing here closes it again.
      await serial(request.threadId, async () => {
        const pending = await pendingOf(request.threadId);
        if (!pending) {
          logger.warn({ threadId: request.threadId, interruptId: request.interrupt.interruptId }, 'reply to a prompt whose workflow state is gone');
          await say(output, lostText(request.locale));
          return;
        }
        if (pending.interrupt.interruptId !== request.interrupt.interruptId) {
          logger.info({ threadId: request.threadId, interruptId: request.interrupt.interruptId }, 'reply to a prompt that is no longer open');
          return;
        }
        if (request.reply.action === 'cancel') return end(request, pending, 'cancelled', output, true);
        // Its deadline passed but no expiry fired (the process died right after opening it): expire it now.
        if (pending.interrupt.expiresAt <= clock.now()) return end(request, pending, 'expired', output, true);
        const { interruptId: _answered, ...answer } = request.reply;
        await resume(request, pending, answer, output, true);
      });
    },

    async cancel(context, reason, output) {
      await serial(context.threadId, async () => {
        const pending = await pendingOf(context.threadId);
        if (!pending) return;
        // A late or duplicate expiry timer must not end a prompt that was asked again with a new deadline.
        if (reason === 'expired' && pending.interrupt.expiresAt > clock.now()) return;
        await end(context, pending, reason, output);
      });
    },

    async acceptReply(request) {
      if (!confirmedWrites || request.reply.action !== 'approve') return undefined;
      return serial(request.threadId, async () => {
        const write = await commitApproval(request);
        if (!write) return undefined;
        await confirmedWrites.save(write);
        logger.info({ threadId: write.threadId, interruptId: write.interruptId, workflow: write.workflow }, 'approval recorded before its acknowledgement');
        return () => confirmedWrites.remove(write.threadId, write.interruptId);
      });
    },

    async isActive(threadId) {
      return (await pendingOf(threadId)) !== undefined;
    },

    handleMessage(request, output, answerQuestion) {
      return serial(request.threadId, async () => {
        const newest = newestSeq(request.messages);
        const { pending, cutOff } = await inspect(request.threadId);
        if (cutOff) {
          // Finish it first; the write's idempotency key makes running it again harmless. The turn re-run after
          // the crash brings the message that confirmed it: consumed, nothing more to do.
          await advance(request, cutOff.locale ?? request.locale, null, output);
          return newest !== undefined && cutOff.answeredSeq != null && newest <= cutOff.answeredSeq ? 'handled' : 'not_active';
        }
        if (!pending) return 'not_active';
        // Its approval was acknowledged before a crash: completed first, and the message is a new turn.
        if (await completeConfirmed(request.threadId, pending, output)) return 'not_active';
        // A turn re-run after a crash brings messages the workflow already consumed: nothing more to do.
        if (newest !== undefined && pending.afterSeq !== undefined && newest <= pending.afterSeq) return 'handled';
        if (pending.interrupt.expiresAt <= clock.now()) {
          await end(request, pending, 'expired', output);
          return 'not_active';
        }
        const text = request.messages.map((message) => message.text).join('\n');
        const verdict = interpretMessage(
          text,
          { ...pending.interrupt, ...(pending.synonyms ? { synonyms: pending.synonyms } : {}), ...(pending.switching ? { switching: pending.switching } : {}) },
          pending.stepId,
        );
        // Asking for a human (or anger) wins over everything, also over a cancel word in the same burst.
        // Asking for a human where one is offered accepts the offer: the request goes over written up.
        if (verdict.type === 'handoff' && verdict.reason === 'requested' && pending.stepId === OFFER_HUMAN_STEP)
          await resume(request, pending, { action: 'answer', value: 'human', ...(newest !== undefined ? { seq: newest } : {}) }, output);
        else if (verdict.type === 'handoff') await handOff(request, pending, verdict.reason, output);
        else if (verdict.type === 'switch') return switchWorkflow(request, pending, verdict.to, verdict.cancel, output, newest);
        else if (verdict.type === 'cancel' || request.messages.some((message) => isCancelMessage(message.text)))
          await end(request, pending, 'cancelled', output);
        else if (verdict.type === 'answer') await resume(request, pending, { ...verdict.answer, ...(newest !== undefined ? { seq: newest } : {}) }, output);
        else await answerAside(request, pending, output, answerQuestion);
        return 'handled';
      });
    },
  };
}
