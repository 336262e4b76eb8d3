import type { QuickRepliesPart } from '@kefu/protocol';
import type { KnowledgeAnswer } from '../ports/knowledge.js';
import { asksAboutWarranty, asksHowToTrack, asksShippingTime } from '../adapters/rules/knowledge-question.js';
import { asksHowToBuy, decidesToBuy } from '../adapters/rules/buy-question.js';
import { whichToBuy } from './answers/which-to-buy.js';
import { carryOptions } from './dialogue/carry-options.js';
import { stockAnswer } from './answers/stock-answer.js';
import { SERVICE_HOURS, STORE_VISIT } from '../adapters/rules/intent-keywords.js';
import { asksWaysToPay } from '../adapters/rules/payment-words.js';
import { wayToPayNotAccepted } from './answers/way-to-pay-not-accepted.js';
import { asksHowItFits } from '../adapters/rules/fit-question.js';
import { asksHowToCare } from '../adapters/rules/care-question.js';
import { fitFromListing } from './answers/fit-answer.js';
import { careFromListing } from './answers/care-from-listing.js';
import { kindWords } from './answers/kind-words.js';
import { asksSizeAdvice } from './dialogue/size-advice.js';
import { asksRefundTiming } from '../adapters/rules/refund-question.js';
import { withoutProducts } from '../adapters/rules/product-lexicon.js';
import type { AgentServices } from './agent-services.js';
import type { IntentJob } from './answer-intent.js';
import type { AnswerLanguage } from './answers/answer-language.js';
import { composeAnswer, type BranchAnswer } from './answers/compose-answer.js';
import { faultWithoutArticle } from './answers/fault-without-article.js';
import { replies } from './answers/fixed-replies.js';
import { orderChangeAsked, orderChangeOffer } from './answers/order-change-offer.js';
import { ownOrdersChange } from './answers/own-orders-change.js';
import { unpublishedPolicy } from './answers/unpublished-policy.js';
import { serviceNotPublished } from './answers/service-not-published.js';
import { serviceAsked, shopServiceAsked, speaksOfService } from '../adapters/rules/service-asked.js';
import { normalizeText } from '../adapters/rules/normalize-text.js';
import { warrantyLine } from './answers/warranty-line.js';
import { productPart } from './answers/rich-parts.js';
import { whyPicked } from './answers/why-picked.js';
import { otherLanguageWords } from './answers/other-language-words.js';
import { fromOtherLanguage } from './answers/other-language-article.js';
import { hasCjk } from '../knowledge/text/tokenize.js';
import { unknownProductAnswer, unknownProductWord } from './answers/unknown-product-word.js';
import { productInFocus } from './dialogue/dialogue-state.js';
import type { ToolCaller } from './tools/commerce-tools.js';
import type { TurnRuntime } from './state.js';
import { ownWarrantyLine } from './answers/own-warranty.js';

/** Who is asking, for the read tools: order tools answer only for the verified customer. */
export function callerOf(runtime: TurnRuntime | undefined, lang: AnswerLanguage): ToolCaller {
  return {
    ...(runtime?.turn.customer ? { customerId: runtime.turn.customer.customerId } : {}),
    ...(runtime ? { signal: runtime.turn.signal } : {}),
    locale: lang === 'en' ? 'en' : 'zh-CN',
  };
}

const joinLines = (lines: string[], lang: AnswerLanguage) => lines.join(lang === 'en' ? ' ' : '');

function ask(
  services: AgentServices,
  question: string,
  lang: AnswerLanguage,
  runtime: TurnRuntime | undefined,
  stream: boolean,
  leadWithFact = true,
  asked?: string,
  part?: readonly string[],
): Promise<KnowledgeAnswer> {
  return services.knowledge.answer({
    question,
    leadWithFact,
    ...(asked && asked !== question ? { asked } : {}),
    ...(part?.length ? { part } : {}),
    siteId: runtime?.turn.siteId ?? 'demo',
    locale: lang === 'en' ? 'en' : 'zh-CN',
    ...(runtime ? { signal: runtime.turn.signal } : {}),
    ...(stream && runtime ? { onToken: (text: string) => runtime.output.delta(runtime.messageId, text) } : {}),
  });
}

