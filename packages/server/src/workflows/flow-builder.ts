import { randomUUID } from 'node:crypto';
import { END, interrupt, START, StateGraph, type LangGraphRunnableConfig } from '@langchain/langgraph';
import type { FormField, WorkflowName } from '@kefu/protocol';
import type { AttemptLimiter } from '../ports/attempt-limiter.js';
import type { Clock } from '../ports/clock.js';
import type { CommerceBackend, WriteRequest } from '../ports/commerce-backend.js';
import { say, workflowTitle } from './copy.js';
import { answerSwitch, switchQuestion } from './switch-step.js';
import { currentValues, passedOverAfterChange, revisitTarget } from './revisit-step.js';
import type { ShownChoices } from './receipt-part.js';
import { turnOf, type WorkflowTurn } from './workflow-env.js';
import {
  WorkflowState,
  type PendingPrompt,
  type PromptSpec,
  type StepAnswer,
  type WorkflowOutcome,
  type WorkflowStateValue,
  type WorkflowUpdate,
} from './workflow-state.js';

/** What the flows use: the shop, time, and the budgets of guest verification guesses. */
export interface FlowDependencies {
  commerce: CommerceBackend;
  clock: Clock;
  attempts: AttemptLimiter;
  /** How long a prompt stays open. */
  promptTtlMs: number;
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
  { update: WorkflowUpdate } | { error: string } | { outcome: WorkflowOutcome } | { revisit: { reason?: string; otherwise: WorkflowOutcome } };

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
  /** The detail keys the step asks for: their labels name it, and its form opens filled with them when gone back to. */
  edits?: readonly string[];
  /** More words that name the step (its options), for "change something" at the confirmation. */
  terms?(state: WorkflowStateValue, env: StepEnv): readonly string[] | Promise<readonly string[]>;
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

const stepEnv = (name: WorkflowName, state: WorkflowStateValue, deps: FlowDependencies, config: LangGraphRunnableConfig): StepEnv => {
  const turn = turnOf(config);
  return { ...turn, locale: state.locale ?? turn.locale, name, now: deps.clock.now(), deps };
};

// The phone ending proves who the shopper is: it is never written back into a prompt (and so into the thread's log).
const NOT_REFILLED = new Set(['phoneLast4']);

/** A form asked again after a refused answer, filled with what the shopper already typed. */
function refill(fields: FormField[] | undefined, previous: Record<string, string> | null | undefined): FormField[] | undefined {
  if (!fields || !previous) return fields;
  return fields.map((field) => {
    const value = previous[field.name]?.trim();
    // defaultValue is a label on the wire (≤ 200 characters): a longer value is left out rather than cut.
    return value && value.length <= 200 && !NOT_REFILLED.has(field.name) ? { ...field, defaultValue: value } : field;
  });
}

// LangGraph re-runs a node from the top when it resumes: everything before interrupt() must be free of side
// effects (reads only); the write tool lives in its own node after the confirmation, so a resume never repeats it,
// and a write cut off by a crash runs again with the confirmation's idempotency key (the backend answers once).
function askNode(definition: FlowDefinition, step: AskStep, deps: FlowDependencies) {
  return async (state: WorkflowStateValue, config: LangGraphRunnableConfig): Promise<WorkflowUpdate> => {
    if (step.skip?.(state) || passedOverAfterChange(step, state)) return { retry: false };
    const env = stepEnv(definition.name, state, deps, config);
    // Another workflow was asked for here: the step's place is taken by "give this one up for it?" until answered.
    const switching = state.switchTo ?? undefined;
    const { synonyms, ...spec } = switching ? switchQuestion(definition.name, switching, env.locale) : await step.ask(state, env);
    // Asked again after a change at the confirmation, a form opens with what it held.
    const again = state.revisedStep && (state.answeredSteps ?? []).includes(step.id) ? currentValues(step, state) : null;
    const fields = refill(spec.fields, state.lastValues ?? again);
    const pending: PendingPrompt = {
      stepId: step.id,
      locale: env.locale,
      ...(synonyms ? { synonyms } : {}),
      ...(switching ? { switching } : {}),
      ...(state.answeredSeq ? { afterSeq: state.answeredSeq } : {}),
      interrupt: {
        interruptId: `ip_${randomUUID()}`,
        ...spec,
        ...(fields ? { fields } : {}),
        ...(state.error ? { error: state.error } : {}),
        expiresAt: state.keepExpiresAt ?? env.now + deps.promptTtlMs,
        workflow: { name: definition.name, title: workflowTitle(definition.name, env.locale), step: step.step, of: definition.of },
      },
    };
    const { seq, ...answer } = interrupt<PendingPrompt, StepAnswer>(pending);
    const consumed = seq !== undefined ? { answeredSeq: Math.max(seq, state.answeredSeq ?? 0) } : {};
    if (answer.action === 'reask') return { retry: true, keepExpiresAt: answer.expiresAt, ...consumed };
    if (answer.action === 'ask_switch') return { retry: true, switchTo: answer.to, error: null, keepExpiresAt: null, ...consumed };
    if (switching) {
      if (answer.action === 'cancel') return { retry: true, ...consumed };
      return {
        ...answerSwitch(definition.name, switching, answer.action === 'answer' ? answer.value : undefined, env.locale, state.order?.orderId),
        ...consumed,
      };
    }
    let result: StepResult;
    try {
      result = await step.accept(answer as ReplyAnswer, state, env);
    } catch {
      // The shop's backend failed while checking the answer: ask again rather than lose the workflow.
      result = {
        error: say(env.locale, '系统繁忙，暂时无法核实，请稍后再试一次。', 'The shop system is busy and could not check that; please try again in a moment.'),
      };
    }
    if ('error' in result) {
      const attempts = (state.attempts ?? 0) + 1;
      if (step.maxAttempts !== undefined && attempts >= step.maxAttempts && step.tooManyAttempts) {
        return { outcome: step.tooManyAttempts(env), retry: false, attempts: 0, ...consumed };
      }
      const lastValues = answer.action === 'submit' ? answer.values : null;
      return { retry: true, error: result.error, attempts, keepExpiresAt: null, lastValues, ...consumed };
    }
    if ('outcome' in result) return { outcome: result.outcome, retry: false, ...consumed };
    if ('revisit' in result) {
      const target = await revisitTarget(definition, step, state, env, result.revisit.reason);
      if (!target) return { outcome: result.revisit.otherwise, retry: false, ...consumed };
      // The other answers stay: the step opens again (a form filled with what it holds), then the confirmation.
      return {
        goBackTo: target.id,
        revisedStep: null,
        retry: false,
        error: null,
        attempts: 0,
        keepExpiresAt: null,
        lastValues: currentValues(target, state),
        ...consumed,
      };
    }
    const revised = state.goBackTo === step.id ? { goBackTo: null, revisedStep: step.id } : step.commits ? { revisedStep: null } : {};
    return {
      ...result.update,
      ...revised,
      answeredSteps: [step.id],
      retry: false,
      error: null,
      attempts: 0,
      keepExpiresAt: null,
      lastValues: null,
      ...consumed,
    };
  };
}

function runNode(definition: FlowDefinition, step: RunStep, deps: FlowDependencies) {
  return async (state: WorkflowStateValue, config: LangGraphRunnableConfig): Promise<WorkflowUpdate> => ({
    retry: false,
    ...(await step.run(state, stepEnv(definition.name, state, deps, config))),
  });
}

/**
 * Compiles a flow into a subgraph: START → step 1 → … → END, where an ask step loops on itself while its
 * answer is invalid and any step may end the flow by setting `outcome`.
 */
export function compileFlow(definition: FlowDefinition, deps: FlowDependencies) {
  const graph = new StateGraph(WorkflowState);
  const ids = definition.steps.map((step) => step.id);
  for (const step of definition.steps) {
    graph.addNode(step.id, step.type === 'ask' ? askNode(definition, step, deps) : runNode(definition, step, deps));
  }
  // The typed builder wants literal node names; the flows are data, so the edges are added untyped.
  const untyped = graph as unknown as {
    addEdge(from: string, to: string): void;
    addConditionalEdges(from: string, route: (state: WorkflowStateValue) => string, ends: string[]): void;
  };
  untyped.addEdge(START, ids[0]!);
  ids.forEach((id, index) => {
    const next = ids[index + 1] ?? END;
    // "Change something" at the confirmation sends the flow back to the step the shopper named.
    untyped.addConditionalEdges(id, (state) => (state.outcome ? END : state.retry ? id : (state.goBackTo ?? next)), [...new Set([...ids, END])]);
  });
  return graph.compile();
}
