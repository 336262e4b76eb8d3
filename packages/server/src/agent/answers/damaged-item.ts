import type { QuickRepliesPart } from '@kefu/protocol';
import type { Order } from '../../ports/commerce-backend.js';
import type { AnswerLanguage } from './answer-language.js';
import { describesFault } from '../../adapters/rules/index.js';
import { replies } from './fixed-replies.js';
import { ownWarrantyLine } from './own-warranty.js';

// "the shirt I bought has a hole", "买的衬衫开线了", "it came faded": what a return or exchange mends, said of an item.
const DAMAGED =
  /有(?:个|一个)?洞|破了|破洞|开线|脱线|掉色|褪色|起球|污渍|有污|染色了|拉链坏|扣子掉|\b(?:holes?|torn|ripped|rips?|stain(?:ed|s)?|faded|fading|pilling|broken zip(?:per)?|loose threads?|came apart|falling apart|defective)\b/i;
const RECEIVED: ReadonlyArray<Order['status']> = ['delivered', 'completed'];

/** Whether a message says an item is damaged or faulty. */
export const saysDamaged = (text: string): boolean => DAMAGED.test(text) || describesFault(text);

/** What a repair offer needs to know of the shop: its products' warranty months, and its calendar. */
export interface WarrantyData {
  /** Warranty months by product id, of the products whose data gives them. */
  readonly warrantyMonths?: ReadonlyMap<string, number>;
  /** The products the shopper named, so the line of an order of several is the one they speak of. */
  readonly named?: readonly string[];
  readonly timeZone: string;
  readonly now: number;
}

/**
 * The repair of the damaged item, when its product has a warranty in the shop's data: the warranty said ("… under
 * warranty until 24 Nov 2027") and a quick reply naming the order and the item, which starts the repair of that one.
 * Undefined when the order holds several items and none was named, or the item's product gives no warranty.
 */
function repairOffer(
  order: Order,
  lang: AnswerLanguage,
  data: WarrantyData | undefined,
): { said: string; reply: QuickRepliesPart['replies'][number] } | undefined {
  const named = order.lines.filter((line) => data?.named?.includes(line.productId));
  const [line, ...others] = named.length ? named : order.lines;
  const months = line && data?.warrantyMonths?.get(line.productId);
  if (!data || !line || others.length || !months) return undefined;
  const said = ownWarrantyLine({ productId: line.productId, title: line.title, warrantyMonths: months }, [order], data.timeZone, data.now, lang) ?? '';
  const reply =
    lang === 'en'
      ? { text: `I want to repair the ${line.title} from ${order.orderId}`, label: 'Request a repair' }
      : { text: `${order.orderId} 的 ${line.title} 我要维修`, label: '申请维修' };
  return { said, reply };
}

/**
 * A received order shown for an item the shopper says is damaged: sorry, and the return or exchange one tap away, so the
 * shopper picks what mends it (seed 000: quality problems are returned or exchanged); an item with a warranty may be
 * repaired too, and its warranty is said (when it ends, from the day it was delivered). An order still shown as shipped
 * is in the shopper's hands all the same (they hold the item): the tracking has not caught up, so a person starts
 * the return or exchange now, the workflows taking delivered orders only. Undefined for anything else.
 */
export function damagedItemOffer(
  text: string,
  order: Order,
  lang: AnswerLanguage,
  warranty?: WarrantyData,
): { text: string; part: QuickRepliesPart } | undefined {
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
  const sendBack = en ? [{ text: 'I want to return it' }, { text: 'I want to exchange it' }] : [{ text: '我要退货' }, { text: '我要换货' }];
  const repair = repairOffer(order, lang, warranty);
  if (repair)
    return {
      text: en
        ? `Sorry about that. ${repair.said} Would you like it repaired, or to return or exchange it?`
        : `很抱歉给您带来不便。${repair.said}需要为您办理维修、退货还是换货？`,
      part: { type: 'quick_replies', replies: [repair.reply, ...sendBack] },
    };
  return {
    text: en ? 'Sorry about that. Would you like to return it or exchange it?' : '很抱歉给您带来不便。需要为您办理退货还是换货？',
    part: { type: 'quick_replies', replies: sendBack },
  };
}
