import type { WorkflowName } from '@kefu/protocol';
import type { ProductLexicon } from '../adapters/rules/index.js';
import type { AttemptLimiter } from '../ports/attempt-limiter.js';
import type { Clock } from '../ports/clock.js';
import type { CommerceBackend, WriteRequest } from '../ports/commerce-backend.js';
import type { ShownChoices } from './receipt-part.js';
import type { WorkflowTurn } from './workflow-env.js';
import type { PromptSpec, StepAnswer, WorkflowOutcome, WorkflowStateValue, WorkflowUpdate } from './workflow-state.js';

/** What the flows use: the shop, time, and the budgets of guest verification guesses. */
export interface FlowDependencies {
  commerce: CommerceBackend;
  clock: Clock;
  attempts: AttemptLimiter;
  /** How long a prompt stays open. */
  promptTtlMs: number;
  /** The shop's words, when the runner has them: see WorkflowRunnerOptions.lexicon. */
  lexicon?: () => Promise<ProductLexicon>;
}

/** What a step sees besides the state. */
export interface StepEnv extends WorkflowTurn {
  name: WorkflowName;
  now: number;
  deps: FlowDependencies;
}

/** A shopper's reply a step can accept (never the internal re-ask). */
export type ReplyAnswer = Exclude<DistributiveOmitSeq<StepAnswer>, { action: 'reask' } | { action: 'ask_switch' }>;

type DistributiveOmitSeq<T> = T extends unknown ? Omit<T, 'seq'> : never;

/**
 * What a step made of an answer: state to keep, a clear error to re-ask with, the workflow's end, or (a
 * confirmation's "change something") a step to go back to, named in the shopper's words, with `otherwise` the end
 * when there is none.
 */
export type StepResult =
  | { update: WorkflowUpdate }
  /** `keep`: details given early (a new address typed before the order was picked), kept for a later step. */
  | { error: string; keep?: Record<string, string> }
  | { outcome: WorkflowOutcome }
  | { revisit: { reason?: string; otherwise: WorkflowOutcome } };

/** A step that asks the shopper with one typed prompt. */
export interface AskStep {
  type: 'ask';
  id: string;
  /** Position in "第 2/4 步". */
  step: number;
  /** Skips the step when its answer is already known. */
  skip?(state: WorkflowStateValue): boolean;
  ask(state: WorkflowStateValue, env: StepEnv): Promise<PromptSpec> | PromptSpec;
  accept(answer: ReplyAnswer, state: WorkflowStateValue, env: StepEnv): Promise<StepResult> | StepResult;
  /** The answer the words that started the workflow already give ("不想要了" for the cancel reason), if any. */
  toldAnswer?(told: string, state: WorkflowStateValue, env: StepEnv): Promise<string | undefined> | string | undefined;
  /** The detail keys the step asks for: their labels name it, and its form opens filled with them when gone back to. */
  edits?: readonly string[];
  /** More words that name the step (its options), for "change something" at the confirmation. */
  terms?(state: WorkflowStateValue, env: StepEnv): readonly string[] | Promise<readonly string[]>;
  /**
   * Whether "change something" at the confirmation can go back to it. @default step > 1 (the order's own steps are
   * not gone back to)
   */
  revisitable?: boolean;
  /** Steps whose change means this one must be asked again (the tax id after the invoice type). */
  dependsOn?: readonly string[];
  /** Invalid answers before the workflow gives up (identity checks). @default unlimited */
  maxAttempts?: number;
  /** The outcome after too many invalid answers. */
  tooManyAttempts?(env: StepEnv): WorkflowOutcome;
  /**
   * For a confirmation: the write an approval of prompt `promptId` commits to, stored before the approval is
   * acknowledged; undefined when the write step would refuse it (then there is nothing to complete).
   */
  commits?(state: WorkflowStateValue, env: StepEnv, promptId: string): CommittedWrite | undefined;
}

/** The write a confirmation commits to, and what its receipt (or a human, if it fails) shows. */
export interface CommittedWrite {
  request: WriteRequest & { idempotencyKey: string };
  shown: ShownChoices;
  summary: Array<{ label: string; value: string }>;
}

/** A step that runs without asking (eligibility rules, the write). */
export interface RunStep {
  type: 'run';
  id: string;
  run(state: WorkflowStateValue, env: StepEnv): Promise<WorkflowUpdate> | WorkflowUpdate;
}

/** A workflow: its steps in order and how many prompts the shopper sees at most. */
export interface FlowDefinition {
  name: WorkflowName;
  of: number;
  steps: Array<AskStep | RunStep>;
}
