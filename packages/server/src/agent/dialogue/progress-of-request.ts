import type { Intent, IntentType, Recognition } from '../../ports/intent.js';
import { KNOWLEDGE_INTENTS, ORDER_LOOKUP_INTENTS, QUERY_INTENTS } from '../../ports/intent.js';
import type { DialogueState } from './dialogue-state.js';
import { asksRefundTiming } from '../../adapters/rules/refund-question.js';

// The requests whose submission leaves their order in focus (the order's status names them).
const ITEM_WORKFLOWS: readonly IntentType[] = ['return_process', 'exchange_process', 'repair_process'];

// What the rules may read such a question as: a question of the shop, a product or an order, never a request.
const QUESTIONS: readonly IntentType[] = [...KNOWLEDGE_INTENTS, ...QUERY_INTENTS, 'chitchat'];

// How a shopper asks how far a request has got, with no "it" / "它": "现在什么状态", "进度怎么样了", "处理到哪一步了",
// "要多久", "how long will it take?", "what's the status?", "any update?".
const PROGRESS =
  /状态|进度|哪一步|到哪|怎么样了|处理好了?吗|多久|几天|多长时间|什么时候|\b(?:status|progress|how long|how many days|when will|what stage|any updates?|how is it going)\b/i;
// How long, not how far: answered with the time the shop's policy gives too.
const HOW_LONG = /多久|几天|多长时间|什么时候|\b(?:how long|how many days|when will)\b/i;
// What the policy's timing is found by in the help articles (as guest-refund-timing.ts asks it).
const REFUND_TIMING = { zh: '退款多久到账', en: 'how long do refunds take' } as const;
// How the shop works in general ("退款一般要多久", "how long do refunds usually take?") stays the help articles' question.
const IN_GENERAL = /一般|通常|正常|政策|规定|\b(?:usually|normally|typically|in general|policy)\b/i;
// Words that make the question about something else than the request: an order, product or topic of its own.
const OTHER_SUBJECT = /发票|运费|保修|\b(?:invoice|shipping cost|warranty)\b/i;

/**
 * "how long will it take?", "现在什么状态", "进度怎么样了", "处理到哪一步了" right after a return, exchange or repair went in:
 * a question of progress that names no order or product is that request's, which its order's status answers (the
 * status names the request, and a return's refund). Before, it read as a help question ("could not find anything"),
 * as nothing at all, or "what's" as a size S. Undefined when the message is not such a question.
 */
export function progressOfRequest(recognition: Recognition, text: string, dialogue: DialogueState, inWorkflow: boolean): Intent | undefined {
  const orderId = dialogue.orderInFocus;
  const last = dialogue.lastIntent?.type;
  if (inWorkflow || !orderId || !last || !ITEM_WORKFLOWS.includes(last)) return undefined;
  // "when do I get my money back?", "退款什么时候到": when the refund comes, in any words the refund questions know.
  const refundWhen = asksRefundTiming(text);
  if (!(PROGRESS.test(text) || refundWhen) || IN_GENERAL.test(text) || OTHER_SUBJECT.test(text)) return undefined;
  // A message that names an order, a product or a kind, or asks for a request or a person, is about that instead. What
  // the rules make of the bare question does not matter ("进度怎么样了" reads as a spec question of nothing).
  const namesSomething = recognition.intents.some(({ type, entities }) => {
    const asksAnother = !QUESTIONS.includes(type);
    return asksAnother || !!(entities.orderId || entities.trackingNumber || entities.productIds?.length || entities.type);
  });
  if (namesSomething) return undefined;
  const lookup = recognition.intents.find(({ type }) => ORDER_LOOKUP_INTENTS.includes(type));
  // "how long will it take?" of a return: the refund's timing as the shop's policy states it, after the status.
  const timing =
    last === 'return_process' && (HOW_LONG.test(text) || refundWhen) ? { about: /\p{Script=Han}/u.test(text) ? REFUND_TIMING.zh : REFUND_TIMING.en } : {};
  return { type: lookup?.type ?? 'order_query', confidence: 0.85, entities: { orderId }, text, ...timing };
}
