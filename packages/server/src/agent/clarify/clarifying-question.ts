import type { QuickRepliesPart } from '@kefu/protocol';
import type { ProductLexicon } from '../../adapters/rules/index.js';
import type { AnswerLanguage } from '../answers/answer-language.js';
import type { ClarificationKind } from './clarification-state.js';
import type { Vagueness } from './vague-message.js';
import { cheaperThanWhat } from './cheaper-than-what.js';
import { askedThing } from './asked-thing.js';
import { whatWeSell } from '../answers/what-we-sell.js';
import { uncarriedKind } from './uncarried-kind.js';

// A ranking asked of a kind ("the cheapest ring", "最便宜的戒指").
// "rings in gold", "rings with a stone": words after the kind that are not part of its name.
const AROUND_THE_KIND = /\b(?:in|with|for|under|over)\b/i;
const RANKING = /\b(?:cheapest|most expensive|priciest|least expensive|lowest[- ]priced)\b|最便宜|最贵|最实惠/i;

/** At most this many products or orders are offered as quick replies. */
export const MAX_CLARIFY_CHOICES = 4;
/** The clarifying question that also offers a human (the third in a row). */
export const CLARIFY_OFFERS_HUMAN_AT = 3;

/** A recent order of the signed-in shopper, as a choice. */
export interface OrderChoice {
  orderId: string;
  /** What it holds, for the chip's label ("Find X8"). */
  title: string;
}

/** What the question is built from. */
export interface ClarifyingInput {
  vagueness: Vagueness;
  lang: AnswerLanguage;
  /** The message as typed, for quoting a bare attribute. */
  core: string;
  /** Product ids in focus, most relevant first (see `products-in-focus.ts`). */
  focus: readonly string[];
  orders: readonly OrderChoice[];
  /** The clarifying questions in a row, this one included. */
  streak: number;
  /** The escalation node already offered a human in this turn's message. */
  humanOffered?: boolean;
}

/** A clarifying question: text, quick replies, and what its answer completes. */
export interface ClarifyingQuestion {
  kind: ClarificationKind;
  text: string;
  part: QuickRepliesPart;
}

/** The human the Nth clarification offers, as a quick reply in the shopper's language. */
export const humanReply = (lang: AnswerLanguage) => (lang === 'en' ? { text: 'talk to a person' } : { text: '转人工' });

function productChoices(focus: readonly string[], lexicon: ProductLexicon): string[] {
  // Focus first, then the catalog's own order, so the question never names something the shop does not sell.
  // Two or more in focus (the jeans just listed) are the choice: other products would only crowd it.
  const ids = (focus.length >= 2 ? [...new Set(focus)] : [...new Set([...focus, ...lexicon.names.keys()])]).slice(0, MAX_CLARIFY_CHOICES);
  return ids.map((id) => lexicon.names.get(id)!).filter(Boolean);
}

function topicChoices(input: ClarifyingInput, lexicon: ProductLexicon): Array<{ text: string; label?: string }> {
  const en = input.lang === 'en';
  const focused = input.focus
    .slice(0, 2)
    .map((id) => lexicon.names.get(id))
    .filter((name): name is string => !!name);
  const type = lexicon.typeList[0];
  const typeWord = en ? lexicon.types.find((word) => word.value === type && /^[a-z ]+$/.test(word.key))?.key : type;
  const topics = en
    ? ['Where is my order?', 'How do I return an item?', ...(typeWord ? [`Recommend a ${typeWord.replace(/s$/, '')}`] : [])]
    : ['我的订单到哪了', '怎么退货', ...(typeWord ? [`推荐一款${typeWord}`] : [])];
  return [...focused.map((name) => ({ text: name })), ...topics.map((text) => ({ text }))];
}

/** What a message naming no topic is asked back, by why it names none: [zh-CN, en]. */
const TOPIC_QUESTIONS: Readonly<Record<'greeting' | 'filler' | 'unclear', readonly [string, string]>> = {
  greeting: [
    '亲，在的～请问有什么可以帮您？可以告诉我商品型号或订单号，也可以点下面的问题。',
    'Hi, I’m here! What can I help you with? Tell me a product or an order number, or pick one below.',
  ],
  filler: ['请问您想咨询什么呢？可以点下面的问题，或直接告诉我。', 'What would you like to know? Pick one below or just tell me.'],
  unclear: [
    '抱歉，我没太理解您的意思。请问您想咨询什么？可以告诉我商品或订单号，也可以点下面的问题。',
    'Sorry, I did not quite understand. What would you like to know? Tell me a product or an order number, or pick one below.',
  ],
};

/** Builds the short clarifying question for a vague message, with quick replies from what is in focus. */
export function clarifyingQuestion(input: ClarifyingInput, lexicon: ProductLexicon): ClarifyingQuestion {
  const en = input.lang === 'en';
  let kind: ClarificationKind;
  let text: string;
  let replies: Array<{ text: string; label?: string }>;
  switch (input.vagueness) {
    case 'greeting':
    case 'filler':
    case 'unclear':
      kind = 'topic';
      text = TOPIC_QUESTIONS[input.vagueness][en ? 1 : 0];
      replies = topicChoices(input, lexicon);
      break;
    case 'which_order':
      kind = 'order';
      text = en ? 'Which order do you mean?' : '请问是哪个订单？';
      replies = input.orders.slice(0, MAX_CLARIFY_CHOICES).map((order) => ({ text: order.orderId, label: `${order.orderId} · ${order.title}`.slice(0, 200) }));
      break;
    case 'attribute':
      kind = 'product';
      text = en ? `Which product do you mean by “${input.core}”?` : `请问您想了解哪款商品的“${input.core}”？`;
      replies = productChoices(input.focus, lexicon).map((name) => ({ text: name }));
      break;
    case 'cheaper': {
      kind = 'topic';
      const cheaper = cheaperThanWhat(lexicon, input.lang, MAX_CLARIFY_CHOICES);
      text = cheaper.text;
      replies = cheaper.replies;
      break;
    }
    case 'not_carried': {
      kind = 'topic';
      const sells = whatWeSell(0, input.lang, lexicon);
      // "any watches?" asks for "watches".
      // "what's the cheapest ring?" asks for "ring", "500以内的连衣裙" for "连衣裙", "any rings in gold?" for "rings": the
      // kind, not the ranking, the budget or the colour around it.
      const thing =
        askedThing(input.core) ??
        (RANKING.test(input.core) || /\d/.test(input.core) || AROUND_THE_KIND.test(input.core) ? uncarriedKind(input.core, lexicon) : undefined) ??
        input.core.replace(/^(?:any|some|got any)\s+/i, '');
      text = en ? `I couldn't find “${thing}” in this shop. ${sells.text}` : `没有找到“${thing}”相关的商品。${sells.text}`;
      replies = sells.parts.flatMap((part) => (part.type === 'quick_replies' ? part.replies : []));
      break;
    }
    case 'which_product':
      kind = 'product';
      text = en ? 'Which product do you mean?' : '请问您想了解哪款商品？';
      replies = productChoices(input.focus, lexicon).map((name) => ({ text: name }));
      break;
  }
  if (input.streak >= CLARIFY_OFFERS_HUMAN_AT && !input.humanOffered) {
    text += en ? ' If I keep missing it, tap “talk to a person”.' : '如果我一直没理解对，也可以点“转人工”。';
    replies = [...replies.slice(0, MAX_CLARIFY_CHOICES), humanReply(input.lang)];
  }
  return { kind, text, part: { type: 'quick_replies', replies: replies.slice(0, 8) } };
}
