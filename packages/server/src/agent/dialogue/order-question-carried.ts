import { ORDER_LOOKUP_INTENTS, type Intent } from '../../ports/intent.js';
import type { ProductLexicon } from '../../adapters/rules/product-lexicon.js';
import { normalizeText } from '../../adapters/rules/normalize-text.js';
import type { DialogueState } from './dialogue-state.js';
import { isElliptical, ORDER_WORD } from './reference-cues.js';

// "and TL-10244?", "那KF10010004呢", "what about the sneakers order?", "Pad 3的订单呢", "and the tee?" (after an
// item's order): an order named and nothing asked.
const OPENS_OR_ENDS_ELLIPSIS = /^(?:那么?|还有|and\b|what about\b|how about\b)|呢\s*[?？]?$|[?？]\s*$/i;

/** The message with the order it names taken out: its id, the words "order" / "订单", the kind or product it describes. */
function withoutOrderNamed(intent: Intent, text: string, lexicon: ProductLexicon): string {
  let rest = text;
  if (intent.entities.orderId) rest = rest.split(intent.entities.orderId.toLowerCase()).join(' ');
  rest = rest.replace(new RegExp(ORDER_WORD.source, 'gi'), ' ');
  const { named, type, tags } = intent.entities;
  // "the sneakers order", "the dress order": the word of several titles, the kind's own names (as the catalog writes
  // and translates them) and the tags read, in either number.
  // The kind's words the rules read it by too ("T恤" of an English catalog's T-Shirts).
  const kindWords = type ? [...(lexicon.typeNames?.get(type) ?? [type]), ...lexicon.types.filter((word) => word.value === type).map((word) => word.key)] : [];
  const words = [...(named ? [named] : []), ...kindWords, ...(tags ?? [])];
  for (const word of words.map((name) => name.toLowerCase().replace(/e?s$/, '')).filter(Boolean))
    rest = rest.replace(new RegExp(`${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:e?s)?`, 'gi'), ' ');
  return rest;
}

/**
 * "how much did I pay for TL-10231?" → "and TL-10244?" / "and the sneakers order?"; "KF10010003到哪了" → "那KF10010001呢":
 * right after an order lookup, another order named and nothing asked keeps the last question for it — its total, its
 * parcel — as "那X8呢" keeps a product question. The order itself is the one named, or the one the words describe (the
 * order resolution finds it among the shopper's orders).
 */
export function orderQuestionCarried(intent: Intent, dialogue: DialogueState, lexicon: ProductLexicon): Intent | undefined {
  const last = dialogue.lastIntent;
  if (!last || !ORDER_LOOKUP_INTENTS.includes(last.type)) return undefined;
  const text = normalizeText(intent.text).trim();
  const { orderId, type, named, tags, productIds, candidates } = intent.entities;
  // "the sneakers order"; or, after a question about an item's order ("where is my linen shirt?"), the item alone ("and
  // the tees?"): the order holding it.
  const aboutItem = !!last.entities.productIds?.length || !!last.entities.type;
  const describes = !!(type || named || tags?.length || productIds?.length || candidates?.length) && (ORDER_WORD.test(text) || aboutItem);
  if (!orderId && !describes) return undefined;
  // Another order, asked of with a marker ("and…", "那…呢", "…?"), or only its number.
  if (orderId === last.entities.orderId || (!orderId && !OPENS_OR_ENDS_ELLIPSIS.test(text))) return undefined;
  if (!isElliptical(withoutOrderNamed(intent, text, lexicon), lexicon, true)) return undefined;
  return { ...intent, type: last.type, confidence: Math.max(intent.confidence, 0.9), text: `${last.text}，${intent.text}` };
}
