import type { Entities, IntentType } from '../../ports/intent.js';
import { describesFault } from './reason-words.js';
import { saysDeliveredNotReceived } from './not-received.js';
import { editDistance } from './edit-distance.js';
import { ASKS_WHAT_WE_SELL, FUZZY_WORDS, INTENT_KEYWORDS, INTENT_PRIORITY, NOT_TYPOS, SERVICE_HOURS, STORE_VISIT, type Keyword } from './intent-keywords.js';
import { knowledgeQuestionOf } from './knowledge-question.js';
import { asksRefundStatus } from './refund-question.js';
import { BASIC_COLORS } from '../commerce/match-color.js';
import type { ProductLexicon } from './product-lexicon.js';
import { saysDoesNotFit } from './does-not-fit.js';
import { asksHowItFits } from './fit-question.js';
import { asksValuesOfTheKind } from './values-question.js';
import { asksPromotion } from './promotion-question.js';
import { calledOff } from './called-off-request.js';

/** The best intent of one clause, or undefined when nothing points anywhere. */
export interface ClauseIntent {
  type: IntentType;
  confidence: number;
  /** For a general question sent to the knowledge base: the workflow or lookup its keywords pointed at. */
  about?: IntentType;
}

// A shopping wish for a product type ("想买个手机", "any shirts?"), as opposed to a type word that is only the
// subject of something else ("手机老是自动关机", "收到的衬衫有划痕").
// "有白色的手机吗", "有没有平板": asking whether the shop has things of a type is shopping too.
const SHOPPING =
  /\bfor my (?:wife|husband|son|daughter|mom|mum|mother|dad|father|kids?|child|children|friend|partner|girlfriend|boyfriend)\b|买|你们卖|卖不卖|卖.{0,6}吗|想要|要[一个台部款件]|看看|推荐|介绍|有什么|有哪些|^(?:请问|你们)?(?:还)?有(?:没有)?.{0,12}[吗嘛么]|有没有|(want|need|buy|looking|show me|any|something|which|tell me about)|(?<!\bwhat\b.*)\bdo (?:you|you guys) (?:sell|carry|stock|offer)\b/i;
// "我买的平板屏幕有坏点", "my tablet screen has dead pixels": the shopper's own item, not a wish for one; unless they
// also say they want one ("my tablet broke, I want a new one"). "for my wife", "my budget" are still shopping.
const OWNED =
  /我的|我买的|我家的|刚买的|新买的|收到的|(?<!\bfor )\bmy\b(?! (?:budget|wife|husband|son|daughter|mom|mum|mother|dad|father|kids?|child|children|friend|partner|girlfriend|boyfriend|family|boss|size|price range|limit)\b)/i;
// "I bought a linen shirt last week", "我上周买的衬衫", "上周买的衬衫": told, not asked, of a purchase made; the order holding it.
const BOUGHT =
  /(?:我|^)(?:上周|昨天|前天|前几天|之前|上个月|上次|刚|刚刚|最近)?(?:在(?:你们|贵店|这)(?:家|店|里)?)?(?:买|订|下单)(?:了|的)|(?:上周|昨天|前天|前几天|上个月|上次|刚刚|前阵子)(?:在(?:你们|贵店|这)(?:家|店|里)?)?(?:买|订|下单)(?:了|的)|\b(?:i|we) (?:just |recently )?(?:bought|ordered|purchased|received)\b/i;
