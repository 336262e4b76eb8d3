import { REASON_WHY, returnReasons } from './return-reasons.js';
import { say } from '../copy.js';
import type { FlowDefinition } from '../flow-builder.js';
import { choiceStep } from './choice-step.js';
import { chosenItems, itemRef, pickItemStep, seedItemStep } from './item-step.js';
import { linesUnderRequestStep } from './lines-under-request.js';
import { pickUnitsSteps, quantitiesOf, seedUnitsStep } from './units-step.js';
import { listOrdersStep } from './order-choice.js';
import { noteOf, photosOf, photosStep } from './photos-step.js';
import { checkOrderStep, identifyOrderStep, seedOrderStep } from './order-steps.js';
import { confirmStep, submitStep, type DetailsOf } from './write-steps.js';

const returnDetails: DetailsOf = (state) => ({
  reason: state.details['reason'] ?? '',
  // A multi-item order's request names the lines returned; so does a return of some units of a line (one of two tees).
  ...(state.order && (state.order.items.length > 1 || quantitiesOf(state))
    ? { items: chosenItems(state).map((index) => itemRef(state.order!.items[index]!)) }
    : {}),
  ...photosOf(state),
  ...noteOf(state),
});

/** 退货: order → reason → photos → confirm → return order (seed 000's return workflow). */
export const returnFlow: FlowDefinition = {
  name: 'return',
  of: 4,
  steps: [
    seedOrderStep,
    listOrdersStep,
    identifyOrderStep,
    checkOrderStep,
    seedItemStep(true),
    pickItemStep(true),
    linesUnderRequestStep,
    seedUnitsStep,
    ...pickUnitsSteps,
    choiceStep({
      id: 'reason',
      step: 2,
      key: 'reason',
      prompt: (env, state) =>
        say(
          env.locale,
          `订单 ${state.order?.orderId} 符合退货条件。请选择退货原因：`,
          `Order ${state.order?.orderId} can be returned. Why are you returning it?`,
        ),
      choices: (env) => returnReasons(env),
      // "I want to return it, it stopped charging", "我要七天无理由退货": the reason told up front is not asked again.
      toldChoices: ['no_reason', 'quality', 'not_as_described', 'wrong_item'],
      why: (env) => say(env.locale, REASON_WHY.zh, REASON_WHY.en),
      keepsNote: true,
    }),
    photosStep(3, { zh: '如方便，请上传商品照片（可跳过）。', en: 'If you can, upload photos of the product (you may skip this).' }),
    confirmStep(4, 'return', returnDetails),
    submitStep('return', returnDetails),
  ],
};
