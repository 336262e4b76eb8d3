import {
  KNOWLEDGE_INTENTS,
  ORDER_LOOKUP_INTENTS,
  ORDER_CHANGE_INTENTS,
  ORDER_INTENTS,
  type Entities,
  type Intent,
  type IntentType,
  type OptionFilter,
  type Recognition,
} from '../../ports/intent.js';
import { findOtherBrandModel } from '../../adapters/rules/other-brand-model.js';
import type { ProductLexicon } from '../../adapters/rules/product-lexicon.js';
import { MAX_CANDIDATES, matchPartialName, withFullName } from '../../adapters/rules/partial-names.js';
import { asksAboutWarranty } from '../../adapters/rules/knowledge-question.js';
import { chasesParcel } from '../../adapters/rules/parcel-chase.js';
import { faultNotFixed } from './fault-not-fixed.js';
import { tellsDoesNotFit, wantsAnotherSize } from '../../adapters/rules/does-not-fit.js';
import { normalizeText } from '../../adapters/rules/normalize-text.js';
import { qualityQuestion } from '../../adapters/rules/quality-question.js';
import type { WorkflowName } from '@kefu/protocol';
import { optionOfTheOne } from './option-of-the-one.js';
import { carryOptions, isColor } from './carry-options.js';
import { optionGroupKind, type OptionGroupKind } from '../../shop/option-group-kind.js';
import { DIALOGUE_LIMITS, productInFocus, type DialogueState, type FocusOrder } from './dialogue-state.js';
import { asideAboutWorkflow } from './workflow-aside.js';
import { knowledgeFollowUp } from './knowledge-follow-up.js';
import { cheaperThanInView } from './cheaper-than.js';
import { isItAbout } from './is-it-about.js';
import { compareAgain } from './compare-again.js';
import { rankTheListedKind } from './rank-the-listed-kind.js';
import { topicCarried } from './topic-carried.js';
import { optionOfTheCompared } from './option-of-the-compared.js';
import { optionSearch } from './option-search.js';
import { bargainAbout } from './bargain.js';
import { promotionAsked } from './promotion-asked.js';
import { compareOfList } from './compare-of-list.js';
import { featureOfList } from './feature-of-list.js';
import { featureIsOfOne } from './feature-is-of-one.js';
import { boxOfOne } from './box-of-one.js';
import { measureOfOne } from './measure-of-one.js';
import { sizeAdvice } from './size-advice.js';
import { onlyOfType } from './only-of-type.js';
import { unwantedOrder } from './unwanted-order.js';
import { listedInView } from './listed-in-view.js';
import { optionInstead } from './option-instead.js';
import { sizeNumberInstead } from './size-number-instead.js';
import { termsBeforeBuying } from './terms-before-buying.js';
import { ownItemAsked } from './own-item-asked.js';
import { ownItemWhere } from './own-item-where.js';
import { orderItemSwapped } from './order-item-swapped.js';
import { ownItemFault } from './own-item-fault.js';
import { whatTheyLike } from './what-they-like.js';
import { optionOfList } from './option-of-list.js';
import { orderQuestionCarried } from './order-question-carried.js';
import { buysTheChosen } from './buys-the-chosen.js';
import { buysOneOfTwo } from './buys-one-of-two.js';
import { choiceCandidates } from './choice-candidates.js';
import { shippingAfterBuying } from './shipping-after-buying.js';
import { askedOfFocusAfterAside } from './asked-of-focus.js';
import { careQuestion } from './care-question.js';
import { shopServiceQuestion } from './shop-service-question.js';
import { progressOfRequest } from './progress-of-request.js';
import { statusAsked } from './status-asked.js';
import { arrivalByDayAsked } from './arrival-by-day-asked.js';
import { describedThenAsked } from './described-then-asked.js';
import { ownItemsProgress } from './own-items-progress.js';
import { optionOfShownOrder } from './option-of-shown-order.js';
import { uncarriedKind } from '../clarify/uncarried-kind.js';
import { asksAllOrders, describedOrder, describedOrders, ordersUnderWay, productsOf, type DescribedOrder } from './described-orders.js';
import {
  ASKS_COLOURS,
  ASKS_SIZES,
  CHOOSES_OPTION,
  isElliptical,
  ONLY_ORDINAL,
  ordinalOf,
  ordinalsOf,
  ORDER_WORD,
  POINTS_BACK,
  PRICE_GAP,
  ASKS_DIFFERENCE,
  priceExtremeOf,
  priceRankOf,
  CAN_RETURN_IT,
  THAT_ORDER,
  WHICH_IS_BETTER,
} from './reference-cues.js';
import { attributeAskedAlone } from './attribute-asked-alone.js';
import { ownSizeTold } from './own-size.js';
import { oneOfKindTitled, questionOfList, withoutWordsOfNamed } from './one-of-kind-titled.js';
import { kindAskedOfOne } from './kind-asked-of-one.js';

const ORDER_STATE = /状态|怎么样了|到哪|物流|发货|到货|什么时候到|\b(?:status|where|track|shipped|ship|arrive|deliver(?:ed|y)?)\b/i;
const ORDER_WHERE = /到哪|物流|什么时候到|\b(?:where|track|arrive)\b/i;
const PRODUCT_QUESTIONS: readonly IntentType[] = ['price_query', 'inventory_check', 'params_query'];
const ORDER_LOOKUPS = ORDER_LOOKUP_INTENTS;
// "哪个拍照更好" is read by the rules as a recommendation or a spec question; with products in focus it is a choice between them.
const CHOICE_MISREAD: readonly IntentType[] = ['product_recommend', 'params_query', 'product_compare', 'price_query'];

/** What resolving a message against the dialogue state found. */
export interface Resolution {
  recognition: Recognition;
  /** Whether anything was taken from the dialogue state (the message depends on this conversation). */
  resolved: boolean;
}

/** What resolution needs besides the message and the dialogue state. */
export interface ResolveInput {
  text: string;
  dialogue: DialogueState;
  lexicon: ProductLexicon;
  /** The product page of this turn. */
  page: string | null;
  /**
   * The signed-in shopper's latest orders, looked up only when a described order is not among those shown; given a
   * product, the latest of those holding it among all of their orders.
   */
  recentOrders?: (holding?: string) => Promise<FocusOrder[]>;
  /** The workflow waiting on the shopper's answer, if any: a side question may be about it. */
  workflow?: WorkflowName;
  /** What the help articles answer to a question ('' when nothing): whether a policy speaks to what a follow-up asks. */
  knowledgeSays?: (question: string) => Promise<string>;
}

/**
 * The options a stock or price question about the product the last question asked in some options is about. Naming
 * options of its own, it keeps the others asked before ("do you have M?" → "is it in stock in leopard?" is M in
 * leopard; "in L instead?" then L in leopard). Naming none ("and in blue?" → "what sizes are left?"), it keeps those
 * it does not ask to list (the blue, when it asks the sizes).
 */
function optionsInFocus(intent: Intent, head: string, input: ResolveInput): OptionFilter[] | undefined {
  const last = input.dialogue.lastIntent;
  if (!last || !PRODUCT_QUESTIONS.includes(last.type) || !last.entities.productIds?.includes(head)) return undefined;
  const now = intent.entities.options;
  if (now?.length)
    return intent.type === 'inventory_check' || intent.type === 'price_query' ? carryOptions(last.entities.options, now, input.lexicon) : undefined;
  if (intent.type !== 'inventory_check') return undefined;
  // The group the question asks to see ("what sizes are left?") is listed, so a value of it is not kept.
  const sizes = ASKS_SIZES.test(intent.text);
  const colours = ASKS_COLOURS.test(intent.text);
  // A size the catalog sells nowhere ("in xxl?" of a shop selling S–XL) was answered "does not come in": not kept.
  const kept = (last.entities.options ?? []).filter(
    (option) => !sizeSoldNowhere(option.value, input.lexicon) && (kindOfValue(option.value, input.lexicon) === 'colour' ? !colours : !sizes),
  );
  return kept.length ? kept : undefined;
}

