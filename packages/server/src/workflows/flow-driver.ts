import { randomUUID } from 'node:crypto';
import type { FormField } from '@kefu/protocol';
import { say, workflowTitle } from './copy.js';
import type { AskStep, FlowDefinition, FlowDependencies, ReplyAnswer, StepEnv, StepResult } from './flow-builder.js';
import { currentValues, passedOverAfterChange, revisitTarget } from './revisit-step.js';
import { answerSwitch, switchQuestion } from './switch-step.js';
import { carriesOver } from './carried-answers.js';
import { changedValue } from './changed-value.js';
import type { WorkflowTurn } from './workflow-env.js';
import type { PendingPrompt, StepAnswer, WorkflowStateValue, WorkflowUpdate, WorkflowValue } from './workflow-state.js';

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

/** Applies a step's update as the workflow state's fields merge: details and shown by key, answered steps as a set, the rest replaced. */
export function applyWorkflowUpdate<T extends WorkflowStateValue>(state: T, update: WorkflowUpdate): T {
  const next = { ...state } as Record<string, unknown>;
  for (const [key, value] of Object.entries(update)) {
    if (value === undefined) continue;
    if (key === 'details' || key === 'shown') next[key] = { ...(state[key] ?? {}), ...(value as Record<string, string>) };
    else if (key === 'answeredSteps') next[key] = [...new Set([...(state.answeredSteps ?? []), ...(value as string[])])];
    else next[key] = value;
  }
  return next as T;
}

const envOf = (definition: FlowDefinition, state: WorkflowStateValue, deps: FlowDependencies, turn: WorkflowTurn): StepEnv => ({
  ...turn,
  locale: state.locale ?? turn.locale,
  name: definition.name,
  now: deps.clock.now(),
  deps,
});

/** The prompt an ask step opens: a fresh id, its deadline (kept when asked again after a side question). */
async function promptOf(definition: FlowDefinition, step: AskStep, state: WorkflowStateValue, env: StepEnv, deps: FlowDependencies): Promise<PendingPrompt> {
  // Another workflow was asked for here: the step's place is taken by "give this one up for it?" until answered.
  const switching = state.switchTo ?? undefined;
  const { synonyms, productWords, why, ...spec } = switching
    ? switchQuestion(definition.name, switching, env.locale, carriesOver(definition.name, switching, state.order?.orderId))
    : await step.ask(state, env);
  // Asked again after a change at the confirmation, a form opens with what it held.
  const again = state.revisedStep && (state.answeredSteps ?? []).includes(step.id) ? currentValues(step, state) : null;
  const fields = refill(spec.fields, state.lastValues ?? again);
  return {
    stepId: step.id,
    locale: env.locale,
    ...(synonyms ? { synonyms } : {}),
    ...(productWords ? { productWords } : {}),
    ...(why ? { why } : {}),
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
}

/** What a step makes of the answer to its prompt: the state update, before the flow moves on. */
async function acceptAnswer(definition: FlowDefinition, step: AskStep, state: WorkflowValue, answer: StepAnswer, env: StepEnv): Promise<WorkflowUpdate> {
  const { seq, ...given } = answer;
  const consumed = seq !== undefined ? { answeredSeq: Math.max(seq, state.answeredSeq ?? 0) } : {};
  // Asked again as it was, or with what was wrong with the message ("there is only one option").
  if (given.action === 'reask') return { retry: true, keepExpiresAt: given.expiresAt, ...(given.error ? { error: given.error } : {}), ...consumed };
  if (given.action === 'ask_switch') return { retry: true, switchTo: given.to, error: null, keepExpiresAt: null, ...consumed };
  const switching = state.pending?.switching;
  if (switching) {
    if (given.action === 'cancel') return { retry: true, ...consumed };
    return {
      ...answerSwitch(definition.name, switching, given.action === 'answer' ? given.value : undefined, env.locale, state.order?.orderId),
      ...consumed,
    };
  }
  let result: StepResult;
  try {
    result = await step.accept(given as ReplyAnswer, state, env);
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
    const lastValues = given.action === 'submit' ? given.values : null;
    const kept = result.keep ? { details: result.keep } : {};
    return { retry: true, error: result.error, attempts, keepExpiresAt: null, lastValues, ...kept, ...consumed };
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
      revisedValue: changedValue(result.revisit.reason ?? '') ?? null,
      ...consumed,
    };
  }
  const revised = state.goBackTo === step.id ? { goBackTo: null, revisedStep: step.id } : step.commits ? { revisedStep: null } : {};
  return { ...result.update, ...revised, answeredSteps: [step.id], retry: false, error: null, attempts: 0, keepExpiresAt: null, lastValues: null, ...consumed };
}

