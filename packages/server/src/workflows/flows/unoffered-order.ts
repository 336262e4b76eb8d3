import { refusalFor, shopWindows } from '../eligibility.js';
import type { StepEnv } from '../flow-builder.js';
import { matchChoice } from '../match-choice.js';
import { productTerms } from '../product-terms.js';
import type { Order } from '../../ports/commerce-backend.js';
import type { OrderSnapshot, WorkflowValue } from '../workflow-state.js';

/**
 * "平板那个" at an order choice whose options do not hold the tablet: the shopper's own order that does, and why it
 * was not offered ("订单 KF… 尚未签收，签收后才能申请换货。"), instead of "could not tell which order you mean".
 * Undefined when the words name none of their other orders, or that one has no refusal to give.
 */
export async function whyNotOffered(
  text: string,
  state: Pick<WorkflowValue, 'orderChoices'>,
  env: StepEnv,
  snapshotOf: (order: Order, locale: StepEnv['locale']) => OrderSnapshot,
): Promise<string | undefined> {
  if (!env.customerId) return undefined;
  const offered = new Set((state.orderChoices ?? []).map((choice) => choice.value));
  const others = (await env.deps.commerce.listOrders(env.customerId).catch(() => [])).filter((order) => !offered.has(order.orderId));
  if (!others.length) return undefined;
  const products = await productTerms(
    env.deps.commerce,
    others.flatMap((order) => order.lines.map((line) => line.productId)),
  );
  const terms = Object.fromEntries(
    others.map((order) => [order.orderId, [...new Set(order.lines.flatMap((line) => products[line.productId] ?? [line.title]))]]),
  );
  const named = matchChoice(
    others.map((order) => ({ value: order.orderId, label: order.orderId })),
    text,
    terms,
  );
  const order = named && others.find((other) => other.orderId === named.value);
  if (!order) return undefined;
  const windows = await shopWindows(env.deps.commerce);
  return refusalFor(env.name, snapshotOf(order, env.locale), env.now, env.locale, windows);
}