/** Whether a value asked is a colour or (any other) a size: by the catalog's groups holding it, else by the word. */
/** Whether a value is a size (a letter size or a number) that no product of the catalog comes in. */
function sizeSoldNowhere(value: string, lexicon: ProductLexicon): boolean {
  if (!/^(?:\d{1,2}(?:\.5)?|x{1,4}[sl]|[2-6]x[sl])$/i.test(value.trim())) return false;
  return ![...(lexicon.optionGroupsOf?.keys() ?? [])].some((sold) => sold.trim().toLowerCase() === value.trim().toLowerCase());
}

function kindOfValue(value: string, lexicon: ProductLexicon): OptionGroupKind {
  const kinds = (lexicon.optionGroupsOf?.get(value) ?? []).map(optionGroupKind);
  if (kinds.includes('size')) return 'size';
  return kinds.includes('colour') || isColor(value) ? 'colour' : 'size';
}

function focusHead(input: ResolveInput): string | undefined {
  // A page opened since the last turn is what "it" means now; otherwise the product last discussed.
  if (input.page && input.page !== input.dialogue.page) return input.page;
  return productInFocus(input.dialogue);
}

const PRODUCT_ASKS: readonly IntentType[] = ['product_recommend', 'inventory_check', 'price_query', 'params_query', 'product_compare'];

/** A product question naming nothing of the shop but a kind of product it does not carry ("laptops" in a shop of tablets). */
function namesUncarriedKind(intent: Intent, lexicon: ProductLexicon): boolean {
  const { productIds, type, candidates, named, tags } = intent.entities;
  if (!PRODUCT_ASKS.includes(intent.type) || productIds?.length || type || candidates?.length || named || tags?.length) return false;
  return uncarriedKind(normalizeText(intent.text), lexicon) !== undefined;
}

/** The text without a word (as a whole word where it is Latin). */
const withoutWord = (text: string, word: string) =>
  text.replace(new RegExp(`(?<![a-z0-9])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![a-z0-9])`, 'gi'), ' ');

/**
 * "X9多少钱" → "那Pro呢": a title word several products share names the one whose title is the product in focus's
 * with that word added (Find X9 → Find X9 Pro); the message then reads as if it named it in full.
 */
function siblingInFocus(intent: Intent, input: ResolveInput): Intent | undefined {
  const { candidates, named, productIds } = intent.entities;
  if (productIds?.length || !named || (candidates?.length ?? 0) < 2) return undefined;
  const head = focusHead(input);
  const title = head ? input.lexicon.names.get(head)?.toLowerCase() : undefined;
  if (!title) return undefined;
  const siblings = candidates!.filter((id) => {
    const other = input.lexicon.names.get(id)?.toLowerCase();
    return other !== undefined && other.startsWith(`${title} `) && ` ${other.slice(title.length + 1)} `.includes(` ${named} `);
  });
  // "how much are the chino pants?" → "and the linen ones?": of the titles with that word, the one of the same type.
  const type = input.lexicon.productTypes?.get(head!);
  const sameType = type ? candidates!.filter((id) => input.lexicon.productTypes?.get(id) === type) : [];
  const follows = isElliptical(withoutWord(intent.text, named), input.lexicon, true);
  const picked = siblings.length === 1 ? siblings : follows && sameType.length === 1 ? sameType : [];
  if (picked.length !== 1) return undefined;
  const { candidates: _candidates, named: _named, ...entities } = intent.entities;
  const sibling = picked[0]!;
  return { ...intent, text: withFullName(intent.text, named, input.lexicon.names.get(sibling)!), entities: { ...entities, productIds: [sibling] } };
}

/**
 * "how much is the oxford shirt", "Oxford呢": a part of one title names that product, as its full title would: it is
 * the one in focus next, and a follow-up naming it keeps the last question.
 */
function oneByPart(intent: Intent, input: ResolveInput): Intent | undefined {
  const { candidates, productIds } = intent.entities;
  if (productIds?.length || candidates?.length !== 1) return undefined;
  const productId = candidates[0]!;
  const title = input.lexicon.names.get(productId);
  const phrase = matchPartialName(normalizeText(intent.text), input.lexicon)?.phrase;
  const { candidates: _candidates, ...entities } = intent.entities;
  return { ...intent, ...(title && phrase ? { text: withFullName(intent.text, phrase, title) } : {}), entities: { ...entities, productIds: [productId] } };
}

/**
 * "is it available in XL?" → "and the polo?" where polo is a type: the last question asked of the product of that type
 * (the one shown or discussed, or the only one), or, when the rules read no search in it, "which one?" among them.
 */
function ofTypeNamed(intent: Intent, input: ResolveInput): Entities | undefined {
  const { type, ...rest } = intent.entities;
  if (!type || rest.options?.length || rest.maxPrice !== undefined || rest.minPrice !== undefined || rest.tags?.length) return undefined;
  const words = input.lexicon.types.filter((word) => word.value === type).map((word) => word.key);
  const left = words.reduce((text, word) => withoutWord(text, word), normalizeText(intent.text));
  if (left === normalizeText(intent.text) || !isElliptical(left, input.lexicon, true)) return undefined;
  const ofType = [...(input.lexicon.productTypes ?? [])].filter(([, productType]) => productType === type).map(([id]) => id);
  const shown = new Set([...(input.dialogue.listed ?? []), ...input.dialogue.products.map((product) => product.productId)]);
  const inView = ofType.filter((id) => shown.has(id));
  const one = inView.length === 1 ? inView : ofType.length === 1 ? ofType : [];
  if (one.length) return { ...rest, productIds: one };
  // Read as a search ("那平板呢" → the tablets with their prices), the list answers it; read as nothing, "which one?".
  return ofType.length > 1 && intent.type !== 'product_recommend' ? { ...rest, candidates: ofType.slice(0, MAX_CANDIDATES) } : undefined;
}

/**
 * "any tees?" → "what about shirts?" / "衬衫呢": right after a search, another type asked alone is the same kind of
 * search for that type, with the wishes told that still hold (who it is for), not a question nobody understood.
 */
function anotherTypeSearched(intent: Intent, input: ResolveInput): Intent | undefined {
  const { type } = intent.entities;
  if (!type || intent.type === 'product_recommend') return undefined;
  const words = input.lexicon.types.filter((word) => word.value === type).map((word) => word.key);
  const text = normalizeText(intent.text);
  const left = words.reduce((rest, word) => withoutWord(rest, word), text);
  if (left === text || !isElliptical(left, input.lexicon, false)) return undefined;
  return { ...intent, type: 'product_recommend', confidence: Math.max(intent.confidence, 0.85), entities: withWishes(intent.entities, input.dialogue) };
}

