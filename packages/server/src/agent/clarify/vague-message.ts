import { KNOWLEDGE_INTENTS, type IntentType, type Recognition } from '../../ports/intent.js';
import { saysNoLongerWanted } from '../dialogue/unwanted-order.js';
import { ONLY_ORDINAL } from '../dialogue/reference-cues.js';
import { extractEntities, findOtherBrandModel, normalizeText, type ProductLexicon } from '../../adapters/rules/index.js';
import { asksCheaperOfNothing } from './cheaper-than-what.js';
import { askedThing } from './asked-thing.js';
import { uncarriedKind } from './uncarried-kind.js';
import { asksPromotion } from '../../adapters/rules/promotion-question.js';

/** Why a message needs a clarifying question rather than an answer or a handoff. */
export type Vagueness = 'greeting' | 'filler' | 'attribute' | 'which_product' | 'which_order' | 'cheaper' | 'not_carried' | 'unclear';

// Particles and punctuation that carry no request of their own ("亲～", "嗯嗯?", "ok!").
const TRAILING = /[\s,，.。!！?？~～…、'"“”]+/gu;
const GREETING = /^(亲+|亲亲|在吗|在么|在不在|有人吗|你好|您好|哈喽|嗨|hello|hi|hey|hiya|anyone there|is anyone there)(啊|呀|呢|哈)*$/iu;
// A call for help naming nothing to help with ("help", "帮帮我") asks the same as filler does: what is it about?
const HELP =
  /^(help|help me|help please|please help( me)?|i need help|i need some help|can you help( me)?|could you help( me)?|帮帮我|帮个忙|帮我一下|求助|求帮忙|我需要帮助)$/iu;
const FILLER = /^(嗯+|恩+|哦+|噢+|喔+|额+|呃+|啊+|en+|um+|hmm+|uh+|huh|ok|okay|k|well|so|然后呢?|那个|这个|emm+)$/iu;
// "我的订单" asks to see them (listed); a bare "订单 / my order" asks which one.
const BARE_ORDER = /^(订单|单子|order|my order)$/iu;
const NEEDS_PRODUCT: readonly IntentType[] = ['price_query', 'inventory_check', 'params_query'];

/** The text without particles and punctuation, lower-cased: what the patterns read. */
export function coreOf(text: string): string {
  return normalizeText(text).replace(TRAILING, ' ').trim().replace(/\s+/g, ' ');
}

/** Whether a message is a few words at most ("gold rings", "戒指"): a sentence may be a real question for the articles. */
const isShort = (core: string) => [...core.replace(/ /g, '')].length <= 10 && core.split(' ').length <= 4;

/** Whether a short message names an option value or attribute ("白色", "white", "有白色的吗", "电池") and no product, order or budget. */
export function isBareAttribute(text: string, lexicon: ProductLexicon, { optionsOnly = false } = {}): boolean {
  const core = coreOf(text);
  // Short: a sentence that names an option may be a real request the rules engine reads (or hands off) on its own.
  if (!core || [...core.replace(/ /g, '')].length > 10 || core.split(' ').length > 4) return false;
  const entities = extractEntities(core, lexicon);
  if (entities.productIds?.length || entities.orderId || entities.type || entities.minPrice !== undefined || entities.maxPrice !== undefined) return false;
  return !!entities.options?.length || (!optionsOnly && lexicon.attributeCues.some((cue) => cue.pattern.test(core)));
}

/** Options of {@link vagueness}. */
export interface VaguenessInput {
  text: string;
  recognition: Recognition | null;
  lexicon: ProductLexicon;
  viewingProductId: string | null;
  signedIn: boolean;
  /** Whether products were shown or discussed (a follow-up such as "something cheaper?" then refers to them). */
  inFocus?: boolean;
}

/**
 * Whether, and why, a message is too vague to answer: a greeting or filler alone, a bare attribute, a product question
 * naming no product (off a product page), or a bare "order" from a signed-in shopper. Anything else — gibberish
 * included — is not ours: it is answered, or handed off as low confidence where asking cannot help.
 */
export function vagueness({ text, recognition, lexicon, viewingProductId, signedIn, inFocus = false }: VaguenessInput): Vagueness | null {
  const core = coreOf(text);
  if (!core) return 'filler';
  if (GREETING.test(core)) return 'greeting';
  if (FILLER.test(core.replace(/ /g, '')) || FILLER.test(core) || HELP.test(core)) return 'filler';
  if (BARE_ORDER.test(core)) return signedIn ? 'which_order' : null;
  // "我不要了", "I don't want it anymore" with no order in view: which order (cancelled or returned as its state allows).
  const placed = (recognition?.intents ?? []).every((intent) => KNOWLEDGE_INTENTS.includes(intent.type) && !intent.entities.orderId);
  if (signedIn && placed && saysNoLongerWanted(text)) return 'which_order';
  // "第三个呢", "the second one?" with no list to count in (the references found none): asked what it means, not
  // answered from an article that happens to say "第三方".
  if (placed && ONLY_ORDINAL.test(core) && (recognition?.intents ?? []).every((intent) => !intent.entities.productIds?.length)) return 'unclear';
  if (viewingProductId) return null;
  // "something cheaper?" with nothing shown or discussed: cheaper than what?
  if (!inFocus && asksCheaperOfNothing(core)) return 'cheaper';
  const intents = recognition?.intents ?? [];
  const only = intents.length === 1 ? intents[0]! : undefined;
  // Another maker's model ("iPhone 16 多少钱") is answered as not carried, not questioned.
  if (findOtherBrandModel(normalizeText(text), lexicon)) return null;
  const uncarried = uncarriedKind(core, lexicon) !== undefined;
  if (only && NEEDS_PRODUCT.includes(only.type) && only.confidence >= 0.5) {
    const e = only.entities;
    if (
      !e.productIds?.length &&
      !e.candidates?.length &&
      !e.cheapest &&
      !e.priciest &&
      !e.type &&
      !e.tags?.length &&
      !e.audience &&
      e.minPrice === undefined &&
      e.maxPrice === undefined &&
      !e.promotion &&
      // "有优惠吗" naming nothing: the promotions running now answer it.
      !asksPromotion(text)
    )
      // "do you have gift cards?" names a thing the catalog does not know: not "which product?". "有银色的吗" names a
      // colour the catalog sells, which is no such thing.
      // A kind the shop does not carry, named outright ("do you sell laptops?"), is not the product in focus either,
      // nor is it one when named in a colour the shop sells ("do you have gold rings?").
      return askedThing(core) && (!inFocus || uncarried) && (!e.options?.length || uncarried) ? 'not_carried' : 'which_product';
  }
  // "what's the cheapest ring?" where the shop sells no rings: ranked over everything, it would name a necklace;
  // "dresses under 500?" in a shop of no dresses, searched by the budget alone, would list whatever costs less; "any
  // rings in gold?", searched by the colour alone, whatever comes in gold.
  const e = only?.entities;
  const ranksBudgetOrColourOnly =
    only?.type === 'product_recommend' &&
    !!e &&
    (e.cheapest || e.priciest || !!e.ranked || e.maxPrice !== undefined || e.minPrice !== undefined || !!e.options?.length) &&
    !e.type &&
    !e.named &&
    !e.tags?.length &&
    !e.described?.length &&
    !e.productIds?.length &&
    !e.candidates?.length &&
    !e.audience;
  if (ranksBudgetOrColourOnly && uncarried) return 'not_carried';
  // Only where the rules would hand off: "电池怎么保养" names an attribute but is a question the knowledge base answers;
  // and not when recognition already found the product (a follow-up resolved from the dialogue).
  const resolved = intents.some((intent) => intent.entities.productIds?.length);
  // "gold rings", "有戒指吗" where the shop sells no rings: read as nothing (a question for the help articles, or which
  // product has "gold"), it is a kind the shop does not carry. Only a short ask, or one asking whether the shop has it.
  const unread = intents.every(
    (intent) => intent.type === 'faq' && !intent.entities.productIds?.length && !intent.entities.type && !intent.entities.candidates?.length,
  );
  if (unread && !resolved && (isShort(core) || askedThing(core)) && uncarriedKind(core, lexicon)) return 'not_carried';
  return (recognition?.confidence ?? 0) < 0.5 && !resolved && isBareAttribute(text, lexicon) ? 'attribute' : null;
}
