import { localizeProduct } from '../../adapters/commerce/localize-commerce.js';
import type { Product } from '../../ports/commerce-backend.js';
import { EXCHANGE_REASON_CHOICES, type ChoiceDefinition } from '../choice-catalog.js';
import { say } from '../copy.js';
import type { FlowDefinition, StepEnv } from '../flow-builder.js';
import type { WorkflowStateValue } from '../workflow-state.js';
import { choiceStep } from './choice-step.js';
import { checkOrderStep, identifyOrderStep, seedOrderStep } from './order-steps.js';
import { confirmStep, submitStep, type DetailsOf } from './write-steps.js';

/**
 * A new one of the same, or the product in another colour in stock: labelled in both languages from the catalog's
 * translations, submitted as the shop's own colour name.
 */
async function exchangeChoices(env: StepEnv, state: WorkflowStateValue): Promise<ChoiceDefinition[]> {
  const item = state.order!.items[0]!;
  const product = await env.deps.commerce.getProduct(item.productId);
  if (!product) return [sameChoice(item.name, item.name, item.color, item.color)];
  const [zh, en] = [localizeProduct(product, 'zh-CN'), localizeProduct(product, 'en')];
  const colorIn = (shown: Product, name?: string) => (name === undefined ? undefined : (shown.colors[product.colors.findIndex((color) => color.name === name)]?.name ?? name));
  const others = product.colors.flatMap((color, index) => (color.stock > 0 && color.name !== item.color ? [{ name: color.name, zh: zh.colors[index]!.name, en: en.colors[index]!.name }] : []));
  return [
    sameChoice(zh.name, en.name, colorIn(zh, item.color), colorIn(en, item.color)),
    ...others.slice(0, 10).map((color) => ({
      value: `color:${color.name}`.slice(0, 200),
      zh: `${zh.name} ${color.zh}`,
      en: `${en.name} ${color.en}`,
      synonyms: [...new Set([color.name, color.zh, color.en])],
    })),
  ];
}

function sameChoice(zhName: string, enName: string, zhColor?: string, enColor?: string): ChoiceDefinition {
  const current = (name: string, color?: string) => `${name}${color ? ` ${color}` : ''}`;
  return { value: 'same', zh: `同款同色换新（${current(zhName, zhColor)}）`, en: `A new one of the same (${current(enName, enColor)})`, synonyms: ['同款', '同色', '换新', 'same', 'the same'] };
}

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
      choices: (env, state) => exchangeChoices(env, state),
    }),
    confirmStep(4, 'exchange', exchangeDetails),
    submitStep('exchange', exchangeDetails),
  ],
};
