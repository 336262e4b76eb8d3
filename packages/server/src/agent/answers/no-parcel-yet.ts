import type { Order } from '../../ports/commerce-backend.js';
import type { AnswerLanguage } from './answer-language.js';
import { statusWords } from './order-status-words.js';
import { linesText } from './partial-return.js';

/**
 * "KF…到哪了" / "why hasn't it shipped?" for an order with no parcel yet: why there is none and what comes next, as a
 * service desk says it. Unpaid, it ships once paid (and can still be cancelled); paid, it is waiting to ship and the
 * tracking comes when it does. Any other state is named as it is. The order is named with what it holds, as a lookup
 * names it, so that the answers to "我的靴子到哪了" of two orders each say which is which.
 */
export function noParcelYet(order: Order, lang: AnswerLanguage): string {
  const en = lang === 'en';
  const items = linesText(order.lines, lang);
  // "Order KF… (Pad 3)" / "订单 KF…（Pad 3）", as a lookup names it; a Chinese bracket needs no space after it.
  const subject = en ? `Order ${order.orderId}${items ? ` (${items})` : ''}` : `订单 ${order.orderId}${items ? `（${items}）` : ' '}`;
  switch (order.status) {
    case 'pending_payment':
      return en
        ? `${subject} has not been paid yet, so it has not shipped: it ships once it is paid. If you no longer want it, it can be cancelled.`
        : `${subject}还未付款，所以还没有发货：付款后才会安排发货。如果不想要了，也可以取消订单。`;
    case 'paid':
      return en
        ? `${subject} is paid and waiting to ship, so there is no tracking yet; you can follow the parcel as soon as it ships.`
        : `${subject}已付款，正在等待发货，暂无物流信息；发货后即可查询物流。`;
    default:
      return en
        ? `${subject} is ${statusWords(order.status, lang)} and has no parcel yet.`
        : `${subject}当前${statusWords(order.status, lang)}，暂无物流信息。`;
  }
}
