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

/**
 * The checkpoint thread where releases before one-graph-per-thread kept a conversation's workflow: read only to close
 * a prompt such a release left open (legacy-workflow.ts).
 */
export function legacyWorkflowThreadId(threadId: string): string {
  return `${threadId}:workflow`;
}
