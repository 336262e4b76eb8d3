import type { HandoffReason, Locale, WorkflowName } from '@kefu/protocol';
import type { AgentOutput, InterruptReplyRequest, TurnContext, TurnMessage, TurnRequest } from '../ports/agent.js';
import type { ConfirmedWrite } from '../ports/confirmed-write-store.js';
import type { MessageMove, WorkflowMove, WorkflowRunner, WorkflowRunnerOptions } from '../ports/workflow-runner.js';
import { MemoryAttemptLimiter } from '../adapters/memory/memory-attempt-limiter.js';
import { carriedAnswers, switchesAtOnce, type CarriedAnswers } from './carried-answers.js';
import { CONFIRMED_WRITE_GRACE_MS, completeConfirmedWrite } from './complete-confirmed-write.js';
import { busyText, cancelledText, expiredText, failedText, fewerOptionsText, handoffText, lostText, restatedText, switchedText } from './copy.js';
import type { StepEnv } from './flow-builder.js';
import { FLOWS } from './flow-definitions.js';
import { driveFlow } from './flow-driver.js';
import { interpretMessage, isCancelMessage } from './interpret-message.js';
import { shopperLocale } from './shopper-locale.js';
import type { WorkflowTurn } from './workflow-env.js';
import type { PendingPrompt, StepAnswer, SwitchRequest, WorkflowOutcome, WorkflowValue } from './workflow-state.js';
import { OFFER_HUMAN_STEP } from './flows/order-change-steps.js';
import { maskPii } from '../privacy/pii-detector.js';

const freshState = (
  name: WorkflowName,
  locale: Locale,
  seedOrderId: string | null,
  answeredSeq: number | null,
  seedItems?: string[],
  seedVerified?: boolean,
  told?: string,
  carried?: CarriedAnswers,
): WorkflowValue => ({
  name,
  locale,
  seedOrderId,
  told: carried?.told || told || null,
  seedItems: seedItems?.length ? seedItems : null,
  seedVerified: Boolean(seedOrderId && seedVerified),
  order: null,
  ownerId: null,
  verifiedBy: null,
  details: carried?.details ?? {},
  shown: {},
  orderChoices: null,
  switchTo: null,
  error: null,
  lastValues: null,
  submissionKey: null,
  attempts: 0,
  retry: false,
  keepExpiresAt: null,
  outcome: null,
  answeredSeq,
  answeredSteps: carried?.answeredSteps ?? [],
  goBackTo: null,
  revisedStep: null,
  revisedValue: null,
  step: null,
  pending: null,
});

const newestSeq = (messages: readonly TurnMessage[] | undefined) =>
  messages && messages.length > 0 ? Math.max(...messages.map((message) => message.seq)) : undefined;

const turnOf = (context: TurnContext): WorkflowTurn => ({
  threadId: context.threadId,
  locale: context.locale,
  ...(context.customer ? { customerId: context.customer.customerId } : {}),
  ...(context.clientAddress ? { clientAddress: context.clientAddress } : {}),
});

const unchanged = (current: WorkflowValue | null): WorkflowMove => ({ workflow: current });