/** "那X8呢": the product (or option) is new, the question is the last one. */
function resolveEllipsis(intent: Intent, input: ResolveInput): Intent | undefined {
  const last = input.dialogue.lastIntent;
  const named = intent.entities.productIds ?? [];
  // "and the linen ones?" / "and the polo?" naming several products: "which one?" (of those), for the last question,
  // not the last product again.
  if (!named.length && (intent.entities.candidates?.length ?? 0) > 1) {
    const word = intent.entities.named;
    const follows = !!last && PRODUCT_QUESTIONS.includes(last.type) && !!word && isElliptical(withoutWord(intent.text, word), input.lexicon, true);
    return follows ? { ...intent, type: last.type, confidence: 0.9 } : undefined;
  }
  const byType = !named.length && last && PRODUCT_QUESTIONS.includes(last.type) ? ofTypeNamed(intent, input) : undefined;
  if (byType) return { ...intent, type: last!.type, confidence: 0.9, entities: byType };
  const typeAfterSearch = !named.length && last?.type === 'product_recommend' ? anotherTypeSearched(intent, input) : undefined;
  if (typeAfterSearch) return typeAfterSearch;
  if (!last || !isElliptical(named.length ? withoutWordsOfNamed(intent, input.lexicon) : intent.text, input.lexicon, named.length > 0)) return undefined;
  // "衬衫多少钱" → "那牛津衬衫呢": the question the list answered, of the product named.
  const ofList = named.length ? questionOfList(last) : undefined;
  if (ofList) return { ...intent, type: ofList, confidence: 0.9 };
  const warranty = last.type === 'policy_inquiry' && asksAboutWarranty(last.text);
  // "X9 白色" asks of its own value: only a product named alone carries the question.
  const askedOfFocus = named.length && !warranty && !intent.entities.options?.length ? askedOfFocusAfterAside(last, input.dialogue) : undefined;
  if (askedOfFocus) return { ...intent, type: askedOfFocus, confidence: 0.9 };
  if (PRODUCT_QUESTIONS.includes(last.type) || warranty) {
    const productIds = named.length
      ? named
      : last.entities.productIds?.length
        ? last.entities.productIds
        : [focusHead(input)].filter((id): id is string => !!id);
    if (!productIds.length) return undefined;
    // Another product may not have the options asked of the last one ("M" of a shirt, for trousers in 28–36): only
    // the question moves to it; the same product keeps its options and changes the one named.
    // A question that named no product ("有白色的吗" → "which product?" → "X9") keeps its options for the one named now.
    const sameProduct = !named.length || !last.entities.productIds?.length || named.every((id) => last.entities.productIds!.includes(id));
    const options = sameProduct ? carryOptions(last.entities.options, intent.entities.options, input.lexicon) : intent.entities.options;
    // "is it hypoallergenic?" → "in gold?": a value alone after a spec question asks whether it comes in it.
    if (last.type === 'params_query' && !named.length && intent.entities.options?.length)
      return { ...intent, type: 'inventory_check', confidence: 0.9, entities: { ...intent.entities, productIds, ...(options ? { options } : {}) } };
    // The last question's words go with it: "X9 的电池多大" → "X8呢" answers the X8's battery, not every spec.
    return {
      ...intent,
      type: last.type,
      confidence: 0.9,
      text: `${last.text}，${intent.text}`,
      entities: { ...intent.entities, productIds, ...(options ? { options } : {}) },
    };
  }
  if (last.type === 'product_recommend' && !named.length) {
    const options = carryOptions(last.entities.options, intent.entities.options, input.lexicon);
    const entities: Entities = { ...last.entities, ...intent.entities, ...(options ? { options } : {}) };
    return { ...intent, type: 'product_recommend', confidence: 0.9, entities };
  }
  return undefined;
}

/** "预算3000以内的手机" → "有适合拍照的吗": a recommendation keeps the budget and the type the shopper gave, unless it names its own. */
function withWishes(entities: Entities, dialogue: DialogueState): Entities {
  const { told } = dialogue;
  // Products named by a word of their titles ("tees") are another kind of thing than the type told before.
  // "boxy tees under 1200" → "any cargo pants?": the budget was for the tees.
  const toldThing = told.type !== undefined || told.named !== undefined;
  const otherType =
    toldThing && ((entities.named !== undefined && entities.named !== told.named) || (entities.type !== undefined && entities.type !== told.type));
  const budget =
    entities.minPrice === undefined && entities.maxPrice === undefined && !otherType
      ? { ...(told.minPrice !== undefined ? { minPrice: told.minPrice } : {}), ...(told.maxPrice !== undefined ? { maxPrice: told.maxPrice } : {}) }
      : {};
  const type = !entities.type && !entities.named && told.type ? { type: told.type } : {};
  const named = !entities.type && !entities.named && told.named ? { named: told.named } : {};
  // "anything for kids?" → "any tees?": the kids' tees; "for women?" then replaces who.
  // A gift for "my husband" is for him, whoever was told of before.
  const audience = !entities.audience && !entities.giftFor && told.audience ? { audience: told.audience } : {};
  if (!Object.keys(budget).length && !Object.keys(type).length && !Object.keys(named).length && !Object.keys(audience).length) return entities;
  return { ...entities, ...budget, ...type, ...named, ...audience };
}

/**
 * "which phone has the best camera?" → "and the cheapest?", "cheapest dress?" → "and the most expensive?": right after
 * a search, the cheapest (or the most expensive) asked alone is that of the search (its type, tags, budget and
 * options), not of everything of the type told. (The faq the rules read "and the most expensive?" as is a search too.)
 */
function cheapestOfLastSearch(intent: Intent, dialogue: DialogueState): Intent | undefined {
  const e = intent.entities;
  const last = dialogue.lastIntent;
  if (!(e.cheapest || e.priciest) || last?.type !== 'product_recommend') return undefined;
  if (intent.type !== 'product_recommend' && intent.type !== 'faq') return undefined;
  if (e.type || e.named || e.tags?.length || e.productIds?.length || e.minPrice !== undefined || e.maxPrice !== undefined) return undefined;
  const {
    productIds: _ids,
    candidates: _candidates,
    cheaperThan: _reference,
    cheapest: _cheapest,
    priciest: _priciest,
    ranked: _ranked,
    ...search
  } = last.entities;
  return { ...intent, type: 'product_recommend', confidence: Math.max(intent.confidence, 0.85), entities: { ...search, ...e } };
}

/**
 * "anything in silver?" → "under 30?": a budget alone right after a search narrows that search (its options, tags,
 * type and who it is for), rather than starting one for everything under 30.
 */
function budgetOfLastSearch(intent: Intent, dialogue: DialogueState): Intent | undefined {
  const e = intent.entities;
  const last = dialogue.lastIntent;
  if (intent.type !== 'product_recommend' || last?.type !== 'product_recommend' || (e.maxPrice === undefined && e.minPrice === undefined)) return undefined;
  if (e.type || e.named || e.tags?.length || e.options?.length || e.productIds?.length || e.audience || e.cheapest) return undefined;
  const { productIds: _ids, candidates: _candidates, cheaperThan: _reference, minPrice: _min, maxPrice: _max, cheapest: _cheapest, ...search } = last.entities;
  if (!search.options?.length && !search.tags?.length) return undefined;
  return { ...intent, entities: { ...search, ...e } };
}

/** The item at a place of a list as ordinals name it: 1 is the first, -1 the last. */
const atPosition = <T>(list: readonly T[], position: number): T | undefined => (position === -1 ? list.at(-1) : list[position - 1]);

/** "第一个", "the second one": a product of the list of matches last shown, unless the message speaks of orders. */
function pickListedProduct(text: string, dialogue: DialogueState): string | undefined {
  const listed = dialogue.listed ?? [];
  if (!listed.length || ORDER_WORD.test(text)) return undefined;
  const position = ordinalOf(text);
  if (position === undefined) return undefined;
  return atPosition(listed, position);
}

/** "第一个和第三个", "the first or the second": every product of the list of matches last shown that the message names by place. */
function pickListedProducts(text: string, dialogue: DialogueState): string[] {
  const listed = dialogue.listed ?? [];
  if (listed.length < 2 || ORDER_WORD.test(text)) return [];
  const ids = ordinalsOf(text).map((position) => atPosition(listed, position));
  return [...new Set(ids.filter((id): id is string => id !== undefined))];
}

/**
 * "便宜的那个有货吗", "the cheaper one": of the products last compared (else the two last discussed), the one the price
 * words pick. Alone, it keeps the last product question (a price when there was none); with its own question, it is
 * that question's product.
 */
function pickByPrice(intent: Intent, input: ResolveInput): Intent | undefined {
  if (intent.entities.productIds?.length) return undefined;
  const text = normalizeText(intent.text);
  // "is the cheapest one in stock?" right after a list: the cheapest of it. Alone ("the cheapest one?") it asks which
  // is the cheapest, which the search answers.
  const comparative = priceRankOf(text);
  const extreme = comparative ? undefined : priceExtremeOf(text);
  if (extreme && (isElliptical(extreme.rest, input.lexicon, true) || (input.dialogue.listed ?? []).length < 2)) return undefined;
  const ranked = comparative ?? extreme;
  if (!ranked) return undefined;
  const { lastIntent } = input.dialogue;
  // Right after a list of matches, "the cheaper one" is one of that list.
  const candidates = choiceCandidates(input.dialogue);
  const priced = candidates.flatMap((productId) => {
    // What it costs to pay now, as the comparison showed it ("$59, $47.20 after promotions"); of a list, the prices it
    // showed ("from $49").
    const price = (extreme ? input.lexicon.prices : (input.lexicon.payable ?? input.lexicon.prices))?.get(productId);
    return price === undefined ? [] : [{ productId, price }];
  });
  priced.sort((a, b) => a.price - b.price);
  const low = priced[0];
  const high = priced.at(-1);
  if (priced.length < 2 || !low || !high || low.price === high.price) return undefined;
  const productIds = [ranked.rank === 'cheaper' ? low.productId : high.productId];
  if (extreme) {
    const { cheapest: _cheapest, priciest: _priciest, ...entities } = intent.entities;
    return { ...intent, ...(intent.type === 'product_recommend' ? { type: 'price_query' as const } : {}), entities: { ...entities, productIds } };
  }
  if (!isElliptical(ranked.rest, input.lexicon, true)) return { ...intent, entities: { ...intent.entities, productIds } };
  const type = lastIntent && PRODUCT_QUESTIONS.includes(lastIntent.type) ? lastIntent.type : 'price_query';
  // The product the last question was about keeps its options ("有白色的吗" → "便宜的那个呢" is still the white).
  const options = lastIntent?.entities.productIds?.includes(productIds[0]!)
    ? carryOptions(lastIntent.entities.options, intent.entities.options, input.lexicon)
    : intent.entities.options;
  return { ...intent, type, confidence: Math.max(intent.confidence, 0.85), entities: { ...intent.entities, productIds, ...(options ? { options } : {}) } };
}

