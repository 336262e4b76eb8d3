import { BARGAIN } from './bargain-words.js';

/**
 * "is there a sale?", "any deals?", "what about sale items?", "clearance?", "有什么活动", "打折吗", "有优惠吗": the shopper asks which promotions run, of the
 * products in view or of the shop. Haggling ("any discount?", "能便宜点吗", BARGAIN) asks the same.
 */
/**
 * "what about sale items?", "what's on sale?", "clearance?", "有打折的商品吗", "哪些在打折": the goods on sale in the shop,
 * asked as such — not the promotions of the one product just discussed.
 */
export const ASKS_GOODS_ON_SALE =
  /\b(?:sale (?:items?|products?|stuff|things|section)|(?:items?|products?|stuff|things|anything|what(?:'s| is)?) (?:else )?on sale|(?:discounted|reduced|marked[- ]down) (?:items?|products?|stuff|things)|clearance)\b|(?:打折|特价|折扣|促销)(?:的)?(?:商品|东西|产品|货)|(?:哪些|什么)(?:商品|东西|产品)?(?:在)?(?:打折|特价|促销)/i;

const ASKS_PROMOTION =
  /\b(?:on sale|a sale|any sales?|sales? (?:on|going|running)|any deals?|deals? (?:on|today|now)|any (?:special )?offers?|any promotions?|promotions? (?:on|running|now)|specials?)\b|特价|(?:有|搞|做)(?:什么|没有)?(?:活动|促销)|促销|打折(?:吗|么|不|没)|(?:有|还有)(?:没有)?(?:什么)?(?:折扣|满减)|优惠(?:活动|券)?(?:吗|么|不|没|呢)?[？?]?$/i;

// "how do I use a coupon?", "优惠券怎么用": how a promotion works, which the shop's articles answer.
const HOW_TO = /\bhow (?:do|can|to|does)\b|怎么|如何|规则/i;

/**
 * Whether the text asks which promotions or discounts there are. A promotion's own name ("夏季促销怎么参加") is left to the
 * rules' promotion entity: that asks about its terms, answered from the shop's article.
 */
export function asksPromotion(text: string): boolean {
  return !HOW_TO.test(text) && (BARGAIN.test(text) || ASKS_PROMOTION.test(text) || ASKS_GOODS_ON_SALE.test(text));
}
