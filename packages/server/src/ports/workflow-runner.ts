import type { WorkflowName } from '@kefu/protocol';
import type { AgentOutput, InterruptReplyRequest, TurnContext } from './agent.js';

/** What the coordinator already knows when a workflow starts (so it does not ask again). */
export interface WorkflowSeed {
  orderId?: string;
  /** The shopper's own words, e.g. a reason given up front. */
  text?: string;
}

/** Runs the return / exchange / repair / invoice workflows, pausing on typed prompts. */
export interface WorkflowRunner {
  /** Starts a workflow; runs until its first prompt or its end. */
  start(context: TurnContext, name: WorkflowName, seed: WorkflowSeed, output: AgentOutput): Promise<void>;
  /** Resumes the workflow with an answer to its open prompt. */
  reply(request: InterruptReplyRequest, output: AgentOutput): Promise<void>;
  /** Ends the running workflow cleanly (cancel words, `conversation:cancel`, expiry). */
  cancel(context: TurnContext, reason: 'cancelled' | 'expired', output: AgentOutput): Promise<void>;
  /** Whether the thread has a workflow waiting on a prompt. */
  isActive(threadId: string): Promise<boolean>;
}