/**
 * The state after a step is answered from the words that started the workflow, when they give its answer and it is a
 * valid one; undefined when the step must be asked. Only a step never answered: gone back to from the confirmation,
 * it is asked.
 */
async function acceptTold(definition: FlowDefinition, step: AskStep, state: WorkflowValue, env: StepEnv): Promise<WorkflowValue | undefined> {
  if (!state.told || !step.toldAnswer || (state.answeredSteps ?? []).includes(step.id)) return undefined;
  const value = await step.toldAnswer(state.told, state, env);
  if (!value) return undefined;
  const accepted = applyWorkflowUpdate(state, await acceptAnswer(definition, step, state, { action: 'answer', value }, env));
  return accepted.retry ? undefined : accepted;
}

/**
 * The state after the step a change at the confirmation went back to is answered with the value the change said
 * ("原因改成质量问题": 质量问题), when the step takes it; undefined when the step must be asked (the value is dropped).
 */
async function acceptRevised(definition: FlowDefinition, step: AskStep, state: WorkflowValue, env: StepEnv): Promise<WorkflowValue | undefined> {
  if (state.goBackTo !== step.id || !state.revisedValue) return undefined;
  const update = await acceptAnswer(definition, step, state, { action: 'answer', value: state.revisedValue }, env);
  const accepted = applyWorkflowUpdate(state, { ...update, revisedValue: null });
  return accepted.retry || accepted.outcome ? undefined : accepted;
}

/**
 * Moves a flow on as a state machine over the conversation's `runningWorkflow` channel: the answer (if any) to the open
 * prompt is accepted by the step that asked it, then steps run in order (an ask step loops on itself while its answer
 * is invalid, "change something" goes back to the step named, any step may end the flow with `outcome`) until the
 * next prompt (`pending`) or the end (`step` null). Nothing here interrupts: the graph's `workflow_prompt` node does.
 */
export async function driveFlow(
  definition: FlowDefinition,
  value: WorkflowValue,
  answer: StepAnswer | null,
  deps: FlowDependencies,
  turn: WorkflowTurn,
): Promise<WorkflowValue> {
  const ids = definition.steps.map((step) => step.id);
  const after = (id: string, state: WorkflowValue) => (state.outcome ? null : state.retry ? id : (state.goBackTo ?? ids[ids.indexOf(id) + 1] ?? null));
  let state: WorkflowValue = value;
  let at: string | null = state.step ?? ids[0] ?? null;
  if (answer && state.pending) {
    const step = definition.steps.find((candidate) => candidate.id === state.pending!.stepId);
    if (step?.type === 'ask') {
      const update = await acceptAnswer(definition, step, state, answer, envOf(definition, state, deps, turn));
      state = { ...applyWorkflowUpdate(state, update), pending: null };
      at = after(step.id, state);
    }
  }
  state = { ...state, pending: null };
  while (at) {
    const step = definition.steps.find((candidate) => candidate.id === at);
    if (!step) break;
    const env = envOf(definition, state, deps, turn);
    if (step.type === 'run') {
      state = applyWorkflowUpdate(state, { retry: false, ...(await step.run(state, env)) });
    } else if (step.skip?.(state) || passedOverAfterChange(step, state)) {
      state = applyWorkflowUpdate(state, { retry: false });
    } else {
      const told = (await acceptRevised(definition, step, state, env)) ?? (await acceptTold(definition, step, state, env));
      if (!told) {
        state = { ...state, revisedValue: null };
        return { ...state, step: step.id, pending: await promptOf(definition, step, state, env, deps) };
      }
      state = told;
    }
    at = after(step.id, state);
  }
  return { ...state, step: null, pending: null };
}
