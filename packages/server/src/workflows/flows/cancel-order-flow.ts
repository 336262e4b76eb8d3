import { CANCEL_REASON_CHOICES } from '../choice-catalog.js';
import { say } from '../copy.js';
import type { FlowDefinition } from '../flow-builder.js';
import { cancelRefusal } from '../order-change-rules.js';
import { choiceStep } from './choice-step.js';
import { listChangeableOrdersStep } from './changeable-order-choice.js';
import { checkChangeStep, offerHumanStep } from './order-change-steps.js';
import { identifyOrderStep, seedOrderStep } from './order-steps.js';
import { wholeOrderOnlyStep } from './whole-order-only-step.js';
import { confirmStep, submitStep, type DetailsOf } from './write-steps.js';

const cancelDetails: DetailsOf = (state) => ({ cancelReason: state.details['cancelReason'] ?? '' });

/** 取消订单: order → reason → confirm → cancel (unpaid or paid, not shipped); a shipped order is offered a human instead. */
export const cancelOrderFlow: FlowDefinition = {
  name: 'cancel_order',
  of: 3,
  steps: [
    seedOrderStep,
    listChangeableOrdersStep(cancelRefusal),
    identifyOrderStep,
    checkChangeStep(cancelRefusal),
    offerHumanStep,
    wholeOrderOnlyStep,
    choiceStep({
      id: 'cancel_reason',
      step: 2,
      key: 'cancelReason',
      prompt: (env, state) =>
        say(
          env.locale,
          `订单 ${state.order?.orderId} 尚未发货，可以取消。请选择取消原因：`,
          `Order ${state.order?.orderId} has not shipped yet and can be cancelled. Why are you cancelling it?`,
        ),
      choices: () => CANCEL_REASON_CHOICES,
      why: (env) =>
        say(
          env.locale,
          '店铺想了解取消的原因，用来改进商品和服务；选哪一项都不影响取消，拿不准可以选「其他原因」。',
          'The shop asks so it can improve; whichever you pick, the cancellation goes ahead the same way. If none fits, pick "Other".',
        ),
      // Said with the request ("不想要了", "I ordered the wrong size"): not asked again.
      toldChoices: ['changed_mind', 'wrong_item', 'better_price', 'too_slow'],
    }),
    confirmStep(3, 'cancel_order', cancelDetails),
    submitStep('cancel_order', cancelDetails),
  ],
};
