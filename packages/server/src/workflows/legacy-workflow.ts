import { INTERRUPT } from '@langchain/langgraph';
import type { BaseCheckpointSaver } from '@langchain/langgraph-checkpoint';
import type { Logger } from '../logger.js';
import type { AgentOutput, TurnContext } from '../ports/agent.js';
import type { ConfirmedWriteStore } from '../ports/confirmed-write-store.js';
import { upgradedText } from './copy.js';
import { legacyWorkflowThreadId } from './workflow-env.js';
import type { PendingPrompt } from './workflow-state.js';

const isPending = (value: unknown): value is PendingPrompt => typeof (value as Partial<PendingPrompt> | undefined)?.interrupt?.interruptId === 'string';

/**
 * The prompt a release before one-graph-per-thread left open: its workflow ran on a checkpoint thread of its own,
 * `<thread>:workflow`, paused on an interrupt whose value is the prompt. Undefined when there is none.
 */
export async function legacyPrompt(checkpointer: BaseCheckpointSaver, threadId: string): Promise<PendingPrompt | undefined> {
  const tuple = await checkpointer.getTuple({ configurable: { thread_id: legacyWorkflowThreadId(threadId), checkpoint_ns: '' } });
  for (const [, channel, value] of tuple?.pendingWrites ?? []) {
    if (channel !== INTERRUPT) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      const prompt = (item as { value?: unknown } | undefined)?.value ?? item;
      if (isPending(prompt)) return prompt;
    }
  }
  return undefined;
}

/** What closing a legacy workflow needs. */
export interface LegacyWorkflowClose {
  checkpointer: BaseCheckpointSaver;
  logger: Logger;
  confirmedWrites?: ConfirmedWriteStore;
}

/**
 * Closes a workflow an earlier release left on its own thread, so that the thread's next message or reply finds no
 * prompt hanging: the prompt closes as `expired` (unless the gateway already stored its closing, as it does for a
 * reply), the shopper is told in the workflow's language that it was interrupted and nothing was submitted, and the
 * old thread is deleted. A confirmation approved before the deploy is still completed by recovery from its record.
 * Resolves whether there was one.
 */
export async function closeLegacyWorkflow(deps: LegacyWorkflowClose, context: TurnContext, output: AgentOutput, closed = false): Promise<boolean> {
  const pending = await legacyPrompt(deps.checkpointer, context.threadId);
  if (!pending) {
    await deps.checkpointer.deleteThread(legacyWorkflowThreadId(context.threadId));
    return false;
  }
  const { interruptId } = pending.interrupt;
  deps.logger.info({ threadId: context.threadId, interruptId }, 'closing a workflow prompt left by an earlier release');
  const stored = closed ? 1 : await output.emit({ event: 'interrupt:closed', interruptId, reason: 'expired' });
  await deps.checkpointer.deleteThread(legacyWorkflowThreadId(context.threadId));
  if (stored === 0 && !closed) return true;
  // Approved before the deploy: recovery completes its write from the record and tells the shopper.
  if ((await deps.confirmedWrites?.get(context.threadId))?.interruptId === interruptId) return true;
  const name = pending.interrupt.workflow?.name ?? 'return';
  await output.emit({ event: 'message:done', message: { role: 'assistant', text: upgradedText(name, pending.locale ?? context.locale) } });
  return true;
}