// "the sneakers I got have a hole", "the shirt I got is too small": "got" tells of a purchase only with the damage it
// came with or a fit it lacks ("I got a question" does not).
const GOT = /\b(?:i|we) (?:just )?got\b/i;
// "X8有划痕", "the X8 is scratched": damage said of a model by name, nothing asked, is of the shopper's own one; unless
// it praises the model ("X8屏幕不容易碎", "scratch-resistant").
const PRAISED = /不容易|不易|不怕|防(?:摔|刮|划|水)|耐(?:摔|刮|磨|用)|resistant|-?proof\b/i;
// What the rules read a purchase told as: a wish for one, or the specs of the one named.
const READ_AS_SHOPPING: readonly IntentType[] = ['product_recommend', 'params_query', 'chitchat'];
const WANTS_ONE = /想要|想买|想给|推荐|买个|买一|买台|买部|买件|\b(want|need|looking for|show me|recommend|buy|get (?:a|one|another))\b/i;
const ASKS = /[?？吗嘛呢]|多少|多大|多重|多久|什么|怎么|哪|几|\b(how|what|which|when|where|why|does|do|is it|are|can|could)\b/i;
// Words that point at one product: "it", "this one", "the shirt", 它, 这件, 那款.
// "they" / "them" for a product named in the plural ("the elephant earrings", "the chinos").
const POINTS_AT_ONE = /\b(it|this|that|the|they|them)\b|它|这|那/i;
/** Which of several is cheaper, better or the one to take. */
const WHICH_ONE_WINS = /哪(?:个|款|一个|一款|台|部|件).{0,6}(?:便宜|实惠|划算|好|强|值|适合|推荐)|\bwhich\b.{0,40}\b(?:cheaper|better|best|worth|recommend)/i;
/** A pronoun for the one product being discussed ("how much is it in XL?", "这个有XL吗", "how is its battery life?"). */
const THE_ONE_IN_FOCUS = /\b(it|its|this one|that one|they|them)\b|它|这个|这款|那个|那款|这件|那件/i;
const ONE_PRODUCT_QUESTIONS = ['price_query', 'inventory_check', 'params_query'] as const;
const FILLER = /[的呢吗啊呀吧?？!！,，.。\s]/g;
/** Whether the clause is a type word and nothing else ("平板？", "shirts"), or the kind several titles say ("tees"). */
const isBareType = (text: string, lexicon: ProductLexicon) =>
  [...lexicon.types, ...(lexicon.titleWords ?? [])].reduce((rest, word) => rest.split(word.key).join(''), text).replace(FILLER, '').length <= 2;
// Colours are the subject of stock questions, not shopping wishes by themselves; other option values (a size, a
// memory size) narrow a search.
const isColor = (value: string) => BASIC_COLORS.some((basic) => value.includes(basic.zh) || basic.pattern.test(value));

const matches = (text: string, [cue]: Keyword) => (typeof cue === 'string' ? text.includes(cue) : cue.test(text));

/** A lexicon's keyword tables: the general ones with the shop's own cues added, and its fuzzy words. */
interface KeywordTables {
  keywords: Array<[IntentType, readonly Keyword[]]>;
  fuzzy: Array<[string, IntentType]>;
}

// Joined once per lexicon (the lexicon is rebuilt when the catalog is), not for every clause of every message.
const tablesOf = new WeakMap<ProductLexicon, KeywordTables>();
function keywordTables(lexicon: ProductLexicon): KeywordTables {
  let tables = tablesOf.get(lexicon);
  if (!tables) {
    tables = {
      keywords: (Object.entries(INTENT_KEYWORDS) as Array<[IntentType, readonly Keyword[]]>).map(([intent, general]) => [
        intent,
        [...general, ...lexicon.intentCues.filter((cue) => cue.intent === intent).map((cue): Keyword => [cue.cue, cue.weight])],
      ]),
      fuzzy: Object.entries({ ...FUZZY_WORDS, ...lexicon.fuzzyWords }) as Array<[string, IntentType]>,
    };
    tablesOf.set(lexicon, tables);
  }
  return tables;
}

