import type { OrderStatus, QuickRepliesPart } from '@kefu/protocol';
import type { AnswerLanguage } from './answer-language.js';
import { describesFault } from '../../adapters/rules/index.js';
import { replies } from './fixed-replies.js';

// "the shirt I bought has a hole", "买的衬衫开线了", "it came faded": what a return or exchange mends, said of an item.
const DAMAGED =
  /有(?:个|一个)?洞|破了|破洞|开线|脱线|掉色|褪色|起球|污渍|有污|染色了|拉链坏|扣子掉|\b(?:holes?|torn|ripped|rips?|stain(?:ed|s)?|faded|fading|pilling|broken zip(?:per)?|loose threads?|came apart|falling apart|defective)\b/i;
const RECEIVED: readonly OrderStatus[] = ['delivered', 'completed'];

/** Whether a message says an item is damaged or faulty. */
export const saysDamaged = (text: string): boolean => DAMAGED.test(text) || describesFault(text);

/**
 * A received order shown for an item the shopper says is damaged: sorry, and the return or exchange one tap away, so the
 * shopper picks what mends it (seed 000: quality problems are returned or exchanged). An order still shown as shipped
 * is in the shopper's hands all the same (they hold the item): the tracking has not caught up, so a person starts
 * the return or exchange now, the workflows taking delivered orders only. Undefined for anything else.
 */
export function damagedItemOffer(text: string, order: { status: OrderStatus }, lang: AnswerLanguage): { text: string; part: QuickRepliesPart } | undefined {
  if (!saysDamaged(text)) return undefined;
  const en = lang === 'en';
  if (order.status === 'shipped')
    return {
      text: en
        ? "Sorry about that. If you have it, it has arrived and the tracking just hasn't caught up yet: a person from our team can start a return or exchange for you now, or you can ask for one here once it shows as delivered."
        : '很抱歉给您带来不便。您已经拿到商品的话，就是包裹已送达、物流签收还没更新：可以转人工客服，现在就为您办理退货或换货；也可以等显示签收后，在这里直接申请。',
      part: { type: 'quick_replies', replies: [replies.askForHuman(lang)] },
    };
  if (!RECEIVED.includes(order.status)) return undefined;
  return {
    text: en ? 'Sorry about that. Would you like to return it or exchange it?' : '很抱歉给您带来不便。需要为您办理退货还是换货？',
    part: {
      type: 'quick_replies',
      replies: en ? [{ text: 'I want to return it' }, { text: 'I want to exchange it' }] : [{ text: '我要退货' }, { text: '我要换货' }],
    },
  };
}
