import type { OrderStatus } from '@kefu/protocol';
import type { AnswerLanguage } from './answer-language.js';

const STATUS: Record<OrderStatus, readonly [zh: string, en: string]> = {
  pending_payment: ['待付款', 'awaiting payment'],
  paid: ['已付款，待发货', 'paid, awaiting shipment'],
  shipped: ['已发货', 'shipped'],
  delivered: ['已签收', 'delivered'],
  completed: ['已完成', 'completed'],
  cancelled: ['已取消', 'cancelled'],
  // Said after "is" ("Order … is being refunded"), never as a noun phrase.
  refunding: ['退款中', 'being refunded'],
  refunded: ['已退款', 'refunded'],
};

/** An order status as answer text says it ("已发货", "shipped"). */
export function statusWords(status: OrderStatus, lang: AnswerLanguage): string {
  return STATUS[status][lang === 'en' ? 1 : 0];
}