function keywordScores(text: string, lexicon: ProductLexicon): Map<IntentType, number> {
  const scores = new Map<IntentType, number>();
  const tables = keywordTables(lexicon);
  for (const [intent, keywords] of tables.keywords) {
    // A loop, not filter and map: this runs for every intent of every clause, and most cues do not match.
    let strongest = -Infinity;
    let matched = 0;
    for (const keyword of keywords) {
      if (!matches(text, keyword)) continue;
      matched++;
      strongest = Math.max(strongest, keyword[1]);
    }
    // The strongest cue decides; extra cues only add a little, so overlapping substrings do not double-count.
    if (matched) scores.set(intent, strongest + 0.05 * (matched - 1));
  }
  // "人工客服几点上班" asks about the service, it does not ask for a human now.
  if (SERVICE_HOURS.test(text)) scores.delete('handoff');
  // "do you have a physical store?" asks where to go, not for a product.
  if (STORE_VISIT.test(text)) {
    scores.delete('inventory_check');
    scores.delete('product_recommend');
  }
  // "我的订单到哪了": the order is the subject, where it is the question.
  if (scores.has('logistics_query')) scores.delete('order_query');
  // "充电很慢", "gets hot when charging": the spec word is the subject of a fault, not a spec question.
  if (scores.has('fault_diagnosis')) scores.delete('params_query');
  for (const word of text.match(/[a-z]{4,}/g) ?? []) {
    if (NOT_TYPOS.has(word)) continue;
    for (const [target, intent] of tables.fuzzy) {
      const allowed = target.length >= 7 ? 2 : 1;
      if (word !== target && Math.abs(word.length - target.length) <= allowed && editDistance(word, target) <= allowed) {
        scores.set(intent, Math.max(scores.get(intent) ?? 0, 0.8));
      }
    }
  }
  return scores;
}

