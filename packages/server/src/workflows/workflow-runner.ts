import { Command } from '@langchain/langgraph';
import type { WorkflowName } from '@kefu/protocol';
import type { AgentOutput, TurnContext, TurnMessage, TurnRequest } from '../ports/agent.js';
import type { WorkflowRunner, WorkflowRunnerOptions } from '../ports/workflow-runner.js';
import { detached } from './detached-context.js';
import { busyText, cancelledText, expiredText, failedText, lostText } from './copy.js';
import { interpretMessage, isCancelMessage } from './interpret-message.js';
import { serialByKey } from './serial-by-key.js';
import { workflowConfig, workflowThreadId, type WorkflowTurn } from './workflow-env.js';
import { buildWorkflowGraph } from './workflow-graph.js';
import type { PendingPrompt, StepAnswer, WorkflowOutcome, WorkflowUpdate } from './workflow-state.js';

const FRESH_STATE = {
  seedOrderId: null,
  order: null,
  ownerId: null,
  verifiedBy: null,
  error: null,
  attempts: 0,
  retry: false,
  keepExpiresAt: null,
  outcome: null,
  answeredSeq: null,
} satisfies WorkflowUpdate;

const newestSeq = (messages: readonly TurnMessage[] | undefined) => (messages && messages.length > 0 ? Math.max(...messages.map((message) => message.seq)) : undefined);

const turnOf = (context: TurnContext): WorkflowTurn => ({ locale: context.locale, ...(context.customer ? { customerId: context.customer.customerId } : {}) });

