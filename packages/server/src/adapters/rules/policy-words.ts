// The words of a shop's policies in both languages: returns, refunds, exchanges, shipping, payment, cancelling, changing
// an order, discounts, invoices, warranty, contact. They are language, not one shop's: every shop's help articles are
// about these, and a shop that wrote its articles in one language only is asked in the other ("退货要多久" of an
// English returns policy; "how long does shipping take?" of a Chinese one).

/** One policy word as a shopper asks it in either language, and as an article in each language writes it. */
interface PolicyWord {
  readonly asked: RegExp;
  readonly zh: string;
  readonly en: string;
}

// Most specific first: "退款" before "退", "运费" before "发货". Each `en` is what an English article's title, tags or
// headings say ("Returns and refunds", "Shipping", "Payment methods"), each `zh` what a Chinese one's say.
const POLICY_WORDS: readonly PolicyWord[] = [
  { asked: /退款|退钱|\brefund/i, zh: '退款', en: 'refund' },
  { asked: /退货|退回|退掉|(?<!退)退(?:吗|么|的|了|不)|\b(?:returns?|returning|send (?:it )?back)\b/i, zh: '退货', en: 'returns' },
  { asked: /换货|换(?:尺码|码|大|小|颜色|色|一件|个)|能换|可以换|\bexchang/i, zh: '换货', en: 'exchange' },
  { asked: /运费|邮费|包邮|免运|\bshipping (?:costs?|fees?|charges?|rates?)\b|\bfree shipping\b/i, zh: '运费', en: 'shipping' },
  // 发货 is the order leaving the warehouse, which an English article calls its processing, apart from the delivery.
  { asked: /发货|寄出|出库|\bdispatch(?:ed)?\b/i, zh: '发货', en: 'shipping processing' },
  // "多久到账" is money reaching an account (a refund), not a parcel arriving.
  { asked: /配送|快递|物流|送到|寄到|(?:几天|多久)到(?!账)|\b(?:ship(?:ping|ped|s)?|deliver(?:y|ed|s)?)\b/i, zh: '配送', en: 'shipping delivery' },
  { asked: /付款|支付|付钱|刷卡|信用卡|分期|\b(?:pay(?:ment|ing)?|card|installments?)\b/i, zh: '支付', en: 'payment' },
  { asked: /取消|\bcancel/i, zh: '取消订单', en: 'cancel order' },
  { asked: /改地址|修改地址|地址.{0,4}(?:改|修改|换)|\b(?:change|edit|update) (?:the |my )?(?:shipping )?address\b/i, zh: '修改地址', en: 'change address' },
  { asked: /改订单|修改订单|\b(?:change|edit|modify) (?:the |my )?order\b/i, zh: '修改订单', en: 'change order' },
  { asked: /优惠|折扣|打折|促销|优惠券|优惠码|\b(?:discounts?|coupons?|promo(?:tions?)?|codes?|sales?)\b/i, zh: '优惠', en: 'discount promotion' },
  { asked: /发票|\binvoices?\b/i, zh: '发票', en: 'invoice' },
  { asked: /保修|质保|\bwarrant/i, zh: '保修', en: 'warranty' },
  { asked: /联系客服|客服(?:电话|邮箱|联系方式)|联系方式|\bcontact (?:you|us|support|customer service)\b/i, zh: '客服 联系', en: 'contact support' },
];

// "多久", "how long": what a policy question asks of its topic ("退货要多久"), no topic by itself ("礼品包装要多久").
// No "days" / "天": every duration an article states says it, so the search took it for the topic and quoted the
// first duration ("30 days of delivery" for "退款多久到账"); "how long" asks for a duration and names nothing.
const HOW_LONG: PolicyWord = { asked: /多久|多长时间|几天|\bhow long\b/i, zh: '多久', en: 'how long' };

/**
 * The policy words a message asks about, as the other language writes them ("退货要多久" → ["returns", "how long"]);
 * none when it names no policy. A phone number or an email given in passing names none ("我电话138…").
 */
export function policyWordsIn(text: string, into: 'zh' | 'en'): string[] {
  const topics = POLICY_WORDS.filter((word) => word.asked.test(text));
  if (!topics.length) return [];
  return [...topics, ...(HOW_LONG.asked.test(text) ? [HOW_LONG] : [])].map((word) => word[into]);
}