/** A miss is a question (issue 21 item 4): the closest topics as one-tap replies, then a person. */
function missReplies(answer: KnowledgeAnswer, lang: AnswerLanguage): QuickRepliesPart[] {
  const topics = (answer.suggestions ?? []).map((topic) => ({ text: topic.title }));
  return [{ type: 'quick_replies', replies: [...topics, replies.askForHuman(lang)] }];
}

/** The knowledge answer, with lines from the shop's own data before it (a product's warranty) and a note after it. */
function withKnowledge(job: IntentJob, answer: KnowledgeAnswer, lang: AnswerLanguage, before: string[] = [], after?: string): BranchAnswer {
  const found = answer.status === 'answered';
  if (!found && !before.length)
    return {
      index: job.index,
      text: [replies.knowledgeMiss(lang), after].filter(Boolean).join(lang === 'en' ? ' ' : ''),
      parts: missReplies(answer, lang),
      resolved: false,
    };
  const text = [before.length ? joinLines(before, lang) : '', found ? answer.text : '', after ?? ''].filter(Boolean).join('\n\n');
  return { index: job.index, text, parts: found ? answer.sources.slice(0, 6) : [], resolved: true };
}

/**
 * "How do I track my parcel?": a signed-in shopper gets their own latest parcel (with the tracking article as a
 * source); anyone else how tracking works, and that signing in lets the assistant look theirs up.
 */
async function trackingHowTo(services: AgentServices, job: IntentJob, lang: AnswerLanguage, runtime: TurnRuntime | undefined): Promise<BranchAnswer> {
  if (!runtime?.turn.customer) {
    const answer = await ask(services, job.text, lang, runtime, false);
    // Without a tracking article (a shop just imported), signing in is the whole answer, and a right one.
    if (answer.status !== 'answered') return { index: job.index, text: replies.signInToTrack(lang), parts: [], resolved: true };
    return withKnowledge(job, answer, lang, [], replies.signInToTrack(lang));
  }
  runtime.output.status('tool');
  const [result, guide] = await Promise.all([
    services.tools.run('get_logistics_info', {}, callerOf(runtime, lang)),
    ask(services, job.text, lang, runtime, false),
  ]);
  if (result.status !== 'ok') return withKnowledge(job, guide, lang, [replies.noParcel(lang)]);
  const lookup = composeAnswer({ ...job.intent, type: 'logistics_query' }, [result], job.index, lang, await services.tools.lexicon());
  return { ...lookup, parts: [...lookup.parts, ...guide.sources.slice(0, 1)] };
}

const BUYING_TOPIC = ['下单 购买', 'place an order'] as const;
// The words a size or exchange article is found by, whatever the fit question said ("does it run small?", "偏大还是偏小").
const FIT_TOPIC = ['尺码 换货', 'size guide fit exchange'] as const;

/**
 * "is it true to size?", "偏大还是偏小" of the product named, on the page or last discussed: what its listing says of
 * its fit and its sizes (answers/fit-answer.ts), then the shop's size or exchange article; without one, a person to
 * ask. Undefined when no product is in view: the article alone answers then.
 */
