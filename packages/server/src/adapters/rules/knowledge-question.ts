import type { Entities, IntentType } from '../../ports/intent.js';
import { WORKFLOW_INTENTS } from '../../ports/intent.js';

// Seed 000 routes 退货 to the workflow and 发货 to the logistics tool, but "七天无理由退货怎么算" or "发货要多久"
// asks how the shop works: a question for the knowledge base. The difference is the shopper's wish to act on
// their own order, not the topic word. A question names no order and no product; a request ("我要退货") or an
// order id still goes to the workflow or the tools.

const QUESTION_ZH = /怎么|怎样|如何|多久|几天|多长时间|能不能|可不可以|能否|是否|吗|嘛|谁|什么|哪些|[？?]$/;
const QUESTION_EN = /^(?:hi,? |hello,? |so,? |and )?(how|can|could|do|does|is|are|will|would|when|what|what's|which|who|why)\b|\?$/i;

// Words that make a yes/no question about a policy even when the shopper describes their own case ("屏幕碎了保修吗").
const POLICY_TERMS = /保修|质保|无理由|政策|规则|规定|条件|要求|流程|运费|包邮|免费|收费|费用|谁承担|谁出|谁付|怎么算|怎么计算|多久|几天|多长时间|时效|期限|到账|激活|拆封|专票|专用发票|增值税|普票|电子发票|纸质发票|\b(warranty|guarantee|polic(y|ies)|rules?|conditions?|requirements?|free|fees?|how long|when will|vat|activated)\b/i;

// "我想问一下…" asks; it does not act.
const ASKING = /我想问|想问一?下|请问|想咨询|想了解|i'?d like to know|i want to know|i wanted to ask/gi;
const WANTS_TO_ACT = /我要|我想|想要|帮我|给我|麻烦|办理|申请|要退|要换|要修|要开|开一张|开个|\b(i want|i'?d like|i would like|i need|i wanna|please|help me|start|open a|let me|i'?m returning)\b/i;

// The shopper speaks of their own item or order, or of damage to it: a request about that case.
const OWN_CASE = /我的|我买的|收到的|刚买的|这台|这个|这款|它|碎了|坏了|摔|裂|进水|划痕|磕|\b(it|my|mine|broken|cracked|damaged|scratched)\b/i;

// Where a parcel is now (a lookup), as opposed to how shipping works (a question for the knowledge base).
const PARCEL_STATE = /到哪|到了|到没|发了|发出|寄出|签收|什么时候(到|发|能到|送)|还没|单号|\b(where|arriv\w*|track\w*|status|shipped|delivered)\b/i;
const PRICE_WORDS = /多少|价格|价钱|售价|到手价|啥价|什么价|\b(how much|price|cost)\b/i;

const isQuestion = (text: string) => QUESTION_ZH.test(text) || QUESTION_EN.test(text);
const wantsToAct = (text: string) => WANTS_TO_ACT.test(text.replace(ASKING, ' '));

/**
 * The knowledge intent a clause really asks, when its keywords point at a workflow, an order or parcel lookup or a
 * subsidy price but it is a general question naming no order and no product; otherwise undefined.
 */
export function knowledgeQuestionOf(type: IntentType, text: string, entities: Entities): IntentType | undefined {
  if (entities.orderId || entities.trackingNumber || entities.productIds?.length || !isQuestion(text)) return undefined;
  if (WORKFLOW_INTENTS.includes(type) || type === 'order_query') {
    if (wantsToAct(text)) return undefined;
    return POLICY_TERMS.test(text) || !OWN_CASE.test(text) ? 'policy_inquiry' : undefined;
  }
  if (type === 'logistics_query') return OWN_CASE.test(text) || PARCEL_STATE.test(text) ? undefined : 'policy_inquiry';
  if (type === 'price_query' && entities.subsidy && !PRICE_WORDS.test(text) && !OWN_CASE.test(text)) return 'policy_inquiry';
  return undefined;
}
