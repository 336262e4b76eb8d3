import { PAYING } from '../adapters/rules/payment-words.js';
import type { PolicyTopic } from '../ports/knowledge.js';

/** How shoppers ask about a policy, how an article about it is headed, and what a merchant calls the document. */
interface TopicWords {
  /** A question about the policy, in either language. */
  asked: RegExp;
  /** An article's title, tags or id that say it is about the policy. */
  heading: RegExp;
  /** The policy as the assistant names it to a shopper. */
  name: { zh: string; en: string };
  /** What the merchant is told to write, and the file name suggested for it. */
  document: { title: string; file: string };
  /** Words that find such an article by keyword search, in either language. */
  search: string;
}

// The policies every shop is asked about, whatever it sells (a shop's own programmes reach retrieval through its
// synonyms.yaml). Order matters where a question names two: the one named first is the one asked about.
const TOPICS: Record<PolicyTopic, TopicWords> = {
  shipping: {
    asked:
      /运费|邮费|包邮|免邮|配送|发货|快递|送货|寄到|寄往|运到|海外|国外|国际|境外|\b(?:ship(?:s|ped|ping)?|deliver(?:s|y|ies)?|postage|courier|international(?:ly)?|overseas|abroad|worldwide|countries)\b/i,
    heading: /运费|配送|发货|快递|物流|\b(?:shipping|delivery|postage)\b/i,
    name: { zh: '运费与配送说明', en: 'shipping policy' },
    document: { title: 'Shipping & delivery (costs, times, countries)', file: 'shipping.md' },
    search: '运费 配送 发货 shipping delivery',
  },
  returns: {
    asked: /退货|退款|退换|换货|无理由|(?:能|可以|想|要)退|\b(?:returns?|returning|refunds?|exchanges?|money back|send (?:it |them )?back)\b/i,
    heading: /退货|退款|退换|换货|\b(?:returns?|refunds?|exchanges?)\b/i,
    name: { zh: '退换货政策', en: 'returns policy' },
    document: { title: 'Returns, exchanges & refunds', file: 'returns.md' },
    search: '退货 退款 换货 returns refunds exchanges',
  },
  payment: {
    // Any way to pay named ("do you support apple pay?", "能用微信付款吗"), or paying or instalments asked about.
    asked: new RegExp(`${PAYING.source}|分期|\\b(?:payment|pay in|installments?|instalments?)\\b`, 'i'),
    heading: /付款|支付|\b(?:payments?|paying)\b/i,
    name: { zh: '付款方式说明', en: 'payment information' },
    document: { title: 'Payment methods', file: 'payment.md' },
    search: '付款 支付 payment',
  },
  warranty: {
    asked: /保修|质保|三包|\b(?:warrant(?:y|ies)|guarantee[sd]?)\b/i,
    heading: /保修|质保|三包|\b(?:warrant(?:y|ies)|guarantee)\b/i,
    name: { zh: '保修政策', en: 'warranty policy' },
    document: { title: 'Warranty', file: 'warranty.md' },
    search: '保修 质保 warranty guarantee',
  },
  order_changes: {
    asked: /取消|改地址|修改地址|换地址|\b(?:cancel\w*|change (?:my |the )?(?:delivery |shipping )?address)\b/i,
    heading: /取消|修改订单|\b(?:cancel\w*|order changes?|changing (?:an|your) order)\b/i,
    name: { zh: '取消与修改订单说明', en: 'policy on cancelling or changing an order' },
    document: { title: 'Cancelling or changing an order', file: 'cancel-or-change-order.md' },
    search: '取消订单 修改订单 cancel order',
  },
};

/** Every policy topic, in the order a merchant is told about them. */
export const POLICY_TOPICS = Object.keys(TOPICS) as PolicyTopic[];

/** The policy a question asks about ("do you ship internationally?": shipping), the one named first; none for other questions. */
export function askedPolicyTopic(question: string): PolicyTopic | undefined {
  let first: { topic: PolicyTopic; at: number } | undefined;
  for (const topic of POLICY_TOPICS) {
    const at = question.search(TOPICS[topic].asked);
    if (at >= 0 && (!first || at < first.at)) first = { topic, at };
  }
  return first?.topic;
}

/** Whether an article headed so (its title, tags and id) is about the policy. */
export function headedAbout(topic: PolicyTopic, heading: { title: string; tags?: readonly string[]; id?: string }): boolean {
  return TOPICS[topic].heading.test([heading.title, ...(heading.tags ?? []), heading.id ?? ''].join(' '));
}

/** The policy topics none of the articles is about: what a merchant has not published yet. */
export function unpublishedTopics(articles: ReadonlyArray<{ title: string; tags?: readonly string[]; id?: string }>): PolicyTopic[] {
  return POLICY_TOPICS.filter((topic) => !articles.some((article) => headedAbout(topic, article)));
}

/** The words that find an article about the policy, when there is one. */
export const topicSearch = (topic: PolicyTopic): string => TOPICS[topic].search;

/** The policy as named to a shopper, in their language. */
export const topicName = (topic: PolicyTopic, lang: 'zh' | 'en'): string => TOPICS[topic].name[lang];

/** The document a merchant is told to write for the policy. */
export const topicDocument = (topic: PolicyTopic): TopicWords['document'] => TOPICS[topic].document;