async function fitAsked(services: AgentServices, job: IntentJob, lang: AnswerLanguage, runtime: TurnRuntime | undefined): Promise<BranchAnswer | undefined> {
  const productId = job.intent.entities.productIds?.[0] ?? job.viewingProductId ?? (job.dialogue ? productInFocus(job.dialogue) : undefined);
  if (!productId) return undefined;
  if (runtime) runtime.output.status('tool');
  const result = await services.tools.run('get_inventory_info', { product_model: productId }, callerOf(runtime, lang));
  if (result.status !== 'ok' || result.tool !== 'get_inventory_info') return undefined;
  // The size article's part for the product's kind: the jeans' waist sizes, not the tops' chest table.
  const guide = await ask(services, FIT_TOPIC[lang === 'en' ? 1 : 0], lang, runtime, false, false, job.text, kindWords(result.product));
  const told = job.intent.entities.ownSize;
  const sized = told ? await services.tools.run('get_inventory_info', { product_model: productId, options: [told] }, callerOf(runtime, lang)) : undefined;
  // "I am usually a medium": how the size they wear stands, after what the listing says of the fit.
  const inSize = sized?.status === 'ok' && sized.tool === 'get_inventory_info' ? ` ${stockAnswer(sized.product, sized.options, lang)}` : '';
  const fitted = fitFromListing(result.product, lang);
  const listing = { ...fitted, text: fitted.text + (lang === 'en' ? inSize : inSize.trim()) };
  const card = productPart(result.product);
  if (guide.status === 'answered')
    return { index: job.index, text: `${listing.text}\n\n${guide.text}`, parts: [card, ...guide.sources.slice(0, 3)], resolved: true };
  const person = listing.said ? '' : replies.fitAdvice(lang);
  return {
    index: job.index,
    text: person ? `${listing.text}${lang === 'en' ? ' ' : ''}${person}` : listing.text,
    parts: [card, { type: 'quick_replies', replies: [replies.askForHuman(lang)] }],
    resolved: true,
  };
}
/** A care question no article answers: the care its listing states, of the product named, on the page or discussed. */
async function careAsked(services: AgentServices, job: IntentJob, lang: AnswerLanguage, runtime: TurnRuntime | undefined): Promise<BranchAnswer> {
  const productId = job.intent.entities.productIds?.[0] ?? job.viewingProductId ?? (job.dialogue ? productInFocus(job.dialogue) : undefined);
  const result = productId ? await services.tools.run('get_inventory_info', { product_model: productId }, callerOf(runtime, lang)) : undefined;
  const product = result?.status === 'ok' && result.tool === 'get_inventory_info' ? result.product : undefined;
  return {
    index: job.index,
    text: careFromListing(product, lang),
    parts: [...(product ? [productPart(product)] : []), { type: 'quick_replies', replies: [replies.askForHuman(lang)] }],
    resolved: true,
  };
}

/**
 * "what size should I get?" of the product named, on the page or last discussed: the words naming its kind, so the size
 * article's part for it is shown (the jeans' waist sizes, not the tops' table).
 */
async function kindInView(services: AgentServices, job: IntentJob): Promise<string[] | undefined> {
  const productId = job.intent.entities.productIds?.[0] ?? job.viewingProductId ?? (job.dialogue ? productInFocus(job.dialogue) : undefined);
  const type = productId ? (await services.tools.lexicon()).productTypes?.get(productId) : undefined;
  return type === undefined ? undefined : kindWords({ type });
}
// The words a service-hours article is found by, whatever the question said ("几点下班", "when do you close").
const SERVICE_HOURS_TOPIC = ['客服 服务时间', 'customer service hours'] as const;
// "do you accept paypal?", "支持apple pay吗": what the payment article lists, though the shop may not name that way to pay.
const PAYMENT_TOPIC = ['支付方式', 'payment methods'] as const;
// "when will it arrive if I order today?": how long shipping takes, not every sentence saying "arrive" ("duties on
// arrival"). Chinese asks it in the words the articles use (发货, 几天), which find the delivery times already.
const SHIPPING_TIME_TOPIC = ['', 'shipping times business days'] as const;
// "can I put the tee in the dryer?" shares no word with "tumble dry low": a care guide's words find it.
const CARE_TOPIC = ['洗涤 保养 洗护', 'care wash dry'] as const;
const ABOUT_BUYING = /下单|购买|订购|购物流程|结算|\b(?:ordering|place (?:an|your) order|placing|how to order|buy(?:ing)?|purchas\w*|check ?out)\b/i;

