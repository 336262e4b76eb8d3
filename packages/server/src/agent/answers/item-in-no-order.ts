import { ORDER_LOOKUP_INTENTS, type Intent } from '../../ports/intent.js';
import type { ProductLexicon } from '../../adapters/rules/product-lexicon.js';
import type { CommerceTools, ToolCaller } from '../tools/commerce-tools.js';
import type { AnswerLanguage } from './answer-language.js';
import type { BranchAnswer } from './compose-answer.js';

// The most orders the order tool lists (its schema's limit), not the latest three: an item bought long ago is still
// "in their orders". Beyond them nothing is said: an older order may hold it.
const MOST_ORDERS = 20;

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
  const result = await tools.run('get_order_info', { limit: MOST_ORDERS }, caller);
  if (result.tool !== 'get_order_info' || result.status !== 'ok' || !result.orders.length || result.orders.length >= MOST_ORDERS) return undefined;
  if (result.orders.some((order) => order.lines.some((line) => line.productId === productIds[0]))) return undefined;
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
