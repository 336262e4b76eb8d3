import { INTERRUPT } from '@langchain/langgraph';
import type { BaseCheckpointSaver, CheckpointTuple } from '@langchain/langgraph-checkpoint';

/** What a thread's newest checkpoint says about its workflow, read straight from the checkpointer (no graph needed). */
export interface WorkflowWaiting {
  /** A prompt waits: the paused run's checkpoint holds a pending interrupt write (the graph's workflow_prompt). */
  waiting: boolean;
  /**
   * The thread was last checkpointed by a release that kept workflows on a thread of their own (no `workflowAside`
   * channel): its open prompt, if any, is there (legacy-workflow.ts).
   */
  fromOldRelease: boolean;
}

/** Reads whether the conversation thread waits on a workflow prompt, in one checkpointer read. */
export async function workflowWaiting(checkpointer: BaseCheckpointSaver, threadId: string): Promise<WorkflowWaiting> {
  return workflowWaitingIn(await checkpointer.getTuple({ configurable: { thread_id: threadId, checkpoint_ns: '' } }));
}

/** What the conversation thread's latest checkpoint, already read, says about its workflow. */
export function workflowWaitingIn(tuple: CheckpointTuple | undefined): WorkflowWaiting {
  if (!tuple) return { waiting: false, fromOldRelease: false };
  return {
    waiting: tuple.pendingWrites?.some(([, channel]) => channel === INTERRUPT) ?? false,
    fromOldRelease: !('workflowAside' in (tuple.checkpoint.channel_values ?? {})),
  };
}

/** Whether a thread's workflow waits on a prompt. Lets the load shedder wave workflow answers through. */
export async function isWorkflowWaiting(checkpointer: BaseCheckpointSaver, threadId: string): Promise<boolean> {
  return (await workflowWaiting(checkpointer, threadId)).waiting;
}
