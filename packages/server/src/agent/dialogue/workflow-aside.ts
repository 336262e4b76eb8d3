import type { WorkflowName } from '@kefu/protocol';
import { KNOWLEDGE_INTENTS, type Intent } from '../../ports/intent.js';

/** What each workflow is about, as help articles name it, and the words by which a question names it itself. */
const TOPICS: Record<WorkflowName, { zh: string; en: string; named: RegExp }> = {
  return: { zh: '退货', en: 'return', named: /退|\b(returns?|refunds?)\b/i },
  exchange: { zh: '换货', en: 'exchange', named: /换|\bexchanges?\b/i },
  repair: { zh: '维修', en: 'repair', named: /修|\b(repairs?|fix)\b/i },
  invoice: { zh: '发票', en: 'invoice', named: /发票|开票|\b(invoices?|receipts?)\b/i },
  cancel_order: { zh: '取消订单', en: 'cancel order', named: /取消|\bcancel\w*/i },
  change_address: { zh: '修改地址', en: 'change address', named: /地址|\baddress\b/i },
  order_lookup: { zh: '订单查询', en: 'order status', named: /到哪|物流|快递|发货|\b(where is|track\w*|shipped|parcel)\b/i },
};

// What a side question at a prompt asks of the request under way: its cost, its time, whether it is free.
const ASKS_OF_IT =
  /多少钱|费用|收费|运费|邮费|谁出|谁付|谁承担|要钱|免费|多久|几天|多长时间|怎么算|\b(how much|costs?|fees?|charges?|free|how long|take|shipping|postage|who pays)\b/i;

// What is left of "那一般要多久呢" or "how long does it take?" once the asking is taken out: nothing of a topic.
const FILLER_ZH = /[要需能可以吗呢啊呀吧嘛我您的了是有会得还么那这个就都也一般大概左右请问]/gu;
const FILLER_EN =
  /\b(?:i|we|you|it|its|it's|do|does|did|is|are|was|be|the|a|an|to|have|has|get|will|would|can|could|should|my|this|that|what|when|about|and|so|then|ok|okay|much|long|usually|normally|roughly|please|there|for|me|us|take|takes)\b/gi;

/** "多少钱", "要多久", "who pays shipping": asks the cost, time or terms of something it does not name. */
export function asksOfTopicUnnamed(text: string): boolean {
  return ASKS_OF_IT.test(text) && !Object.values(TOPICS).some((topic) => topic.named.test(text));
}

/**
 * "要多久", "how long do I have?", "运费谁出": asks only a cost, time or terms, with no word of a topic of its own
 * ("How long is the warranty?" names the warranty; "发票要多久能开" the invoice).
 */
export function asksOnlyOfIt(text: string): boolean {
  if (!asksOfTopicUnnamed(text)) return false;
  const rest = text
    .replace(new RegExp(ASKS_OF_IT.source, 'gi'), ' ')
    .replace(FILLER_EN, ' ')
    .replace(FILLER_ZH, '')
    .replace(/[\p{P}\p{S}\d\s]+/gu, ' ')
    .trim();
  return !/\p{Script=Han}|[a-z]{3,}/iu.test(rest);
}

/** A cost or how-to question ("多少钱", "要多久") naming no product, order, parcel or type: it can only be about a topic under way. */
export function namesNothing(intent: Intent): boolean {
  const e = intent.entities;
  if (e.productIds?.length || e.candidates?.length || e.orderId || e.trackingNumber || e.type) return false;
  return intent.type === 'price_query' || KNOWLEDGE_INTENTS.includes(intent.type);
}

/**
 * "How much does it cost?" / "要多久" typed at a repair prompt asks about the repair, not for a product or an article
 * on anything: a knowledge question about the running workflow's topic. A question that names a topic of its own
 * ("退货要运费吗" during a repair) or a product keeps its own reading.
 */
export function asideAboutWorkflow(intent: Intent, workflow: WorkflowName | undefined): Intent | undefined {
  if (!workflow || !namesNothing(intent) || !asksOfTopicUnnamed(intent.text)) return undefined;
  const topic = TOPICS[workflow];
  return {
    ...intent,
    type: 'policy_inquiry',
    confidence: Math.max(intent.confidence, 0.85),
    about: /\p{Script=Han}/u.test(intent.text) ? topic.zh : topic.en,
  };
}
