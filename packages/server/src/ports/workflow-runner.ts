import type { WorkflowName } from '@kefu/protocol';
import type { AgentDependencies, AgentOutput, InterruptReplyRequest, TurnContext, TurnRequest } from './agent.js';
import type { CommerceBackend } from './commerce-backend.js';

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
  /**
   * Called before an answer is acknowledged: an approval of a confirmation stores its write durably first (see
   * {@link Agent.acceptReply}); resolves with the undo to run when the answer is not accepted after all.
   */
  acceptReply(request: InterruptReplyRequest): Promise<(() => Promise<void>) | undefined>;
  /** Ends the running workflow cleanly (cancel words, `conversation:cancel`, expiry). */
  cancel(context: TurnContext, reason: 'cancelled' | 'expired', output: AgentOutput): Promise<void>;
  /** Whether the thread has a workflow waiting on a prompt. */
  isActive(threadId: string): Promise<boolean>;
  /**
   * A shopper message typed while a workflow waits: asking for a human (or anger) hands off and leaves the prompt
   * open for the agent, cancel words end it, an answer resumes it, and a new question is answered by
   * `answerQuestion` while the prompt stays open and is asked again (seed 004's dialog stack) — unless that answer
   * handed off, which `answerQuestion` shows by writing to the output it is given. Returns `not_active` when no
   * workflow waits, so the caller runs a normal turn.
   */
  handleMessage(
    request: TurnRequest,
    output: AgentOutput,
    answerQuestion: (request: TurnRequest, output: AgentOutput) => Promise<void>,
  ): Promise<'handled' | 'not_active'>;
}

/** What the workflow runner factory receives. */
export type WorkflowRunnerOptions = AgentDependencies & {
  commerce: CommerceBackend;
  /**
   * Told the order a thread's workflow is about each time the workflow moves on with one (picked at its order step, or
   * seeded and checked): the conversation keeps it as the dialogue's order in focus.
   */
  onOrderFocus?: (threadId: string, orderId: string) => void;
};
