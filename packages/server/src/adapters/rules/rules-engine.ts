import { onlyPicksByPrice } from './price-pick.js';
import type { Entities, Intent, IntentType, Recognition } from '../../ports/intent.js';
import { ORDER_INTENTS, WORKFLOW_INTENTS } from '../../ports/intent.js';
import { classifyClause } from './classify-clause.js';
import { extractEntities } from './extract-entities.js';
import {
  asksAboutWarranty,
  asksHypothetically,
  asksShippingTime,
  asksWithoutActing,
  describesSituation,
  saysNotShipped,
  speaksOfBuying,
} from './knowledge-question.js';
import { asksRefundStatus } from './refund-question.js';
import { withoutBrokenWords } from './repair-request.js';
import { saysFault } from './reason-words.js';
import { asksHowToBuy, decidesToBuyIn, decidesToBuyNamed } from './buy-question.js';
import { asksStanding } from './standing-question.js';
import { namesOptionGroup } from './option-group-named.js';
import { ANGRY_CUES } from './intent-keywords.js';
import { detectLanguage, normalizeText } from './normalize-text.js';
import { withoutProducts, type ProductLexicon } from './product-lexicon.js';
import { splitClauses } from './split-clauses.js';
import { ASKS_ORDER_TOTAL, asksOrderTotal } from './order-total-question.js';
import { tellsDoesNotFit } from './does-not-fit.js';
import { isGiftWish, withoutPeople } from './gift-wish.js';
import { giftAudience } from './audience-words.js';

