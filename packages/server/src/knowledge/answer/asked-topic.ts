import { PAYING } from '../../adapters/rules/payment-words.js';

// The policy a question asks about, as opposed to the things it mentions on the way: in "这件外套有保修吗" the
// coat is the context and the warranty is the question, so the warranty article should lead. Only policies every
// shop has; a shop's own programmes (a trade-in, a loyalty scheme) reach retrieval through its synonyms.yaml tags.
const ASKED_TOPICS: readonly RegExp[] = [
  /保修|质保|三包|\b(warrant\w*|guarantee\w*|covered|coverage)\b/i,
  // A bare verb asked about ("还能退吗", "能不能换一台", "修一下") names the policy as much as its noun does.
  /退货|无理由|退款|(?:能|可以|想|要)退|退(?:吗|么|嘛|不)|\b(returns?|refunds?)\b/i,
  /换货|(?:能|可以|想|要|给我)换(?![绑电屏机手号])|换(?:吗|么|不|一台|一个)|\bexchanges?\b/i,
  /发票|开票|普票|专票|\b(invoices?|fapiao|receipts?)\b/i,
  // Where a parcel is ("到哪了", "where is my order") is a tracking question, whatever else the question mentions.
  /物流|快递单号|运单|(?:到|在)哪(?:儿)?了|\b(track\w*|waybill)\b|where(?:'s| is) my (?:order|parcel|package)/i,
  // How soon an order ships or arrives ("今天下单什么时候发货", "how long does delivery take") is the shipping policy's
  // question; where a placed order is now is tracking's (above).
  /发货时效|配送时效|(?:什么时候|何时|多久|几天|哪天|多长时间).{0,3}(?:发货|发出|能发|送达|到货|能到|收到)|(?:发货|送达|配送)(?:要|需要)?(?:多久|几天|多长时间)|(?:多久|几天|多长时间)(?:才|就|能|可以)?(?:送)?到(?![账期])|\b(?:delivery times?|shipping times?|how (?:long|soon)\b.{0,30}\b(?:ship|deliver)\w*|when (?:will|does|do|would|can) (?:it|they|my (?:order|parcel|package)|the (?!refund|money)\w+) (?:ship|arrive|be (?:shipped|delivered)))/i,
  // Cancelling an order is a policy of its own, not a refund or a return.
  /取消|撤单|\b(cancel\w*)\b/i,
  // A way to pay named or asked about ("do you support Apple Pay?", "可以用PayPal付款吗"): the payment methods, whatever
  // the verb ("support" is also customer support) or the other words ("cash on delivery" is not shipping).
  PAYING,
  /维修|寄修|修理|(?<![保维寄])修(?:吗|么|不|一下)|(?:能|可以|去哪|哪里|哪儿|在哪)修|\b(repairs?|repaired|fix(ed)?)\b/i,
];

/** The asked-about topics a text names (indexes into a fixed list), for comparing a question with an article's heading. */
export function askedTopics(text: string): number[] {
  return ASKED_TOPICS.flatMap((pattern, index) => (pattern.test(text) ? [index] : []));
}

/**
 * What a policy the question names after another counts for against the first: a question names its topic first and
 * what it needs for it after ("保修要带发票吗" asks about the warranty; the invoice is what to bring). 0.5 and 0.25 scored
 * alike on the evaluation's tuned part and on questions written apart from it in Chinese; 0.25 was lower in English.
 */
export const LATER_TOPIC_WEIGHT = 0.5;

/** How much an article's heading (title and tags) is about what the question asks, 0..1; the policy named first weighs most. */
export function askedTopicMatch(question: string, heading: string): number {
  const asked = askedTopics(question);
  if (asked.length === 0) return 0;
  const covered = new Set(askedTopics(heading));
  const firstAt = (topic: number) => question.search(ASKED_TOPICS[topic]!);
  const ordered = [...asked].sort((a, b) => firstAt(a) - firstAt(b));
  const weight = (place: number) => (place === 0 ? 1 : LATER_TOPIC_WEIGHT);
  const total = ordered.reduce((sum, _, place) => sum + weight(place), 0);
  return ordered.reduce((sum, topic, place) => sum + (covered.has(topic) ? weight(place) : 0), 0) / total;
}
