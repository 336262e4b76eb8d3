// Ways to pay by name, each with its words in both languages: "可以货到付款吗" of a shop whose article is in English is
// answered by whether that article names cash on delivery. Words of the language, not of one shop.

/** One way to pay: how an answer names it, and every way a shopper or an article writes it. */
export interface PaymentMethodName {
  readonly en: string;
  readonly zh: string;
  readonly words: RegExp;
}

export const PAYMENT_METHOD_NAMES: readonly PaymentMethodName[] = [
  { en: 'cash on delivery', zh: '货到付款', words: /货到付款|到付|现金|cash on delivery|\bcod\b|\b(?:pay|paying|payment) (?:in |by |with )?cash\b/i },
  { en: 'bank transfer', zh: '银行转账', words: /银行转账|对公转账|\b(?:bank|wire) transfers?\b/i },
  { en: 'PayPal', zh: 'PayPal', words: /\bpay ?pal\b/i },
  { en: 'Apple Pay', zh: 'Apple Pay', words: /\bapple ?pay\b/i },
  { en: 'Google Pay', zh: 'Google Pay', words: /\bgoogle ?pay\b/i },
  { en: 'Venmo', zh: 'Venmo', words: /\bvenmo\b/i },
  { en: 'Klarna', zh: 'Klarna', words: /\bklarna\b/i },
  { en: 'Alipay', zh: '支付宝', words: /支付宝|\bali ?pay\b/i },
  { en: 'WeChat Pay', zh: '微信支付', words: /微信支付|\bwe ?chat ?pay\b/i },
  { en: 'cryptocurrency', zh: '加密货币', words: /加密货币|比特币|\b(?:crypto(?:currency)?|bitcoin)\b/i },
];

/** The ways to pay a text names. */
export function paymentMethodsNamed(text: string): PaymentMethodName[] {
  return PAYMENT_METHOD_NAMES.filter((method) => method.words.test(text));
}
