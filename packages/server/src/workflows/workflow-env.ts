import type { LangGraphRunnableConfig } from '@langchain/langgraph';
import type { Locale } from '@kefu/protocol';

/** Who the current turn is: read fresh on every run so a sign-in mid-workflow counts. */
export interface WorkflowTurn {
  threadId: string;
  /** The session's locale; the workflow speaks the language kept in its state. */
  locale: Locale;
  /** The verified customer of this socket, if any. */
  customerId?: string;
  /** The shopper's address, for the per-requester verification budget. */
  clientAddress?: string;
}

/** Builds the config a workflow run carries: its checkpoint thread and the turn's identity. */
export function workflowConfig(turn: WorkflowTurn) {
  return { configurable: { thread_id: workflowThreadId(turn.threadId), kefuTurn: turn } };
}

/** The checkpoint thread a conversation's workflow runs on, apart from the agent graph's own. */
export function workflowThreadId(threadId: string): string {
  return `${threadId}:workflow`;
}

/** The turn a node runs for. */
export function turnOf(config: LangGraphRunnableConfig): WorkflowTurn {
  const turn = (config.configurable as { kefuTurn?: WorkflowTurn } | undefined)?.kefuTurn;
  return turn ?? { threadId: 'unknown', locale: 'zh-CN' };
}
