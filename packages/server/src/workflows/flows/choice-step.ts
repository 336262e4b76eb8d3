import type { ChoiceOption, Locale } from '@kefu/protocol';
import { labelOf, termsOf, type ChoiceDefinition } from '../choice-catalog.js';
import { say } from '../copy.js';
import type { AskStep, StepEnv, StepResult } from '../flow-builder.js';
import { describedReason } from '../described-reason.js';
import { matchChoice, type ChoiceTerms } from '../match-choice.js';
import { ownPickText, picksNone } from '../picks-none.js';
import type { WorkflowStateValue } from '../workflow-state.js';
import { NOTE_MAX_LENGTH } from '../../agent/tools/tool-schemas.js';
import { visibleText } from '../visible-text.js';

/** The options as the shopper sees them, in their language. */
export function choiceOptions(choices: readonly ChoiceDefinition[], locale: Locale): ChoiceOption[] {
  return choices.map((choice) => ({
    value: choice.value,
    label: labelOf(choice, locale).slice(0, 200),
    ...(choice.description ? { description: labelOf(choice.description, locale).slice(0, 200) } : {}),
  }));
}

/** What else names each option: the label in the other language and the synonyms. */
export function choiceTerms(choices: readonly ChoiceDefinition[]): ChoiceTerms {
  return Object.fromEntries(choices.map((choice) => [choice.value, termsOf(choice)]));
}

const bare = (text: string) => text.toLowerCase().replace(/[\s\p{P}]+/gu, '');

/** Whether the words are only an option's name (its value, label or a synonym), nothing more said. */
function namesOption(text: string, option: ChoiceOption, terms: ChoiceTerms): boolean {
  const said = bare(text);
  return !said || [option.value, option.label, ...(terms[option.value] ?? [])].some((name) => bare(name) === said);
}

/** A step asking the shopper to pick one option; the option's value (never its label) is stored under `key`, its label as shown. */
export function choiceStep(config: {
  id: string;
  step: number;
  key: string;
  prompt: (env: StepEnv, state: WorkflowStateValue) => string;
  choices: (env: StepEnv, state: WorkflowStateValue) => readonly ChoiceDefinition[] | Promise<readonly ChoiceDefinition[]>;
  /**
   * The options the words that started the workflow may already pick ("I don't want it anymore": changed my mind);
   * none unless given. Never a catch-all like "other": words that only mention it are no answer.
   */
  toldChoices?: readonly string[];
  /** Why the question is asked, said when the shopper asks "why?" at it (the prompt is then asked again). */
  why?: (env: StepEnv) => string;
  /**
   * Words that pick an option by describing more than its name ("其实是质量问题，屏幕有亮点") are kept as the request's
   * `note` (what a return's or an exchange's reason prompt hears). @default false
   */
  keepsNote?: boolean;
  /** Checks the picked value against the order (e.g. an invoice of that type already issued). */
  check?: (value: string, state: WorkflowStateValue, env: StepEnv) => StepResult | undefined;
  /**
   * Every option there is, of which `choices` are those this shop offers, and how to say one is not offered: a shopper
   * who names one of the others ("I need a special VAT invoice") hears why it is not among the options.
   */
  notOffered?: {
    all: readonly ChoiceDefinition[];
    said: (label: string, env: StepEnv) => string;
  };
}): AskStep {
  /** The option not offered by the shop that the words name, as the options offered and not offered compete for them. */
  const namedNotOffered = (text: string, offered: readonly ChoiceDefinition[], env: StepEnv): string | undefined => {
    const all = config.notOffered?.all;
    if (!all || !text) return undefined;
    const named = matchChoice(choiceOptions(all, env.locale), text, choiceTerms(all));
    if (!named || offered.some((choice) => choice.value === named.value)) return undefined;
    return config.notOffered!.said(named.label, env);
  };
  return {
    type: 'ask',
    id: config.id,
    step: config.step,
    edits: [config.key],
    async terms(state, env) {
      return Object.values(choiceTerms(await config.choices(env, state))).flat();
    },
    async toldAnswer(told, state, env) {
      const choices = (await config.choices(env, state)).filter((choice) => config.toldChoices?.includes(choice.value));
      if (!choices.length) return undefined;
      const options = choiceOptions(choices, env.locale);
      // "I want to return it, it stopped charging": the fault told is the reason (when the step offers faults).
      return (matchChoice(options, told, choiceTerms(choices)) ?? (await describedReason(options, told, env.deps.lexicon)))?.value;
    },
    async ask(state, env) {
      const choices = await config.choices(env, state);
      // "I need a special VAT invoice for TL-10231" of a shop that issues none: why it is not among the options.
      const notOffered = (state.answeredSteps ?? []).includes(config.id) ? undefined : namedNotOffered(state.told ?? '', choices, env);
      return {
        kind: 'choice',
        prompt: notOffered ? `${notOffered}${say(env.locale, '', ' ')}${config.prompt(env, state)}` : config.prompt(env, state),
        options: choiceOptions(choices, env.locale),
        synonyms: choiceTerms(choices),
        ...(config.why ? { why: config.why(env) } : {}),
      };
    },
    async accept(answer, state, env) {
      const choices = await config.choices(env, state);
      const options = choiceOptions(choices, env.locale);
      const chosen =
        answer.action === 'answer'
          ? (matchChoice(options, answer.value, choiceTerms(choices)) ?? (await describedReason(options, answer.value, env.deps.lexicon)))
          : undefined;
      // "跳过", "随便": none is picked for the shopper; they hear why, and the ways out.
      if (!chosen && answer.action === 'answer' && picksNone(answer.value)) return { error: ownPickText(env.locale) };
      if (!chosen) {
        const list = options.map((option) => option.label).join(' / ');
        const notOffered = answer.action === 'answer' ? namedNotOffered(answer.value, choices, env) : undefined;
        const pick = say(env.locale, `请从以下选项中选择：${list}`, `Please pick one of: ${list}`);
        return { error: (notOffered ? `${notOffered}${say(env.locale, '', ' ')}${pick}` : pick).slice(0, 200) };
      }
      const typed = answer.action === 'answer' ? visibleText(answer.typed ?? answer.value) : '';
      const note: Record<string, string> =
        config.keepsNote && typed && typed.length <= NOTE_MAX_LENGTH && !namesOption(typed, chosen, choiceTerms(choices)) ? { note: typed } : {};
      return (
        config.check?.(chosen.value, state, env) ?? { update: { details: { [config.key]: chosen.value, ...note }, shown: { [config.key]: chosen.label } } }
      );
    },
  };
}
