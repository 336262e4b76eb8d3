import { say } from '../copy.js';
import type { AskStep, FlowDefinition } from '../flow-builder.js';
import { choiceStep } from './choice-step.js';
import { checkOrderStep, identifyOrderStep, seedOrderStep } from './order-steps.js';
import { confirmStep, submitStep, type DetailsOf } from './write-steps.js';

/** The reasons a shopper can pick for a return. */
export const returnReasons = (locale: 'zh-CN' | 'en') => [
  { value: 'no_reason', label: say(locale, '不想要了（七天无理由）', 'Changed my mind (7-day no-reason return)') },
  { value: 'quality', label: say(locale, '质量问题', 'Faulty') },
  { value: 'not_as_described', label: say(locale, '与描述不符', 'Not as described') },
  { value: 'wrong_item', label: say(locale, '发错货 / 漏发', 'Wrong or missing item') },
  { value: 'other', label: say(locale, '其他原因', 'Other') },
];

/** Photos of the product: optional, skippable. */
export const photosStep: AskStep = {
  type: 'ask',
  id: 'photos',
  step: 3,
  ask: (_state, env) => ({
    kind: 'upload',
    prompt: say(env.locale, '如方便，请上传商品照片（可跳过）。', 'If you can, upload photos of the product (you may skip this).'),
    skippable: true,
  }),
  accept(answer, _state, env) {
    if (answer.action === 'skip') return { update: {} };
    if (answer.action === 'upload') return { update: { details: { photos: answer.files.map((file) => file.url).join(' ') } } };
    return { error: say(env.locale, '请上传照片，或选择「跳过」。', 'Please upload photos or choose "skip".') };
  },
};

const returnDetails: DetailsOf = (state) => ({
  reason: state.details['reason'] ?? '',
  ...(state.details['photos'] ? { photos: state.details['photos'] } : {}),
});

/** 退货: order → reason → photos → confirm → return order (seed 000's return workflow). */
export const returnFlow: FlowDefinition = {
  name: 'return',
  of: 4,
  steps: [
    seedOrderStep,
    identifyOrderStep,
    checkOrderStep,
    choiceStep({
      id: 'reason',
      step: 2,
      key: 'reason',
      prompt: (env, state) => say(env.locale, `订单 ${state.order?.orderId} 符合退货条件。请选择退货原因：`, `Order ${state.order?.orderId} can be returned. Why are you returning it?`),
      options: (env) => returnReasons(env.locale),
    }),
    photosStep,
    confirmStep(4, returnDetails),
    submitStep('return', returnDetails),
  ],
};