function entityScores(text: string, entities: Entities, scores: Map<IntentType, number>, lexicon: ProductLexicon): void {
  const bump = (intent: IntentType, floor: number, bonus = 0) =>
    scores.set(intent, Math.max(scores.get(intent) ?? 0, floor) + (scores.has(intent) ? bonus : 0));
  // Part of a name ("Merino", "Reno") is a product the answer will ask about, not a wish for a search.
  // Part of a name asks about one product ("how much is the merino?" → which one?), unless a type says the shopper is
  // browsing ("any one pieces for girls?": a search of the type for titles with that word).
  // So does a budget, a ranking or a shopping phrase beside a word several titles share ("show me boxy tees under 1200").
  // One title holding the words beside the type ("the botanica shirt") names that product, not a search of the type.
  // So does a tag or who it is for beside that word ("halter top" of tops tagged HALTER, "swimsuits for girls" of the
  // titles saying Girls): what several products are, not the name of one.
  const oneTitled = entities.candidates?.length === 1;
  const browsing =
    (!!entities.type && !oneTitled) ||
    ((entities.candidates?.length ?? 0) > 1 &&
      (entities.maxPrice !== undefined ||
        entities.minPrice !== undefined ||
        !!entities.tags?.length ||
        !!entities.audience ||
        // "what is the cheapest tee?": a ranking of the titles holding the word, not which of them.
        !!entities.cheapest ||
        !!entities.priciest ||
        SHOPPING.test(text)));
  const products = entities.productIds?.length ?? (entities.candidates?.length && !browsing ? 1 : 0);
  // The shared title word of several candidates is a search word only for a search; it does not make one.
  const named = entities.candidates?.length && !browsing ? undefined : entities.named;
  if (entities.trackingNumber) bump('logistics_query', 0.85, 0.05);
  if (entities.orderId && !scores.has('logistics_query')) bump('order_query', 0.8, 0.05);
  if (entities.orderId || entities.trackingNumber) {
    for (const intent of [
      'logistics_query',
      'return_process',
      'exchange_process',
      'repair_process',
      'invoice_process',
      'order_cancel',
      'address_change',
    ] as const)
      if (scores.has(intent)) bump(intent, 0, 0.1);
  }
  if (products >= 2 && !scores.size) bump('product_compare', 0.75);
  // "X8和X9哪个更便宜", "which is cheaper, the X8 or the X9?": a choice between them, not two price answers.
  if (products >= 2 && WHICH_ONE_WINS.test(text)) bump('product_compare', 0.9);
  if (products >= 2 && scores.has('product_compare')) bump('product_compare', 0, 0.05);
  if (products >= 1) for (const intent of ['price_query', 'inventory_check', 'params_query'] as const) if (scores.has(intent)) bump(intent, 0, 0.05);
  // "X9 白色" asks whether that colour is there; "reno13 pro 12g" asks about that version.
  const colour = entities.options?.some((option) => isColor(option.value)) ?? false;
  if (products === 1 && !scores.size) bump(colour ? 'inventory_check' : 'params_query', colour ? 0.75 : 0.6);
  // "anything in silver?", "any gold?", "something in blue?": a colour is a wish too when the message shops for it;
  // "白色" alone is vague.
  const narrowing = entities.options?.some((option) => !isColor(option.value)) || (colour && SHOPPING.test(text)) ? 1 : undefined;
  // "white polos?", "boxy tees?": a kind with a colour or words describing it is a search, as "polos?" alone is.
  const describing = (entities.type ?? named) !== undefined && (colour || !!entities.described?.length) ? 1 : undefined;
  const wishes = [
    entities.maxPrice,
    entities.minPrice,
    narrowing,
    describing,
    entities.type ?? named,
    entities.tags?.length,
    entities.audience,
    entities.cheapest || entities.priciest || undefined,
    entities.ranked,
  ].filter((value) => value !== undefined).length;
  // "what do you have?" names no product whose stock it asks (its "do you have" is the shop's range); "what do you have
  // in black?", "what do you have under $50?" search everything so.
  if (ASKS_WHAT_WE_SELL.test(text) && products === 0 && !entities.orderId) {
    scores.delete('inventory_check');
    if (wishes >= 1 || colour) {
      scores.delete('chitchat');
      bump('product_recommend', 0.8);
    }
  }
  const onlyType = wishes === 1 && (entities.type ?? named) !== undefined;
  // "How much is it in XL?" asks the price of the product in focus in that size, not for a search of everything in XL.
  const optionOfTheOne =
    !entities.cheapest &&
    !entities.priciest &&
    (entities.type ?? named) === undefined &&
    entities.maxPrice === undefined &&
    entities.minPrice === undefined &&
    THE_ONE_IN_FOCUS.test(text) &&
    ONE_PRODUCT_QUESTIONS.some((intent) => scores.has(intent));
  const ownItem = onlyType && OWNED.test(text) && !WANTS_ONE.test(text);
  // Said, not asked, of their own item ("屏幕有坏点", "screen has dead pixels"): a fault to troubleshoot, not its specs.
  if (ownItem && !ASKS.test(text) && scores.size === 1 && scores.has('params_query')) {
    scores.delete('params_query');
    bump('fault_diagnosis', 0.8);
  }
  if (products === 0 && wishes >= 1 && !optionOfTheOne && !ownItem && (!onlyType || scores.size > 0 || SHOPPING.test(text) || isBareType(text, lexicon))) {
    // "Do you have hats?" asks what there is of a type, not the stock of one product: a search. "Is it in stock in
    // XL?" and "is the shirt in stock?" ask about one product (the one in focus), and stay stock questions.
    // So does a tag asked for ("do you have bikinis?" where only the tags say bikini).
    const browsesType =
      ((entities.type ?? named) !== undefined || !!entities.tags?.length || !!entities.audience) && (!POINTS_AT_ONE.test(text) || asksValuesOfTheKind(text));
    const nothingElse = [...scores.keys()].every(
      (intent) => intent === 'product_recommend' || intent === 'price_query' || intent === 'params_query' || (intent === 'inventory_check' && browsesType),
    );
    if (nothingElse) {
      scores.delete('price_query');
      scores.delete('params_query');
      scores.delete('inventory_check');
      bump('product_recommend', wishes >= 2 ? 0.85 : 0.7, 0.1);
    }
  }
  // Said of a product (or type) the shopper bought, with nothing asked of it: the order that holds it; when it does
  // not fit, its exchange.
  const names = products > 0 || (entities.type ?? named) !== undefined;
  const fits = !saysDoesNotFit(text);
  // "my jeans are too tight" tells; "is it too big?" asks.
  const asks = fits ? ASKS.test(text) : /[?？吗嘛]|^(?:is|are|does|do|can|could|will|would|how|what|which|why)\b/i.test(text);
  const ownModel = products > 0 && describesFault(text) && !PRAISED.test(text);
  const told =
    names && (BOUGHT.test(text) || OWNED.test(text) || (GOT.test(text) && (describesFault(text) || !fits)) || ownModel) && !asks && !WANTS_ONE.test(text);
  const readAs = (intent: IntentType) => READ_AS_SHOPPING.includes(intent) || intent === 'fault_diagnosis' || (!fits && intent === 'order_query');
  // "my linen shirt has a hole", "我的X9屏幕有划痕": damage told of one's own item is no spec question nor a wish; a
  // repair if that is what the words also say, else the order holding it.
  const damaged = told && !scores.has('fault_diagnosis') && describesFault(text);
  if (damaged) for (const shopping of ['params_query', 'product_recommend', 'inventory_check', 'price_query'] as const) scores.delete(shopping);
  if (told && [...scores.keys()].every(readAs)) {
    if (fits && !damaged && (!BOUGHT.test(text) || scores.has('fault_diagnosis'))) {
      // "我的平板屏幕有坏点": a fault of one's own item stays a fault.
    } else {
      scores.clear();
      bump(fits ? 'order_query' : 'exchange_process', 0.8);
    }
  }
  if (entities.promotion && products >= 1 && !scores.has('product_compare')) bump('price_query', 0.8);
  // A promotion of the shop named without a product ("夏季促销怎么参加", "who gets the summer sale?") asks about its rules.
  if (entities.promotion && products === 0) bump('policy_inquiry', 0.7);
  // "any discounts?", "is there a sale?", "有什么活动" with nothing else read: which prices promotions lower (of the
  // products in view, else the shop's promotions running now).
  if (scores.size === 0 && asksPromotion(text)) bump('price_query', 0.7);
}

