import type { Intent, Recognition } from '../../ports/intent.js';
import { KNOWLEDGE_INTENTS, QUERY_INTENTS, type IntentType } from '../../ports/intent.js';
import type { DialogueState } from './dialogue-state.js';

// What the rules may read a bare status question as: a help question, a product question (the "s" of "what's" once
// read as a size S), or nothing.
const READ_AS: readonly IntentType[] = [...KNOWLEDGE_INTENTS, ...QUERY_INTENTS, 'chitchat'];

// The whole message asks a state and names nothing: "what's the status?", "status?", "any update?", "现在什么状态",
// "什么状态了", "进度怎么样了". ("what's the status of my refund?" names its subject and is read as it was.)
const STATUS_ALONE =
  /^(?:(?:ok|okay|so|and|hi|hello|hey)[,\s]+)*(?:what(?:'s| is) (?:the|its) status(?: now)?|status|any updates?|is there any update|what(?:'s| is) the latest)\s*[?？.!]*$|^(?:那|请问|嗯)?[，,\s]*(?:现在|目前)?(?:是|处于)?什么状态(?:了)?[?？吗呢啊]*$|^(?:那|请问|嗯)?[，,\s]*(?:现在|目前)?(?:进度|状态)(?:怎么样了?|如何)?[?？呢啊]*$/i;

/**
 * "what's the status?", "现在什么状态" outside a request, naming no order: the state of the order in view, or (none in
 * view) an order lookup naming none, which lists a signed-in shopper's latest orders and asks a guest for the number.
 * Before, "what's" read as a size S (four shirts in S) or the words as a help question nothing answered.
 */
export function statusAsked(recognition: Recognition, text: string, dialogue: DialogueState, inWorkflow: boolean): Intent | undefined {
  if (inWorkflow || !STATUS_ALONE.test(text.trim())) return undefined;
  const named = recognition.intents.some(
    ({ type, entities }) => !READ_AS.includes(type) || !!(entities.orderId || entities.trackingNumber || entities.productIds?.length || entities.type),
  );
  if (named) return undefined;
  const orderId = dialogue.orderInFocus;
  return { type: 'order_query', confidence: 0.85, entities: orderId ? { orderId } : {}, text };
}
