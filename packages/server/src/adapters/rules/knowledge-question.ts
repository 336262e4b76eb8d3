import type { Entities, IntentType } from '../../ports/intent.js';
import type { ProductLexicon } from './product-lexicon.js';
import { ORDER_CHANGE_INTENTS, WORKFLOW_INTENTS } from '../../ports/intent.js';
import { findOtherBrandModel } from './other-brand-model.js';
import { STANDALONE_ORDER_NUMBER } from '../../shop/model/order-number.js';
import { TRACKING_NUMBER } from '../../shop/model/tracking-number.js';
import { asksWaysToPay } from './payment-words.js';

// Seed 000 routes 退货 to the workflow and 发货 to the logistics tool, but "七天无理由退货怎么算" or "发货要多久"
// asks how the shop works: a question for the knowledge base. The difference is the shopper's wish to act on
// their own order, not the topic word. A question names no order and no product; a request ("我要退货") or an
// order id still goes to the workflow or the tools.

const QUESTION_ZH = /怎么|怎样|如何|多久|几天|多长时间|能不能|可不可以|能否|是否|吗|嘛|谁|什么|哪些|[？?]$/;
// An English question opens the message, ends with "?", or sits anywhere in a mixed one ("发票 how to get", "退货 who pays shipping").
const QUESTION_EN =
  /^(?:hi,? |hello,? |so,? |and )?(how|can|could|do|does|is|are|will|would|when|where|what|what's|which|who|why)\b|\?$|\bhow (?:to|do|does|can|long|much|many|often|soon)\b|\b(?:can|could|may) (?:i|we)\b|\bwhat (?:if|happens)\b|\p{Script=Han}\s*(?:how|what|when|which|who|why|can|is|are|do|does)\b/iu;

// Words that make a yes/no question about a policy even when the shopper describes their own case ("摔坏了保修吗").
const POLICY_TERMS =
  /保修|质保|无理由|政策|规则|规定|条件|要求|流程|运费|包邮|免费|收费|费用|谁承担|谁出|谁付|怎么算|怎么计算|多久|几天|多长时间|时效|期限|到账|激活|拆封|专票|专用发票|增值税|普票|电子发票|纸质发票|\b(warranty|guarantee|polic(y|ies)|rules?|conditions?|requirements?|free|fees?|how long|when will|vat|activated)\b/i;

// "我想问一下…" asks; it does not act.
const ASKING = /我想问|想问一?下|请问|想咨询|想了解|i'?d like to know|i want to know|i wanted to ask/gi;
const WANTS_TO_ACT =
  /我要|我想|想要|帮我|给我|麻烦|办理|申请|要退|要换|要修|要开|开一张|开个|催|\b(i want|i'?d like|i would like|i need|i wanna|please|help me|start|open a|let me|i'?m returning)\b/i;

// The shopper speaks of their own item or order, or of damage to it: a request about that case.
const OWN_CASE =
  /\b(?:i|we) (?:ordered|bought|purchased)\b|\bdid (?:i|we) (?:order|buy|purchase|get)\b|我(?:买|下单|订)过|我上次|我之前|我的|我买的|收到的|(?:刚|昨天|前天|今天|上周|上个月|前几天|之前)(?:才)?买的|这台|这个|这款|它|碎了|坏了|摔|裂|划痕|磕|\b(it|them|these|my|mine|broken|cracked|damaged|scratched)\b/i;

// Where a parcel is now (a lookup), as opposed to how shipping works (a question for the knowledge base).
const PARCEL_STATE =
  /到哪|到了|到没|发了|发出|寄出|签收|什么时候(到|发|能到|送)|还没|还不(?:发|到)|单号|\b(where|arriv\w*|track\w*|status|shipped|delivered)\b/i;
const PRICE_WORDS = /多少|价格|价钱|售价|到手价|啥价|什么价|\b(how much|price|cost)\b/i;

// How something is done or what happens if ("how do I track my parcel", "can I cancel my order", "我的订单能取消吗"):
// asked about the shop's process even with "my", unlike "where is my parcel". Looking the order itself up ("can I
// see my orders") or asking its state ("how do I know where it is") stays a lookup.
const HOW_TO =
  /^(?:hi,? |hello,? |so,? |and )?(?:how (?:do|can|could|should|would) (?:i|we)|how to|can (?:i|we)|could (?:i|we)|may i|is it possible|am i able|what if|what happens (?:if|when)|what (?:should|do|can) i do (?:if|when))\b|怎么|怎样|如何|能不能|可不可以|能否|可以.{0,10}吗|能.{0,8}吗|如果|万一|要是/i;
const LOOKUP_NOW = /到哪|到了|到没|还没|签收了|发了没|能到|到吗|状态|进度|\b(where|status|arrived|yet|see|view|show|look up|check)\b/i;
const TRACKING_TOPIC = /物流|快递|包裹|运单|查件|\b(track\w*|parcels?|packages?|deliver(y|ies)|shipments?)\b/i;

// A product query naming no product ("How much does shipping cost?", "What time is customer service available?",
// "换屏多少钱") asks about a service the shop offers, not a product: price, stock and spec words are only its
// framing. A price after a promotion ("<promotion>后多少钱") is still a product's price (the page the shopper is on).
const PRODUCT_QUERIES: readonly IntentType[] = ['price_query', 'inventory_check', 'params_query'];
const SERVICE_SUBJECT =
  /运费|邮费|快递费|配送费|修|换屏|换电池|保修|分期|利息|手续费|客服|\b(shipping|delivery|postage|couriers?|freight|repairs?|fix(ing)?|replacements?|replacing|warranty|guarantee|installments?|instalments?|interest|fees?|customer service|customer support|support team|agents?|service (centre|center))\b/i;
const PRODUCT_PRICE_AFTER = /到手价|优惠后|折后|\b(after|with) (the )?(discount|promotion|sale)\b|\bdiscounted price\b/i;
/** A price after one of the shop's promotions ("<promotion>后多少钱", "after the <promotion>"): still a product's price. */
const priceAfterPromotion = (text: string, words: readonly string[]) =>
  PRODUCT_PRICE_AFTER.test(text) ||
  words.some((word) => text.includes(`${word}后`) || text.includes(`after ${word}`) || text.includes(`after the ${word}`) || text.includes(`${word} price`));

// "can I return it if it doesn't fit?", "if I don't like it, can I exchange it?": what the shop would do in a case that
// has not happened, asked before buying as often as after. The policy answers it; no order is acted on.
const HYPOTHETICAL = /\b(?:if|in case|what if)\b(?! (?:i|you) (?:ordered|bought))|如果|万一|要是|假如/i;

const isQuestion = (text: string) => QUESTION_ZH.test(text) || QUESTION_EN.test(text);
const wantsToAct = (text: string) => WANTS_TO_ACT.test(text.replace(ASKING, ' '));
const shoppingWish = (entities: Entities) => [entities.maxPrice, entities.minPrice, entities.type, entities.tags?.length].some((value) => value !== undefined);

// "我的订单到哪了" asks after the shopper's own order (a lookup), however it is phrased.
// So does what they say they bought ("我上周买的衬衫有点小"): their own item, not a case described to ask the policy.
const NAMES_OWN_ORDER = /我的|到哪|哪了|哪儿|我.{0,6}买的|\b(my|where)\b|\bi (?:bought|ordered|purchased)\b/i;

/**
 * Whether a clause only describes the shopper's situation ("平板坏了", "下单后还没发货"): it neither asks nor asks for
 * anything, so next to a policy question in the same message it is that question's context, not a request.
 */
export function describesSituation(text: string): boolean {
  return !isQuestion(text) && !wantsToAct(text) && !NAMES_OWN_ORDER.test(text);
}

/** Whether a clause asks something without asking for anything to be done ("可以取消吗", but not "帮我取消"). */
export function asksWithoutActing(text: string): boolean {
  return isQuestion(text) && !wantsToAct(text);
}

/** Whether a clause asks about the terms themselves ("for free?", "how long", "保修多久"), even of the shopper's own case. */
export function asksPolicyTerms(text: string): boolean {
  return POLICY_TERMS.test(text);
}

/** Whether a message asks what the shop would do in a case put as "if …" ("if I change my mind, can I return it?"). */
export function asksHypothetically(text: string): boolean {
  return HYPOTHETICAL.test(text) && isQuestion(text) && !wantsToAct(text);
}

/** Whether a clause asks how something is done or what happens if, rather than what the state of the shopper's order is. */
export function asksHowTo(text: string): boolean {
  // "怎么还不发货" asks why not yet, of the shopper's own order: a complaint, not how something is done.
  const asked = text.replace(WHY_NOT_YET, ' ');
  return HOW_TO.test(asked) && !LOOKUP_NOW.test(asked.replace(/\btrack\w*/gi, ' '));
}

const WHY_NOT_YET = /怎么还(?:没|不)/g;

/** "怎么还不发货", "my order hasn't shipped yet": the shopper's order is still waiting to ship. */
const NOT_SHIPPED = /还(?:没|不)发(?:货|出)?|怎么不发货|迟迟不发|\b(?:hasn'?t|has not|haven'?t|not|still not|never) (?:been )?(?:shipped|sent|dispatched)\b/i;

/** Whether a clause complains that the shopper's order has not shipped yet. */
export function saysNotShipped(text: string): boolean {
  return NOT_SHIPPED.test(text);
}

/**
 * Whether a clause asks how tracking a parcel works ("How do I track my parcel?", "我的快递怎么查") without naming an
 * order or a parcel: answered from the knowledge base, and for a signed-in shopper with their own latest parcel.
 */
export function asksHowToTrack(text: string): boolean {
  // "can I pay cash on delivery?" names a delivery, but asks how to pay.
  return TRACKING_TOPIC.test(text) && asksHowTo(text) && !ABOUT_ADDRESS.test(text) && !NAMES_ORDER_OR_PARCEL.test(text) && !asksWaysToPay(text);
}

// An order number of any shop's shape (KF10010001, TL-10251, #1244) or a parcel's tracking number: the shopper's own.
const NAMES_ORDER_OR_PARCEL = new RegExp(String.raw`${STANDALONE_ORDER_NUMBER}|${TRACKING_NUMBER}`, 'i');

// "can I change the delivery address?": the address asked about, not where the parcel is.
const ABOUT_ADDRESS = /地址|\baddress(es)?\b/i;

// Buying, not bought: "今天下单什么时候发货", "我要买X9，什么时候发货", "if I order today, when will it arrive" ask
// how soon the shop ships (its shipping article), not where an order is: there is none yet.
// "X9下单后几天到货", "how long after ordering does it ship": any order, not the shopper's own ("我下单后…", "已付款后…").
const PROSPECTIVE_ORDER =
  /(?<![我您已]|已经)(?:下单|付款|购买|拍下)(?:之?后|以后)|\bafter (?:i |you )?(?:order(?:ing)?|placing an order|checking out|paying)\b|\bonce (?:i|you) (?:order|pay)\b|(今天|现在|马上|明天|今晚|这会儿?)(下单|买|拍|付款|付)|(我要|我想|想要?|准备|打算)(买|入手|下单|订)|如果.{0,8}(下单|买)|\bif (?:i|we) (?:order|buy|purchase)|\b(?:order|buy|purchase)(?:ed)? (?:it |one |this |them )?(?:today|now|tonight|tomorrow)\b|\bi(?: want| wanna|'d like| would like| plan| am going) to (?:buy|order|get)\b/i;
const SHIPPING_TIME =
  /(什么时候|多久|几天|多长时间|哪天).{0,3}(发货|发|到|能到|送到|收到)|(发货|到货|送达|配送)(要|需要)?(多久|几天|多长时间)|\bwhen (?:will|does|do|would|can|could) (?:it|they|this|that|the [\w ]{1,30}?|i get (?:it|them)) (?:ship|arrive|be (?:shipped|delivered|sent)|get here|come)\b|\bhow (?:long|soon)\b.{0,30}\b(?:ship|arrive|deliver|get)/i;

/** Whether a clause asks how soon something ships or arrives. */
export function asksShippingTime(text: string): boolean {
  return SHIPPING_TIME.test(text);
}

/** Whether a message speaks of an order not placed yet ("今天下单", "我要买", "if I order"). */
export function speaksOfBuying(text: string): boolean {
  return PROSPECTIVE_ORDER.test(text);
}

const WARRANTY_TOPIC = /保修|质保|三包|保内|过保|\b(warrant(y|ies)|guarantee[ds]?|covered|coverage)\b/i;

/** Whether a clause asks about a warranty ("Is the X9 under warranty?", "X9 保修多久"). */
export function asksAboutWarranty(text: string): boolean {
  return WARRANTY_TOPIC.test(text);
}

/**
 * The knowledge intent a clause really asks, when its keywords point at a workflow, an order or parcel lookup or a
 * product query but it is a general question naming no order and no product; otherwise undefined.
 */
export function knowledgeQuestionOf(
  type: IntentType,
  text: string,
  entities: Entities,
  lexicon: Pick<ProductLexicon, 'promotionWords' | 'otherMakers' | 'spellings' | 'intentCues'>,
): IntentType | undefined {
  if (entities.orderId || entities.trackingNumber || entities.productIds?.length) return undefined;
  if (PRODUCT_QUERIES.includes(type)) {
    const aboutService =
      (SERVICE_SUBJECT.test(text) || !!entities.promotion) &&
      !priceAfterPromotion(text, lexicon.promotionWords) &&
      !shoppingWish(entities) &&
      !findOtherBrandModel(text, lexicon);
    if (aboutService) return 'policy_inquiry';
  }
  if (!isQuestion(text)) return undefined;
  if (type === 'order_query' || type === 'logistics_query' || ORDER_CHANGE_INTENTS.includes(type)) {
    if (wantsToAct(text)) return undefined;
    if (asksHowTo(text)) return 'policy_inquiry';
  }
  // Damage in the shop's own words (its lexicon's repair cues: water damage for a phone) is the shopper's case too.
  const ownCase =
    OWN_CASE.test(text) ||
    lexicon.intentCues.some(({ intent, cue }) => intent === 'repair_process' && (typeof cue === 'string' ? text.includes(cue) : cue.test(text)));
  if (WORKFLOW_INTENTS.includes(type) || type === 'order_query') {
    if (wantsToAct(text)) return undefined;
    return POLICY_TERMS.test(text) || !ownCase || HYPOTHETICAL.test(text) ? 'policy_inquiry' : undefined;
  }
  if (type === 'logistics_query') return ownCase || PARCEL_STATE.test(text) ? undefined : 'policy_inquiry';
  if (type === 'price_query' && entities.promotion && !PRICE_WORDS.test(text) && !ownCase) return 'policy_inquiry';
  return undefined;
}
