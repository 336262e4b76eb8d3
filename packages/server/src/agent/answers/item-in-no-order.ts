import { ORDER_LOOKUP_INTENTS, type Intent } from '../../ports/intent.js';
import type { ProductLexicon } from '../../adapters/rules/product-lexicon.js';
import type { CommerceTools, ToolCaller } from '../tools/commerce-tools.js';
import type { AnswerLanguage } from './answer-language.js';
import type { BranchAnswer } from './compose-answer.js';

/**
 * A signed-in shopper's order or parcel question about one item ("where is my oxford shirt?") that none of their orders
 * holds: the order tools would answer with their latest parcel, another item's, as if it were this one's. The answer
 * says no order holds it and asks for the order number (it may have been bought as a guest or on another account).
 * Undefined for a guest, an order or parcel named, no single item named, or an order that holds it.
 */
export async function itemInNoOrder(
  intent: Intent,
  caller: ToolCaller,
  tools: Pick<CommerceTools, 'run'>,
  lexicon: Pick<ProductLexicon, 'names'>,
  index: number,
  lang: AnswerLanguage,
): Promise<BranchAnswer | undefined> {
  const { orderId, trackingNumber, productIds } = intent.entities;
  if (!caller.customerId || orderId || trackingNumber || !ORDER_LOOKUP_INTENTS.includes(intent.type) || productIds?.length !== 1) return undefined;
  // A shopper with no orders at all is told that by the order answer itself.
  const any = await tools.run('get_order_info', { limit: 1 }, caller);
  if (any.tool !== 'get_order_info' || any.status !== 'ok' || !any.orders.length) return undefined;
  // Every order of theirs is searched for it, not the latest twenty (a shopper with more said nothing of it before).
  const holding = await tools.run('get_order_info', { product_model: productIds[0]!, limit: 1 }, caller);
  if (holding.tool !== 'get_order_info' || holding.status !== 'ok' || holding.orders.length) return undefined;
  const title = lexicon.names.get(productIds[0]!);
  if (!title) return undefined;
  return {
    index,
    text:
      lang === 'en'
        ? `None of your orders holds the ${title}. If you bought it as a guest or on another account, tell me the order number and I will look it up.`
        : `您的订单里没有 ${title}。如果是以游客身份或用其他账号购买的，请告诉我订单号，我来帮您查询。`,
    parts: [],
    resolved: true,
  };
}
