import type { Interrupt, InterruptReply, WorkflowName } from '@kefu/protocol';
import type { WorkflowValue } from '../workflows/workflow-state.js';
import type { AgentDependencies, AgentOutput, InterruptReplyRequest, TurnContext, TurnMessage, TurnRequest } from './agent.js';
import type { CommerceBackend } from './commerce-backend.js';
import type { ProductLexicon } from '../adapters/rules/index.js';

/** What the coordinator already knows when a workflow starts (so it does not ask again). */
export interface WorkflowSeed {
  orderId?: string;
  /** The shopper's own words, e.g. a reason given up front. */
  text?: string;
  /** The products the shopper named as what they bought ("return the boots"): the order choice offers the orders holding them. */
  productIds?: string[];
  /** The order is one this guest already proved theirs by its phone ending in this conversation: not asked again. */
  verified?: true;
}

/** Where the workflow channel went, and the order the workflow moved on with (the dialogue's order in focus). */
export interface WorkflowMove {
  workflow: WorkflowValue | null;
  orderId?: string;
  /** A guest's order verified by its phone ending in this move: theirs for the rest of the conversation. */
  verifiedOrderId?: string;
  /** The order lookup ended with its order verified: the agent answers the question it was asked for. */
  lookedUp?: true;
}

/**
 * What a message typed at an open prompt leads to: `wait` (the workflow took it; its prompt, if any, is open),
 * `aside` (a side question: answered on the normal path, then the same prompt is asked again) or `turn` (the message
 * is a turn of its own: the prompt is gone, or closed elsewhere first).
 */
export type MessageMove = WorkflowMove & { next: 'wait' | 'aside' | 'turn' };

/**
 * What resumes the conversation graph at an open prompt (the value `workflow_prompt`'s interrupt() returns): a
 * message typed there, a reply to the prompt, its end (conversation:cancel, expiry), or the word that recovery
 * completed its confirmed write elsewhere.
 */
export type WorkflowResume =
  | { kind: 'message'; messages: TurnMessage[] }
  | { kind: 'reply'; reply: InterruptReply; interrupt: Interrupt }
  | { kind: 'cancel'; reason: 'cancelled' | 'expired' }
  | { kind: 'forget' };

/**
 * Runs the return / exchange / repair / invoice / order-change workflows as state machines over the conversation
 * state's `runningWorkflow` channel: each call takes the channel's value, tells the shopper what happened, and returns the
 * new value. The agent graph's `workflow` node calls it; the prompt it leaves open is the graph's pending interrupt.
 */
export interface WorkflowRunner {
  /** Starts a workflow (or says one is already running); runs until its first prompt or its end. */
  start(context: TurnContext, current: WorkflowValue | null, name: WorkflowName, seed: WorkflowSeed, output: AgentOutput): Promise<WorkflowMove>;
  /** Resumes the workflow with an answer to its open prompt, whose closing the gateway stored. */
  reply(request: InterruptReplyRequest, current: WorkflowValue | null, output: AgentOutput): Promise<WorkflowMove>;
  /** Ends the running workflow cleanly (`conversation:cancel`, expiry). */
  cancel(context: TurnContext, current: WorkflowValue | null, reason: 'cancelled' | 'expired', output: AgentOutput): Promise<WorkflowMove>;
  /**
   * A shopper message typed while a prompt waits: asking for a human (or anger) hands off and leaves the prompt open
   * for the agent, another workflow's name switches, cancel words end it, an answer moves it on, and anything else is
   * a side question (`aside`: the caller answers it, then calls {@link askAgain}).
   */
  message(request: TurnRequest, current: WorkflowValue | null, output: AgentOutput): Promise<MessageMove>;
  /** Seed 004's dialog stack: after a side question was answered, the same prompt again with its deadline. */
  askAgain(context: TurnRequest, current: WorkflowValue | null, output: AgentOutput): Promise<WorkflowMove>;
  /**
   * Called before an answer is acknowledged: an approval of a confirmation stores its write durably first (see
   * {@link Agent.acceptReply}); resolves with the undo to run when the answer is not accepted after all.
   */
  acceptReply(request: InterruptReplyRequest, current: WorkflowValue | null): Promise<(() => Promise<void>) | undefined>;
}

/** What the workflow runner factory receives. */
export type WorkflowRunnerOptions = AgentDependencies & {
  commerce: CommerceBackend;
  /** The shop's words (its fault cues read a reason typed at a reason prompt); none: the language's words only. */
  lexicon?: () => Promise<ProductLexicon>;
};