/**
 * "有什么平板" → "哪个屏幕大" → "那就要金色的": a decision naming values and no product is about the latest product in
 * view that comes in every one of them (of those discussed, then those listed), not simply the latest discussed. None
 * when no product is named and none in view has them all.
 */
async function oneInValues(services: AgentServices, job: IntentJob, lang: AnswerLanguage, runtime: TurnRuntime | undefined): Promise<string | undefined> {
  const values = job.intent.entities.options?.map((option) => option.value) ?? [];
  if (!values.length || !job.dialogue) return undefined;
  const inView = [...new Set([...job.dialogue.products.map((product) => product.productId).reverse(), ...(job.dialogue.listed ?? [])])];
  if (inView.length < 2) return undefined;
  for (const productId of inView.slice(0, 4)) {
    const result = await services.tools.run('get_inventory_info', { product_model: productId, options: values }, callerOf(runtime, lang));
    if (result.status === 'ok' && result.tool === 'get_inventory_info' && result.options?.found.length && !result.options.missing.length) return productId;
  }
  return undefined;
}

/**
 * "那就它了，怎么下单", "how do I order this?": the shop's own ordering article when it has one; otherwise how checkout
 * works. Either way the product asked about, on the page or last discussed, comes with it as a card to tap.
 */
async function buyingHowTo(services: AgentServices, job: IntentJob, lang: AnswerLanguage, runtime: TurnRuntime | undefined): Promise<BranchAnswer> {
  const productId =
    job.intent.entities.productIds?.[0] ??
    job.viewingProductId ??
    (await oneInValues(services, job, lang, runtime)) ??
    (job.dialogue ? productInFocus(job.dialogue) : undefined);
  const lexicon = await services.tools.lexicon();
  // "in black?" → "ok, I'll take the M": the values chosen now, over those last asked of it, one of each kind.
  const focused = job.dialogue?.products.find((product) => product.productId === productId);
  // "is the X9 in black 16GB?" → "great, I'll take it": naming none, the values last asked of it.
  const chosen = job.intent.entities.options?.length
    ? carryOptions(
        focused?.options?.map((value) => ({ value })),
        job.intent.entities.options,
        lexicon,
      )
    : focused?.options?.map((value) => ({ value }));
  const [guide, result] = await Promise.all([
    // Searched as what it asks, as a workflow's side question is searched with its topic ("怎么买" → 下单 购买).
    ask(services, `${withoutProducts(job.text, lexicon) || job.text} ${BUYING_TOPIC[lang === 'en' ? 1 : 0]}`, lang, runtime, false),
    productId
      ? services.tools.run(
          'get_inventory_info',
          { product_model: productId, ...(chosen?.length ? { options: chosen.map((option) => option.value) } : {}) },
          callerOf(runtime, lang),
        )
      : undefined,
  ]);
  const product = result?.status === 'ok' && result.tool === 'get_inventory_info' ? result.product : undefined;
  const asked = result?.status === 'ok' && result.tool === 'get_inventory_info' ? result.options : undefined;
  const card = product ? [productPart(product, asked)] : [];
  // The variant chosen, with its stock, before how to buy it.
  const variant = product && asked?.found.length ? `${stockAnswer(product, asked, lang)}${lang === 'en' ? ' ' : ''}` : '';
  // "I'll take the cheaper one": what picked it first, then how to buy it (the title already said).
  const chosenBy = job.intent.entities.chosenBy;
  const why = product && chosenBy ? whyPicked(product, chosenBy, job.text, lexicon, lang) : '';
  const lead = `${why}${why && lang === 'en' ? ' ' : ''}${variant}`;
  // Keyword search finds "order" in every shipping or returns article: only one about buying itself answers this.
  if (guide.status === 'answered' && ABOUT_BUYING.test(guide.sources[0]?.title ?? ''))
    return { index: job.index, text: `${lead}${guide.text}`, parts: [...card, ...guide.sources.slice(0, 3)], resolved: true };
  // In the order of the product's option groups, as its stock line names the variant ("Space Black / 16GB").
  const group = (value: string) => product?.options.findIndex((options) => options.values.includes(value)) ?? 0;
  const values = asked ? [...asked.found].sort((a, b) => group(a) - group(b)) : [];
  const how = variant ? replies.howToBuyChosen(lang, values) : replies.howToBuy(lang, why ? undefined : product?.title);
  return { index: job.index, text: `${lead}${how}`, parts: card, resolved: true };
}

