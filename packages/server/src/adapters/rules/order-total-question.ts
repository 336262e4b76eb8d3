/**
 * "最近一个订单多少钱", "这个订单付了多少", "我X9花了多少钱", "那个平板多少钱买的", "how much did I pay for the X9?", "what was my order
 * total?": what the shopper paid for an order of theirs, not what a product costs today.
 */
export const ASKS_ORDER_TOTAL =
  /(?:付|花|支付|实付)了(?:多少|几)|多少钱买的|(?:订单|单子)(?:总共|一共|总价|金额|合计)?(?:是)?多少钱|(?:订单|单子)(?:的)?(?:总价|总金额|金额|合计)|\bhow much (?:did|have|had) (?:i|we) (?:pay|paid|spend|spent)\b|\bwhat did (?:i|we) pay\b|\border (?:total|amount)\b|\bhow much (?:was|is) (?:my|the|that|this) (?:last |latest |recent |most recent )?order\b|\b(?:total|amount) (?:of|for) (?:my|the|that|this) (?:last |latest |recent |most recent )?order\b/i;

const PRICE_WORDS = /多少钱|价格|价钱|金额|\bhow much\b|\bprice\b|\bcost\b|\btotal\b/i;

/** Whether the text asks an order's total: in so many words, or a price asked of an order named ("KF10010001多少钱"). */
export function asksOrderTotal(text: string, namesOrder: boolean): boolean {
  return ASKS_ORDER_TOTAL.test(text) || (namesOrder && PRICE_WORDS.test(text));
}
