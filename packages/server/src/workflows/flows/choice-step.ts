import type { ChoiceOption } from '@kefu/protocol';
import { say } from '../copy.js';
import type { AskStep, StepEnv } from '../flow-builder.js';
import type { WorkflowStateValue } from '../workflow-state.js';

/** The option an answer names, by value or by label. */
export function matchOption(options: ChoiceOption[], answer: string): ChoiceOption | undefined {
  const wanted = answer.trim().toLowerCase();
  return options.find((option) => option.value.toLowerCase() === wanted || option.label.toLowerCase() === wanted);
}

const keywords = (label: string) => label.toLowerCase().split(/[\s/（）()、，,]+/).filter((word) => word.length >= 2);

/** The one option a typed sentence mentions ("颜色不合适" → 「颜色 / 版本不合适」), if exactly one does. */
export function mentionedOption(options: ChoiceOption[], text: string): ChoiceOption | undefined {
  const value = text.trim().toLowerCase();
  if (!value) return undefined;
  const exact = matchOption(options, value) ?? options.find((option) => value.includes(option.label.toLowerCase()));
  if (exact) return exact;
  const hits = options.filter((option) => keywords(option.label).some((word) => value.includes(word)));
  return hits.length === 1 ? hits[0] : undefined;
}

/** A step asking the shopper to pick one option; the option's label is stored under `key`. */
export function choiceStep(config: {
  id: string;
  step: number;
  key: string;
  prompt: (env: StepEnv, state: WorkflowStateValue) => string;
  options: (env: StepEnv, state: WorkflowStateValue) => ChoiceOption[] | Promise<ChoiceOption[]>;
}): AskStep {
  return {
    type: 'ask',
    id: config.id,
    step: config.step,
    async ask(state, env) {
      return { kind: 'choice', prompt: config.prompt(env, state), options: await config.options(env, state) };
    },
    async accept(answer, state, env) {
      const options = await config.options(env, state);
      const chosen = answer.action === 'answer' ? matchOption(options, answer.value) : undefined;
      if (!chosen) {
        return { error: say(env.locale, `请从以下选项中选择：${options.map((option) => option.label).join(' / ')}`, `Please pick one of: ${options.map((option) => option.label).join(' / ')}`).slice(0, 200) };
      }
      return { update: { details: { [config.key]: chosen.label } } };
    },
  };
}