/** The warranty lines of the products a warranty question names, or of the product page the shopper is on. */
async function warrantyLines(services: AgentServices, job: IntentJob, lang: AnswerLanguage, runtime: TurnRuntime | undefined): Promise<string[]> {
  // "X9 保修多久" → "X8呢": the follow-up's intent carries the warranty question's words (dialogue/resolve-references).
  if (!asksAboutWarranty(job.text) && !asksAboutWarranty(job.intent.text)) return [];
  const named = job.intent.entities.productIds ?? [];
  const products = named.length ? named : job.viewingProductId ? [job.viewingProductId] : [];
  const results = await Promise.all(
    products.slice(0, 4).map((model) => services.tools.run('get_inventory_info', { product_model: model }, callerOf(runtime, lang))),
  );
  const lines = results.flatMap((result) => (result.status === 'ok' && result.tool === 'get_inventory_info' ? [warrantyLine(result.product, lang)] : []));
  // "is my boot still under warranty?" of one the shopper owns: until when theirs is covered, after the terms.
  const [only] = results;
  if (results.length !== 1 || only?.status !== 'ok' || only.tool !== 'get_inventory_info' || !runtime?.turn.customer || !ASKS_OF_OWN.test(job.text))
    return lines;
  const held = await services.tools.run('get_order_info', { product_model: only.product.productId }, callerOf(runtime, lang));
  const own = held.status === 'ok' && held.tool === 'get_order_info' ? ownWarrantyLine(only.product, held.orders, held.timeZone, Date.now(), lang) : undefined;
  return own ? [...lines, own] : lines;
}

// "is my … still covered?", "我的…还在保修期内吗", "has the warranty on it expired?": asked of the shopper's own one.
const ASKS_OF_OWN = /\b(?:my|mine|still|expired?|run out)\b|我的|我买的|还在|过保|过了保修|还有保修/i;

// A product whose listing states its own terms (Shopify metafields such as "Returns Info": "72 Hours Hassle Free Returns
// and Exchange", "Shipping Info"): a returns or shipping question about it is answered with them.
const RETURNS_ASKED = /退|换货|\b(?:return\w*|refund\w*|exchang\w*)\b/i;
const SHIPPING_ASKED = /发货|配送|运费|包邮|快递|送到|寄到|\b(?:ship\w*|deliver\w*|postage|courier)\b/i;
const RETURNS_ATTRIBUTE = /退|换|\b(?:returns?|refunds?|exchanges?)\b/i;
const SHIPPING_ATTRIBUTE = /发货|配送|运费|快递|\b(?:shipping|delivery|postage)\b/i;

/** What the listings of the products a returns or shipping question is about say of it, one line each. */
async function listedTermsLines(services: AgentServices, job: IntentJob, lang: AnswerLanguage, runtime: TurnRuntime | undefined): Promise<string[]> {
  const attribute = RETURNS_ASKED.test(job.text) ? RETURNS_ATTRIBUTE : SHIPPING_ASKED.test(job.text) ? SHIPPING_ATTRIBUTE : undefined;
  const named = job.intent.entities.productIds ?? [];
  const products = named.length ? named : job.viewingProductId ? [job.viewingProductId] : [];
  if (!attribute || !products.length) return [];
  const results = await Promise.all(
    products.slice(0, 4).map((model) => services.tools.run('get_inventory_info', { product_model: model }, callerOf(runtime, lang))),
  );
  return results.flatMap((result) => {
    if (result.status !== 'ok' || result.tool !== 'get_inventory_info') return [];
    const { title, attributes } = result.product;
    const said = Object.entries(attributes).filter(([name]) => attribute.test(name));
    return said.map(([name, value]) =>
      lang === 'en' ? `The ${title}'s listing says — ${name}: ${value.trim()}` : `${title} 的商品信息写明——${name}：${value.trim()}`,
    );
  });
}

