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
      options: (env) => [
        { value: 'quality', label: say(env.locale, '质量问题', 'Faulty') },
        { value: 'color', label: say(env.locale, '颜色 / 版本不合适', 'Wrong colour or version') },
        { value: 'not_as_described', label: say(env.locale, '与描述不符', 'Not as described') },
        { value: 'other', label: say(env.locale, '其他原因', 'Other') },
      ],
    }),
    choiceStep({
      id: 'exchange_for',
      step: 3,
      key: 'exchangeFor',
      prompt: (env) => say(env.locale, '想换成哪一款？', 'What would you like instead?'),
      async options(env, state) {
        const item = state.order!.items[0]!;
        const product = await env.deps.commerce.getProduct(item.productId);
        const colors = (product?.colors ?? []).filter((color) => color.stock > 0 && color.name !== item.color);
        return [
          { value: 'same', label: say(env.locale, `同款同色换新（${item.name}${item.color ? ` ${item.color}` : ''}）`, `A new one of the same (${item.name}${item.color ? ` ${item.color}` : ''})`).slice(0, 200) },
          ...colors.slice(0, 10).map((color) => ({ value: `color:${color.name}`, label: `${item.name} ${color.name}`.slice(0, 200) })),
        ];
      },
    }),
    confirmStep(4, exchangeDetails),
    submitStep('exchange', exchangeDetails),
  ],
};