/** Creates the runner of the workflows over the conversation state's `runningWorkflow` channel. */
export function createWorkflowRunner(options: WorkflowRunnerOptions): WorkflowRunner {
  const { clock, commerce, logger, confirmedWrites } = options;
  const attempts = options.attempts ?? new MemoryAttemptLimiter(clock);
  const flowDeps = {
    commerce,
    clock,
    attempts,
    promptTtlMs: options.config.interruptTtlSeconds * 1000,
    ...(options.lexicon ? { lexicon: options.lexicon } : {}),
  };

  const say = (output: AgentOutput, text: string, parts?: WorkflowOutcome['parts']) =>
    output.emit({ event: 'message:done', message: { role: 'assistant', text, ...(parts ? { parts } : {}) } });

  const nameOf = (pending: PendingPrompt): WorkflowName => pending.interrupt.workflow?.name ?? 'return';
  // Prompts checkpointed before the workflow kept its language have none: the session's locale then.
  const localeOf = (pending: PendingPrompt | undefined | null, context: TurnContext): Locale => pending?.locale ?? context.locale;

  /** Drives the flow to its next prompt or its end and tells the shopper which. */
  async function advance(context: TurnContext, locale: Locale, value: WorkflowValue, answer: StepAnswer | null, output: AgentOutput): Promise<WorkflowMove> {
    let result: WorkflowValue;
    try {
      output.status('tool');
      result = await driveFlow(FLOWS[value.name], value, answer, flowDeps, turnOf(context));
    } catch (error) {
      logger.error({ err: error, threadId: context.threadId, traceId: context.traceId }, 'workflow failed');
      // Failed after the shopper confirmed: the confirmation still stands, completed from its record.
      const confirmed = await confirmedWrites?.get(context.threadId);
      if (confirmed) await completeConfirmedWrite(confirmed, output, { commerce, clock, logger, store: confirmedWrites! });
      else await say(output, failedText(locale));
      return { workflow: null };
    }
    // The order it is about becomes the conversation's order in focus ("那个订单" after it, the desk's card).
    const orderId = result.order?.orderId;
    // A guest who proved an order theirs (by its phone ending) need not prove it again in this conversation.
    const focus = orderId ? { orderId, ...(result.verifiedBy === 'phone' ? { verifiedOrderId: orderId } : {}) } : {};
    if (result.pending) {
      await output.emit({ event: 'interrupt:open', interrupt: result.pending.interrupt });
      return { workflow: result, ...focus };
    }
    const outcome: WorkflowOutcome = result.outcome ?? { status: 'failed', text: failedText(locale) };
    if (outcome.status === 'verified') return { workflow: null, ...focus, lookedUp: true };
    if (outcome.error) logger.error({ threadId: context.threadId, traceId: context.traceId, error: outcome.error }, 'workflow refused its own submission');
    logger.info({ threadId: context.threadId, traceId: context.traceId, status: outcome.status }, 'workflow ended');
    await say(output, outcome.text, outcome.parts);
    if (outcome.handoff) await output.emit({ event: 'handoff', state: 'queued', reason: outcome.handoff.reason, request: outcome.handoff.request });
    // The outcome reached the shopper: a confirmation it answers has nothing left to complete.
    await confirmedWrites?.remove(context.threadId);
    // Given up for another workflow (the shopper said so at "give it up?"): that one starts now.
    if (outcome.status === 'switched' && outcome.switchTo) {
      const { said, ...wanted } = outcome.switchTo;
      const carried = carriedAnswers(result, wanted, said);
      const next = await begin(context, wanted, locale, result.answeredSeq ?? null, output, undefined, carried);
      return { ...focus, ...next };
    }
    // A refusal about one order (no order picked yet) puts that order in focus.
    return { workflow: null, ...(!orderId && outcome.orderNamed ? { orderId: outcome.orderNamed } : focus) };
  }

  /**
   * Starts a workflow on a thread whose previous one is gone; an order named earlier is its seed, and what the shopper
   * told a sibling workflow given up for it (`carried`) its first answers.
   */
  const begin = (
    context: TurnContext,
    wanted: SwitchRequest,
    locale: Locale,
    consumed: number | null,
    output: AgentOutput,
    told?: string,
    carried?: CarriedAnswers,
  ) =>
    advance(
      context,
      locale,
      freshState(wanted.name, locale, wanted.orderId?.toUpperCase() ?? null, consumed, wanted.productIds, wanted.verified, told, carried),
      null,
      output,
    );

  /** Resumes the step with an answer; `closed` when the gateway already stored the prompt's closing (interrupt:reply). */
  async function resume(context: TurnContext, current: WorkflowValue, answer: StepAnswer, output: AgentOutput, closed = false): Promise<WorkflowMove> {
    const pending = current.pending!;
    // The prompt closes before the flow moves on, so the log never holds two open prompts; "give it up" for another
    // workflow closes as switched.
    const reason = pending.switching && answer.action === 'answer' && answer.value === 'switch' ? 'switched' : 'answered';
    if (!closed) await output.emit({ event: 'interrupt:closed', interruptId: pending.interrupt.interruptId, reason });
    return advance(context, localeOf(pending, context), current, { ...answer, promptId: pending.interrupt.interruptId }, output);
  }

  /**
   * Ends the workflow. The closing is stored first and only if the prompt is still open: when a reply accepted on
   * another process (or tab) closed it first, the workflow state is that reply's to continue, not ours to delete.
   */
  async function end(
    context: TurnContext,
    current: WorkflowValue,
    reason: 'cancelled' | 'expired',
    output: AgentOutput,
    closed = false,
  ): Promise<WorkflowMove> {
    const pending = current.pending!;
    if (!closed) {
      const seq = await output.emit({ event: 'interrupt:closed', interruptId: pending.interrupt.interruptId, reason });
      if (seq === 0) {
        logger.info(
          { threadId: context.threadId, interruptId: pending.interrupt.interruptId, reason },
          'prompt closed elsewhere first; workflow left as it is',
        );
        return unchanged(current);
      }
    }
    // This closing won: an approval recorded but never stored as its closing (the process died in between) is void.
    await confirmedWrites?.remove(context.threadId, pending.interrupt.interruptId);
    const locale = localeOf(pending, context);
    await say(output, reason === 'expired' ? expiredText(nameOf(pending), locale) : cancelledText(nameOf(pending), locale));
    return { workflow: null };
  }

  /**
   * A request for another workflow at an open prompt. When answers past step 1 would be lost (and the shopper did
   * not say to drop them), or a return, exchange or repair would not know its item, the step asks first; otherwise the prompt closes — `cancelled` when the message said so
   * ("算了，我要开发票"), else `switched` — exactly once (a closing stored elsewhere first wins), and the new one starts.
   */
  async function switchWorkflow(request: TurnRequest, current: WorkflowValue, to: SwitchRequest, cancel: boolean, output: AgentOutput): Promise<MessageMove> {
    const pending = current.pending!;
    const newest = newestSeq(request.messages);
    const seq = newest !== undefined ? { seq: newest } : {};
    // Its words may answer the new workflow's steps ("还是换货吧，尺码小了"): masked, as the words that start one are.
    const said = maskPii(request.messages.map((message) => message.text).join('\n'));
    // Between return, exchange and repair of a known item nothing is lost: switched at once, not asked.
    if (!cancel && (pending.interrupt.workflow?.step ?? 1) > 1 && !switchesAtOnce(current, to)) {
      const asked = { action: 'ask_switch' as const, to: { ...to, said }, expiresAt: pending.interrupt.expiresAt, ...seq };
      return { ...(await resume(request, current, asked, output)), next: 'wait' };
    }
    const closed = await output.emit({ event: 'interrupt:closed', interruptId: pending.interrupt.interruptId, reason: cancel ? 'cancelled' : 'switched' });
    if (closed === 0) {
      // A reply from another tab closed it first: that reply moves the workflow on, and this message becomes a turn
      // of its own (which finds the workflow still running and says so) rather than being dropped.
      logger.info({ threadId: request.threadId, interruptId: pending.interrupt.interruptId }, 'prompt closed elsewhere first; switch left to that closing');
      return { workflow: current, next: 'turn' };
    }
    await confirmedWrites?.remove(request.threadId, pending.interrupt.interruptId);
    const from = nameOf(pending);
    const locale = shopperLocale(request.messages.map((message) => message.text).join('\n'), localeOf(pending, request));
    logger.info({ threadId: request.threadId, traceId: request.traceId, from, to: to.name }, 'workflow switched');
    // The order the shopper was already on carries over unless they named another.
    const orderId = to.orderId ?? current.order?.orderId ?? current.seedOrderId ?? undefined;
    // A guest's order verified in the workflow given up stays verified in the next.
    const verified = current.verifiedBy === 'phone' && orderId === current.order?.orderId ? { verified: true as const } : {};
    const wanted = { ...to, ...(orderId ? { orderId } : {}), ...verified };
    const carried = carriedAnswers(current, wanted, said);
    await say(output, switchedText(from, to.name, locale, Boolean(carried)));
    return { ...(await begin(request, wanted, locale, newest ?? null, output, undefined, carried)), next: 'wait' };
  }

  /** The step that asked a prompt, when its approval commits to a write (a confirmation). */
  function commitsOnApproval(pending: PendingPrompt) {
    const step = FLOWS[nameOf(pending)].steps.find((candidate) => candidate.id === pending.stepId);
    return step?.type === 'ask' && step.commits ? step : undefined;
  }

  /**
   * A confirmation whose approval was acknowledged but whose workflow never moved on (the process died right after
   * the ack): completed from its record, which replaces the workflow state. False when there is none.
   */
  async function completeConfirmed(threadId: string, pending: PendingPrompt | null | undefined, output: AgentOutput): Promise<boolean> {
    if (!confirmedWrites || !pending || !commitsOnApproval(pending)) return false;
    const write = await confirmedWrites.get(threadId);
    if (write?.interruptId !== pending.interrupt.interruptId) return false;
    await completeConfirmedWrite(write, output, { commerce, clock, logger, store: confirmedWrites });
    return true;
  }

  /** The durable record of an approval, stored before it is acknowledged (see WorkflowRunner.acceptReply). */
  function commitApproval(request: InterruptReplyRequest, current: WorkflowValue | null): ConfirmedWrite | undefined {
    const pending = current?.pending;
    if (!current || !pending || pending.interrupt.interruptId !== request.interrupt.interruptId) return undefined;
    // Past its deadline the approval only expires the prompt (see reply): there is no write to keep.
    if (pending.interrupt.expiresAt <= clock.now()) return undefined;
    const name = nameOf(pending);
    const step = commitsOnApproval(pending);
    if (!step?.commits) return undefined;
    const locale = current.locale ?? localeOf(pending, request);
    const now = clock.now();
    const env: StepEnv = {
      threadId: request.threadId,
      locale,
      ...(request.customer ? { customerId: request.customer.customerId } : {}),
      name,
      now,
      deps: flowDeps,
    };
    const committed = step.commits(current, env, pending.interrupt.interruptId);
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

  return {
    async start(context, current, name, seed, output) {
      const messages = (context as Partial<TurnRequest>).messages;
      const locale = shopperLocale(seed.text ?? messages?.map((message) => message.text).join('\n'), context.locale);
      const pending = current?.pending;
      if (pending) {
        await say(output, busyText(nameOf(pending), localeOf(pending, context)));
        return unchanged(current);
      }
      // The coordinator passes the turn itself: its messages are consumed by starting the workflow.
      return begin(
        context,
        {
          name,
          ...(seed.orderId ? { orderId: seed.orderId } : {}),
          ...(seed.productIds?.length ? { productIds: seed.productIds } : {}),
          ...(seed.verified ? { verified: true as const } : {}),
        },
        locale,
        newestSeq(messages) ?? null,
        output,
        // Kept in the checkpoint for the steps it answers (a cancel reason said with the request): masked, as the
        // recognised intents are, since only its words matter there.
        maskPii(seed.text ?? messages?.map((message) => message.text).join('\n') ?? ''),
      );
    },

    async reply(request, current, output) {
      // The gateway stored this prompt's closing before calling: nothing here closes it again.
      const pending = current?.pending;
      if (!current || !pending) {
        logger.warn({ threadId: request.threadId, interruptId: request.interrupt.interruptId }, 'reply to a prompt whose workflow state is gone');
        await say(output, lostText(request.locale));
        return { workflow: null };
      }
      if (pending.interrupt.interruptId !== request.interrupt.interruptId) {
        logger.info({ threadId: request.threadId, interruptId: request.interrupt.interruptId }, 'reply to a prompt that is no longer open');
        return unchanged(current);
      }
      if (request.reply.action === 'cancel') return end(request, current, 'cancelled', output, true);
      // Its deadline passed but no expiry fired (the process died right after opening it): expire it now.
      if (pending.interrupt.expiresAt <= clock.now()) return end(request, current, 'expired', output, true);
      const { interruptId: _answered, ...answer } = request.reply;
      return resume(request, current, answer, output, true);
    },

    async cancel(context, current, reason, output) {
      const pending = current?.pending;
      if (!current || !pending) return unchanged(current);
      // A late or duplicate expiry timer must not end a prompt that was asked again with a new deadline.
      if (reason === 'expired' && pending.interrupt.expiresAt > clock.now()) return unchanged(current);
      return end(context, current, reason, output);
    },

    async acceptReply(request, current) {
      if (!confirmedWrites || request.reply.action !== 'approve') return undefined;
      const write = commitApproval(request, current);
      if (!write) return undefined;
      await confirmedWrites.save(write);
      logger.info({ threadId: write.threadId, interruptId: write.interruptId, workflow: write.workflow }, 'approval recorded before its acknowledgement');
      return () => confirmedWrites.remove(write.threadId, write.interruptId);
    },

    async askAgain(context, current, output) {
      const pending = current?.pending;
      if (!current || !pending) return unchanged(current);
      const newest = newestSeq(context.messages);
      return resume(context, current, { action: 'reask', expiresAt: pending.interrupt.expiresAt, ...(newest !== undefined ? { seq: newest } : {}) }, output);
    },

    async message(request, current, output) {
      const newest = newestSeq(request.messages);
      const pending = current?.pending;
      if (!current || !pending) return { workflow: current, next: 'turn' };
      // Its approval was acknowledged before a crash: completed first, and the message is a new turn.
      if (await completeConfirmed(request.threadId, pending, output)) return { workflow: null, next: 'turn' };
      // A turn re-run after a crash brings messages the workflow already consumed: nothing more to do.
      if (newest !== undefined && pending.afterSeq !== undefined && newest <= pending.afterSeq) return { workflow: current, next: 'wait' };
      if (pending.interrupt.expiresAt <= clock.now()) {
        const ended = await end(request, current, 'expired', output);
        return { ...ended, next: 'turn' };
      }
      const text = request.messages.map((message) => message.text).join('\n');
      const verdict = interpretMessage(
        text,
        {
          ...pending.interrupt,
          ...(pending.synonyms ? { synonyms: pending.synonyms } : {}),
          ...(pending.productWords ? { productWords: pending.productWords } : {}),
          ...(pending.switching ? { switching: pending.switching } : {}),
          ...(pending.why ? { why: pending.why } : {}),
        },
        pending.stepId,
      );
      const seq = newest !== undefined ? { seq: newest } : {};
      // Asking for a human (or anger) wins over everything, also over a cancel word in the same burst.
      // Asking for a human where one is offered accepts the offer: the request goes over written up.
      if (verdict.type === 'handoff' && verdict.reason === 'requested' && pending.stepId === OFFER_HUMAN_STEP)
        return { ...(await resume(request, current, { action: 'answer', value: 'human', ...seq }, output)), next: 'wait' };
      if (verdict.type === 'handoff') {
        await handOff(request, pending, verdict.reason, output);
        return { workflow: current, next: 'wait' };
      }
      // "why not?": the step's own reason, then the same prompt again (before the cancel words: "为啥不能取消" ends in one).
      if (verdict.type === 'why' && pending.why) {
        await say(output, pending.why);
        return { ...(await resume(request, current, { action: 'reask', expiresAt: pending.interrupt.expiresAt, ...seq }, output)), next: 'wait' };
      }
      if (verdict.type === 'switch') return switchWorkflow(request, current, verdict.to, verdict.cancel, output);
      // Given up with a question after it: the prompt closes and the question is answered as a turn of its own.
      if (verdict.type === 'cancel' && verdict.more) return { ...(await end(request, current, 'cancelled', output)), next: 'turn' };
      if (verdict.type === 'cancel' || request.messages.some((message) => isCancelMessage(message.text)))
        return { ...(await end(request, current, 'cancelled', output)), next: 'wait' };
      if (verdict.type === 'answer') return { ...(await resume(request, current, { ...verdict.answer, ...seq }, output)), next: 'wait' };
      // The request said again at its own prompt: a kind word, then the same question without an error.
      if (verdict.type === 'restated') {
        await say(output, restatedText(pending.locale));
        return { ...(await resume(request, current, { action: 'reask', expiresAt: pending.interrupt.expiresAt, ...seq }, output)), next: 'wait' };
      }
      if (verdict.type === 'no_such_option') {
        const error = fewerOptionsText(pending.interrupt.options ?? [], pending.locale);
        return { ...(await resume(request, current, { action: 'reask', expiresAt: pending.interrupt.expiresAt, error, ...seq }, output)), next: 'wait' };
      }
      return { workflow: current, next: 'aside' };
    },
  };
}
