import { ORDER_LOOKUP_INTENTS, type Intent } from '../../ports/intent.js';
import type { ProductLexicon } from '../../adapters/rules/product-lexicon.js';
import type { FocusOrder } from './dialogue-state.js';
import { describedOrder } from './described-orders.js';

// "TL-10231 换衬衫": 换 said of what is named beside it. Not of the order's details ("TL-10231 换地址", "换手机号", "换快递"),
// nor a question of how far an exchange has got ("换了吗", "换好了没", "换的那件").
const SWAPS = /换(?![了好过的])/;
const DETAIL_SWAPPED = /换.{0,12}(?:地址|收货人|手机|电话|号码|密码|账号|支付|付款|发票|抬头|快递|物流)/;

/**
 * "TL-10231 换衬衫", "TL-10231 换衬衫和两件T恤": an order named with 换 and an item of it, without 要 or 想, read to the
 * rules as that order's lookup ("订单 TL-10231 … 当前状态：已签收。"). When the order named holds what is named, it is
 * that item's exchange, as "我要换 TL-10231 的衬衫" is. Undefined otherwise (an order's details changed, an item the
 * order does not hold).
 */
export async function orderItemSwapped(
  intent: Intent,
  recentOrders: (() => Promise<FocusOrder[]>) | undefined,
  lexicon: ProductLexicon,
): Promise<Intent | undefined> {
  const { orderId, type, productIds } = intent.entities;
  if (!recentOrders || !ORDER_LOOKUP_INTENTS.includes(intent.type) || !orderId || (!type && !productIds?.length)) return undefined;
  if (!SWAPS.test(intent.text) || DETAIL_SWAPPED.test(intent.text)) return undefined;
  const named = (await recentOrders()).filter((order) => order.orderId.toUpperCase() === orderId.toUpperCase());
  if (!describedOrder(intent, named, lexicon)) return undefined;
  return { ...intent, type: 'exchange_process', confidence: Math.max(intent.confidence, 0.85) };
}
