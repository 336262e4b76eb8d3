import type { Intent } from '../../ports/intent.js';
import type { OrderStatus } from '@kefu/protocol';
import { findProducts, type ProductLexicon } from '../../adapters/rules/product-lexicon.js';
import { normalizeText } from '../../adapters/rules/normalize-text.js';
import { asksRefundStatus } from '../../adapters/rules/refund-question.js';
import type { FocusOrder } from './dialogue-state.js';
import { filedUnder } from '../../adapters/commerce/match-products.js';

/** An order an intent describes by what it holds, with the one item of it the description fits, if one does. */
export interface DescribedOrder {
  orderId: string;
  productId?: string;
}

// "where are my boots?" of three orders on their way: each is answered, up to this many.
const MAX_DESCRIBED_ORDERS = 3;
// Orders still on their way to the shopper: "where is my phone?" of two of them is about both. Of orders delivered or
// closed, only the newest is meant, as before any of them (a phone delivered last week, not one delivered in spring).
const UNDER_WAY: readonly OrderStatus[] = ['pending_payment', 'paid', 'shipped'];
const REFUNDED: readonly OrderStatus[] = ['refunding', 'refunded'];

export function productsOf(order: FocusOrder, lexicon: ProductLexicon): string[] {
  return order.items.flatMap((name) => findProducts(normalizeText(name), lexicon));
}

/** Every order of `orders` (newest first) holding what the intent names, with the one item it fits, if one. */
function ordersHolding(intent: Intent, orders: readonly FocusOrder[], lexicon: ProductLexicon): (DescribedOrder & { status?: OrderStatus })[] {
  const { type, productIds, candidates } = intent.entities;
  // "has my pad shipped?" names several products by a word of their titles: the orders holding one of them.
  const named = productIds?.length ? productIds : candidates;
  const fitting = (order: FocusOrder) =>
    productsOf(order, lexicon).filter((id) => (named?.length ? named.includes(id) : !!type && filedUnder(lexicon.productTypes?.get(id), type)));
  return orders.flatMap((order) => {
    const items = [...new Set(fitting(order))];
    if (!items.length) return [];
    return [{ orderId: order.orderId, ...(items.length === 1 ? { productId: items[0] } : {}), ...(order.status ? { status: order.status } : {}) }];
  });
}

/** The first order (newest first) holding what the intent names: the one a request about it ("return my tee") acts on. */
export function describedOrder(intent: Intent, orders: readonly FocusOrder[], lexicon: ProductLexicon): DescribedOrder | undefined {
  const [first] = ordersHolding(intent, orders, lexicon);
  return first && { orderId: first.orderId, ...(first.productId ? { productId: first.productId } : {}) };
}

/**
 * The orders an order or parcel question describes by what they hold ("我的靴子到哪了"), newest first: every one still
 * under way (unpaid, paid, shipped), at most three, as a person at the desk answers of each; a refund question, every
 * one being refunded. When none is, the newest holding it, as for a request.
 */
export function describedOrders(intent: Intent, orders: readonly FocusOrder[], lexicon: ProductLexicon): DescribedOrder[] {
  const holding = ordersHolding(intent, orders, lexicon);
  const wanted = asksRefundStatus(intent.text) ? REFUNDED : UNDER_WAY;
  const several = holding.filter((order) => order.status && wanted.includes(order.status));
  return (several.length ? several : holding.slice(0, 1))
    .slice(0, MAX_DESCRIBED_ORDERS)
    .map(({ orderId, productId }) => ({ orderId, ...(productId ? { productId } : {}) }));
}

// "where are my orders?", "我的订单都到哪了": the shopper's orders, not the one latest parcel. Chinese has no plural; 都,
// 所有 or 全部 says it.
const ALL_ORDERS = /\b(?:my|all(?: of)?(?: my)?|the) orders\b|(?:所有|全部)(?:的)?订单|订单(?:都|全都)/i;

/** Whether a parcel or order question asks after the shopper's orders all together ("where are my orders?"). */
export function asksAllOrders(text: string): boolean {
  return ALL_ORDERS.test(text);
}

/** The orders still under way (unpaid, paid, shipped), newest first, at most three: those asked after together. */
export function ordersUnderWay(orders: readonly FocusOrder[]): DescribedOrder[] {
  return orders
    .filter((order) => order.status && UNDER_WAY.includes(order.status))
    .slice(0, MAX_DESCRIBED_ORDERS)
    .map(({ orderId }) => ({ orderId }));
}
