import { INTENT_KEYWORDS } from '../../adapters/rules/intent-keywords.js';
import type { IntentType } from '../../ports/intent.js';
import type { AnswerLanguage } from './answer-language.js';
import type { OrderChange } from './own-orders-change.js';

// Only the clear cues: the weak bare "取消" / "cancel" says nothing about an order.
const CLEAR = 0.7;
const cuesOf = (type: IntentType) => INTENT_KEYWORDS[type].filter(([, weight]) => weight >= CLEAR).map(([cue]) => cue);
// "can my order still be cancelled?": the order named before the cancelling, which the intent cues read the other way round.
const CANCEL = [...cuesOf('order_cancel'), /\b(?:order|purchase)\b.{0,30}\bcancell?ed\b/i];
const ADDRESS = cuesOf('address_change');
const says = (text: string, cues: ReadonlyArray<string | RegExp>) => cues.some((cue) => (typeof cue === 'string' ? text.includes(cue) : cue.test(text)));

/**
 * The request a signed-in shopper's policy question about changing an order leads to, as a quick reply whose words
 * start that workflow ("我的订单能取消吗" → 帮我取消订单): the article says how, the reply does it for their own order
 * (the workflow lists the orders it can still apply to, or says why none).
 */
export function orderChangeOffer(text: string, lang: AnswerLanguage): { text: string } | undefined {
  const change = orderChangeAsked(text);
  if (change === 'change_address') return { text: lang === 'en' ? 'Change my delivery address' : '帮我修改收货地址' };
  if (change === 'cancel_order') return { text: lang === 'en' ? 'Cancel my order' : '帮我取消订单' };
  return undefined;
}

/** The order change a policy question asks about ("我的订单能取消吗": a cancellation), if any. */
export function orderChangeAsked(text: string): OrderChange | undefined {
  const asked = text.normalize('NFKC').toLowerCase();
  if (says(asked, ADDRESS)) return 'change_address';
  if (says(asked, CANCEL)) return 'cancel_order';
  return undefined;
}
