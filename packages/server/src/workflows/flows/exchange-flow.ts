import { EXCHANGE_REASON_CHOICES, type ChoiceDefinition } from '../choice-catalog.js';
import { say } from '../copy.js';
import type { FlowDefinition } from '../flow-builder.js';
import { choiceStep } from './choice-step.js';
import { checkOrderStep, identifyOrderStep, seedOrderStep } from './order-steps.js';
import { confirmStep, submitStep, type DetailsOf } from './write-steps.js';

const exchangeDetails: DetailsOf = (state) => ({ reason: state.details['reason'] ?? '', exchangeFor: state.details['exchangeFor'] ?? '' });

/** 换货: order → reason → what to exchange for (colours in stock) → confirm → exchange order. */
export const exchangeFlow: FlowDefinition = {
  name: 'exchange',
  of: 4,
  steps: [
    seedOrderStep,
    identifyOrderStep,
    checkOrderStep,
    choiceStep({
      id: 'reason',
      step: 2,
      key: 'reason',
      prompt: (env, state) => say(env.locale, `订单 ${state.order?.orderId} 符合换货条件。请选择换货原因：`, `Order ${state.order?.orderId} can be exchanged. Why do you want to exchange it?`),
      choices: () => EXCHANGE_REASON_CHOICES,
    }),
    choiceStep({
      id: 'exchange_for',
      step: 3,
      key: 'exchangeFor',
      prompt: (env) => say(env.locale, '想换成哪一款？', 'What would you like instead?'),
      async choices(env, state): Promise<ChoiceDefinition[]> {
        const item = state.order!.items[0]!;
        const product = await env.deps.commerce.getProduct(item.productId);
        const colors = (product?.colors ?? []).filter((color) => color.stock > 0 && color.name !== item.color);
        const current = `${item.name}${item.color ? ` ${item.color}` : ''}`;
        return [
          { value: 'same', zh: `同款同色换新（${current}）`, en: `A new one of the same (${current})`, synonyms: ['同款', '同色', '换新', 'same', 'the same'] },
          ...colors.slice(0, 10).map((color) => ({ value: `color:${color.name}`.slice(0, 200), zh: `${item.name} ${color.name}`, en: `${item.name} ${color.name}`, synonyms: [color.name] })),
        ];
      },
    }),
    confirmStep(4, exchangeDetails),
    submitStep('exchange', exchangeDetails),
  ],
};
