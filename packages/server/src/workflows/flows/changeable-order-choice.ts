import { say, workflowTitle } from '../copy.js';
import { duplicateRefusal } from '../eligibility.js';
import type { RunStep, StepEnv } from '../flow-builder.js';
import type { ChangeRefusal } from '../order-change-rules.js';
import type { OrderSnapshot } from '../workflow-state.js';
import { MAX_ORDER_CHOICES, orderOption } from './order-choice.js';
import { snapshotOf } from './order-steps.js';

type ChangeRule = (order: OrderSnapshot, locale: StepEnv['locale']) => ChangeRefusal | undefined;

/**
 * A signed-in shopper's orders to cancel or re-address, as options for step 1 (most recent first, at most
 * {@link MAX_ORDER_CHOICES}): those the rule allows (not shipped yet). When none does, the workflow ends saying why for
 * each recent order (a parcel on its way: a human can ask the carrier; delivered: a return); naming one of them then
 * offers the human with the request written up. Guests skip this: they type the order id and phone ending.
 */
export function listChangeableOrdersStep(rule: ChangeRule): RunStep {
  return {
    type: 'run',
    id: 'list_orders',
    async run(state, env) {
      if (state.order || !env.customerId) return {};
      const orders = [...(await env.deps.commerce.listOrders(env.customerId))]
        .sort((a, b) => b.placedAt - a.placedAt)
        .map((order) => snapshotOf(order, env.locale));
      const verdicts = orders.map((order) => {
        const duplicate = duplicateRefusal(order, env.name, env.locale);
        return { order, refusal: duplicate ? { text: duplicate, offerHuman: false } : rule(order, env.locale) };
      });
      // "cancel the wrap dress": the orders holding what the shopper named, when they have any. One such order is the
      // one meant, whether or not it can still change (the next step says why not, and offers a human).
      const named = state.seedItems ?? [];
      const holding = verdicts.filter(({ order }) => order.items.some((item) => named.includes(item.productId)));
      const scoped = holding.length ? holding : verdicts;
      const allowed = scoped.filter((verdict) => !verdict.refusal).slice(0, MAX_ORDER_CHOICES);
      const meant = holding.length === 1 ? holding[0] : holding.length && allowed.length === 1 ? allowed[0] : undefined;
      if (meant) return { order: meant.order, ownerId: env.customerId, verifiedBy: 'account' };
      if (allowed.length) return { orderChoices: allowed.map(({ order }) => orderOption(order, env.locale)) };
      const title = workflowTitle(env.name, env.locale);
      const text = verdicts.length
        ? [
            say(env.locale, `您账户下暂时没有可以${title}的订单：`, `None of the orders in your account can have this ${title.toLowerCase()} now:`),
            ...verdicts.slice(0, 3).map((verdict) => `· ${verdict.refusal!.text}`),
          ].join('\n')
        : say(env.locale, `您的账户下还没有订单。`, `There are no orders in your account yet.`);
      return { outcome: { status: 'refused', text } };
    },
  };
}
