import type { Intent } from '../../ports/intent.js';
import type { Order } from '../../ports/commerce-backend.js';
import type { ToolResult } from '../tools/tool-results.js';
import type { AnswerLanguage } from './answer-language.js';

/** The one order an order lookup's results show (its status, its parcel, or that it has no parcel yet). */
function orderShown(results: readonly ToolResult[]): Order | undefined {
  for (const result of results) {
    if (result.status === 'no_logistics') return result.order;
    if (result.status !== 'ok') continue;
    if (result.tool === 'get_logistics_info') return result.order;
    if (result.tool === 'get_order_info' && result.orders.length === 1) return result.orders[0];
  }
  return undefined;
}

/**
 * "where is my linen shirt?" → "and the tees?": "The Essential Crew Tee is in the same order as the Linen Shirt." /
 * "Essential Crew Tee 和 Linen Shirt 在同一个订单里。", said before the order's answer, which otherwise repeats the last
 * one word for word. Titles as the order's lines write them; empty unless the order shown holds both.
 */
export function sameOrderLead(intent: Intent, results: readonly ToolResult[], lang: AnswerLanguage): string {
  const before = intent.entities.sameOrderAs;
  const asked = intent.entities.productIds?.[0];
  const order = before && asked ? orderShown(results) : undefined;
  const title = (productId: string | undefined) => order?.lines.find((line) => line.productId === productId)?.title;
  const [now, then] = [title(asked), title(before)];
  if (!now || !then || now === then) return '';
  return lang === 'en' ? `The ${now} is in the same order as the ${then}.` : `${now} 和 ${then} 在同一个订单里。`;
}