/**
 * "is it silver?", "它是纯银的吗", "is this one waterproof?": a yes/no question about what the product named, placed in
 * the list ("is the first one gold?") or in focus is (made of), answered from its listing. Its word ("silver", "cotton")
 * names no product to search for, nor a product whose title holds it.
 */
function qualityOfOne(intent: Intent, input: ResolveInput): Intent | undefined {
  const text = normalizeText(intent.text);
  if (!qualityQuestion(text) || ORDER_INTENTS.includes(intent.type) || (intent.entities.productIds?.length ?? 0) > 1) return undefined;
  const confidence = Math.max(intent.confidence, 0.85);
  // "is the wet bag waterproof?" right after the water bottle: the one product part of its title names ("wet bag") is
  // asked of, not the one in focus.
  // The word asked ("cotton") names no product, though a title holds it (Organic Cotton V-Neck Tee).
  const asked = qualityQuestion(text)!;
  const rest = [asked.asked, ...asked.words].reduce((left, word) => left.split(word).join(' '), text);
  const named = intent.entities.candidates?.length === 1 ? matchPartialName(rest, input.lexicon)?.productIds : undefined;
  const productId = intent.entities.productIds?.[0] ?? (named?.length === 1 ? named[0] : undefined) ?? pickListedProduct(text, input.dialogue);
  // "gopro防水吗", "pandora是纯银的吗": Latin words naming no product, kind or tag of the shop ask of something else, not
  // of the product in focus or the list in view (nor of the one whose colour "银" is): a question for the articles.
  const { type, tags, candidates } = intent.entities;
  const kindNamed = intent.entities.named;
  if (asked.before && !productId && !type && !kindNamed && !tags?.length && !candidates?.length) return { ...intent, type: 'faq', entities: {} };
  // "雨伞防水吗" where no kind of the shop is called so: not a question of the product in focus.
  if (asked.kind && !productId && !type && !kindNamed && !tags?.length) return undefined;
  // Right after a list of several matches, "is it adjustable?" is asked of each of them, not of a product before it.
  const listed = productId ? undefined : listedInView(input.dialogue);
  if (listed) return { ...intent, type: 'params_query', confidence, entities: { productIds: listed } };
  const one = productId ?? focusHead(input);
  // "are the bikinis waterproof?", "比基尼防水吗" with nothing in view: asked of every product of the kind (a search
  // the answer counts, quality-of-many.ts), not "which one?" of the titles holding the word nor the help articles.
  if (!one && (type || kindNamed || tags?.length)) {
    const { candidates: _titles, ...kind } = intent.entities;
    return { ...intent, type: 'product_recommend', confidence, entities: kind };
  }
  if (!one) return undefined;
  return { ...intent, type: 'params_query', confidence, entities: { productIds: [one] } };
}

/** "第二个", "the second one" alone after a list of products: that product, with the last product question or its price. */
function pickListedAlone(intent: Intent, input: ResolveInput): Intent | undefined {
  const { lastIntent } = input.dialogue;
  const text = normalizeText(intent.text);
  if (!ONLY_ORDINAL.test(text) || (lastIntent && ORDER_INTENTS.includes(lastIntent.type))) return undefined;
  const picked = pickListedProduct(text, input.dialogue);
  if (!picked) return undefined;
  const type = lastIntent && PRODUCT_QUESTIONS.includes(lastIntent.type) ? lastIntent.type : 'price_query';
  return { ...intent, type, confidence: 0.9, entities: { productIds: [picked] } };
}

/**
 * "第二个", "the second one" right after a list of orders, asked about orders: that order. Right after one order was
 * shown (a lookup answers with the latest parcel), a place beyond it counts in the shopper's latest orders, newest first,
 * as "我的订单" lists them.
 */
async function pickFromList(intent: Intent, input: ResolveInput): Promise<Intent | undefined> {
  const { orders, lastIntent } = input.dialogue;
  const text = normalizeText(intent.text);
  if (!orders.length || !lastIntent || !ORDER_INTENTS.includes(lastIntent.type) || !ONLY_ORDINAL.test(text)) return undefined;
  const position = ordinalOf(text)!;
  const order = atPosition(orders, position) ?? (orders.length === 1 ? atPosition((await input.recentOrders?.()) ?? [], position) : undefined);
  return order ? { ...intent, type: 'order_query', confidence: 0.9, entities: { orderId: order.orderId } } : undefined;
}

/** "能不能快点", "还没到啊", "still nothing" right after an order or parcel answer: that order's parcel, chased. */
function chaseFollowUp(intent: Intent, dialogue: DialogueState): Intent | undefined {
  const last = dialogue.lastIntent;
  // "那双靴子的订单怎么还没发货" describes the order it means: that is the order resolution's, not the order in focus.
  const { orderId, productIds, type } = intent.entities;
  if (!last || !ORDER_LOOKUPS.includes(last.type) || orderId || productIds?.length || type) return undefined;
  if (!chasesParcel(intent.text) || (ORDER_INTENTS.includes(intent.type) && intent.type !== 'logistics_query')) return undefined;
  const inFocus = dialogue.orderInFocus ?? last.entities.orderId;
  return {
    ...intent,
    type: 'logistics_query',
    confidence: Math.max(intent.confidence, 0.85),
    entities: { ...intent.entities, ...(inFocus ? { orderId: inFocus } : {}) },
  };
}

/**
 * "does the linen one come in blue?" after a list holding one linen product: a part of a name that several of the
 * catalog's titles share names the one of them just shown or discussed, rather than asking which one.
 */
function narrowToShown(intent: Intent, dialogue: DialogueState): Intent {
  const { candidates, named, ...rest } = intent.entities;
  if (!candidates || candidates.length < 2 || intent.entities.productIds?.length) return intent;
  const shown = new Set([...(dialogue.listed ?? []), ...dialogue.products.map((product) => product.productId)]);
  const inView = candidates.filter((id) => shown.has(id));
  return inView.length === 1 ? { ...intent, entities: { ...rest, productIds: inView } } : intent;
}

// "能取消吗", "还能改地址吗", "can I still cancel it?": whether an order can be cancelled, or its address changed.
const CAN_CANCEL =
  /(?:能|可以|可不可以|能不能|还能|可否)(?:帮我)?取消|\bcan (?:i|we|you) (?:still )?cancel\b|\b(?:can|could) (?:my|the|this|that|it) (?:order )?(?:still )?be cancell?ed\b|\bis it (?:still )?possible to cancel\b/i;
const CAN_CHANGE_ADDRESS =
  /(?:能|可以|可不可以|能不能|还能|可否)(?:帮我)?(?:改|修改|更改|换)(?:一下)?(?:收货|配送|送货)?地址|(?:能|可以|可不可以|能不能|还能|可否)(?:帮我)?(?:寄|送|发)(?:到|去|往)(?:别的|其他|另一个|新的?)地址|\bcan (?:i|we|you) (?:still )?(?:change|update|edit|correct) (?:the |my |its |that )?(?:delivery |shipping )?address\b|\bcan (?:you|it|they) (?:still )?(?:be )?(?:send|sent|ship|shipped|deliver|delivered) (?:it |them )?to (?:a |an )?(?:another|different|new|other) address\b/i;