/** Creates the runner of the return / exchange / repair / invoice workflows on their own checkpoint thread. */
export function createWorkflowRunner(options: WorkflowRunnerOptions): WorkflowRunner {
  const { checkpointer, clock, cache, commerce, logger } = options;
  const graph = buildWorkflowGraph({ commerce, clock, cache, promptTtlMs: options.config.interruptTtlSeconds * 1000 }, checkpointer);
  const serial = serialByKey();
  /** Threads whose side question is being answered while their prompt waits. */
  const answering = new Set<string>();

  async function pendingOf(threadId: string): Promise<PendingPrompt | undefined> {
    const snapshot = await detached(() => graph.getState(workflowConfig(threadId, { locale: 'zh-CN' })));
    for (const task of snapshot.tasks) {
      const first = task.interrupts[0];
      if (first) return first.value as PendingPrompt;
    }
    return undefined;
  }

  const forget = (threadId: string) => checkpointer.deleteThread(workflowThreadId(threadId));

  const say = (output: AgentOutput, text: string, parts?: WorkflowOutcome['parts']) =>
    output.emit({ event: 'message:done', message: { role: 'assistant', text, ...(parts ? { parts } : {}) } });

  /** Runs the graph to its next prompt or its end and tells the shopper which. */
  async function advance(context: TurnContext, input: WorkflowUpdate | Command, output: AgentOutput): Promise<void> {
    let result: { outcome?: WorkflowOutcome | null; __interrupt__?: Array<{ value: unknown }> };
    try {
      output.status('tool');
      result = (await detached(() => graph.invoke(input as WorkflowUpdate, workflowConfig(context.threadId, turnOf(context))))) as typeof result;
    } catch (error) {
      logger.error({ err: error, threadId: context.threadId, traceId: context.traceId }, 'workflow failed');
      await forget(context.threadId);
      await say(output, failedText(context.locale));
      return;
    }
    const waiting = result.__interrupt__?.[0]?.value as PendingPrompt | undefined;
    if (waiting) {
      await output.emit({ event: 'interrupt:open', interrupt: waiting.interrupt });
      return;
    }
    await forget(context.threadId);
    const outcome = result.outcome ?? { status: 'failed', text: failedText(context.locale) };
    logger.info({ threadId: context.threadId, traceId: context.traceId, status: outcome.status }, 'workflow ended');
    await say(output, outcome.text, outcome.parts);
  }

  async function resume(context: TurnContext, pending: PendingPrompt, answer: StepAnswer, output: AgentOutput) {
    // The prompt closes before the graph moves on, so the log never holds two open prompts.
    await output.emit({ event: 'interrupt:closed', interruptId: pending.interrupt.interruptId, reason: 'answered' });
    await advance(context, new Command({ resume: answer }), output);
  }

  async function end(context: TurnContext, pending: PendingPrompt, reason: 'cancelled' | 'expired', output: AgentOutput) {
    const name: WorkflowName = pending.interrupt.workflow?.name ?? 'return';
    await forget(context.threadId);
    await output.emit({ event: 'interrupt:closed', interruptId: pending.interrupt.interruptId, reason });
    await say(output, reason === 'expired' ? expiredText(name, context.locale) : cancelledText(name, context.locale));
  }

  return {
    async start(context, name, seed, output) {
      if (answering.has(context.threadId)) {
        const pending = await pendingOf(context.threadId);
        await say(output, busyText(pending?.interrupt.workflow?.name ?? name, context.locale));
        return;
      }
      await serial(context.threadId, async () => {
        const pending = await pendingOf(context.threadId);
        if (pending) {
          await say(output, busyText(pending.interrupt.workflow?.name ?? name, context.locale));
          return;
        }
        await forget(context.threadId);
        // The coordinator passes the turn itself: its messages are consumed by starting the workflow.
        const consumed = newestSeq((context as Partial<TurnRequest>).messages) ?? null;
        await advance(context, { ...FRESH_STATE, name, seedOrderId: seed.orderId?.toUpperCase() ?? null, answeredSeq: consumed }, output);
      });
    },

    async reply(request, output) {
      await serial(request.threadId, async () => {
        const pending = await pendingOf(request.threadId);
        if (!pending) {
          // The gateway had the prompt open but its workflow is gone: say so rather than stay silent.
          logger.warn({ threadId: request.threadId, interruptId: request.interrupt.interruptId }, 'reply to a prompt whose workflow state is gone');
          await output.emit({ event: 'interrupt:closed', interruptId: request.interrupt.interruptId, reason: 'cancelled' });
          await say(output, lostText(request.locale));
          return;
        }
        if (pending.interrupt.interruptId !== request.interrupt.interruptId) {
          logger.info({ threadId: request.threadId, interruptId: request.interrupt.interruptId }, 'reply to a prompt that is no longer open');
          return;
        }
        if (request.reply.action === 'cancel') return end(request, pending, 'cancelled', output);
        // Its deadline passed but no expiry fired (the process died right after opening it): expire it now.
        if (pending.interrupt.expiresAt <= clock.now()) return end(request, pending, 'expired', output);
        const { interruptId: _answered, ...answer } = request.reply;
        await resume(request, pending, answer, output);
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

    async isActive(threadId) {
      return (await pendingOf(threadId)) !== undefined;
    },

    handleMessage(request, output, answerQuestion) {
      return serial(request.threadId, async () => {
        const pending = await pendingOf(request.threadId);
        if (!pending) return 'not_active';
        const newest = newestSeq(request.messages);
        // A turn re-run after a crash brings messages the workflow already consumed: nothing more to do.
        if (newest !== undefined && pending.afterSeq !== undefined && newest <= pending.afterSeq) return 'handled';
        if (pending.interrupt.expiresAt <= clock.now()) {
          await end(request, pending, 'expired', output);
          return 'not_active';
        }
        if (request.messages.some((message) => isCancelMessage(message.text))) {
          await end(request, pending, 'cancelled', output);
          return 'handled';
        }
        const text = request.messages.map((message) => message.text).join('\n');
        const verdict = interpretMessage(text, pending.interrupt, pending.stepId);
        if (verdict.type === 'cancel') {
          await end(request, pending, 'cancelled', output);
        } else if (verdict.type === 'answer') {
          await resume(request, pending, { ...verdict.answer, ...(newest !== undefined ? { seq: newest } : {}) }, output);
        } else {
          // Seed 004's dialog stack: answer the side question, then the same prompt again with its deadline.
          answering.add(request.threadId);
          try {
            await answerQuestion(request);
          } catch (error) {
            logger.error({ err: error, threadId: request.threadId, traceId: request.traceId }, 'side question failed');
          } finally {
            answering.delete(request.threadId);
          }
          await resume(request, pending, { action: 'reask', expiresAt: pending.interrupt.expiresAt, ...(newest !== undefined ? { seq: newest } : {}) }, output);
        }
        return 'handled';
      });
    },
  };
}
