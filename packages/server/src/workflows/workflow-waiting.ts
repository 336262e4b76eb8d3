import { INTERRUPT } from '@langchain/langgraph';
import type { BaseCheckpointSaver } from '@langchain/langgraph-checkpoint';
import { workflowThreadId } from './workflow-env.js';

/**
 * Whether a thread's workflow waits on a prompt, read straight from the checkpointer (no graph needed): the
 * paused run's checkpoint holds a pending interrupt write. Lets the load shedder wave workflow answers through.
 */
export async function isWorkflowWaiting(checkpointer: BaseCheckpointSaver, threadId: string): Promise<boolean> {
  const tuple = await checkpointer.getTuple({ configurable: { thread_id: workflowThreadId(threadId), checkpoint_ns: '' } });
  return tuple?.pendingWrites?.some(([, channel]) => channel === INTERRUPT) ?? false;
}