// "续航多久", "how long does the battery last": a question about a value, not a wish for products that have it.
const ASKS_VALUE = /多久|多大|多少|多长|多重|多高|几|\bhow (?:long|big|large|much|heavy|many|fast)\b|\bwhat(?:'s| is) the\b/i;

/**
 * "续航多久" after a list of matches, or after one product: the rules read a spec word the shop also tags products
 * with ("续航") as a search for products that have it. Asked as a value, it is that spec of the products listed
 * (side by side) or of the product in focus.
 */
function specOfShown(intent: Intent, input: ResolveInput): Intent | undefined {
  const { productIds, type, maxPrice, minPrice, tags, ...rest } = intent.entities;
  if (intent.type !== 'product_recommend' || productIds?.length || type || maxPrice !== undefined || minPrice !== undefined || !tags?.length) return undefined;
  if (!ASKS_VALUE.test(intent.text) || !input.lexicon.attributeCues.some((cue) => cue.pattern.test(intent.text))) return undefined;
  const listed = input.dialogue.listed ?? [];
  const confidence = Math.max(intent.confidence, 0.85);
  if (listed.length >= 2 && input.dialogue.lastIntent?.type === 'product_recommend')
    return { ...intent, type: 'product_compare', confidence, entities: { ...rest, productIds: listed.slice(0, DIALOGUE_LIMITS.compared) } };
  const head = focusHead(input);
  return head ? { ...intent, type: 'params_query', confidence, entities: { ...rest, productIds: [head] } } : undefined;
}

/**
 * "那个平板的订单能取消吗", "第三个能取消吗", "can I change the delivery address?" right after an order was shown: asked of
 * an order the shopper describes, points at or just looked up, a question whether it can be cancelled or its address
 * changed is that order's workflow, whose first step says whether it can. Asked of no order, it stays the policy's.
 */
const asPolicy = (intent: Intent): Intent => ({ ...intent, type: 'policy_inquiry', confidence: Math.max(intent.confidence, 0.85) });

function askedOrderChange(intent: Intent, text: string, input: ResolveInput): Intent | undefined {
  if (!KNOWLEDGE_INTENTS.includes(intent.type) && !ORDER_LOOKUPS.includes(intent.type)) return undefined;
  const type = CAN_CANCEL.test(text) ? 'order_cancel' : CAN_CHANGE_ADDRESS.test(text) ? 'address_change' : undefined;
  if (!type) return undefined;
  const e = intent.entities;
  // A guest asking it of no order number gets the policy, not "please sign in" for an order lookup; a guest who verified
  // an order in this conversation (order number + phone ending) asks it of that order like a signed-in shopper.
  const verifiedGuest = !!input.dialogue.verifiedOrders?.length;
  if (!input.recentOrders && !verifiedGuest) return ORDER_LOOKUPS.includes(intent.type) && !e.orderId ? asPolicy(intent) : undefined;
  const { dialogue } = input;
  const described = ORDER_WORD.test(text) && !!(e.type || e.productIds?.length);
  const placed = dialogue.orders.length > 0 && (ordinalOf(text) !== undefined || orderByStatus(text, dialogue.orders) !== undefined);
  const pointed = !!dialogue.orderInFocus && (THAT_ORDER.test(text) || POINTS_BACK.test(text));
  // Right after an order or parcel lookup, "can I change the address?" is about that order.
  const justShown = orderJustShown(dialogue);
  // "can my order still be cancelled?" of no order in particular: the policy's question, which a signed-in shopper's
  // own orders answer (answers/own-orders-change.ts), not a list of their orders.
  if (!e.orderId && !described && !placed && !pointed && !justShown) return ORDER_LOOKUPS.includes(intent.type) ? asPolicy(intent) : undefined;
  const orderId = e.orderId ?? (!described && !placed ? (dialogue.orderInFocus ?? undefined) : undefined);
  return { ...intent, type, confidence: Math.max(intent.confidence, 0.85), entities: { ...e, ...(orderId ? { orderId } : {}) } };
}

/**
 * Whether the last answer was about one order that is still in focus: a lookup of it or of its parcel, or a return,
 * exchange or repair of it ("what is the status of it?" right after the return went in).
 */
function orderJustShown(dialogue: DialogueState): boolean {
  const last = dialogue.lastIntent?.type;
  return !!dialogue.orderInFocus && !!last && (ORDER_LOOKUPS.includes(last) || ITEM_WORKFLOWS.includes(last));
}

// How shoppers name an order by its state, in either language.
const STATUS_CUES: ReadonlyArray<readonly [NonNullable<FocusOrder['status']>, RegExp]> = [
  ['pending_payment', /待付款|未付款|没付款|还没付|\b(?:unpaid|awaiting payment|not paid(?: yet)?)\b/i],
  ['paid', /待发货|未发货|没发货|还没发|已付款|\b(?:paid|not (?:yet )?shipped|awaiting shipment)\b/i],
  ['shipped', /已发货|运输中|在路上|在途|\b(?:shipped|in transit|on (?:its|the) way)\b/i],
  ['delivered', /已签收|已收到|签收了|\b(?:delivered|arrived)\b/i],
  ['refunding', /退款中|\brefund in progress\b/i],
];

// "not shipped yet" is true of an order not paid for either.
const NOT_SHIPPED = /未发货|没发货|还没发|\bnot (?:yet )?(?:been )?shipped\b|\bhas ?n[o'’]?t (?:yet )?(?:been )?shipped\b|\bunshipped\b/i;

/**
 * "取消那个还没发货的" / "cancel the one that hasn't shipped" when the order in focus is not in the state named: the one
 * order of the shopper's latest in that state, else none (the workflow offers those it can change). Undefined when no
 * state is named or the order in focus is in it.
 */
async function ordersInStateNamed(text: string, input: ResolveInput): Promise<DescribedOrder[] | undefined> {
  const named = STATUS_CUES.find(([, cue]) => cue.test(text))?.[0];
  if (!named) return undefined;
  const states: readonly string[] = named === 'paid' && NOT_SHIPPED.test(text) ? ['pending_payment', 'paid'] : [named];
  const focused = input.dialogue.orders.find((order) => order.orderId === input.dialogue.orderInFocus);
  if (!focused?.status || states.includes(focused.status)) return undefined;
  const inState = ((await input.recentOrders?.()) ?? []).filter((order) => order.status && states.includes(order.status));
  return inState.length === 1 ? [{ orderId: inState[0]!.orderId }] : [];
}

/** "待付款那个", "the shipped one": the one order of the list shown whose state the message names. */
function orderByStatus(text: string, orders: readonly FocusOrder[]): string | undefined {
  // "not shipped" names the paid order, not the shipped one: the first cue that matches wins.
  const named = STATUS_CUES.find(([, cue]) => cue.test(text))?.[0];
  if (!named) return undefined;
  const inState = orders.filter((order) => order.status === named);
  return inState.length === 1 ? inState[0]!.orderId : undefined;
}

// What the rules read "the tee is too small" / "衬衫太大了" as, with no word of owning it: a wish for a tee, its specs, or
// nothing; "can I swap the tee for a smaller size?" as the exchange policy.
const MISFIT_READ_AS: readonly IntentType[] = ['product_recommend', 'params_query', 'inventory_check', 'faq', 'policy_inquiry'];

/**
 * "my order from last week" → "the tee is too small" / "can I get the same tee in a bigger size?": right after an order
 * was shown, an item of it said not to fit, or wanted in another size, is the shopper's own, and its exchange (the item
 * seeded, so the reason is asked next), not a search for tees.
 */
function misfitOfShownOrder(intent: Intent, dialogue: DialogueState, lexicon: ProductLexicon): Intent | undefined {
  if (!MISFIT_READ_AS.includes(intent.type) || !orderJustShown(dialogue)) return undefined;
  if (!tellsDoesNotFit(intent.text) && !wantsAnotherSize(intent.text)) return undefined;
  const shown = dialogue.orders.filter((order) => order.orderId === dialogue.orderInFocus);
  const held = describedOrder(intent, shown, lexicon);
  if (!held?.productId) return undefined;
  const { candidates: _settled, ...entities } = intent.entities;
  return {
    ...intent,
    type: 'exchange_process',
    confidence: Math.max(intent.confidence, 0.85),
    entities: { ...entities, orderId: held.orderId, productIds: [held.productId] },
  };
}

const ITEM_WORKFLOWS: readonly IntentType[] = ['return_process', 'exchange_process', 'repair_process'];
// "还是换货吧", "那还是退了吧", "不退了，换一个", "actually, exchange it instead": one request given up for another.
const CHANGE_OF_MIND = /^(?:那|算了[，,]?\s*)?还是|^不(?:退|换|修)了|(?<![a-z])instead(?![a-z])/i;

/** The products of a type named in a return, exchange or repair ("我的连衣裙…换") that the signed-in shopper bought. */
async function itemsOfType(intent: Intent, input: ResolveInput): Promise<string[]> {
  const { type, productIds, candidates, orderId } = intent.entities;
  if (!ITEM_WORKFLOWS.includes(intent.type) || !type || productIds?.length || candidates?.length || orderId || input.workflow) return [];
  const recent = (await input.recentOrders?.()) ?? [];
  const held = recent.flatMap((order) => productsOf(order, input.lexicon)).filter((id) => input.lexicon.productTypes?.get(id) === type);
  return [...new Set(held)];
}

/** The orders an intent that names none means: several only when a lookup describes several by what they hold. */
async function resolveOrders(intent: Intent, input: ResolveInput): Promise<DescribedOrder[]> {
  const { dialogue, lexicon } = input;
  const text = normalizeText(intent.text);
  // "那双靴子的订单", and in an order or parcel question without the word ("我上周买的手机到哪了"): the order holding it,
  // of those shown if one of them does. A lookup ("我的靴子到哪了") is answered of each order holding it.
  const { type, productIds, candidates } = intent.entities;
  const describes = !!(type || productIds?.length || candidates?.length) && (ORDER_WORD.test(text) || ORDER_LOOKUPS.includes(intent.type));
  if (describes) {
    const holding = (orders: readonly FocusOrder[]) =>
      ORDER_LOOKUPS.includes(intent.type) ? describedOrders(intent, orders, lexicon) : [describedOrder(intent, orders, lexicon)].filter((order) => !!order);
    const shown = holding(dialogue.orders);
    if (shown.length) return shown;
    const recent = await input.recentOrders?.();
    const found = recent?.length ? holding(recent) : [];
    // An item none of the latest orders holds may be in an older one ("where is my Pad SE?" of a shopper with 24 orders).
    if (found.length || productIds?.length !== 1 || !recent?.length) return found;
    const older = await input.recentOrders?.(productIds[0]);
    return older?.length ? holding(older) : [];
  }
  // "取消那个还没发货的" right after a shipped order was shown: not that order, but the one in the state named.
  const inState = ORDER_CHANGE_INTENTS.includes(intent.type) ? await ordersInStateNamed(text, input) : undefined;
  if (inState) return inState;
  const placed = await placedOrder(text, input);
  if (placed) return [{ orderId: placed }];
  // "where are my orders?": each of those under way, with the one waiting to ship, not only the latest parcel. ("show
  // my orders" is the list of them.)
  // The orders are looked up only when the words ask after them all.
  if (intent.type === 'logistics_query' && !orderJustShown(dialogue) && asksAllOrders(text)) {
    const together = ordersUnderWay((await input.recentOrders?.()) ?? []);
    if (together.length > 1) return together;
  }
  // "到哪了" right after one order was shown asks about that order, not the newest one. ("我要退货" there still offers
  // the orders that can be returned.)
  if (ORDER_LOOKUPS.includes(intent.type) && orderJustShown(dialogue) && !ORDER_WORD.test(text)) return [{ orderId: dialogue.orderInFocus! }];
  // "那取消吧", "帮我改地址" right after an order's lookup: that order. "取消订单" (naming no order) still lists them.
  if (ORDER_CHANGE_INTENTS.includes(intent.type) && orderJustShown(dialogue) && !ORDER_WORD.test(text)) return [{ orderId: dialogue.orderInFocus! }];
  // "还是换货吧", "不退了，换一个" after a return of the order in focus: a change of mind about that order.
  if (ITEM_WORKFLOWS.includes(intent.type) && dialogue.orderInFocus && CHANGE_OF_MIND.test(text)) return [{ orderId: dialogue.orderInFocus }];
  return [];
}

/** An order named by its state, its place in a list, a pointing word, or as the one just shown. */
async function placedOrder(text: string, input: ResolveInput): Promise<string | undefined> {
  const { dialogue } = input;
  // "待付款那个", "the one that shipped": the one order of the list shown in that state.
  const byStatus = orderByStatus(text, dialogue.orders);
  if (byStatus) return byStatus;
  const position = ordinalOf(text);
  if (position !== undefined) {
    // The list shown, or else ("我最新的订单") the shopper's latest orders as the order tools list them (newest first).
    const list = dialogue.orders.length ? dialogue.orders : ORDER_WORD.test(text) ? ((await input.recentOrders?.()) ?? []) : [];
    if (list.length) return atPosition(list, position)?.orderId;
  }
  if (THAT_ORDER.test(text) || POINTS_BACK.test(text))
    return dialogue.orderInFocus ?? (dialogue.orders.length === 1 ? dialogue.orders[0]!.orderId : undefined) ?? dialogue.lastIntent?.entities.orderId;
  return undefined;
}

/**
 * Resolves ellipsis and references from the dialogue state (rules path, and the entities a model left out): "那X8呢"
 * keeps the last question for the X8; a product question naming no product asks about the one in focus; "哪个拍照更好"
 * compares the products in focus; "第二个订单", "the shoes order", "that order" name the right order. What cannot be
 * resolved is left as recognised (the clarifying question comes later).
 */
export async function resolveReferences(recognition: Recognition, input: ResolveInput): Promise<Resolution> {
  // "现在什么状态", "how long will it take?" right after a return went in: that return's order, whatever the rules read.
  const progress = progressOfRequest(recognition, input.text, input.dialogue, !!input.workflow);
  if (progress) return { recognition: { ...recognition, intents: [progress], confidence: progress.confidence }, resolved: true };
  // "what size is it?" right after an order was shown: the size its item was bought in.
  const ordered = optionOfShownOrder(recognition, input.text, input.dialogue, !!input.workflow);
  if (ordered) return { recognition: { ...recognition, intents: [ordered], confidence: ordered.confidence }, resolved: true };
  // "what's the status?" outside a request: the order in view, or the shopper's latest orders.
  // "will they arrive before Saturday?" of the order in view: its parcel, the day answered first.
  const status =
    statusAsked(recognition, input.text, input.dialogue, !!input.workflow) ?? arrivalByDayAsked(recognition, input.text, input.dialogue, !!input.workflow);
  if (status) return { recognition: { ...recognition, intents: [status], confidence: status.confidence }, resolved: true };
  // "I am usually a medium, is it true to size?": the size told goes with the fit question about the product discussed.
  const sized = ownSizeTold(recognition, input.lexicon);
  if (sized) return { recognition: { ...recognition, intents: sized, confidence: Math.min(...sized.map((intent) => intent.confidence)) }, resolved: true };
  // "what's happening with my tees?", "我的T恤怎么样了": the order holding them.
  // Resolved on as an order lookup naming the kind: the order holding it is found below.
  const own = ownItemsProgress(recognition, input.text, input.dialogue, !!input.workflow);
  if (own) recognition = { ...recognition, intents: [own], confidence: own.confidence };
  // "I ordered a dress last week, when will it ship?": one lookup, of the order holding the dress.
  const described = describedThenAsked(recognition);
  if (described) recognition = { ...recognition, intents: [described], confidence: described.confidence };
  let resolved = false;
  const intents: Intent[] = [];
  for (const original of recognition.intents) {
    const copy: Intent = { ...original, entities: { ...original.entities } };
    // "do you sell laptops?", "cameras under 1000" right after a list of tablets: a kind of its own that the shop does
    // not carry (said so after), not one of those listed nor the last search narrowed.
    if (namesUncarriedKind(copy, input.lexicon)) {
      intents.push(copy);
      continue;
    }
    // "is the linen shirt machine washable?": the care guide, before "washable" can read as a quality of its listing;
    // "can you gift wrap it?": the shop's articles on the service, before "wrap" can name a product.
    const care = careQuestion(copy, input.lexicon) ?? shopServiceQuestion(copy);
    if (care) {
      intents.push(care);
      resolved = true;
      continue;
    }
    const quality =
      boxOfOne(copy, input.dialogue, focusHead(input)) ??
      measureOfOne(copy, input.dialogue, focusHead(input)) ??
      qualityOfOne(copy, input) ??
      featureOfList(copy, input.dialogue) ??
      featureIsOfOne(copy, input.dialogue, focusHead(input));
    if (quality) {
      intents.push(quality);
      resolved = true;
      continue;
    }
    // "he likes hiking" after a gift search: products carrying the word, before it can name the one title holding it;
    // "any in white?" right after a list narrows the search, before "white" can pick the one listed title holding it.
    const ofList = whatTheyLike(copy, input.dialogue) ?? optionOfList(copy, input.dialogue, input.lexicon);
    if (ofList) {
      intents.push(ofList);
      resolved = true;
      continue;
    }
    let intent = narrowToShown(copy, input.dialogue);
    if (intent !== copy) resolved = true;
    const sibling = siblingInFocus(intent, input) ?? oneByPart(intent, input) ?? oneOfKindTitled(intent, input.lexicon, input.dialogue.lastIntent);
    if (sibling) {
      intent = sibling;
      resolved = true;
    }
    const instead =
      sizeNumberInstead(intent, input.dialogue, !!input.workflow) ?? optionInstead(intent, input.dialogue, focusHead(input), input.lexicon, !!input.workflow);
    if (instead) {
      intents.push(instead);
      resolved = true;
      continue;
    }
    // "and TL-10244?" right after an order's total: that order's total (the order a description names is found below).
    const orderAgain = input.workflow ? undefined : orderQuestionCarried(intent, input.dialogue, input.lexicon);
    if (orderAgain) {
      intent = orderAgain;
      resolved = true;
    }
    const shipping = input.workflow ? undefined : shippingAfterBuying(intent, input.dialogue, input.lexicon);
    if (shipping) {
      intents.push(shipping);
      resolved = true;
      continue;
    }
    const aside =
      asideAboutWorkflow(intent, input.workflow) ??
      knowledgeFollowUp(intent, input.dialogue.lastIntent) ??
      (input.workflow ? undefined : await topicCarried(intent, input.dialogue.lastIntent, input.knowledgeSays));
    if (aside) {
      intents.push(aside);
      resolved = true;
      continue;
    }
    // "the cheapest one": picked among those shown before the kind is ranked again, and only there.
    const extremeAsked = !!priceExtremeOf(normalizeText(intent.text));
    const followUp =
      // "I'll take the cheaper one": a decision, before "the cheaper one" can keep the last question for it.
      buysTheChosen(intent, input.dialogue, input.lexicon) ??
      // "好的我要了" of two in view: which of them.
      buysOneOfTwo(intent, input.dialogue) ??
      // "is the most expensive one in stock?" asks of one of those shown, before "most expensive" ranks the kind again.
      (extremeAsked ? pickByPrice(intent, input) : undefined) ??
      // "哪个最便宜" right after a list is the cheapest of the kind, before "便宜" can pick the cheaper of those shown.
      rankTheListedKind(intent, input.dialogue, input.lexicon) ??
      sizeAdvice(intent) ??
      onlyOfType(intent, input.lexicon) ??
      // "这件衬衫是什么面料", "衬衫质量怎么样": one product of the kind, not all of them.
      kindAskedOfOne(intent, input.lexicon, focusHead(input)) ??
      compareOfList(intent, input.dialogue) ??
      promotionAsked(intent, input.dialogue, focusHead(input)) ??
      bargainAbout(intent, focusHead(input)) ??
      (extremeAsked ? undefined : pickByPrice(intent, input)) ??
      cheaperThanInView(intent, input.dialogue, input.lexicon) ??
      chaseFollowUp(intent, input.dialogue) ??
      optionOfTheCompared(intent, input.dialogue, input.lexicon) ??
      optionSearch(intent, input.dialogue, focusHead(input)) ??
      // "颜色呢", "and sizes?": the same product (or list), this spec or option group.
      attributeAskedAlone(intent, input.dialogue, focusHead(input), input.lexicon) ??
      specOfShown(intent, input) ??
      compareAgain(intent, input.dialogue, input.lexicon);
    if (followUp) {
      intents.push(followUp);
      resolved = true;
      continue;
    }
    const elliptical =
      recognition.source === 'rules' && recognition.intents.length === 1
        ? (resolveEllipsis(intent, input) ??
          (await pickFromList(intent, input)) ??
          pickListedAlone(intent, input) ??
          // After "and in size M?" kept the last question: a value alone otherwise asks the product in focus has it.
          optionOfTheOne(intent, input.dialogue, focusHead(input), input.lexicon))
        : undefined;
    if (elliptical) {
      intents.push(elliptical);
      resolved = true;
      continue;
    }
    const named = intent.entities.productIds ?? [];
    const text = normalizeText(intent.text);
    // "the first or the second?" after a list of matches names two of it; otherwise the last compared or discussed.
    const placed = pickListedProducts(text, input.dialogue);
    // Right after a list of matches, "which one has the bigger battery?" chooses among that list.
    const listed = input.dialogue.lastIntent?.type === 'product_recommend' ? (input.dialogue.listed ?? []) : [];
    const candidates =
      placed.length >= 2
        ? placed
        : listed.length >= 2
          ? listed
          : input.dialogue.compared.length >= 2
            ? input.dialogue.compared
            : input.dialogue.products.slice(-2).map((product) => product.productId);
    // A question the rules found no intent in ("哪个更轻", "贵多少") is a choice too, with two products in focus.
    const unread = intent.type === 'faq' && intent.confidence <= 0.5;
    if (
      (CHOICE_MISREAD.includes(intent.type) || unread) &&
      named.length < 2 &&
      candidates.length >= 2 &&
      (WHICH_IS_BETTER.test(text) || PRICE_GAP.test(text) || ASKS_DIFFERENCE.test(text)) &&
      !CHOOSES_OPTION.test(text)
    ) {
      intent = {
        ...intent,
        type: 'product_compare',
        confidence: Math.max(intent.confidence, 0.85),
        entities: { ...intent.entities, productIds: [...new Set([...named, ...candidates])].slice(0, 4) },
      };
      resolved = true;
    }
    // "X9和X9 Pro差多少钱", "how much more is the X9 Pro than the X9?": the gap between the two named, not each price.
    if (
      named.length >= 2 &&
      CHOICE_MISREAD.includes(intent.type) &&
      intent.type !== 'product_compare' &&
      (PRICE_GAP.test(text) || ASKS_DIFFERENCE.test(text))
    ) {
      intent = { ...intent, type: 'product_compare', confidence: Math.max(intent.confidence, 0.85) };
      resolved = true;
    }
    // "is the first one gold?" after a list: a question about that one, not a search for gold things.
    // Its words ("gold") stay in the question the spec answer reads; as search wishes they are dropped.
    const listedPick = named.length ? undefined : pickListedProduct(text, input.dialogue);
    // "is the second one in blue?" names only a value: the rules read no question in it.
    const pickRead = intent.type === 'product_recommend' || (intent.type === 'faq' && !!intent.entities.options?.length);
    if (pickRead && listedPick && !intent.entities.type) {
      const { tags, options, named: _word, ...rest } = intent.entities;
      // "the second one in L?": an option value (a tag that is only that value aside) asks its stock in it.
      const values = new Set(options?.map((option) => option.value.toLowerCase()));
      const inOption = !!options?.length && !tags?.some((tag) => !values.has(tag.toLowerCase()));
      intent = inOption ? { ...intent, type: 'inventory_check', entities: { ...rest, options } } : { ...intent, type: 'params_query', entities: rest };
    }
    const aboutIt = named.length || listedPick ? undefined : isItAbout(intent, focusHead(input), input.lexicon);
    if (aboutIt) {
      intent = aboutIt;
      resolved = true;
    }
    const asksProduct = PRODUCT_QUESTIONS.includes(intent.type) || (intent.type === 'policy_inquiry' && asksAboutWarranty(intent.text));
    // "What is the first one made of?" after a list of matches: that one.
    const picked = asksProduct ? listedPick : undefined;
    if (picked) {
      intent = { ...intent, entities: { ...intent.entities, productIds: [picked] } };
      resolved = true;
    } else if (asksProduct && !named.length && (intent.entities.candidates?.length ?? 0) < 2 && !findOtherBrandModel(intent.text, input.lexicon)) {
      const head = focusHead(input);
      // Right after a list of several matches (and no new product page), "how much is it?" asks which of them.
      const inView = input.page && input.page !== input.dialogue.page ? undefined : listedInView(input.dialogue);
      if (inView) {
        intent = { ...intent, entities: { ...intent.entities, candidates: inView } };
        resolved = true;
      } else if (head && head !== input.page) {
        const options = optionsInFocus(intent, head, input);
        intent = { ...intent, entities: { ...intent.entities, productIds: [head], ...(options ? { options } : {}) } };
        resolved = true;
      }
    }
    if (intent.type === 'product_compare' && (intent.entities.productIds?.length ?? 0) === 1 && !input.page) {
      const other = [...input.dialogue.products].reverse().find((product) => product.productId !== intent.entities.productIds![0]);
      if (other) {
        intent = { ...intent, entities: { ...intent.entities, productIds: [other.productId, ...intent.entities.productIds!] } };
        resolved = true;
      }
    }
    const budgetAgain = budgetOfLastSearch(intent, input.dialogue);
    if (budgetAgain) {
      intent = budgetAgain;
      resolved = true;
    }
    const cheapestAgain = cheapestOfLastSearch(intent, input.dialogue);
    if (cheapestAgain) {
      intent = cheapestAgain;
      resolved = true;
    }
    if (intent.type === 'product_recommend') {
      const wished = withWishes(intent.entities, input.dialogue);
      if (wished !== intent.entities) {
        intent = { ...intent, entities: wished };
        resolved = true;
      }
    }
    // "what is the status of that order?" reads to the rules as a general question (it names no order id); with an
    // order in focus it is that order's lookup.
    const inFocus = input.dialogue.orderInFocus;
    // So is "where is it?" right after that order was shown.
    const pointsAtOrder = THAT_ORDER.test(text) || (orderJustShown(input.dialogue) && POINTS_BACK.test(text));
    if (KNOWLEDGE_INTENTS.includes(intent.type) && inFocus && pointsAtOrder && ORDER_STATE.test(text)) {
      intent = {
        ...intent,
        type: ORDER_WHERE.test(text) ? 'logistics_query' : 'order_query',
        confidence: Math.max(intent.confidence, 0.85),
        entities: { ...intent.entities, orderId: inFocus },
      };
      resolved = true;
    }
    // "这个能退吗" right after an order was shown: can that order be returned (or exchanged), which its workflow checks.
    const canIt = CAN_RETURN_IT.exec(text);
    // "已签收的那个能退吗" after a list of orders: the one in that state.
    const inState = canIt ? orderByStatus(text, input.dialogue.orders) : undefined;
    // Right after that order's lookup, a bare "能退吗" / "能换吗" is about it too, as "能取消吗" is (askedOrderChange).
    const justLookedUp = !!input.dialogue.lastIntent && ORDER_LOOKUPS.includes(input.dialogue.lastIntent.type);
    const meant = inState ?? (inFocus && (THAT_ORDER.test(text) || POINTS_BACK.test(text) || justLookedUp) ? inFocus : undefined);
    if (KNOWLEDGE_INTENTS.includes(intent.type) && meant && canIt && !intent.entities.productIds?.length) {
      intent = {
        ...intent,
        type: canIt[1] === '退' ? 'return_process' : 'exchange_process',
        confidence: Math.max(intent.confidence, 0.85),
        entities: { ...intent.entities, orderId: meant },
      };
      resolved = true;
    }
    const misfit =
      termsBeforeBuying(intent, input.dialogue, focusHead(input), !!input.recentOrders) ?? misfitOfShownOrder(intent, input.dialogue, input.lexicon);
    if (misfit) {
      intents.push(misfit);
      resolved = true;
      continue;
    }
    // "can I return the dress?" of a dress the signed-in shopper bought: their dress's return, as "my dress" is.
    // "and the sneakers, where are they?" of sneakers the signed-in shopper bought: their parcel, as "my sneakers" is.
    // (Asked at a workflow's prompt too: an aside, as "where are my sneakers?" is there.)
    const ownItem =
      (input.workflow ? undefined : await ownItemAsked(intent, input.recentOrders, input.lexicon)) ??
      (await ownItemWhere(intent, input.recentOrders, input.lexicon)) ??
      // "TL-10231 换衬衫": the exchange of an item of the order named, not its status.
      (input.workflow ? undefined : await orderItemSwapped(intent, input.recentOrders, input.lexicon));
    if (ownItem) {
      intent = ownItem;
      resolved = true;
    }
    // "my phone screen has dead pixels" of the one phone the signed-in shopper received: that phone's order, its repair,
    // return or exchange offered; of several, their repair, which asks which order the phone is from.
    const fault = input.workflow ? undefined : await ownItemFault(intent, input.recentOrders, input.lexicon);
    if (fault) {
      intent =
        'intent' in fault
          ? fault.intent
          : { ...intent, type: 'repair_process', entities: { ...intent.entities, productIds: [...new Set(fault.choices.map((item) => item.productId))] } };
      resolved = true;
    }
    const asked =
      askedOrderChange(intent, text, input) ??
      (input.workflow ? undefined : ((await unwantedOrder(intent, text, input.dialogue, input.recentOrders)) ?? faultNotFixed(intent, text, input.dialogue)));
    if (asked) {
      intent = asked;
      resolved = true;
    }
    // "我的连衣裙能不能换成M码": the items of that type the shopper bought, so the workflow looks at the orders holding
    // them (and says why one that cannot be exchanged yet is not offered) rather than at all their orders.
    const ofType = await itemsOfType(intent, input);
    if (ofType.length) {
      intent = { ...intent, entities: { ...intent.entities, productIds: ofType } };
      resolved = true;
    }
    if (ORDER_INTENTS.includes(intent.type) && !intent.entities.orderId && !intent.entities.trackingNumber) {
      const orders = await resolveOrders(intent, input);
      if (orders.length) {
        const asked = intent;
        // "where is my linen shirt?" → "and the tees?": the tees in the shirt's order, which the answer says.
        const before = orderAgain ? input.dialogue.lastIntent?.entities.productIds : undefined;
        const ofOrder = (order: DescribedOrder): Intent => {
          // "我上周买的衬衫": the shirt of that order is the product "有别的颜色吗" asks about next.
          const item = !asked.entities.productIds?.length && order.productId ? { productIds: [order.productId] } : {};
          // The order settles which of several products a word named ("my pad": the Pad 3 it holds).
          const { candidates: _settled, ...entities } = asked.entities;
          const sameOrder =
            before?.length === 1 && order.productId && before[0] !== order.productId && input.dialogue.orderInFocus === order.orderId
              ? { sameOrderAs: before[0]! }
              : {};
          const of: Intent = {
            ...asked,
            entities: { ...(order.productId ? entities : asked.entities), orderId: order.orderId, ...item, ...sameOrder },
          };
          // "I bought a dress last week, it is too big": the item of that order does not fit, so its exchange.
          return of.type === 'order_query' && order.productId && tellsDoesNotFit(of.text)
            ? { ...of, type: 'exchange_process', confidence: Math.max(of.confidence, 0.85) }
            : of;
        };
        // "我的靴子到哪了" of two orders holding boots: each order's lookup, in the order listed.
        intents.push(...orders.slice(0, -1).map(ofOrder));
        intent = ofOrder(orders.at(-1)!);
        resolved = true;
      }
    }
    // "KF10010001和KF10010003到哪了": the lookup of each order named.
    const { moreOrderIds, ...ofFirst } = intent.entities;
    if (moreOrderIds?.length && ORDER_LOOKUPS.includes(intent.type)) {
      intents.push({ ...intent, entities: ofFirst });
      const last = moreOrderIds.at(-1)!;
      intents.push(...moreOrderIds.slice(0, -1).map((orderId) => ({ ...intent, entities: { ...ofFirst, orderId } })));
      intent = { ...intent, entities: { ...ofFirst, orderId: last } };
      resolved = true;
    }
    intents.push(intent);
  }
  if (!resolved) return { recognition, resolved };
  return { recognition: { ...recognition, intents, confidence: Math.min(...intents.map((intent) => intent.confidence)) }, resolved };
}
