import type { Order } from '../../ports/commerce-backend.js';
import type { AnswerLanguage } from './answer-language.js';
import { statusWords } from './order-status-words.js';
import { shopTime } from './shop-time.js';
import { moneyText } from './money-text.js';
import { linesText, partialReturnOf } from './partial-return.js';

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
      // The tees of an order returned, not its shirt: the refund is theirs.
      const partial = partialReturnOf(order);
      if (partial) {
        const [returned, kept, requests] = [linesText(partial.returned, lang), linesText(partial.kept, lang), partial.requestIds.join(en ? ', ' : '、')];
        const by = expected !== undefined ? shopTime(expected, lang, timeZone) : undefined;
        return en
          ? `The refund of ${amount} for the ${returned} of order ${id} (return ${requests}) is in progress${by ? `; it should reach your original payment method by ${by}` : ''}. The ${kept} ${partial.kept.length > 1 ? 'are' : 'is'} not part of it.`
          : `订单 ${id} 中 ${returned} 的退款正在处理中（退货单 ${requests}），退款金额 ${amount}${by ? `，预计 ${by} 前原路退回` : ''}。${kept} 不在这次退货里。`;
      }
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
