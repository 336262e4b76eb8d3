import type { Locale } from '@kefu/protocol';
import { say } from './copy.js';
import type { OrderSnapshot } from './workflow-state.js';

/** Why an order cannot be changed now, and whether a human could still try (a parcel on its way can be intercepted). */
export interface ChangeRefusal {
  text: string;
  offerHuman: boolean;
}

/** Whether an order can be cancelled: only before it ships (unpaid or paid). */
export function cancelRefusal(order: Pick<OrderSnapshot, 'orderId' | 'status'>, locale: Locale): ChangeRefusal | undefined {
  const id = order.orderId;
  switch (order.status) {
    case 'pending_payment':
    case 'paid':
      return undefined;
    case 'shipped':
      return {
        text: say(
          locale,
          `订单 ${id} 已发货，无法直接取消。您可以在签收后申请退货；如果希望拦截包裹，可以转人工客服联系快递尝试拦截（不保证成功）。`,
          `Order ${id} has already shipped, so it can no longer be cancelled here. You can request a return once it is delivered, or a human agent can ask the carrier to try to intercept the parcel (not guaranteed).`,
        ),
        offerHuman: true,
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