// "能取消吗", "怎么取消订单", "can I / how do I change the address": whether (or how) it can be done, which their orders
// answer; "取消后多久退款" or "does cancelling cost anything?" asks something else the article answers.
const ASKS_IF_OR_HOW = /能|可以|可否|怎么|怎样|如何|\b(?:can|could|how|is it possible)\b/i;
const ASKS_OTHER = /多久|几天|多长时间|退款|费用|收费|运费|钱|\b(?:how long|when|refund\w*|fees?|cost\w*|charge\w*|money)\b/i;

/**
 * "我的订单能取消吗" from a signed-in shopper: answered from their own orders, with the policy article as its source
 * (answers/own-orders-change.ts); undefined for anyone else, or when their orders cannot be read.
 */
async function ownOrdersAsked(
  services: AgentServices,
  job: IntentJob,
  lang: AnswerLanguage,
  runtime: TurnRuntime | undefined,
): Promise<BranchAnswer | undefined> {
  const change = runtime?.turn.customer && ASKS_IF_OR_HOW.test(job.text) && !ASKS_OTHER.test(job.text) ? orderChangeAsked(job.text) : undefined;
  if (!change) return undefined;
  runtime!.output.status('tool');
  const guide = await ask(services, job.text, lang, runtime, false);
  return ownOrdersChange(services, change, callerOf(runtime, lang), lang, job.index, guide.status === 'answered' ? guide.sources : []);
}

// An article about the shop's stores names them in its title ("Our stores", "门店地址", "Visit us"); one about paying
// names payment ("Payment methods", "支付方式与分期付款").
const ABOUT_STORES = /门店|实体店|线下店|体验店|专卖店|\b(?:stores?|shops?|showrooms?|locations?|visit us)\b/i;
const ABOUT_PAYING = /付款|支付|结算|\b(?:pay|paying|payments?|checkout|billing)\b/i;

/**
 * "do you have a physical store?", "可以货到付款吗": only an article about the shop's stores, or its ways to pay, answers
 * it. One that says "shop", "店" or "支付" in passing ("Shop Pay", "到店维修", a refund "退回原支付方式") does not, and the
 * honest answer is that none was found.
 */
function answeredOnlyBy(about: RegExp | undefined, found: KnowledgeAnswer): KnowledgeAnswer {
  // Judged by the article it cites first; an answer citing none is not judged.
  const cited = found.sources[0]?.title;
  if (!about || found.status !== 'answered' || cited === undefined || about.test(cited)) return found;
  return { status: 'no_match', text: '', sources: [], via: 'none', index: found.index };
}

/**
 * "亚麻衬衫怎么洗" where the shop's care guide is written only in English: its articles in the other language, searched
 * with the question's words in that language (answers/other-language-words.ts) and the English title of the product
 * asked about, said to be from that article. Undefined when the question names nothing the built-in words translate, or
 * that search finds nothing either.
 */
async function otherLanguageAnswer(
  services: AgentServices,
  job: IntentJob,
  lang: AnswerLanguage,
  runtime: TurnRuntime | undefined,
  care: boolean,
): Promise<KnowledgeAnswer | undefined> {
  const words = otherLanguageWords(job.text, lang);
  if (!words.length) return undefined;
  const other: AnswerLanguage = lang === 'zh' ? 'en' : 'zh';
  const productId = job.intent.entities.productIds?.[0] ?? job.viewingProductId ?? (job.dialogue ? productInFocus(job.dialogue) : undefined);
  const title = productId ? (await services.tools.lexicon()).names.get(productId) : undefined;
  // A Chinese title would make an English search a Chinese one.
  const named = title && (other === 'zh' || !hasCjk(title)) ? title : '';
  const question = [care ? CARE_TOPIC[other === 'en' ? 1 : 0] : '', ...words, named].filter(Boolean).join(' ');
  const found = await ask(services, question, other, runtime, false, false);
  return found.status === 'answered' && found.sources.length ? fromOtherLanguage(found, lang) : undefined;
}

