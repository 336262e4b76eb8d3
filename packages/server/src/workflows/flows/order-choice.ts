import type { ChoiceOption, Locale, WorkflowName } from '@kefu/protocol';
import { formatMoney } from '../../shop/model/money.js';
import { say, withArticle, workflowTitle } from '../copy.js';
import { refusalFor, shopWindows } from '../eligibility.js';
import type { RunStep, StepEnv } from '../flow-builder.js';
import type { OrderSnapshot } from '../workflow-state.js';
import { itemText } from './item-text.js';
import { snapshotOf } from './order-steps.js';

/** At most this many orders are offered: the most recent eligible ones (older ones can still be typed). */
export const MAX_ORDER_CHOICES = 5;
/** At most this many ineligible orders are explained when none can be offered. */
const MAX_REFUSALS_SHOWN = 3;

const formatDate = (time: number) => new Date(time).toISOString().slice(0, 10);

/** One order as an option: its id, date, items and amount; the value is the order id. */
export function orderOption(order: OrderSnapshot, locale: Locale): ChoiceOption {
  const items = order.items.map((_, index) => itemText(order, index, locale)).join(say(locale, '，', ', '));
  return {
    value: order.orderId,
    label: `${order.orderId} · ${items}`.slice(0, 200),
    description: `${formatDate(order.placedAt)} · ${formatMoney(order.total, locale)}`.slice(0, 200),
  };
}

/** Why the shopper's orders cannot be offered: each recent one with the rule that keeps it out. */
function noneEligible(name: WorkflowName, refusals: string[], locale: Locale, ofNamed = false): string {
  const title = workflowTitle(name, locale);
  if (refusals.length === 0)
    return say(
      locale,
      `您的账户下还没有订单，暂时无法申请${title}。`,
      `There are no orders in your account yet, so there is nothing to request ${withArticle(title)} for.`,
    );
  const head = ofNamed
    ? say(locale, `含有您说的商品的订单暂时不能申请${title}：`, `The orders with the product you named cannot have ${withArticle(title)} right now:`)
    : say(locale, `您账户下暂时没有可以申请${title}的订单：`, `None of the orders in your account can have ${withArticle(title)} right now:`);
  const tail = say(locale, '如有疑问，请回复「人工」联系客服。', 'Ask for a human agent if you need help.');
  return [head, ...refusals.slice(0, MAX_REFUSALS_SHOWN).map((reason) => `· ${reason}`), tail].join('\n');
}

/**
 * A signed-in shopper's orders that the workflow's rule allows (most recent first, at most {@link MAX_ORDER_CHOICES}),
 * as options for step 1; when none is eligible the workflow ends saying why. Guests skip this: they type the id.
 */
export const listOrdersStep: RunStep = {
  type: 'run',
  id: 'list_orders',
  async run(state, env: StepEnv) {
    if (state.order || !env.customerId) return {};
    const windows = await shopWindows(env.deps.commerce);
    const orders = [...(await env.deps.commerce.listOrders(env.customerId))]
      .sort((a, b) => b.placedAt - a.placedAt)
      .map((order) => snapshotOf(order, env.locale));
    const all = orders.map((order) => ({ order, refusal: refusalFor(env.name, order, env.now, env.locale, windows) }));
    // "return the boots": the orders holding what the shopper named, when they have any; an order of something else
    // is not what they asked about, so when none of theirs qualifies they hear why.
    const named = state.seedItems ?? [];
    const holding = all.filter(({ order }) => order.items.some((item) => named.includes(item.productId)));
    const ofNamed = holding.length > 0;
    const verdicts = ofNamed ? holding : all;
    const eligible = verdicts.filter((verdict) => verdict.refusal === undefined).slice(0, MAX_ORDER_CHOICES);
    if (eligible.length === 0)
      return {
        outcome: {
          status: 'refused',
          text: noneEligible(
            env.name,
            verdicts.map((verdict) => verdict.refusal!),
            env.locale,
            ofNamed,
          ),
          // One order said why not (a dress not shipped yet, which can be cancelled instead): what "it" means next.
          ...(verdicts.length === 1 ? { orderNamed: verdicts[0]!.order.orderId } : {}),
        },
      };
    // "我要退X8" with one order of it that can be returned: that order, no list to pick from (the confirmation shows it).
    if (ofNamed && eligible.length === 1) return { order: eligible[0]!.order, ownerId: env.customerId, verifiedBy: 'account' };
    return { orderChoices: eligible.map(({ order }) => orderOption(order, env.locale)) };
  },
};
