import { say } from '../copy.js';
import { warrantyStatus } from '../eligibility.js';
import type { AskStep, FlowDefinition, RunStep } from '../flow-builder.js';
import { choiceStep } from './choice-step.js';
import { checkOrderStep, identifyOrderStep, seedOrderStep } from './order-steps.js';
import { confirmStep, submitStep, type DetailsOf } from './write-steps.js';

const IN_WARRANTY = { 'zh-CN': '保内', en: 'In warranty' } as const;

/** Warranty from the delivery date and the product's warranty months (保内 / 保外). */
const warrantyStep: RunStep = {
  type: 'run',
  id: 'warranty',
  async run(state, env) {
    const item = state.order!.items[0]!;
    const months = (await env.deps.commerce.getProduct(item.productId))?.warrantyMonths ?? 12;
    const status = warrantyStatus(state.order!, months, env.now);
    return { details: { warranty: status === 'in' ? IN_WARRANTY[env.locale] : say(env.locale, '保外', 'Out of warranty') } };
  },
};

/** What is wrong, and optionally the IMEI. */
const issueStep: AskStep = {
  type: 'ask',
  id: 'issue',
  step: 2,
  ask: (state, env) => ({
    kind: 'form',
    prompt: say(env.locale, `订单 ${state.order?.orderId}（${state.details['warranty']}）。请描述故障情况：`, `Order ${state.order?.orderId} (${state.details['warranty']}). Please describe the problem:`),
    fields: [
      { name: 'issue', label: say(env.locale, '故障描述', 'What is wrong'), type: 'textarea', required: true, minLength: 4, maxLength: 500 },
      { name: 'imei', label: 'IMEI', type: 'text', required: false, pattern: '[0-9]{15}', hint: say(env.locale, '拨号 *#06# 查看，可不填', 'Dial *#06# to see it; optional') },
    ],
  }),
  accept(answer, _state, env) {
    if (answer.action !== 'submit') return { error: say(env.locale, '请填写故障描述。', 'Please describe the problem.') };
    const issue = answer.values['issue']?.trim() ?? '';
    const imei = answer.values['imei']?.trim() ?? '';
    if (issue.length < 4) return { error: say(env.locale, '请用至少 4 个字描述故障情况。', 'Please describe the problem in a few words (at least 4 characters).') };
    if (imei && !/^\d{15}$/.test(imei)) return { error: say(env.locale, 'IMEI 应为 15 位数字，可不填。', 'An IMEI has 15 digits (optional).') };
    return { update: { details: { issue: issue.slice(0, 200), ...(imei ? { imei } : {}) } } };
  },
};

const repairDetails: DetailsOf = (state) => ({
  issue: state.details['issue'] ?? '',
  ...(state.details['imei'] ? { imei: state.details['imei'] } : {}),
  warranty: state.details['warranty'] ?? '',
  repairType: state.details['repairType'] ?? '',
});

/** 维修: order → warranty → issue → 到店 / 寄修 → confirm → repair order (seed 000's create_repair_order). */
export const repairFlow: FlowDefinition = {
  name: 'repair',
  of: 4,
  steps: [
    seedOrderStep,
    identifyOrderStep,
    checkOrderStep,
    warrantyStep,
    issueStep,
    choiceStep({
      id: 'repair_type',
      step: 3,
      key: 'repairType',
      prompt: (env) => say(env.locale, '请选择维修方式：', 'How would you like it repaired?'),
      options: (env, state) => {
        const inWarranty = state.details['warranty'] === IN_WARRANTY[env.locale];
        return [
          {
            value: 'store',
            label: say(env.locale, '到店', 'At a service centre'),
            description: inWarranty ? say(env.locale, '保内免费，就近服务中心检测维修', 'Free in warranty, at your nearest service centre') : say(env.locale, '保外检测后报价', 'Quoted after inspection'),
          },
          {
            value: 'mail',
            label: say(env.locale, '寄修', 'Mail-in'),
            description: inWarranty ? say(env.locale, '保内免费，往返运费由我们承担', 'Free in warranty, shipping both ways paid by us') : say(env.locale, '保外检测后报价，寄出运费自理', 'Quoted after inspection; you pay shipping to us'),
          },
        ];
      },
    }),
    confirmStep(4, repairDetails),
    submitStep('repair', repairDetails),
  ],
};
