import { RETURN_REASON_CHOICES } from '../choice-catalog.js';
import { say } from '../copy.js';
import type { AskStep, FlowDefinition } from '../flow-builder.js';
import { choiceStep } from './choice-step.js';
import { chosenItems, itemRef, pickItemStep } from './item-step.js';
import { listOrdersStep } from './order-choice.js';
import { checkOrderStep, identifyOrderStep, seedOrderStep } from './order-steps.js';
import { confirmStep, submitStep, type DetailsOf } from './write-steps.js';

/** Photos of the product: optional, skippable. */
export const photosStep: AskStep = {
  type: 'ask',
  id: 'photos',
  step: 3,
  edits: ['photos'],
  ask: (_state, env) => ({
    kind: 'upload',
    prompt: say(env.locale, '如方便，请上传商品照片（可跳过）。', 'If you can, upload photos of the product (you may skip this).'),
    skippable: true,
  }),
  accept(answer, _state, env) {
    if (answer.action === 'skip') return { update: {} };
    // An uploaded photo goes by its id (the gateway checked it is this thread's), a linked one by its URL.
    if (answer.action === 'upload') return { update: { details: { photos: answer.files.map((file) => file.uploadId ?? file.url).join(' ') } } };
    return { error: say(env.locale, '请上传照片，或选择「跳过」。', 'Please upload photos or choose "skip".') };
  },
};

const returnDetails: DetailsOf = (state) => ({
  reason: state.details['reason'] ?? '',
  // A multi-item order's request names the lines returned.
  ...(state.order && state.order.items.length > 1 ? { items: chosenItems(state).map((index) => itemRef(state.order!.items[index]!)) } : {}),
  ...(state.details['photos'] ? { photos: state.details['photos'].split(' ') } : {}),
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
    pickItemStep(true),
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
      choices: () => RETURN_REASON_CHOICES,
    }),
    photosStep,
    confirmStep(4, 'return', returnDetails),
    submitStep('return', returnDetails),
  ],
};
