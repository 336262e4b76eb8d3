import type { OrderStatus } from '@kefu/protocol';
import { KNOWLEDGE_INTENTS, ORDER_LOOKUP_INTENTS, type Intent, type IntentType } from '../../ports/intent.js';
import { normalizeText } from '../../adapters/rules/normalize-text.js';
import { ORDER_ID } from '../../shop/model/order-number.js';
import type { DialogueState, FocusOrder } from './dialogue-state.js';

// The whole message only says the shopper no longer wants it ("不想要了", "这个不要了", "I don't want it anymore"), at
// most asking for the money back ("不想要了，能退款吗": undoing the order refunds it). Anything more ("I don't want the
// blue one") is read as it was recognised.
const NO_LONGER_WANTED =
  /^(?:(?:那|那就|算了|唉|哎|嗯|我|我现在|现在|其实|这个|这单|那个|它)[，,\s]*)*(?:又|还是|突然)?(?:不想要了?|不要了|不需要了|不想买了|用不上了|用不着了)(?:吧|啦|呢|哦|呀)?(?:[，,。.\s]*(?:能|可以|怎么|如何)(?:退款|退钱)(?:吗|么|呢)?)?[。.!！?？~～\s]*$|^(?:(?:actually|well|hmm|so|ok|okay|sorry)[,\s]+)*(?:i )?(?:do ?n[o'’]?t|no longer) (?:want|need) (?:it|this|that|them|this order|that order|the order)(?: any ?(?:more|longer))?(?: after all)?(?:[,.;\s]+(?:can|could|how do) i get (?:a refund|my money back)\??)?[.!?\s]*$|^(?:(?:actually|well|so|sorry)[,\s]+)*i(?:'ve| have)? changed my mind[.!\s]*$/i;

// What the rules make of it: "不想要了" a return, "不要了" or "I don't want it" a help question they could not place.
const MISREAD: readonly IntentType[] = ['return_process', ...KNOWLEDGE_INTENTS];
const ORDER_LOOKUPS = ORDER_LOOKUP_INTENTS;
// With its order named, the rules read it as a lookup of that order, or a cancellation whatever its state.
const NAMED_READ_AS: readonly IntentType[] = [...MISREAD, ...ORDER_LOOKUP_INTENTS, 'order_cancel'];
const NOT_SHIPPED: readonly OrderStatus[] = ['pending_payment', 'paid', 'shipped'];
const RECEIVED: readonly OrderStatus[] = ['delivered', 'completed'];

/** Whether the whole message only says the shopper no longer wants it ("我不要了", "I don't want it anymore"). */
export function saysNoLongerWanted(text: string): boolean {
  return NO_LONGER_WANTED.test(normalizeText(text).trim());
}

/**
 * "不想要了" / "I don't want it anymore" right after one order was looked up: that order, undone the way its state
 * allows. Not delivered yet, it is cancelled (a parcel on its way: the cancellation says why it cannot and offers a
 * person to intercept it); received, it is returned. The same when the message names the order first ("KF10010004，不想要了").
 * A signed-in shopper only: guests prove an order first.
 */
export async function unwantedOrder(
  intent: Intent,
  text: string,
  dialogue: DialogueState,
  recentOrders: (() => Promise<FocusOrder[]>) | undefined,
): Promise<Intent | undefined> {
  if (!recentOrders || intent.entities.productIds?.length) return undefined;
  // "我不要了 KF10020006": the order answering "which order?" after it, or typed with it.
  const named = intent.entities.orderId;
  if (named ? !NAMED_READ_AS.includes(intent.type) : !MISREAD.includes(intent.type)) return undefined;
  const orderId = named ?? dialogue.orderInFocus;
  if (!orderId || (!named && (!dialogue.lastIntent || !ORDER_LOOKUPS.includes(dialogue.lastIntent.type)))) return undefined;
  // "KF10010004, I don't want it anymore": only the words around the number say it is no longer wanted.
  const around = named ? text.replace(new RegExp(ORDER_ID, 'g'), ' ').replace(/^[\s，,:：]+|[\s，,:：]+$/g, '') : text;
  if (!saysNoLongerWanted(around)) return undefined;
  const status =
    dialogue.orders.find((order) => order.orderId === orderId)?.status ?? (await recentOrders()).find((order) => order.orderId === orderId)?.status;
  const type: IntentType | undefined = !status
    ? undefined
    : NOT_SHIPPED.includes(status)
      ? 'order_cancel'
      : RECEIVED.includes(status)
        ? 'return_process'
        : undefined;
  if (!type) return undefined;
  return { ...intent, type, confidence: Math.max(intent.confidence, 0.85), entities: { ...intent.entities, orderId } };
}
