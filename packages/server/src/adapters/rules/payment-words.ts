// Ways to pay are language, not one shop's: a shopper names them whatever the shop accepts ("do you take PayPal?" in a
// shop that does not), and the answer is the shop's list of what it does accept.

// A way to pay named ("Apple Pay", "cash on delivery", "货到付款", "花呗").
const PAYMENT_METHOD =
  /货到付款|银行转账|对公转账|微信支付|支付宝|花呗|云闪付|银联|信用卡|储蓄卡|借记卡|数字人民币|\b(?:pay ?pal|apple ?pay|google ?pay|samsung ?pay|shop ?pay|amazon ?pay|ali ?pay|wechat ?pay|union ?pay|venmo|zelle|klarna|afterpay|affirm|sezzle|cash on delivery|cod|bank transfers?|wire transfers?|crypto(?:currency)?|bitcoin|amex|american express|visa|master ?card|maestro|(?:credit|debit) cards?)\b/i;

// How one can pay asked as such ("可以用PayPal付款吗", "支持什么支付方式", "can I pay with…", "what payment options").
const PAYING_ASKED =
  /(?:付款|支付|付钱)方式|怎么(?:付款|支付|付钱|付)|用.{1,12}(?:付款|支付|付钱)|\bpay(?:ing)? (?:with|by|via|using|through|in cash|cash)\b|\bpayment (?:methods?|options?|types?)\b|\bways? to pay\b|\bhow (?:can|do|should) (?:i|we) pay\b/i;

/** How many different ways to pay a text names: a part of an article naming several lists what a shop accepts. */
export function waysToPayNamed(text: string): number {
  const named = text.toLowerCase().match(new RegExp(PAYMENT_METHOD.source, 'gi')) ?? [];
  return new Set(named.map((name) => name.replace(/\s+/g, ''))).size;
}

/** A text that asks how one can pay, or names a way to pay: a question about the shop's payment methods. */
export const PAYING = new RegExp(`${PAYING_ASKED.source}|${PAYMENT_METHOD.source}`, 'i');
