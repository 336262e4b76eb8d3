import type { ChoiceOption } from '@kefu/protocol';
import type { StepEnv } from '../flow-builder.js';
import type { ChoiceTerms } from '../match-choice.js';
import { productTerms } from '../product-terms.js';

/**
 * What names each order a signed-in shopper is offered besides its id: the names and type words of what it holds,
 * so "平板那个" / "X9那个" / "the earrings one" picks the order of that product.
 */
export async function orderChoiceTerms(choices: readonly ChoiceOption[], env: StepEnv): Promise<ChoiceTerms> {
  if (!env.customerId) return {};
  const offered = new Set(choices.map((choice) => choice.value));
  const orders = (await env.deps.commerce.listOrders(env.customerId).catch(() => [])).filter((order) => offered.has(order.orderId));
  const products = await productTerms(
    env.deps.commerce,
    orders.flatMap((order) => order.lines.map((line) => line.productId)),
  );
  return Object.fromEntries(orders.map((order) => [order.orderId, [...new Set(order.lines.flatMap((line) => products[line.productId] ?? [line.title]))]]));
}
