import { MemorySaver, type BaseCheckpointSaver } from '@langchain/langgraph-checkpoint';

/**
 * Checkpoints kept per conversation thread (root namespace). The graph reads only the latest (and the Redis saver
 * its parent's pending sends); older ones are a time-travel history Kefu never uses, and kept forever they grow a
 * thread's storage by every turn's checkpoint (about 4.7 KB a turn, issue 17's benchmark).
 */
export const CHECKPOINTS_KEPT = 4;

/** Pruning starts once this many more than {@link CHECKPOINTS_KEPT} have piled up, so it runs once every few turns. */
export const CHECKPOINT_SLACK = 4;

/** Drops a thread's oldest checkpoints beyond the last {@link CHECKPOINTS_KEPT}; resolves with how many went. */
export type CheckpointPruner = (threadId: string) => Promise<number>;

/** The pruner of an in-memory saver (checkpoint ids are uuid6: lexical order is time order). */
export function memoryCheckpointPruner(saver: MemorySaver): CheckpointPruner {
  return async (threadId) => {
    const checkpoints = saver.storage[threadId]?.[''];
    if (!checkpoints) return 0;
    const ids = Object.keys(checkpoints).sort();
    if (ids.length <= CHECKPOINTS_KEPT + CHECKPOINT_SLACK) return 0;
    const old = ids.slice(0, ids.length - CHECKPOINTS_KEPT);
    for (const id of old) {
      delete checkpoints[id];
      delete saver.writes[JSON.stringify([threadId, '', id])];
    }
    return old.length;
  };
}

/**
 * The pruner for a saver: the memory saver's own, else none. The Redis saver keeps its own retention (its `retention`
 * option), pruning in the transaction of each write instead of a round trip after every turn.
 */
export function checkpointPrunerFor(saver: BaseCheckpointSaver): CheckpointPruner | undefined {
  return saver instanceof MemorySaver ? memoryCheckpointPruner(saver) : undefined;
}
