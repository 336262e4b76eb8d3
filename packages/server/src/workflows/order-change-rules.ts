import type { Locale } from '@kefu/protocol';
import { say, withArticle, workflowTitle } from './copy.js';
import type { OrderSnapshot } from './workflow-state.js';

const AFTER_SALES = ['return', 'exchange', 'repair'] as const;

/**
 * An order with a return, exchange or repair open ("can I cancel it?" right after one went in): the request is what
 * the shopper means to call off, and only a person can withdraw it.
 */
function requestOpenRefusal(order: Pick<OrderSnapshot, 'orderId' | 'requests'>, locale: Locale): ChangeRefusal | undefined {
  const open = (order.requests ?? []).filter((request): request is typeof request & { kind: (typeof AFTER_SALES)[number] } =>
    (AFTER_SALES as readonly string[]).includes(request.kind),
  );
  const last = open.at(-1);
  if (!last) return undefined;
  const title = workflowTitle(last.kind, locale);
  return {
    text: say(
      locale,
      `订单 ${order.orderId} 已有进行中的${title}申请（${last.requestId}），无法取消订单。如需撤销这次${title}，请回复「人工」由客服处理。`,
      `Order ${order.orderId} has ${withArticle(title.toLowerCase())} request open (${last.requestId}), so it cannot be cancelled. To withdraw the ${title.toLowerCase()}, ask for a human agent.`,
    ),
    offerHuman: false,
  };
}

/** Why an order cannot be changed now, and whether a human could still try (a parcel on its way can be intercepted). */
export interface ChangeRefusal {
  text: string;
  offerHuman: boolean;
  /** Why the order's state rules the change out, in a sentence: the answer to "why not?" typed at the offer of a human. */
  why?: string;
}

/** Whether an order can be cancelled: only before it ships (unpaid or paid). */
export function cancelRefusal(order: Pick<OrderSnapshot, 'orderId' | 'status' | 'requests'>, locale: Locale): ChangeRefusal | undefined {
  const id = order.orderId;
  switch (order.status) {
    case 'pending_payment':
    case 'paid':
      return undefined;
  }
  const requested = requestOpenRefusal(order, locale);
  if (requested) return requested;
  switch (order.status) {
    case 'shipped':
      return {
        text: say(
          locale,
          `订单 ${id} 已发货，无法直接取消。您可以在签收后申请退货；如果希望拦截包裹，可以转人工客服联系快递尝试拦截（不保证成功）。`,
          `Order ${id} has already shipped, so it can no longer be cancelled here. You can request a return once it is delivered, or a human agent can ask the carrier to try to intercept the parcel (not guaranteed).`,
        ),
        offerHuman: true,
        why: say(
          locale,
          `因为订单 ${id} 已经出库、交给快递在运输途中了，店铺这边已无法撤回：在途的包裹只能由快递尝试拦截（需人工客服联系，不保证成功），或者签收后申请退货。`,
          `Because order ${id} has left the warehouse and is with the carrier, the shop can no longer take it back: a parcel on its way can only be intercepted by the carrier (a human agent can ask, not guaranteed), or returned once it is delivered.`,
        ),
      };
    case 'delivered':
    case 'completed':
      return {
        text: say(
          locale,
          `订单 ${id} 已签收，无法取消；如不想要了，可以申请退货（回复「我要退货」）。如有特殊情况，也可以转人工客服。`,
          `Order ${id} has been delivered, so it cannot be cancelled; if you no longer want it, you can request a return (say "I want to return it"), or a human agent can look at your case.`,
        ),
        offerHuman: true,
        why: say(
          locale,
          `因为订单 ${id} 已经签收，没有可以取消的发货了：已送达的订单需要通过退货退回。`,
          `Because order ${id} has already been delivered, there is no shipment left to cancel: an order that has arrived goes back by a return.`,
        ),
      };
    case 'cancelled':
      return { text: say(locale, `订单 ${id} 已经取消，无需再次取消。`, `Order ${id} is already cancelled.`), offerHuman: false };
    case 'refunding':
    case 'refunded':
      return {
        text: say(locale, `订单 ${id} 已在退款流程中，无法取消。`, `Order ${id} is already being refunded, so it cannot be cancelled.`),
        offerHuman: false,
      };
  }
}

/** Whether an order's delivery address can be changed: only before it ships. */
export function addressRefusal(order: Pick<OrderSnapshot, 'orderId' | 'status'>, locale: Locale): ChangeRefusal | undefined {
  const id = order.orderId;
  switch (order.status) {
    case 'pending_payment':
    case 'paid':
      return undefined;
    case 'shipped':
      return {
        text: say(
          locale,
          `订单 ${id} 已发货，无法在线修改收货地址。可以转人工客服联系快递尝试改派（不保证成功）。`,
          `Order ${id} has already shipped, so its delivery address can no longer be changed here. A human agent can ask the carrier to try to redirect the parcel (not guaranteed).`,
        ),
        offerHuman: true,
        why: say(
          locale,
          `因为订单 ${id} 已经出库、交给快递在运输途中了，店铺这边已无法更改收货地址：只有快递可以为在途包裹改派（需人工客服联系，不保证成功）。`,
          `Because order ${id} has left the warehouse and is with the carrier, the shop can no longer change where it goes: only the carrier can redirect a parcel on its way (a human agent can ask, not guaranteed).`,
        ),
      };
    case 'delivered':
    case 'completed':
      return {
        text: say(locale, `订单 ${id} 已签收，无法再修改收货地址。`, `Order ${id} has been delivered, so its address can no longer be changed.`),
        offerHuman: false,
      };
    case 'cancelled':
    case 'refunding':
    case 'refunded':
      return {
        text: say(locale, `订单 ${id} 已取消或退款，无法修改收货地址。`, `Order ${id} was cancelled or refunded, so its address cannot be changed.`),
        offerHuman: false,
      };
  }
}
