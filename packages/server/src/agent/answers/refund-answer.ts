import type { Order } from '../../ports/commerce-backend.js';
import type { AnswerLanguage } from './answer-language.js';
import { statusWords } from './order-status-words.js';
import { shopTime } from './shop-time.js';
import { moneyText } from './money-text.js';

const itemsOf = (order: Order, lang: AnswerLanguage) =>
  order.lines.map((line) => `${line.title}${line.quantity > 1 ? ` ×${line.quantity}` : ''}`).join(lang === 'en' ? ', ' : '、');

/** Where an order's refund is: in progress (amount, expected date), paid back (amount, date), or none on this order. */
export function refundAnswer(order: Order, lang: AnswerLanguage, timeZone: string): string {
  const en = lang === 'en';
  const id = order.orderId;
  const items = itemsOf(order, lang);
  // A backend that knows no refund details still refunds the order's total.
  const amount = moneyText(order.refund?.amount ?? order.total, lang);
  switch (order.status) {
    case 'refunding': {
      const expected = order.refund?.expectedBy;
      return en
        ? `The refund of ${amount} for order ${id} (${items}) is in progress${expected !== undefined ? `; it should reach your original payment method by ${shopTime(expected, lang, timeZone)}` : ''}.`
        : `订单 ${id}（${items}）的退款正在处理中，退款金额 ${amount}${expected !== undefined ? `，预计 ${shopTime(expected, lang, timeZone)} 前原路退回` : ''}。`;
    }
    case 'refunded': {
      const paid = order.refund?.refundedAt;
      return en
        ? `Order ${id} (${items}) has been refunded: ${amount} went back to your original payment method${paid !== undefined ? ` on ${shopTime(paid, lang, timeZone)}` : ''}.`
        : `订单 ${id}（${items}）已退款，${amount} ${paid !== undefined ? `已于 ${shopTime(paid, lang, timeZone)} ` : '已'}原路退回。`;
    }
    default: {
      const canReturn = order.status === 'delivered' || order.status === 'completed';
      return en
        ? `Order ${id} (${items}) is ${statusWords(order.status, lang)} and has no refund.${canReturn ? ' To ask for one, say "I want to return it".' : ''}`
        : `订单 ${id}（${items}）当前状态：${statusWords(order.status, lang)}，没有退款记录。${canReturn ? '如需退货退款，请回复“我要退货”。' : ''}`;
    }
  }
}
