import { DAMAGE_TYPES } from '../../agent/tools/tool-schemas.js';
import { displayValue, labelOf, REPAIR_TYPE_CHOICES, type ChoiceDefinition } from '../choice-catalog.js';
import { say } from '../copy.js';
import { repairCoverage, warrantyStatus } from '../eligibility.js';
import type { AskStep, FlowDefinition, RunStep } from '../flow-builder.js';
import { repairWordingOf, type Damage } from '../repair-wording.js';
import { toldIssue } from '../told-issue.js';
import { choiceOptions, choiceStep } from './choice-step.js';
import { chosenItems, lineOf, pickItemStep, seedItemStep } from './item-step.js';
import { linesUnderRequestStep } from './lines-under-request.js';
import { pickUnitsSteps, seedUnitsStep } from './units-step.js';
import { listOrdersStep } from './order-choice.js';
import { noteOf, photosOf, photosStep } from './photos-step.js';
import { checkOrderStep, identifyOrderStep, seedOrderStep } from './order-steps.js';
import { confirmStep, submitStep, type DetailsOf } from './write-steps.js';

const isDamage = (value: string | undefined): value is Damage => (DAMAGE_TYPES as readonly string[]).includes(value ?? '');

/** The warranty period from the delivery date and the product's warranty months. */
const warrantyStep: RunStep = {
  type: 'run',
  id: 'warranty',
  async run(state, env) {
    const item = state.order!.items[chosenItems(state)[0]!]!;
    const months = (await env.deps.commerce.getProduct(item.productId))?.warrantyMonths ?? 12;
    return { details: { warranty: warrantyStatus(state.order!, months, env.now) } };
  },
};

/**
 * What is wrong, how it happened (accidental and liquid damage are not covered for free), and the product's serial
 * number when the shop's products have one: worded by the shop's workflows.yaml.
 */
const issueStep: AskStep = {
  type: 'ask',
  id: 'issue',
  step: 2,
  edits: ['issue', 'damage', 'serialNumber'],
  ask: async (state, env) => {
    const wording = await repairWordingOf(env);
    const serial = wording.serialNumber;
    // "拉链坏了，能修吗": the fault already told fills the description (and the damage it names), to check or change.
    const told = (state.answeredSteps ?? []).includes('issue') ? undefined : await toldIssue(state.told, env.deps.lexicon);
    const toldDamage = told ? wording.damageFrom(told) : undefined;
    return {
      kind: 'form',
      prompt: wording.prompt(state.details['warranty'] === 'in', state.order?.orderId ?? '', env.locale),
      fields: [
        {
          name: 'issue',
          label: labelOf(wording.issueLabel, env.locale),
          type: 'textarea',
          required: true,
          minLength: 4,
          maxLength: 500,
          ...(told ? { defaultValue: told } : {}),
        },
        {
          name: 'damage',
          label: labelOf(wording.damageLabel, env.locale),
          type: 'select',
          required: true,
          options: choiceOptions(wording.damageChoices, env.locale),
          ...(toldDamage ? { defaultValue: toldDamage } : {}),
        },
        ...(serial
          ? [
              {
                name: 'serialNumber',
                label: labelOf(serial.label, env.locale).slice(0, 200),
                type: 'text' as const,
                required: false,
                pattern: serial.pattern,
                ...(serial.hint ? { hint: labelOf(serial.hint, env.locale).slice(0, 200) } : {}),
              },
            ]
          : []),
      ],
    };
  },
  async accept(answer, state, env) {
    if (answer.action !== 'submit') return { error: say(env.locale, '请描述遇到的问题。', 'Please describe the problem.') };
    const wording = await repairWordingOf(env);
    const issue = answer.values['issue']?.trim() ?? '';
    const serialNumber = (wording.serialNumber && answer.values['serialNumber']?.trim()) || '';
    const picked = answer.values['damage'];
    if (issue.length < 4)
      return { error: say(env.locale, '请用至少 4 个字描述遇到的问题。', 'Please describe the problem in a few words (at least 4 characters).') };
    if (serialNumber && !new RegExp(`^(?:${wording.serialNumber!.pattern})$`, 'u').test(serialNumber)) {
      const label = labelOf(wording.serialNumber!.label, env.locale);
      return { error: say(env.locale, `${label}格式不对，可不填。`, `That does not look like a valid ${label} (optional).`).slice(0, 200) };
    }
    // A damage the shopper picked stands; otherwise the description decides ("摔坏了" is accidental), else normal use.
    const damage: Damage = isDamage(picked) && picked !== 'none' ? picked : (wording.damageFrom(issue) ?? 'none');
    const warranty = state.details['warranty'] === 'out' ? 'out' : 'in';
    const coverage = repairCoverage(warranty, damage);
    const damageLabel = wording.damageChoices.find((choice) => choice.value === damage);
    return {
      update: {
        details: { issue: issue.slice(0, 500), ...(serialNumber ? { serialNumber } : {}), damage, coverage },
        // The receipt and the confirmation say them as this shop does.
        shown: {
          ...(damageLabel ? { damage: labelOf(damageLabel, env.locale) } : {}),
          coverage: coverage === 'quote' ? labelOf(wording.paidRepair, env.locale) : displayValue('coverage', coverage, env.locale),
        },
      },
    };
  },
};