/** Classifies one clause from keywords (with typo tolerance) and the entities found in it. */
export function classifyClause(text: string, entities: Entities, lexicon: ProductLexicon): ClauseIntent | undefined {
  const scores = keywordScores(text, lexicon);
  if (asksRefundStatus(text) && !scores.has('handoff')) return { type: 'order_query', confidence: 0.9 };
  // "says delivered but I never got it": the delivered order, and what to do about it (not-received-offer.ts).
  if (saysDeliveredNotReceived(text) && !scores.has('handoff')) return { type: 'order_query', confidence: 0.9 };
  // "does it run small?", "偏大还是偏小": the listing and the size article answer it (knowledge-answer.ts), not a search
  // for size S, nor a fit complaint.
  if (asksHowItFits(text) && !scores.has('handoff')) return { type: 'faq', confidence: 0.85 };
  entityScores(text, entities, scores, lexicon);
  // "算了不退了，给我开个发票": the return called off is no return; said alone, it is an acknowledgement.
  const off = calledOff(text);
  if (off.length) {
    for (const intent of off) scores.delete(intent);
    if (!scores.size) return { type: 'chitchat', confidence: 0.8 };
  }
  // A greeting in front of a real question is not a second intent.
  if (scores.size > 1) scores.delete('chitchat');
  if (!scores.size) return undefined;
  const ranked = [...scores.entries()].sort((a, b) => b[1] - a[1] || INTENT_PRIORITY.indexOf(a[0]) - INTENT_PRIORITY.indexOf(b[0]));
  const [type, score] = ranked[0]!;
  const knowledge = knowledgeQuestionOf(type, text, entities, lexicon);
  if (knowledge) return { type: knowledge, confidence: Math.min(0.95, Math.max(score, 0.85)), about: type };
  const runnerUp = ranked[1]?.[1] ?? 0;
  const margin = score - runnerUp < 0.1 && runnerUp > 0 ? 0.08 : 0;
  return { type, confidence: Math.min(0.98, Math.max(0.05, score - margin)) };
}
