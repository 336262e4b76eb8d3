import { DAMAGE_TYPES } from '../../agent/tools/tool-schemas.js';
import { DAMAGE_CHOICES, REPAIR_TYPE_CHOICES, type ChoiceDefinition } from '../choice-catalog.js';
import { say } from '../copy.js';
import { damageFrom, repairCoverage, warrantyStatus } from '../eligibility.js';
import type { AskStep, FlowDefinition, RunStep } from '../flow-builder.js';
import { choiceOptions, choiceStep } from './choice-step.js';
import { chosenItems, lineOf, pickItemStep } from './item-step.js';
import { listOrdersStep } from './order-choice.js';
import { checkOrderStep, identifyOrderStep, seedOrderStep } from './order-steps.js';
import { confirmStep, submitStep, type DetailsOf } from './write-steps.js';

type Damage = (typeof DAMAGE_TYPES)[number];
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

/** What is wrong, how it happened (accidental and liquid damage are not covered for free), and optionally the IMEI. */
const issueStep: AskStep = {
  type: 'ask',
  id: 'issue',
  step: 2,
  ask: (state, env) => {
    const orderId = state.order?.orderId;
    const inPeriod = state.details['warranty'] === 'in';
    return {
      kind: 'form',
      prompt: inPeriod
        ? say(
            env.locale,
            `订单 ${orderId} 在保修期内（保内）。请描述故障情况；摔落、碎屏等人为损坏和进水不在免费保修范围。`,
            `Order ${orderId} is within its warranty period. Please describe the problem; accidental damage (drops, cracked screens) and liquid damage are not covered for free.`,
          )
        : say(
            env.locale,
            `订单 ${orderId} 已过保修期（保外），维修需付费，检测后报价。请描述故障情况：`,
            `Order ${orderId} is out of warranty, so the repair is paid and quoted after inspection. Please describe the problem:`,
          ),
      fields: [
        { name: 'issue', label: say(env.locale, '故障描述', 'What is wrong'), type: 'textarea', required: true, minLength: 4, maxLength: 500 },
        {
          name: 'damage',
          label: say(env.locale, '故障是怎么出现的', 'How did it happen'),
          type: 'select',
          required: true,
          options: choiceOptions(DAMAGE_CHOICES, env.locale),
        },
        {
          name: 'imei',
          label: 'IMEI',
          type: 'text',
          required: false,
          pattern: '[0-9]{15}',
          hint: say(env.locale, '拨号 *#06# 查看，可不填', 'Dial *#06# to see it; optional'),
        },
      ],
    };
  },
  accept(answer, state, env) {
    if (answer.action !== 'submit') return { error: say(env.locale, '请填写故障描述。', 'Please describe the problem.') };
    const issue = answer.values['issue']?.trim() ?? '';
    const imei = answer.values['imei']?.trim() ?? '';
    const picked = answer.values['damage'];
    if (issue.length < 4)
      return { error: say(env.locale, '请用至少 4 个字描述故障情况。', 'Please describe the problem in a few words (at least 4 characters).') };
    if (imei && !/^\d{15}$/.test(imei)) return { error: say(env.locale, 'IMEI 应为 15 位数字，可不填。', 'An IMEI has 15 digits (optional).') };
    // A damage the shopper picked stands; otherwise the description decides ("屏幕摔碎了" is accidental), else normal use.
    const damage: Damage = isDamage(picked) && picked !== 'none' ? picked : (damageFrom(issue) ?? 'none');
    const warranty = state.details['warranty'] === 'out' ? 'out' : 'in';
    return { update: { details: { issue: issue.slice(0, 500), ...(imei ? { imei } : {}), damage, coverage: repairCoverage(warranty, damage) } } };
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
  ...(state.details['imei'] ? { imei: state.details['imei'] } : {}),
  warranty: state.details['warranty'] ?? '',
  damage: state.details['damage'] ?? '',
  coverage: state.details['coverage'] ?? '',
  repairType: state.details['repairType'] ?? '',
  ...lineOf(state),
});

/** 维修: order → warranty → issue and damage → 到店 / 寄修 → confirm → repair order (seed 000's create_repair_order). */
export const repairFlow: FlowDefinition = {
  name: 'repair',
  of: 4,
  steps: [
    seedOrderStep,
    listOrdersStep,
    identifyOrderStep,
    checkOrderStep,
    pickItemStep(false),
    warrantyStep,
    issueStep,
    choiceStep({
      id: 'repair_type',
      step: 3,
      key: 'repairType',
      prompt: (env) => say(env.locale, '请选择维修方式：', 'How would you like it repaired?'),
      choices: (_env, state) => repairTypeChoices(state.details['coverage'] === 'free', state.details['warranty'] === 'in'),
    }),
    confirmStep(4, 'repair', repairDetails),
    submitStep('repair', repairDetails),
  ],
};