/** 到店 / 寄修, described with the cost rule that applies. */
function repairTypeChoices(free: boolean, inPeriod: boolean): ChoiceDefinition[] {
  const [store, mail] = REPAIR_TYPE_CHOICES as [ChoiceDefinition, ChoiceDefinition];
  return [
    {
      ...store,
      description: free
        ? { zh: '保内免费，就近服务中心检测维修', en: 'Free under warranty, at your nearest service centre' }
        : { zh: '检测后报价，确认后维修', en: 'Quoted after inspection; repaired once you agree' },
    },
    {
      ...mail,
      description: free
        ? { zh: '保内免费，往返运费由我们承担', en: 'Free under warranty, shipping both ways paid by us' }
        : inPeriod
          ? { zh: '检测后报价；保修期内往返运费由我们承担', en: 'Quoted after inspection; shipping both ways paid by us within the warranty period' }
          : { zh: '检测后报价，寄出运费自理', en: 'Quoted after inspection; you pay shipping to us' },
    },
  ];
}

const repairDetails: DetailsOf = (state) => ({
  issue: state.details['issue'] ?? '',
  ...(state.details['serialNumber'] ? { serialNumber: state.details['serialNumber'] } : {}),
  warranty: state.details['warranty'] ?? '',
  damage: state.details['damage'] ?? '',
  coverage: state.details['coverage'] ?? '',
  repairType: state.details['repairType'] ?? '',
  ...lineOf(state),
  ...photosOf(state),
  ...noteOf(state),
});

/** 维修: order → warranty → issue and damage → photos of the fault (optional) → 到店 / 寄修 → confirm → repair order (seed 000's create_repair_order). */
export const repairFlow: FlowDefinition = {
  name: 'repair',
  of: 5,
  steps: [
    seedOrderStep,
    listOrdersStep,
    identifyOrderStep,
    checkOrderStep,
    seedItemStep(false),
    pickItemStep(false),
    linesUnderRequestStep,
    // "exchange one of the tees": that one, not both; a line of several units with no count said asks how many.
    seedUnitsStep,
    ...pickUnitsSteps,
    warrantyStep,
    issueStep,
    // Photos of what is wrong, in the shop's words (workflows.yaml `repair.photoPrompt`), else general ones.
    photosStep(3, async (env) => (await repairWordingOf(env)).photoPrompt),
    choiceStep({
      id: 'repair_type',
      step: 4,
      key: 'repairType',
      prompt: (env) => say(env.locale, '请选择维修方式：', 'How would you like it repaired?'),
      choices: (_env, state) => repairTypeChoices(state.details['coverage'] === 'free', state.details['warranty'] === 'in'),
    }),
    confirmStep(5, 'repair', repairDetails),
    submitStep('repair', repairDetails),
  ],
};
