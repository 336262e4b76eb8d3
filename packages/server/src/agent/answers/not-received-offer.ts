import type { OrderStatus, QuickRepliesPart } from '@kefu/protocol';
import { saysDeliveredNotReceived } from '../../adapters/rules/index.js';
import type { AnswerLanguage } from './answer-language.js';
import { replies } from './fixed-replies.js';

const RECEIVED: readonly OrderStatus[] = ['delivered', 'completed'];

/**
 * A delivered order shown for a parcel the shopper says never reached them: sorry, where such parcels usually are, and
 * a person one tap away to open a claim with the carrier (the assistant cannot). Undefined for anything else.
 */
export function notReceivedOffer(text: string, order: { status: OrderStatus }, lang: AnswerLanguage): { text: string; part: QuickRepliesPart } | undefined {
  if (!saysDeliveredNotReceived(text) || !RECEIVED.includes(order.status)) return undefined;
  const en = lang === 'en';
  return {
    text: en
      ? "Sorry it hasn't reached you. Parcels marked delivered are often with a neighbour, a front desk or a parcel locker; if it isn't there, a person from our team can open a claim with the carrier."
      : '很抱歉您还没拿到包裹。显示签收的包裹常在邻居、门卫、快递柜或代收点；如果都没有，可以转人工客服，由客服向快递公司发起调查。',
    part: { type: 'quick_replies', replies: [replies.askForHuman(lang)] },
  };
}
