// Ways to pay are language, not one shop's: a shopper names them whatever the shop accepts ("do you take PayPal?" in a
// shop that does not), and the answer is the shop's list of what it does accept.

// A way to pay named ("Apple Pay", "cash on delivery", "货到付款", "花呗").
const PAYMENT_METHOD =
  /货到付款|银行转账|对公转账|微信支付|支付宝|花呗|云闪付|银联|信用卡|储蓄卡|借记卡|数字人民币|\b(?:pay ?pal|apple ?pay|google ?pay|samsung ?pay|shop ?pay|amazon ?pay|ali ?pay|wechat ?pay|union ?pay|venmo|zelle|klarna|afterpay|affirm|sezzle|cash on delivery|cod|bank transfers?|wire transfers?|crypto(?:currency)?|bitcoin|amex|american express|visa|master ?card|maestro|(?:credit|debit) cards?)\b/i;

// How one can pay asked as such ("可以用PayPal付款吗", "支持什么支付方式", "can I pay with…", "what payment options").
const PAYING_ASKED =
  /(?:付款|支付|付钱)方式|怎么(?:付款|支付|付钱|付)|用.{1,12}(?:付款|支付|付钱)|\bpay(?:ing)? (?:with|by|via|using|through|in cash|cash)\b|\bpayment (?:methods?|options?|types?)\b|\bways? to pay\b|\bhow (?:can|do|should) (?:i|we) pay\b/i;

// "退款会退到信用卡吗", "will my refund go back to my card?": the refund is asked about, the card is only where it goes.
const REFUND = /退款|退货|退回|退到|\b(?:refund\w*|returns?|money back)\b/i;

/**
 * A text that asks how one can pay, or names a way to pay, and not only after a refund it asks about: a question
 * about the shop's payment methods.
 */
export const PAYING = new RegExp(`(?<!(?:${REFUND.source}).*)(?:${PAYING_ASKED.source}|${PAYMENT_METHOD.source})`, 'i');

// A payment that went wrong ("my card was declined", "支付失败") asks for the problems part, not the list of ways to pay.
const PAYMENT_PROBLEM =
  /失败|不成功|没成功|被拒|扣了两次|重复扣|\b(?:declined|failed|fails|rejected|refused|errors?|didn'?t go through|charged twice|double charged?)\b/i;

/** Whether a text asks which ways to pay the shop accepts ("do you take paypal?", "支持货到付款吗"), not about a failed payment. */
export function asksWaysToPay(text: string): boolean {
  return PAYING.test(text) && !PAYMENT_PROBLEM.test(text);
}

/** How many different ways to pay a text names: a part of an article naming several lists what a shop accepts. */
export function waysToPayNamed(text: string): number {
  const named = text.toLowerCase().match(new RegExp(PAYMENT_METHOD.source, 'gi')) ?? [];
  return new Set(named.map((name) => name.replace(/\s+/g, ''))).size;
}
