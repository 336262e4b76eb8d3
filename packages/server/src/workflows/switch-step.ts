import type { Locale, WorkflowName } from '@kefu/protocol';
import { carriesOver } from './carried-answers.js';
import { switchedText, switchQuestionText } from './copy.js';
import { matchChoice, type ChoiceTerms } from './match-choice.js';
import type { PromptSpec, SwitchRequest, WorkflowUpdate } from './workflow-state.js';

/** What the shopper answers to "give this workflow up for that one?". */
export type SwitchChoice = 'switch' | 'stay';

const TERMS: ChoiceTerms = {
  switch: ['放弃', '放弃吧', '是', '是的', '好', '好的', '确定', '要', '换', '改', 'yes', 'ok', 'okay', 'sure', 'switch', 'give it up', 'drop it'],
  stay: ['继续', '不', '不用', '否', '先不', '不放弃', 'no', 'nope', 'continue', 'keep it', 'keep going', 'stay'],
};

/**
 * The option a typed answer to the switch question picks: one-character answers ("好", "是", "不") count here, where
 * option matching in general ignores words that short.
 */
export function pickSwitchChoice(options: NonNullable<PromptSpec['options']>, text: string): SwitchChoice | undefined {
  const value = text
    .normalize('NFKC')
    .trim()
    .toLowerCase()
    .replace(/[\s。.!！~～吧啊呀]+$/u, '');
  const exact = (Object.keys(TERMS) as SwitchChoice[]).find((choice) => TERMS[choice]!.includes(value));
  return exact ?? (matchChoice(options, value, TERMS)?.value as SwitchChoice | undefined);
}

/**
 * The question asked in place of a step when another workflow was asked for there: answers would be lost, or (`keeps`)
 * carry over to it.
 */
export function switchQuestion(from: WorkflowName, to: SwitchRequest, locale: Locale, keeps = false): PromptSpec {
  const copy = switchQuestionText(from, to.name, locale, keeps);
  return {
    kind: 'choice',
    prompt: copy.prompt,
    options: [
      { value: 'switch', label: copy.switchLabel.slice(0, 200) },
      { value: 'stay', label: copy.stayLabel.slice(0, 200) },
    ],
    synonyms: TERMS,
  };
}

/** What an answer to the switch question does to the state: end for the other workflow, ask the step again, or re-ask. */
export function answerSwitch(from: WorkflowName, to: SwitchRequest, value: string | undefined, locale: Locale, orderId?: string): WorkflowUpdate {
  const keeps = carriesOver(from, to, orderId);
  const spec = switchQuestion(from, to, locale, keeps);
  const picked = value === undefined ? undefined : pickSwitchChoice(spec.options!, value);
  // The order the shopper was already on carries over unless they named another.
  const carried = to.orderId ?? orderId;
  if (picked === 'switch')
    return {
      outcome: {
        status: 'switched',
        text: switchedText(from, to.name, locale, keeps),
        switchTo: { ...to, ...(carried ? { orderId: carried } : {}) },
      },
      switchTo: null,
      retry: false,
    };
  if (picked === 'stay') return { switchTo: null, retry: true, error: null, keepExpiresAt: null };
  return { retry: true, error: switchQuestionText(from, to.name, locale, keeps).error.slice(0, 200) };
}
