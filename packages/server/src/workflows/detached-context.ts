import { AsyncLocalStorageProviderSingleton } from '@langchain/core/singletons';

/**
 * Runs `work` outside any LangGraph run it was called from. The agent graph calls the runner from inside a node;
 * without this, LangGraph treats the workflow graph as that node's subgraph (its checkpoint namespace, and an
 * interrupt() thrown through the agent graph instead of pausing the workflow on its own thread).
 */
export function detached<T>(work: () => Promise<T>): Promise<T> {
  return AsyncLocalStorageProviderSingleton.getInstance().run(undefined, work);
}