// How many of something there are: "有几种", "多少种", "how many … options".
const HOW_MANY_OF = /几种|几个|多少种|\bhow many\b/i;
const NEEDS_PRODUCT: readonly IntentType[] = ['price_query', 'inventory_check', 'params_query'];
// What the rules may read an order's total asked in so many words as: a search or a spec of the product bought.
const READ_AS_TOTAL: readonly IntentType[] = ['product_recommend', 'params_query', 'inventory_check', 'faq'];
// What the rules may read a gift wish as ("she likes earrings" alone names a type; "gift for my mum" nothing).
const GIFT_READS: readonly IntentType[] = ['product_recommend', 'faq', 'chitchat', 'params_query', 'price_query', 'inventory_check'];
const ABOUT_AN_ITEM = /\b(?:it|this|that|them|my order)\b|它|这个|那个|订单/i;
const RETURN_REQUEST = /我要|我想|想要|想退|要退|申请|帮我|\b(i want|i'?d like|i need|please|help me)\b/i;

function mergeEntities(a: Entities, b: Entities): Entities {
  const merged: Entities = { ...a, ...b };
  const list = (x?: string[], y?: string[]) => (x || y ? [...new Set([...(x ?? []), ...(y ?? [])])] : undefined);
  const productIds = list(a.productIds, b.productIds);
  const options =
    a.options || b.options
      ? [...(a.options ?? []), ...(b.options ?? []).filter((option) => !a.options?.some((other) => other.value === option.value))]
      : undefined;
  const tags = list(a.tags, b.tags);
  if (productIds) merged.productIds = productIds;
  if (options) merged.options = options;
  if (tags) merged.tags = tags;
  return merged;
}

/** Whether a message sounds angry. */
export function soundsAngry(text: string): boolean {
  return ANGRY_CUES.some((cue) => (typeof cue === 'string' ? text.includes(cue) : cue.test(text)));
}

/** The workflows that act on an item the shopper bought. */
const ITEM_WORKFLOWS: readonly IntentType[] = ['return_process', 'exchange_process', 'repair_process'];
// How the rules read "那就X9吧", "I'll take the X9": the product named with a question about it, or nothing asked.
const DECIDED_READ_AS: readonly IntentType[] = ['params_query', 'price_query', 'inventory_check', 'product_recommend', 'faq', 'chitchat'];
/** The confidence classify-clause gives a product named with no question about it ("X9 白色" aside). */
const BARE_MENTION = 0.6;

/** A search that names a product type and no wish besides it (no budget, option, cheapest, product). */
const onlyTheType = (entities: Entities) =>
  entities.maxPrice === undefined &&
  entities.minPrice === undefined &&
  !entities.options?.length &&
  !entities.cheapest &&
  !entities.priciest &&
  !entities.productIds?.length;

// A repair asked for in so many words.
const ASKS_REPAIR = /维修|修理|修一下|寄修|送修|\b(?:repair\w*|fix(?:ed)?)\b/i;

/** Level 1 and the fallback of seed 002: keyword and entity rules, deterministic, no network. */
export function recognizeWithRules(rawText: string, lexicon: ProductLexicon): Recognition {
  const text = normalizeText(rawText);
  const language = detectLanguage(text, (clause) => withoutProducts(clause, lexicon));
  const angry = soundsAngry(rawText) || soundsAngry(text);
  // "gift for my mum": who a gift is for is not searched for ("mum" is no product, type or tag).
  const gift = isGiftWish(text);
  const clauses = splitClauses(text).map((clause) => {
    const entities = extractEntities(gift ? withoutPeople(clause) : clause, lexicon);
    return { clause, entities, intent: classifyClause(clause, entities, lexicon) };
  });

  // Clauses without an intent add their entities to a neighbour ("我想要手机，3000 以内").
  const intents: Intent[] = [];
  const askedAbout = new Map<Intent, IntentType>();
  let orphan: { text: string; entities: Entities } | undefined;
  for (const { clause, entities, intent } of clauses) {
    if (!intent) {
      const previous = intents.at(-1);
      if (previous) {
        // "下单后还没发货，可以取消吗" (issue 21): a bare question after a described situation asks how the shop
        // handles such a case, not for a lookup of an order it does not name.
        const actionable = WORKFLOW_INTENTS.includes(previous.type) || ORDER_INTENTS.includes(previous.type);
        if (actionable && !previous.entities.orderId && !previous.entities.trackingNumber && describesSituation(previous.text) && asksWithoutActing(clause)) {
          previous.type = 'policy_inquiry';
          previous.confidence = Math.max(previous.confidence, 0.85);
        }
        previous.entities = mergeEntities(previous.entities, entities);
        previous.text += `，${clause}`;
      } else orphan = orphan ? { text: `${orphan.text}，${clause}`, entities: mergeEntities(orphan.entities, entities) } : { text: clause, entities };
      continue;
    }
    const own = orphan ? mergeEntities(orphan.entities, entities) : entities;
    const ownText = orphan ? `${orphan.text}，${clause}` : clause;
    orphan = undefined;
    const previous = intents.at(-1);
    if (previous && previous.type === intent.type) {
      previous.entities = mergeEntities(previous.entities, own);
      previous.text += `，${ownText}`;
      previous.confidence = Math.max(previous.confidence, intent.confidence);
      continue;
    }
    const added: Intent = { type: intent.type, confidence: intent.confidence, entities: own, text: ownText };
    intents.push(added);
    if (intent.about) askedAbout.set(added, intent.about);
  }

  // "gift for my girlfriend, she likes earrings", "送女朋友礼物，她喜欢耳环": a recommendation for someone else, by what
  // they like (a type, tag, option or budget in any clause), or of the shop's products when nothing is said.
  const wished = gift ? clauses.reduce<Entities>((all, { entities }) => mergeEntities(all, entities), {}) : {};
  // "can I send it to my mum as a gift?" is about the item in hand, not a wish for one.
  const wishesSomething = Object.keys(wished).length > 0 || !ABOUT_AN_ITEM.test(text);
  if (gift && wishesSomething && intents.every((intent) => GIFT_READS.includes(intent.type))) {
    // "gift for my girlfriend": not the men's bracelet; where the shop says who its products are for.
    const giftFor = lexicon.recordsAudience && !wished.audience ? giftAudience(text) : undefined;
    intents.splice(0, intents.length, { type: 'product_recommend', confidence: 0.85, entities: { ...wished, ...(giftFor ? { giftFor } : {}) }, text });
    orphan = undefined;
  }

  // "不想要了，怎么退款": the how-question belongs to the return the same message asks for.
  for (const [question, about] of askedAbout) {
    const request = intents.find((intent) => intent.type === about);
    if (!request) continue;
    request.text += `，${question.text}`;
    intents.splice(intents.indexOf(question), 1);
  }

  // "平板坏了，保修期是多长时间", "下单后还没发货，可以取消吗" (issue 21): a clause that only describes the situation,
  // naming no order, is the context of the policy question after it, not a repair or an order lookup of its own.
  for (let i = intents.length - 1; i > 0; i--) {
    const question = intents[i]!;
    const context = intents[i - 1]!;
    const actionable = WORKFLOW_INTENTS.includes(context.type) || ORDER_INTENTS.includes(context.type);
    if (question.type !== 'policy_inquiry' || !actionable || context.entities.orderId || context.entities.trackingNumber || !describesSituation(context.text))
      continue;
    question.text = `${context.text}，${question.text}`;
    question.entities = mergeEntities(context.entities, question.entities);
    intents.splice(i - 1, 1);
  }

  // "<product> <a fault the shop's cues name>，要维修", "screen flickers, I want it repaired": the fault is what the
  // repair asked for is for, not a question of its own to troubleshoot; the repair takes its words (the item it names).
  // Saying it is broken asks for no repair ("我的…坏了，…没声音" is troubleshot first).
  for (let i = intents.length - 1; i >= 0; i--) {
    const fault = intents[i]!;
    const repair = intents.find((intent) => intent.type === 'repair_process' && ASKS_REPAIR.test(intent.text));
    if (fault.type !== 'fault_diagnosis' || !repair) continue;
    repair.entities = mergeEntities(fault.entities, repair.entities);
    repair.text = intents.indexOf(fault) < intents.indexOf(repair) ? `${fault.text}，${repair.text}` : `${repair.text}，${fault.text}`;
    intents.splice(i, 1);
  }

  // "I bought a linen shirt last week, it is too small", "上周买的衬衫，太小了": the purchase told, then that it does not
  // fit, is one request, its exchange; "too small" alone read as a search for size S.
  for (let i = intents.length - 1; i > 0; i--) {
    const misfit = intents[i]!;
    const bought = intents[i - 1]!;
    const namesItem = !!bought.entities.productIds?.length || bought.entities.type !== undefined;
    if (bought.type !== 'order_query' || !namesItem || misfit.entities.productIds?.length || misfit.entities.orderId || !tellsDoesNotFit(misfit.text)) continue;
    bought.type = 'exchange_process';
    bought.confidence = Math.max(bought.confidence, 0.8);
    bought.text = `${bought.text}，${misfit.text}`;
    intents.splice(i, 1);
  }

  // "if I change my mind, can I return it?": the condition and the question are two clauses of one policy question.
  for (const intent of intents)
    if (WORKFLOW_INTENTS.includes(intent.type) && !intent.entities.orderId && asksHypothetically(intent.text)) {
      intent.type = 'policy_inquiry';
      intent.confidence = Math.max(intent.confidence, 0.85);
    }

  // "我要买X9，什么时候发货" / "X9现在下单几天能到": how soon an order not yet placed ships is the shop's shipping policy,
  // not a lookup of an order (there is none) nor the product's specs; the wish to buy is that question's context.
  if (speaksOfBuying(text) && !intents.some((intent) => intent.entities.orderId || intent.entities.trackingNumber)) {
    const shipping = intents.filter((intent) => asksShippingTime(intent.text));
    if (shipping.length) {
      for (const intent of shipping) {
        intent.type = 'policy_inquiry';
        intent.confidence = Math.max(intent.confidence, 0.85);
      }
      for (const wish of intents.filter((intent) => intent.type === 'params_query' && speaksOfBuying(intent.text) && !shipping.includes(intent)))
        intents.splice(intents.indexOf(wish), 1);
    }
  }

  // "the cheapest one, is it in stock?", "便宜的那个，有货吗": a clause that only picks a product by price is the subject
  // of the question after it, which the dialogue then resolves as one ("is the cheapest one in stock?").
  for (let i = intents.length - 2; i >= 0; i--) {
    const pick = intents[i]!;
    const next = intents[i + 1]!;
    if (!onlyPicksByPrice(pick.text) || !NEEDS_PRODUCT.includes(next.type) || next.entities.productIds?.length) continue;
    next.text = `${pick.text}, ${next.text}`;
    intents.splice(i, 1);
  }

  // A follow-up clause without its own product or order refers to the one named before ("X9 多少钱，有货吗", "X9 多少钱，
  // 保修多久").
  for (let i = 1; i < intents.length; i++) {
    const intent = intents[i]!;
    const before = intents.slice(0, i).reverse();
    const needsProduct = NEEDS_PRODUCT.includes(intent.type) || (intent.type === 'policy_inquiry' && asksAboutWarranty(intent.text));
    if (needsProduct && !intent.entities.productIds?.length) {
      const source = before.find((other) => other.entities.productIds?.length);
      if (source) intent.entities.productIds = source.entities.productIds!.slice(-1);
    }
    if (ORDER_INTENTS.includes(intent.type) && !intent.entities.orderId) {
      const source = before.find((other) => other.entities.orderId);
      if (source) intent.entities.orderId = source.entities.orderId!;
    }
  }

  // "最近一个订单多少钱", "how much did I pay for the X9?": the order's total, not today's price of the product.
  for (const intent of intents)
    if (
      ((intent.type === 'price_query' || intent.type === 'order_query') &&
        asksOrderTotal(intent.text, !!intent.entities.orderId && !intent.entities.productIds?.length)) ||
      // "我那个平板多少钱买的" reads as a search of tablets.
      (READ_AS_TOTAL.includes(intent.type) && ASKS_ORDER_TOTAL.test(intent.text))
    ) {
      intent.type = 'order_query';
      intent.confidence = Math.max(intent.confidence, 0.85);
    }

  // "我的订单怎么还不发货": the order waiting to ship is the one meant, and a parcel lookup finds only shipped ones; the
  // shopper's orders, with their states, answer it.
  for (const intent of intents)
    if (intent.type === 'logistics_query' && !intent.entities.orderId && !intent.entities.trackingNumber && saysNotShipped(intent.text))
      intent.type = 'order_query';

  // "我已经退货了，退款什么时候到账": the return is done and its refund is the question; a return asked for in the same
  // message ("我要退货") still starts one.
  if (intents.some((intent) => intent.type === 'order_query' && asksRefundStatus(intent.text))) {
    for (const done of intents.filter((intent) => intent.type === 'return_process' && !RETURN_REQUEST.test(intent.text)))
      intents.splice(intents.indexOf(done), 1);
  }

  // "我要退货，订单号 KF1": an order named beside a workflow request is that workflow's order, not a status question;
  // so is "KF1坏了，要维修", whose request already took the order named before it.
  const namedOrder = intents.find((intent) => intent.type === 'order_query' && intent.entities.orderId && !asksRefundStatus(intent.text));
  const orderless = intents.find(
    (intent) => WORKFLOW_INTENTS.includes(intent.type) && (!intent.entities.orderId || intent.entities.orderId === namedOrder?.entities.orderId),
  );
  if (orderless && namedOrder) {
    orderless.entities.orderId = namedOrder.entities.orderId!;
    orderless.text += `，${namedOrder.text}`;
    intents.splice(intents.indexOf(namedOrder), 1);
  }

  // "我的X坏了，左边没声音": saying it is broken beside a symptom is the symptom's context; the symptom is troubleshot
  // first and the answer offers the repair (seed 000: 故障排查 before 维修流程). A repair asked for ("能修吗") or damage
  // the shop's cues name ("摔坏了", a cracked screen) still is one without those words.
  const symptom = intents.find((intent) => intent.type === 'fault_diagnosis');
  const onlyBroken = (intent: Intent) => {
    const rest = withoutBrokenWords(intent.text);
    return rest !== undefined && classifyClause(rest, intent.entities, lexicon)?.type !== 'repair_process';
  };
  const broken = intents.find((intent) => intent.type === 'repair_process' && !intent.entities.orderId && onlyBroken(intent));
  if (symptom && broken) {
    symptom.text = `${broken.text}，${symptom.text}`;
    symptom.entities = mergeEntities(broken.entities, symptom.entities);
    intents.splice(intents.indexOf(broken), 1);
  }

  // "the linen shirt is too small, can I exchange it?": a product only mentioned (no spec asked) beside a return,
  // exchange or repair naming none is what that workflow is about, not a question of its own; "my pad 3, when will it
  // ship?" is the order or parcel asked about.
  // So is a type named alone ("我要换货，衬衫那单"): the search it would make is the workflow's product type.
  const aboutNothing = intents.find(
    (intent) =>
      (ITEM_WORKFLOWS.includes(intent.type) || intent.type === 'logistics_query' || intent.type === 'order_query') &&
      !intent.entities.productIds?.length &&
      !intent.entities.orderId &&
      !intent.entities.trackingNumber &&
      !intent.entities.type,
  );
  // "I bought a tablet yesterday, can I return it?": the purchase told (an order lookup of its own) is what the return is
  // about.
  const mentioned = intents.find(
    (intent) =>
      intent !== aboutNothing &&
      ((intent.type === 'params_query' && intent.entities.productIds?.length && intent.confidence <= BARE_MENTION) ||
        (intent.type === 'product_recommend' && intent.entities.type && onlyTheType(intent.entities)) ||
        (!!aboutNothing &&
          ITEM_WORKFLOWS.includes(aboutNothing.type) &&
          intent.type === 'order_query' &&
          !intent.entities.orderId &&
          !!(intent.entities.type || intent.entities.productIds?.length))),
  );
  if (aboutNothing && mentioned) {
    const { productIds, type } = mentioned.entities;
    aboutNothing.entities = { ...aboutNothing.entities, ...(productIds?.length ? { productIds } : { type: type! }) };
    aboutNothing.text = `${mentioned.text}，${aboutNothing.text}`;
    intents.splice(intents.indexOf(mentioned), 1);
  }

  // "没声音了，要寄修": the shopper already chose a repair, so troubleshooting is not a second request; likewise
  // "屏幕有亮点，我要换货": a spec word naming no product is the reason for the workflow, not a spec question.
  const repairing = intents.some((intent) => intent.type === 'repair_process');
  const workflow = intents.find((intent) => WORKFLOW_INTENTS.includes(intent.type));
  // "I want to return my X8, it stopped charging": damage or a fault (the shop's cues too) told beside a return or an exchange is its reason
  // (the workflow reads it from the message), though "charging" is a spec word and the clause carries the product.
  const returning = workflow && ITEM_WORKFLOWS.includes(workflow.type) && workflow.type !== 'repair_process';
  const isReason = (intent: Intent) =>
    (repairing && intent.type === 'fault_diagnosis') ||
    (!!workflow && intent.type === 'params_query' && !intent.entities.productIds?.length) ||
    (!!returning && (intent.type === 'fault_diagnosis' || (intent.type === 'params_query' && saysFault(intent.text, lexicon))));
  // "X8屏幕有划痕，我要退货": the product the reason names is what the return is about.
  const reasonProducts = intents.find((intent) => isReason(intent) && intent.entities.productIds?.length)?.entities.productIds;
  if (returning && reasonProducts && !workflow.entities.productIds?.length && !workflow.entities.orderId)
    workflow.entities = { ...workflow.entities, productIds: reasonProducts };
  const meaningful = intents.filter((intent) => intent.type !== 'chitchat' && !isReason(intent));
  const kept = meaningful.length ? meaningful : intents;
  // "好的，我要了", "ok, I'll take it": the "ok" is no chitchat; how to buy is the answer (knowledge-answer.ts).
  if (kept.length && kept.every((intent) => intent.type === 'chitchat') && asksHowToBuy(text))
    kept.splice(0, kept.length, { type: 'faq', confidence: 0.8, entities: {}, text });
  if (!kept.length) {
    // Nothing matched: a question still goes to the knowledge base; noise is low confidence (→ human).
    const wordy = (text.match(/\p{Script=Han}/gu) ?? []).length >= 3 || (text.match(/[a-z]{2,}/g) ?? []).length >= 3;
    const entities = orphan?.entities ?? {};
    kept.push({ type: 'faq', confidence: wordy ? 0.5 : 0.3, entities, text });
  }
  // "what's your best seller?", "哪款卖得最好": a search, ranked by whatever the shop marks (answers/standing-unmarked.ts).
  const [only] = kept;
  if (
    kept.length === 1 &&
    (only!.type === 'faq' || only!.type === 'chitchat') &&
    !only!.entities.productIds?.length &&
    !only!.entities.orderId &&
    asksStanding(text)
  )
    kept.splice(0, 1, { type: 'product_recommend', confidence: 0.8, entities: only!.entities, text });
  // "ok I'll take the M", "那我要黑色M码的": the product in focus in those values, and how to buy it.
  const chosen = kept.length === 1 ? kept[0]!.entities : undefined;
  if (chosen?.options?.length && !chosen.productIds?.length && !chosen.type && !chosen.named && !chosen.candidates?.length) {
    const values = chosen.options.map((option) => option.value);
    if (decidesToBuyIn(text, values, lexicon)) kept.splice(0, 1, { type: 'faq', confidence: 0.8, entities: { options: chosen.options }, text });
  }
  // "亚麻衬衫有哪些版型": the values of one of its option groups, not a search ("有哪些" reads as one); "有几种版型",
  // "how many fits does it come in?" ask the same, not every spec.
  if (
    chosen?.productIds?.length &&
    (kept[0]!.type === 'product_recommend' || (kept[0]!.type === 'params_query' && HOW_MANY_OF.test(text))) &&
    !chosen.type &&
    !chosen.options?.length &&
    (lexicon.optionNames ?? []).some((name) => namesOptionGroup(text, name))
  )
    kept.splice(0, 1, { ...kept[0]!, type: 'inventory_check' });
  // "那就X9吧", "I'll take the X9 in black": a decision to buy the product named (in those values), not a spec question.
  // So is "I'll take the plain one in M", naming one product by part of its title.
  const inPart = !chosen?.productIds?.length && chosen?.candidates?.length === 1 ? chosen.candidates : undefined;
  const decided = chosen?.productIds?.length === 1 ? chosen.productIds : inPart;
  if (decided && !chosen!.type && DECIDED_READ_AS.includes(kept[0]!.type)) {
    const values = chosen!.options?.map((option) => option.value) ?? [];
    if (decidesToBuyNamed(text, lexicon, values, inPart ? lexicon.names.get(inPart[0]!) : undefined))
      kept.splice(0, 1, {
        type: 'faq',
        confidence: 0.8,
        entities: { productIds: decided, ...(chosen!.options ? { options: chosen!.options } : {}) },
        text,
      });
  }
  return { intents: kept, confidence: Math.min(...kept.map((intent) => intent.confidence)), angry, language, source: 'rules' };
}