/**
 * Answers a policy, how-to, troubleshooting or FAQ question from the knowledge base. Help articles never name
 * products, so the search sees the question without them; a warranty question about a product starts with the
 * product's own warranty.
 */
export async function answerFromKnowledge(services: AgentServices, job: IntentJob, lang: AnswerLanguage, runtime?: TurnRuntime): Promise<BranchAnswer> {
  if (asksHowToTrack(job.text)) return trackingHowTo(services, job, lang, runtime);
  const fit = asksHowItFits(job.text) ? await fitAsked(services, job, lang, runtime) : undefined;
  if (fit) return fit;
  const chosen = job.intent.entities.options?.map((option) => option.value) ?? [];
  // "I'll take it" of two in view: which one (buys-one-of-two.ts).
  const two = job.intent.entities.candidates ?? [];
  if (!job.intent.entities.productIds?.length && two.length === 2 && asksHowToBuy(job.text)) {
    const names = (await services.tools.lexicon()).names;
    return whichToBuy(
      two.map((id) => names.get(id) ?? id),
      job.index,
      lang,
    );
  }
  // "I'll take the cheaper one" names one product once the dialogue picked it; "那就X9吧" names it itself.
  if (decidesToBuy(job.text, await services.tools.lexicon(), chosen, job.intent.entities.productIds ?? [])) return buyingHowTo(services, job, lang, runtime);
  const own = await ownOrdersAsked(services, job, lang, runtime);
  if (own) return own;
  const lines = [...(await warrantyLines(services, job, lang, runtime)), ...(await listedTermsLines(services, job, lang, runtime))];
  const named = job.intent.entities.productIds?.length ?? 0;
  // A care question keeps the product's words: a care guide says it per fabric ("Linen: machine wash cold").
  const care = asksHowToCare(job.text);
  const asked = named && !care ? withoutProducts(job.text, await services.tools.lexicon()) || job.text : job.text;
  // "多少钱" at a repair prompt is searched as a repair question; "你们几点下班" as the service hours it asks; "do you
  // support apple pay?" as the payment methods.
  const words = (topic: readonly [string, string]) => topic[lang === 'en' ? 1 : 0];
  const topic = [
    job.intent.about,
    SERVICE_HOURS.test(job.text) ? words(SERVICE_HOURS_TOPIC) : undefined,
    asksWaysToPay(job.text) ? words(PAYMENT_TOPIC) : undefined,
    asksShippingTime(job.text) ? words(SHIPPING_TIME_TOPIC) : undefined,
    care ? words(CARE_TOPIC) : undefined,
  ]
    .filter(Boolean)
    .join(' ');
  const question = topic ? `${topic} ${asked}` : asked;
  const about = STORE_VISIT.test(job.text) ? ABOUT_STORES : asksWaysToPay(job.text) ? ABOUT_PAYING : undefined;
  // A store or payment question's answer is judged before it is shown (below), so it is not streamed.
  // A service the shop may do ("gift wrapping"): the article found is judged before it is shown (below), so not streamed.
  const shopService = !lines.length && job.intent.type !== 'fault_diagnosis' ? shopServiceAsked(normalizeText(job.text)) : undefined;
  const stream = job.stream && !!runtime && !about && !shopService;
  if (stream && lines.length) runtime!.output.delta(runtime!.messageId, `${joinLines(lines, lang)}\n\n`);
  // A product's own warranty line is the fact; the policy's generic one would contradict it.
  const part = asksSizeAdvice(job.text) ? await kindInView(services, job) : undefined;
  const ownLanguage = answeredOnlyBy(about, await ask(services, question, lang, runtime, stream, lines.length === 0, job.text, part));
  // The shopper's language has no article that answers: the shop's article in the other language may.
  const found =
    ownLanguage.status === 'no_match' && !ownLanguage.unpublished && !lines.length
      ? ((await otherLanguageAnswer(services, job, lang, runtime, care)) ?? ownLanguage)
      : ownLanguage;
  if (found.status === 'no_match' && found.unpublished && !lines.length) {
    const online = runtime && services.humansOnline ? await services.humansOnline(runtime.turn.siteId) : false;
    return unpublishedPolicy(found.unpublished, lang, job.index, online, found.unpublishedPart);
  }
  const shown = withKnowledge(job, found, lang, lines);
  // "can I pay cash on delivery?" of a shop whose list of ways to pay does not name it: said plainly, above the list.
  const refused = shown.resolved && found.status === 'answered' && asksWaysToPay(job.text) ? wayToPayNotAccepted(job.text, found.text, lang) : '';
  const answer = refused ? { ...shown, text: `${refused}\n${shown.text}` } : shown;
  // "gopro防水吗": no article answers it, and the shop sells nothing by that name.
  const unknown = !answer.resolved && !lines.length ? unknownProductWord(job.text, await services.tools.lexicon()) : undefined;
  if (unknown) return unknownProductAnswer(unknown, job.index, lang, await services.tools.lexicon());
  // "can I wash it in the machine?" and no care guide: what the product's listing says, or that nothing does.
  if (care && !answer.resolved && !lines.length) return careAsked(services, job, lang, runtime);
  // "do you offer gift wrapping?" and no article says: the shop has not written about it (service-not-published.ts).
  // An article found by a word of it that does not speak of the service ("gift cards" for "gift wrapping") is no answer.
  const unspoken = shopService && answer.resolved && !speaksOfService(answer.text, shopService) ? shopService : undefined;
  const service =
    unspoken ??
    (!answer.resolved && !lines.length && job.intent.type !== 'fault_diagnosis' && !STORE_VISIT.test(job.text)
      ? (serviceAsked(job.text) ?? shopService)
      : undefined);
  if (service) {
    const online = runtime && services.humansOnline ? await services.humansOnline(runtime.turn.siteId) : false;
    return serviceNotPublished(service, lang, job.index, online);
  }
  // "is it true to size?" with no product in view, and no size article: the product's listing can answer it.
  if (!answer.resolved && asksHowItFits(job.text))
    return { index: job.index, text: replies.fitOfWhich(lang), parts: [{ type: 'quick_replies', replies: [replies.askForHuman(lang)] }], resolved: true };
  // Troubleshooting may not mend it: the repair is one tap away (seed 000: 故障排查, then 维修流程).
  if (job.intent.type === 'fault_diagnosis' && !answer.resolved && !lines.length) return faultWithoutArticle(job.index, lang);
  if (job.intent.type === 'fault_diagnosis' && answer.resolved)
    return { ...answer, parts: [...answer.parts, { type: 'quick_replies', replies: [replies.requestRepair(lang), replies.askForHuman(lang)] }] };
  // "when will I get my refund?", "退款多久到账": the article says when; one tap looks up the shopper's own refund.
  if (answer.resolved && asksRefundTiming(job.text))
    return { ...answer, parts: [...answer.parts, { type: 'quick_replies', replies: [replies.checkMyRefund(lang)] }] };
  // "我的订单能取消吗" from a signed-in shopper: the article says how; one tap does it for their own order.
  const offer = runtime?.turn.customer && answer.resolved ? orderChangeOffer(job.text, lang) : undefined;
  if (offer) return { ...answer, parts: [...answer.parts, { type: 'quick_replies', replies: [offer, replies.askForHuman(lang)] }] };
  return answer;
}
