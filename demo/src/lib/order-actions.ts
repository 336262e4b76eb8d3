import type { CatalogOrder } from './api.js';
import type { StringKey } from './i18n.js';

/** What an order's button does. */
export type OrderActionKey = 'return' | 'exchange' | 'repair' | 'track' | 'invoice' | 'payment' | 'shipping' | 'refund' | 'buy-again';

/** One thing the shopper can do about an order: ask the assistant (which really can), or follow a link. */
export interface OrderAction {
  key: OrderActionKey;
  label: StringKey;
  /** The message the chat sends, zh-CN and English. */
  question?: [zh: string, en: string];
  href?: string;
  primary?: boolean;
}

// The return workflow's 七天无理由 window: past it the assistant refuses a return or an exchange, so the page does not offer one.
const RETURN_WINDOW_MS = 7 * 86_400_000;

const ask = (key: OrderActionKey, label: StringKey, question: [string, string], primary = false): OrderAction => ({ key, label, question, primary });
const track = (id: string, primary = false) => ask('track', 'actTrack', [`订单 ${id} 到哪了？`, `Where is order ${id}?`], primary);
const invoice = (id: string) => ask('invoice', 'actInvoice', [`我要开发票，订单号 ${id}`, `I need an invoice for order ${id}`]);

function afterDelivery(order: CatalogOrder, now: number): OrderAction[] {
  const id = order.orderId;
  const returnable = order.deliveredAt !== undefined && now - order.deliveredAt <= RETURN_WINDOW_MS;
  return [
    ...(returnable
      ? [
          ask('return', 'actReturn', [`我要退货，订单号 ${id}`, `I want to return order ${id}`], true),
          ask('exchange', 'actExchange', [`我要换货，订单号 ${id}`, `I want to exchange order ${id}`]),
        ]
      : []),
    ask('repair', 'actRepair', [`我要报修，订单号 ${id}`, `I need a repair for order ${id}`]),
    ...(order.trackingNumber ? [track(id)] : []),
    invoice(id),
  ];
}

/** The order's actions for its status, each one the assistant can carry out (a workflow, a lookup or a help answer). */
export function orderActions(order: CatalogOrder, now: number): OrderAction[] {
  const id = order.orderId;
  const buyAgain: OrderAction = { key: 'buy-again', label: 'actBuyAgain', href: `/product.html?id=${encodeURIComponent(order.lines[0]?.productId ?? '')}` };
  switch (order.status) {
    case 'pending_payment':
      return [ask('payment', 'actPayment', ['支持哪些支付方式？', 'Which payment methods do you accept?'], true)];
    case 'paid':
      return [ask('shipping', 'actShipping', [`订单 ${id} 什么时候发货？`, `When will order ${id} ship?`]), invoice(id)];
    case 'shipped':
      return [track(id, true), invoice(id)];
    case 'delivered':
    case 'completed':
      return afterDelivery(order, now);
    case 'refunding':
      return [ask('refund', 'actRefund', [`订单 ${id} 的退款到哪一步了？`, `Where is my refund for order ${id}?`])];
    case 'refunded':
    case 'cancelled':
      return order.lines.length ? [buyAgain] : [];
    default:
      return [];
  }
}
