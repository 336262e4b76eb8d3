import { REASON_WHY } from './return-reasons.js';
import { localizeProduct } from '../../adapters/commerce/localize-commerce.js';
import type { Product } from '../../ports/commerce-backend.js';
import { canOrder } from '../../shop/product-price.js';
import { EXCHANGE_REASON_CHOICES, type ChoiceDefinition } from '../choice-catalog.js';
import { say } from '../copy.js';
import type { FlowDefinition, StepEnv } from '../flow-builder.js';
import type { WorkflowStateValue } from '../workflow-state.js';
import { choiceStep } from './choice-step.js';
import { exchangeVariantWords } from './exchange-variant-words.js';
import { chosenItems, lineOf, pickItemStep, seedItemStep } from './item-step.js';
import { linesUnderRequestStep } from './lines-under-request.js';
import { pickUnitsSteps, seedUnitsStep } from './units-step.js';
import { listOrdersStep } from './order-choice.js';
import { noteOf, photosOf, photosStep } from './photos-step.js';
import { checkOrderStep, identifyOrderStep, seedOrderStep } from './order-steps.js';
import { offerHumanStep } from './order-change-steps.js';
import { confirmStep, submitStep, type DetailsOf } from './write-steps.js';

/**
 * A new one of the same, or another variant of the product that can be ordered (another colour, size…): labelled in
 * both languages from the catalog's translations, submitted as the variant's id.
 */
async function exchangeChoices(env: StepEnv, state: WorkflowStateValue): Promise<ChoiceDefinition[]> {
  const item = state.order!.items[chosenItems(state)[0]!]!;
  const product = await env.deps.commerce.getProduct(item.productId);
  if (!product) return [sameChoice(item.name, item.name, item.variant, item.variant)];
  const [zh, en] = [localizeProduct(product, 'zh-CN'), localizeProduct(product, 'en')];
  const own = product.variants.findIndex((variant) => variant.variantId === item.variantId);
  const text = (shown: Product, index: number) => shown.variants[index]!.optionValues.join(' / ');
  const bought = own >= 0 ? product.variants[own] : undefined;
  // Nearest first (the size up in the colour bought before another colour in another size): the ten offered hold them.
  const apart = (variant: (typeof product.variants)[number]) =>
    bought ? variant.optionValues.filter((value, position) => value !== bought.optionValues[position]).length : 0;
  const others = product.variants
    .flatMap((variant, index) => (index !== own && canOrder(variant) ? [{ variant, index }] : []))
    .sort((a, b) => apart(a.variant) - apart(b.variant));
  return [
    sameChoice(zh.title, en.title, own >= 0 ? text(zh, own) : item.variant, own >= 0 ? text(en, own) : item.variant),
    ...others.slice(0, 10).map(({ variant, index }) => ({
      value: `variant:${variant.variantId}`.slice(0, 200),
      zh: `${zh.title} ${text(zh, index)}`,
      en: `${en.title} ${text(en, index)}`,
      synonyms: [
        ...new Set([
          text(product, index),
          text(zh, index),
          text(en, index),
          ...exchangeVariantWords(product, bought, variant, [zh.variants[index]!.optionValues, en.variants[index]!.optionValues]),
        ]),
      ],
    })),
  ];
}

function sameChoice(zhName: string, enName: string, zhVariant?: string, enVariant?: string): ChoiceDefinition {
  const current = (name: string, variant?: string) => `${name}${variant ? ` ${variant}` : ''}`;
  return {
    value: 'same',
    zh: `同款换新（${current(zhName, zhVariant)}）`,
    en: `A new one of the same (${current(enName, enVariant)})`,
    synonyms: ['同款', '同色', '换新', 'same', 'the same'],
  };
}

const exchangeDetails: DetailsOf = (state) => ({
  reason: state.details['reason'] ?? '',
  exchangeFor: state.details['exchangeFor'] ?? '',
  ...lineOf(state),
  ...photosOf(state),
  ...noteOf(state),
});

/** 换货: order → reason → photos of the item (optional) → what to exchange for (variants that can be ordered) → confirm → exchange order. */
export const exchangeFlow: FlowDefinition = {
  name: 'exchange',
  of: 5,
  steps: [
    seedOrderStep,
    listOrdersStep,
    identifyOrderStep,
    checkOrderStep,
    // Not shipped yet: a person may still change its size or colour (order-steps.ts).
    offerHumanStep,
    seedItemStep(false),
    pickItemStep(false),
    linesUnderRequestStep,
    // "exchange one of the tees": that one, not both; a line of several units with no count said asks how many.
    seedUnitsStep,
    ...pickUnitsSteps,
    choiceStep({
      id: 'reason',
      step: 2,
      key: 'reason',
      prompt: (env, state) =>
        say(
          env.locale,
          `订单 ${state.order?.orderId} 符合换货条件。请选择换货原因：`,
          `Order ${state.order?.orderId} can be exchanged. Why do you want to exchange it?`,
        ),
      choices: () => EXCHANGE_REASON_CHOICES,
      // "我要换货，屏幕有划痕", "exchange it, it's too small": the reason told up front is not asked again.
      toldChoices: ['quality', 'color', 'not_as_described'],
      why: (env) => say(env.locale, REASON_WHY.zh, REASON_WHY.en),
      keepsNote: true,
    }),
    photosStep(3, { zh: '如方便，请上传要换的商品的照片（可跳过）。', en: 'If you can, upload photos of the item you are exchanging (you may skip this).' }),
    choiceStep({
      id: 'exchange_for',
      step: 4,
      key: 'exchangeFor',
      prompt: (env) => say(env.locale, '想换成哪一款？', 'What would you like instead?'),
      choices: (env, state) => exchangeChoices(env, state),
    }),
    confirmStep(5, 'exchange', exchangeDetails),
    submitStep('exchange', exchangeDetails),
  ],
};
