import { STANDALONE_ORDER_NUMBER } from '../../shop/model/order-number.js';

// "订单 KF… 的退款到哪一步了", "退款什么时候到账", "where is my refund": the shopper asks where their own refund is,
// which the order answers (its status, amount and expected date). It is neither a new return (the 退款 / refund
// keyword's workflow) nor a policy question ("退款一般几天到账", "how long do refunds take").

const REFUND_PROGRESS_ZH = [
  /退款.{0,6}(到哪|哪一步|进度|状态|什么时候|啥时候|何时|多久能到|到账|到了|好了|处理得?怎么样|怎么样了|还没|退了没|退回来没)/,
  /(钱|款)(什么时候|啥时候|何时|怎么还没)(退|到账|能到|回来|到)/,
  /退的钱.{0,4}(到|呢|哪)/,
];
const REFUND_PROGRESS_EN = [
  /\bwhere(?:'s| is)\b.{0,20}\brefund/i,
  /\brefund\b.{0,15}\b(status|progress)\b|\bstatus of\b.{0,15}\brefund/i,
  /\bwhen (will|do|does|can|should) (i|we) (get|receive|see)\b.{0,15}\b(refund|money)\b/i,
  /\b(has|did|is|was) (my|the) refund\b/i,
  /\bmy refund\b.{0,20}\b(yet|arrived?|come|coming|processed|through)\b/i,
  /\bwhen will (my|the) refund\b/i,
  // "how long will my refund take?", "how long until the refund for KF… arrives?": their own only with "my" or an order
  // (GENERAL below); "how long do refunds take?" stays the policy's.
  /\bhow long\b.{0,20}\brefund\b.{0,30}\b(take|arrive|come|be|get)/i,
];
// How refunds work in general, unless the shopper points at their own.
const GENERAL = /一般|通常|正常|多久|几天|多长时间|政策|规定|\b(usually|normally|typically|how long|policy)\b/i;
const OWN = new RegExp(String.raw`我的|我那|这笔|这单|订单|\b(my|mine|order)\b|${STANDALONE_ORDER_NUMBER}`, 'i');

/** Whether a clause asks where the shopper's own refund is (answered from the order), not how refunds work. */
export function asksRefundStatus(text: string): boolean {
  const asks = REFUND_PROGRESS_ZH.some((pattern) => pattern.test(text)) || REFUND_PROGRESS_EN.some((pattern) => pattern.test(text));
  return asks && (!GENERAL.test(text) || OWN.test(text));
}

// When the money comes back, asked of a refund: "when will I get my refund?", "退款多久到账", "钱什么时候退回来".
const REFUND_TOPIC = /退款|退的钱|(钱|款).{0,6}(退|到账|回来)|\b(refunds?|money back)\b/i;
const WHEN = /什么时候|啥时候|何时|多久|几天|多长时间|\b(when|how long|how many days)\b/i;

/** Whether a clause asks when a refund arrives: what the shop's refund article says, whoever asks. */
export function asksRefundTiming(text: string): boolean {
  return REFUND_TOPIC.test(text) && WHEN.test(text);
}
