import type { AskStep, FlowDefinition, StepEnv } from './flow-builder.js';
import { detailLabel } from './copy.js';
import type { WorkflowStateValue } from './workflow-state.js';

const normalize = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * Whether a step can be gone back to from the confirmation: one the shopper answered after naming the order, and not
 * passed over once gone back to (a step answered already skips itself unless it is the one gone back to).
 */
function revisitable(step: AskStep, state: WorkflowStateValue): boolean {
  return (
    (step.revisitable ?? step.step > 1) &&
    step.commits === undefined &&
    !step.skip?.({ ...state, goBackTo: step.id }) &&
    (state.answeredSteps ?? []).includes(step.id)
  );
}

/** What names a step in the shopper's words: the labels of the details it asks for, in both languages, and its own terms. */
async function termsOf(step: AskStep, state: WorkflowStateValue, env: StepEnv): Promise<string[]> {
  const labels = (step.edits ?? []).flatMap((key) => [detailLabel(key, 'zh-CN'), detailLabel(key, 'en')]);
  return [...labels, ...((await step.terms?.(state, env)) ?? [])].map(normalize).filter((term) => term.length >= 2);
}

/**
 * The step "change something" at a confirmation goes back to: the one whose details or options the shopper's words
 * name (the longest match wins: "改成到店" names the repair type, "原因" the reason), else the last one answered before
 * the confirmation. Undefined when the flow has no step to go back to.
 */
export async function revisitTarget(
  definition: FlowDefinition,
  confirm: AskStep,
  state: WorkflowStateValue,
  env: StepEnv,
  reason: string | undefined,
): Promise<AskStep | undefined> {
  const before = definition.steps.slice(0, definition.steps.indexOf(confirm));
  const candidates = before.filter((step): step is AskStep => step.type === 'ask' && revisitable(step, state));
  const words = normalize(reason ?? '');
  let best: { step: AskStep; length: number } | undefined;
  if (words) {
    for (const step of candidates) {
      for (const term of await termsOf(step, state, env)) {
        // Later steps win ties: the shopper is nearer to them.
        if (words.includes(term) && term.length >= (best?.length ?? 0)) best = { step, length: term.length };
      }
    }
  }
  return best?.step ?? candidates.at(-1);
}

/** The answers of a step's form as they stand, so it opens again filled in. */
export function currentValues(step: AskStep, state: WorkflowStateValue): Record<string, string> | null {
  const entries = (step.edits ?? []).flatMap((key) => (state.details[key] !== undefined ? [[key, state.details[key]!] as const] : []));
  return entries.length > 0 ? Object.fromEntries(entries) : null;
}

/** Whether a step is passed over on the way back to the confirmation: answered before, and not dependent on the change. */
export function passedOverAfterChange(step: AskStep, state: WorkflowStateValue): boolean {
  const revised = state.revisedStep;
  if (!revised || step.commits !== undefined || step.id === revised) return false;
  return (state.answeredSteps ?? []).includes(step.id) && !(step.dependsOn ?? []).includes(revised);
}
