import type { MessagePart } from '@kefu/protocol';
import type { Intent } from '../../ports/intent.js';
import type { Order } from '../../ports/commerce-backend.js';
import { findOtherBrandModel } from '../../adapters/rules/other-brand-model.js';
import type { ProductView, ToolResult } from '../tools/tool-results.js';
import type { AnswerLanguage } from './answer-language.js';
import type { Clarification } from './plan-tools.js';
import { asksRefundStatus } from '../../adapters/rules/refund-question.js';
import { asksOrderTotal } from '../../adapters/rules/order-total-question.js';
import { asksOrderedOption } from '../../adapters/rules/ordered-option-question.js';
import { orderedOptions } from './ordered-options.js';
import { statusWords } from './order-status-words.js';
import { refundAnswer } from './refund-answer.js';
import { keptStatus, linesText, partialReturnOf } from './partial-return.js';
import { requestsUnderWay } from './requests-under-way.js';
import { lineUnderSeveralRequests } from './line-under-several-requests.js';
import { noParcelYet } from './no-parcel-yet.js';
import { comparisonPart, logisticsPart, orderPart, pricePart, productPart } from './rich-parts.js';
import { shopTime } from './shop-time.js';
import { moneyText } from './money-text.js';
import { highestPrice, lowestPrice } from '../../shop/product-price.js';
import type { Money } from '../../shop/model/money.js';
import type { ProductLexicon } from '../../adapters/rules/product-lexicon.js';
import { specAnswerOf } from './spec-answer.js';
import { ASKS_MATERIAL } from './material-answer.js';
import { qualityQuestion } from '../../adapters/rules/quality-question.js';
import { unsaidKey, unsaidOfMany, unsaidPersonLine, type Unsaid } from './unsaid.js';
import { sameOrderLead } from './same-order-lead.js';
import { namesOptionGroup } from '../../adapters/rules/option-group-named.js';
import { rankedBeyondShown } from './ranked-beyond-shown.js';
import { asksValuesAlone, comparedFiguresDiffer, comparedSpecs } from './compared-specs.js';
import { comparedForUse } from './compared-tags.js';
import { isPluralTitle } from './title-number.js';
import { tiedAnswer, tiedFirst } from './tied-first.js';
import { denominationsAnswer } from './denominations.js';
import { damagedItemOffer } from './damaged-item.js';
import { notReceivedOffer } from './not-received-offer.js';
import { BARGAIN } from '../../adapters/rules/bargain-words.js';
import { stockAnswer } from './stock-answer.js';
import { versionsAnswer } from './versions-answer.js';
import { ASKS_VERSIONS } from '../../adapters/rules/versions-question.js';
import { groupOfMissing } from './missing-value-group.js';
import { groupNotListed } from './group-not-listed.js';
import { optionGroupKind } from '../../shop/option-group-kind.js';
import { colorWord } from '../../adapters/commerce/match-color.js';
import { ONE_LINE_EACH, qualityOfMany } from './quality-of-many.js';
import { featureOfMany } from './feature-of-many.js';
import { asksYesOrNo } from '../../adapters/rules/asks-yes-or-no.js';
import { kindWord, noneDescribed } from './none-described.js';
import { valuesOfKind } from './values-of-kind.js';
import { valuesAsked } from '../../adapters/rules/values-question.js';
import { noneInValues } from './none-in-values.js';
import { noneForAudience } from './none-for-audience.js';
import { noneInSize, sizesOf, sizesSoldAsNumbers } from './none-in-size.js';
import { ASKS_COLOURS, ASKS_SIZES, PRICE_GAP } from '../dialogue/reference-cues.js';
import { asksToHurry, chasesParcel } from '../../adapters/rules/parcel-chase.js';
import { arrivalDayAsked } from '../../adapters/rules/arrival-by-day-question.js';
import { arrivalByDayLead } from './arrival-by-day-lead.js';
import { saysDeliveredNotReceived } from '../../adapters/rules/not-received.js';
import { replies } from './fixed-replies.js';
import { personReply } from '../escalation/offer-human.js';
import { filedUnder } from '../../adapters/commerce/match-products.js';
import { inRunningText } from './in-running-text.js';
import { standingUnmarkedLead } from './standing-unmarked.js';

/** One answered intent: text, rich parts, and whether it really helped (for the repeated-failure rule). */
export interface BranchAnswer {
  /** The intent's position in the message, for merging in the order asked. */
  index: number;
  text: string;
  parts: MessagePart[];
  resolved: boolean;
  /** A reply to thanks or goodbye: the conversation may be over (the widget offers a rating). */
  endsConversation?: true;
  /** Option values asked that the product does not come in, said once ("does not come in purple"): not carried on. */
  unoffered?: string[];
}

const staleNote = (product: ProductView, lang: AnswerLanguage, zone: string) =>
  product.stale
    ? lang === 'en'
      ? ` (The shop system is not responding; this is the last known value from ${shopTime(product.asOf, lang, zone)}.)`
      : `（商品系统暂时无响应，以上为 ${shopTime(product.asOf, lang, zone)} 的最近数据，仅供参考。）`
    : '';

/** The answer to a clarification the planner needs. */
export function clarify(question: Clarification, index: number, lang: AnswerLanguage, examples: readonly string[] = []): BranchAnswer {
  // Examples are the shop's own products, so the question never names something it does not sell.
  const [a, b] = examples;
  const en = lang === 'en';
  const text =
    question === 'which_product'
      ? en
        ? `Which product do you mean?${a && b ? ` For example "${a}" or "${b}".` : ''}`
        : `请问您想了解哪款商品？${a && b ? `例如 “${a}” 或 “${b}”。` : ''}`
      : en
        ? `Which products should I compare? Name two${a && b ? `, e.g. "${a} and ${b}"` : ''}.`
        : `请告诉我要对比的两款商品${a && b ? `，例如 “${a} 和 ${b}”` : ''}。`;
  return { index, text, parts: [], resolved: true };
}

function failure(
  result: ToolResult & { status: Exclude<ToolResult['status'], 'ok'> },
  lang: AnswerLanguage,
  lexicon: Pick<ProductLexicon, 'otherMakers' | 'spellings'>,
): { text: string; resolved: boolean } {
  const en = lang === 'en';
  switch (result.status) {
    case 'unknown_product':
      return {
        text: en
          ? `This shop doesn't carry "${result.query}". Please check the model name, or tell me what you need and I'll suggest something we sell.`
          : `本店没有 “${result.query}” 这款商品。请确认型号，或告诉我您的需求，我为您推荐在售的商品。`,
        // Another maker's model ("iPhone 16") really is not sold here: an accurate answer, not a failure that
        // counts towards a handoff. A name no one recognises may be a misreading, so it still counts.
        resolved: findOtherBrandModel(result.query, lexicon) !== undefined,
      };
    case 'sign_in_required':
      return { text: en ? 'Please sign in first: I can only look up your own orders.' : '查询订单需要先登录，登录后我只能查看您本人的订单。', resolved: true };
    case 'not_found': {
      const what = result.orderId
        ? en
          ? `order ${result.orderId}`
          : `订单 ${result.orderId}`
        : result.trackingNumber
          ? en
            ? `a parcel with tracking number ${result.trackingNumber}`
            : `运单号为 ${result.trackingNumber} 的包裹`
          : en
            ? 'that order'
            : '这个订单';
      return {
        text: en ? `I couldn't find ${what} in your account. Please check the number.` : `没有在您的账户下找到${what}，请核对后再试。`,
        resolved: false,
      };
    }
    case 'no_logistics':
      return { text: noParcelYet(result.order, lang), resolved: true };
    case 'unavailable':
      return {
        text: en
          ? 'The shop system is not responding right now. Please try again in a moment, or ask for a human agent.'
          : '商品与订单系统暂时无响应，请稍后再试，或回复“转人工”。',
        resolved: false,
      };
    case 'invalid_arguments':
      return { text: en ? 'I could not understand that request.' : '抱歉，我没能理解这个请求。', resolved: false };
  }
}

function orderLine(order: Order, lang: AnswerLanguage): string {
  // A line under two requests (one tee exchanged, the other returned): each line's units per request.
  const perLine = lineUnderSeveralRequests(order, lang);
  if (perLine) return perLine;
  // Exchanges and repairs under way leave the order's status as it was: named after it, with their units.
  const underWay = requestsUnderWay(order, lang);
  const status = statusLine(order, lang);
  return underWay ? `${status.slice(0, -1)}${lang === 'en' ? '; ' : '；'}${underWay}${lang === 'en' ? '.' : '。'}` : status;
}

function statusLine(order: Order, lang: AnswerLanguage): string {
  const items = linesText(order.lines, lang);
  // Refunding for some of its lines only: which are going back, and what the others are.
  const partial = partialReturnOf(order);
  if (partial) {
    const [returned, kept, requests] = [linesText(partial.returned, lang), linesText(partial.kept, lang), partial.requestIds.join(lang === 'en' ? ', ' : '、')];
    return lang === 'en'
      ? `Order ${order.orderId} (${items}): the ${returned} ${partial.returned.length > 1 ? 'are' : 'is'} being returned (return ${requests}, refund in progress); the ${kept} ${partial.kept.length > 1 ? 'are' : 'is'} ${keptStatus(order, lang)}.`
      : `订单 ${order.orderId}（${items}）：${returned} 退货中（退货单 ${requests}，退款处理中），${kept} ${keptStatus(order, lang)}。`;
  }
  return lang === 'en'
    ? `Order ${order.orderId} (${items}) is ${statusWords(order.status, lang)}.`
    : `订单 ${order.orderId}（${items}）当前状态：${statusWords(order.status, lang)}。`;
}

/** Writes the answer to one intent from its tool results; every number comes from a result. */
export function composeAnswer(
  intent: Intent,
  results: ToolResult[],
  index: number,
  lang: AnswerLanguage,
  lexicon: Pick<ProductLexicon, 'attributeCues' | 'otherMakers' | 'spellings' | 'tagCues' | 'optionGroupsOf' | 'types' | 'productTypes' | 'warrantyMonths'>,
): BranchAnswer {
  const en = lang === 'en';
  const texts: string[] = [];
  const parts: MessagePart[] = [];
  // Spec answers that only say a listing leaves something unsaid, by their place in `texts`: merged after the loop.
  const unsaid = new Map<number, { title: string; unsaid: Unsaid }>();
  let resolved = true;
  // A feature some listing leaves unsaid, answered over several products: a person from the shop is offered.
  let personAsked = false;
  const unoffered: string[] = [];
  /** Asked to hurry an order not shipped yet: the warehouse can be asked, by a person. */
  const hurried = () => {
    texts.push(replies.chasedUnshipped(lang));
    parts.push({ type: 'quick_replies', replies: [personReply(lang)] });
  };
  // "有没有便宜点的": the product the search is cheaper than, looked up before it.
  let reference: ProductView | undefined;
  for (const result of results) {
    if (result.status !== 'ok') {
      // The order without a parcel is still shown: "那个能取消吗" then knows it and its state.
      if (result.status === 'no_logistics') parts.push(orderPart(result.order));
      const failed = failure(result, lang, lexicon);
      texts.push(failed.text);
      resolved &&= failed.resolved;
      // "can you ship it faster?" of an order still waiting to ship: the warehouse can be asked, by a person.
      if (result.status === 'no_logistics' && result.order.status === 'paid' && asksToHurry(intent.text)) hurried();
      continue;
    }
    switch (result.tool) {
      case 'get_price_info': {
        if (intent.type === 'product_recommend' && intent.entities.cheaperThan === result.product.productId) {
          reference = result.product;
          break;
        }
        const { product, price, highestPrice, final, compareAtPrice, timeZone, options } = result;
        unoffered.push(...(options?.missing ?? []));
        // A gift card's denominations are its prices: named, not "from $10, up to $25".
        const amounts = options?.found.length || options?.missing.length ? undefined : denominationsAnswer(product, lang);
        if (amounts) {
          texts.push(amounts + staleNote(product, lang, timeZone));
          parts.push(pricePart(product, price, final, compareAtPrice));
          break;
        }
        // The was-price and the promotions below are the lowest variant's; a higher one is said after them.
        const upTo = highestPrice
          ? en
            ? `, up to ${moneyText(highestPrice, lang)} depending on the options`
            : ` 起，最高 ${moneyText(highestPrice, lang)}（视款式而定）`
          : '';
        const was = compareAtPrice ? (en ? ` (was ${moneyText(compareAtPrice, lang)})` : `（原价 ${moneyText(compareAtPrice, lang)}）`) : '';
        // The options asked are named with the price they have; one the product does not come in is said first.
        const priced = options?.variantIndexes.length ? options.found : [];
        const inOptions = priced.length ? (en ? ` in ${priced.join(' ')}` : `（${priced.join(' / ')}）`) : '';
        const notOffered = options?.missing.length
          ? en
            ? `The ${product.title} ${isPluralTitle(product.title) ? 'do' : 'does'} not come in ${options.missing.map((value) => colorWord(value, 'en')).join(' or ')}. `
            : `${product.title} 没有 ${options.missing.map((value) => colorWord(value, 'zh-CN')).join('、')} 可选。`
          : '';
        const base =
          notOffered +
          (en
            ? `The ${product.title}${inOptions} ${isPluralTitle(product.title) ? 'are' : 'is'} ${moneyText(price, lang)}${was}${upTo}`
            : `${product.title}${inOptions} 当前售价 ${moneyText(price, lang)}${was}${upTo}`);
        const offs = product.promotions.map((promotion) =>
          en ? `${promotion.name} −${moneyText(promotion.amount, lang)}` : `${promotion.name}减 ${moneyText(promotion.amount, lang)}`,
        );
        const withPromotions = offs.length
          ? en
            ? `; with ${offs.join(' and ')} you pay ${moneyText(final, lang)}.`
            : `，可享${offs.join('、')}，到手价 ${moneyText(final, lang)}。`
          : en
            ? '.'
            : '。';
        const noPromotion = !offs.length && intent.entities.promotion ? (en ? ' No promotion applies to it right now.' : '该商品目前没有可用的优惠活动。') : '';
        // "能便宜点吗": the assistant cannot haggle; it says so, once the best price it can see is given.
        // Of several products ("any discount?" after a list) it is said once, after the last.
        const pricedAll = results.filter((other) => other.status === 'ok' && other.tool === 'get_price_info');
        const bargained = BARGAIN.test(intent.text);
        const haggled =
          bargained && pricedAll.length > 1
            ? pricedAll.at(-1) === result
              ? en
                ? " These prices already include every promotion running now; I can't change prices here."
                : '以上均已是当前可用优惠后的价格，我这边无法改价。'
              : ''
            : bargained
              ? en
                ? offs.length
                  ? " That already includes every promotion running now; I can't change prices here."
                  : " No promotion applies to it right now, and I can't change prices here."
                : offs.length
                  ? '这已是当前可用优惠后的价格，我这边无法改价。'
                  : '该商品目前没有可用的优惠活动，我这边也无法改价。'
              : '';
        const after = pricedAll.length > 1 ? noPromotion + haggled : haggled || noPromotion;
        texts.push(base + withPromotions + after + staleNote(product, lang, timeZone));
        parts.push(pricePart(product, price, final, compareAtPrice));
        break;
      }
      case 'get_inventory_info': {
        const { product, timeZone } = result;
        unoffered.push(...(result.options?.missing ?? []));
        const spec = intent.type === 'params_query' ? specAnswerOf(product, intent.text, lang, lexicon) : undefined;
        const stale = staleNote(product, lang, timeZone);
        if (spec?.unsaid && !stale) unsaid.set(texts.length, { title: product.title, unsaid: spec.unsaid });
        texts.push(
          (spec
            ? spec.text
            : intent.type === 'inventory_check' && ASKS_VERSIONS.test(intent.text) && !result.options?.found.length
              ? versionsAnswer(product, lang)
              : groupNotListed(product, intent.text, lang) +
                stockAnswer(
                  product,
                  result.options,
                  lang,
                  askedGroup(product, intent.text) ?? groupOfMissing(product, result.options?.missing ?? [], lexicon),
                )) + stale,
        );
        parts.push(productPart(product, result.options));
        break;
      }
      case 'product_compare': {
        const priced = result.products.map((p) => {
          const price = lowestPrice(p);
          const off = p.promotions.reduce((sum, promotion) => sum + promotion.amount.amount, 0);
          return { product: p, price, off, after: { amount: Math.max(0, price.amount - off), currency: price.currency } };
        });
        const summary = priced.map(({ product: p, price, off, after }) =>
          off
            ? en
              ? `${p.title} ${moneyText(price, lang)} (${moneyText(after, lang)} after promotions)`
              : `${p.title} ${moneyText(price, lang)}（优惠后 ${moneyText(after, lang)}）`
            : `${p.title} ${moneyText(price, lang)}`,
        );
        const priceLead = PRICE_GAP.test(intent.text) ? priceGapOf(priced, intent.text, lang) : CHEAPER.test(intent.text) ? cheaperOf(priced, lang) : '';
        const specs = comparedSpecs(result.products, intent.text, lang, lexicon);
        const lead = [
          specs,
          comparedForUse(
            result.products,
            intent.text,
            intent.entities.tags,
            lang,
            lexicon,
            specs !== '',
            comparedFiguresDiffer(result.products, intent.text, lexicon),
          ),
          priceLead,
        ]
          .filter(Boolean)
          .join(en ? ' ' : '');
        // "how much are they?" of four tees at one price: that price once, not four times.
        const [first] = priced;
        const samePrice =
          priced.length > 1 && priced.every(({ price, off }) => !off && price.amount === first!.price.amount && price.currency === first!.price.currency);
        const titles = inRunningText(
          priced.map(({ product: p }) => p.title),
          lang,
        );
        const overview = samePrice
          ? en
            ? `${priced.length === 2 ? 'Both' : `All ${priced.length}`} are ${moneyText(first!.price, lang)}: ${titles}. Details in the table.`
            : `${priced.length === 2 ? '两款' : `这 ${priced.length} 款`}价格相同，都是 ${moneyText(first!.price, lang)}：${titles}。详细参数见下表。`
          : en
            ? `Here is how they compare: ${summary.join(' vs ')}. Details in the table.`
            : `对比如下：${summary.join(' 对比 ')}，详细参数见下表。`;
        // Asked again right after the same comparison: the row asked (or each one's stock), not the summary again.
        const stock = intent.entities.stockOfEach
          ? joinTexts(
              result.products.map((product) => stockAnswer(product, undefined, lang)),
              en,
            )
          : '';
        const again = intent.entities.comparedBefore ? stock || lead : '';
        // "what about sizes?" of a list: the values are the answer, not the prices again.
        const valuesAlone = specs !== '' && lead === specs && asksValuesAlone(result.products, intent.text, lexicon);
        texts.push(again || (valuesAlone ? lead : lead ? `${lead}${en ? ' ' : ''}${overview}` : overview));
        // The table goes with the comparison: a follow-up asking one row of the same ones ("它们的电池呢") or their
        // stock is that line alone, not the same table again under it. A verdict ("which is better for summer?") keeps it.
        const oneRow = intent.entities.comparedBefore && (stock !== '' || (specs !== '' && lead === specs));
        if (!oneRow) parts.push(comparisonPart(result.products, lang));
        break;
      }
      case 'product_search': {
        if (reference) {
          texts.push(cheaperThanAnswer(reference, result.products, lang));
          parts.push(...(result.products.length ? nearestFirst(result.products).slice(0, 4) : [reference]).map((product) => productPart(product)));
          break;
        }
        if (!result.products.length && result.overBudget) {
          const { budget, cheapest } = result.overBudget;
          const names = cheapest.map((p) => fromPrice(p, lang));
          texts.push(
            en
              ? `Nothing comes within ${moneyText(budget, lang)}. The lowest-priced: ${names.join(', ')}.`
              : `${moneyText(budget, lang)} 以内暂时没有合适的商品。价格最低的几款：${names.join('、')}。`,
          );
          parts.push(...cheapest.map((product) => productPart(product)));
          break;
        }
        if (!result.products.length && result.valuesUnmatched) {
          const { values, products } = result.valuesUnmatched;
          const list = products.slice(0, 4);
          const names = list.map((p) => fromPrice(p, lang));
          texts.push(noneInValues(values, kindWord(intent, lexicon, lang), names, lang));
          parts.push(...list.map((product) => productPart(product)));
          break;
        }
        if (result.notSold?.length) {
          const shown = result.products.slice(0, 4);
          const names = shown.map((p) => fromPrice(p, lang));
          const sold = sizesSoldAsNumbers(lexicon.optionGroupsOf);
          texts.push(noneInSize(result.notSold, kindWord(intent, lexicon, lang), shown.length ? { names, sizes: sizesOf(shown) } : undefined, sold, lang));
          parts.push(...shown.map((product) => productPart(product)));
          break;
        }
        if (!result.products.length) {
          const budgeted = intent.entities.maxPrice !== undefined || intent.entities.minPrice !== undefined;
          texts.push(
            en
              ? `Nothing in the shop matches all of that. Try ${budgeted ? 'a higher budget or ' : ''}fewer wishes?`
              : `暂时没有完全符合条件的商品，可以适当放宽${budgeted ? '预算或' : ''}条件试试。`,
          );
          break;
        }
        if (intent.entities.cheapest || intent.entities.priciest) {
          // Products arrive cheapest (or most expensive) first: the answer is the first one, the next few are there to compare.
          const [first] = result.products;
          const shown = intent.entities.shownBefore;
          const beyond = shown ? rankedBeyondShown(first!, shown, kindWord(intent, lexicon, lang), lang) : '';
          const top = highestPrice(first!);
          // "the cheapest ring?" of two at $24: both are named, the shopper chooses (tied-first.ts).
          const tied = tiedFirst(result.products, intent.entities.cheapest ? 'cheapest' : 'priciest');
          const cheapest =
            tied.length > 1
              ? tiedAnswer(tied, intent.entities.cheapest ? 'cheapest' : 'priciest', lang, tied.length < result.products.length)
              : intent.entities.cheapest
                ? en
                  ? `The cheapest is the ${first!.title} at ${moneyText(lowestPrice(first!), lang)}.`
                  : `最便宜的是 ${first!.title}，${moneyText(lowestPrice(first!), lang)} 起。`
                : en
                  ? `The most expensive is the ${first!.title}${top.amount > lowestPrice(first!).amount ? `, ${moneyText(lowestPrice(first!), lang)}–${moneyText(top, lang)} depending on the options` : ` at ${moneyText(top, lang)}`}.`
                  : `最贵的是 ${first!.title}，${top.amount > lowestPrice(first!).amount ? `${moneyText(lowestPrice(first!), lang)}–${moneyText(top, lang)}（视规格而定）` : moneyText(top, lang)}。`;
          texts.push(beyond ? `${cheapest}${en ? ' ' : ''}${beyond}` : cheapest);
          parts.push(...result.products.slice(0, 3).map((product) => productPart(product)));
          break;
        }
        const list = result.products.slice(0, 4);
        const names = list.map((p) => fromPrice(p, lang));
        // "哪款手机最轻": the matches arrive ranked by the attribute; the answer is the first, with the others' values.
        const ranked = intent.entities.ranked ? comparedSpecs(list, intent.text, lang, lexicon) : '';
        if (ranked && !result.unserved && !result.unmatched?.length) {
          const shown = intent.entities.shownBefore;
          const beyond = shown ? rankedBeyondShown(list[0]!, shown, kindWord(intent, lexicon, lang), lang) : '';
          texts.push(beyond ? `${ranked}${en ? ' ' : ''}${beyond}` : ranked);
          parts.push(...list.map((product) => productPart(product)));
          break;
        }
        if (result.unserved) {
          texts.push(noneForAudience(result.unserved, kindWord(intent, lexicon, lang), names, lang));
          parts.push(...list.map((product) => productPart(product)));
          break;
        }
        if (result.unmatched?.length) {
          // "any star tees?" where no tee is: say so, and show the tees there are.
          texts.push(noneDescribed(result.unmatched, kindWord(intent, lexicon, lang), names, lang));
          parts.push(...list.map((product) => productPart(product)));
          break;
        }
        // "what sizes do your dresses come in?": the sizes of the kind, not a list of dresses.
        // One match with no such group ("what colours do your trousers come in?" of one pair in one colour) too.
        const asked = !intent.entities.options?.length ? valuesAsked(intent.text) : undefined;
        const several = result.products.length > 1 || askedGroup(result.products[0]!, intent.text) === undefined;
        const ofKind = asked && several ? valuesOfKind(result.products, asked, kindWord(intent, lexicon, lang), lang) : undefined;
        if (ofKind) {
          texts.push(ofKind);
          parts.push(...list.map((product) => productPart(product)));
          break;
        }
        // "亚麻衬衫有哪些颜色": one product matched what was named, and the question asked its colours or sizes.
        const only = result.products.length === 1 ? result.products[0]! : undefined;
        // "are the phones 5G?", "这些手机支持5G吗" of a kind with no list in view: a summary over every match.
        const featureOfKind = asksYesOrNo(intent.text) ? featureOfMany(result.products, intent.text, lang, lexicon) : undefined;
        if (featureOfKind) {
          texts.push(joinTexts(featureOfKind.lines, en));
          parts.push(...list.map((product) => productPart(product)));
          personAsked ||= featureOfKind.person;
          break;
        }
        // "what are your socks made of?", "你们的袜子是什么材质": each sock's, from its listing, one line each.
        const quality = qualityQuestion(intent.text.toLowerCase());
        if (result.products.length <= ONE_LINE_EACH && (ASKS_MATERIAL.test(intent.text) || quality)) {
          texts.push(result.products.map((product) => specAnswerOf(product, intent.text, lang, lexicon).text).join('\n'));
          parts.push(...result.products.map((product) => productPart(product)));
          break;
        }
        // "are the bikinis waterproof?" of more: how many say yes and no, the first few named, how many do not say.
        if (quality) {
          const many = qualityOfMany(result.products, quality, intent.text, kindWord(intent, lexicon, lang), lang, lexicon);
          texts.push(many.text);
          parts.push(...many.named.map((product) => productPart(product)));
          break;
        }
        // "亚麻衬衫有哪些版本": every option it comes in.
        if (only && ASKS_VERSIONS.test(intent.text)) {
          texts.push(versionsAnswer(only, lang));
          parts.push(productPart(only));
          break;
        }
        const group = only ? askedGroup(only, intent.text) : undefined;
        if (only && group !== undefined) {
          const values = only.options[group]!.values;
          texts.push(
            en
              ? `The ${only.title} (from ${moneyText(lowestPrice(only), lang)}) comes in ${values.join(' / ')}.`
              : `${only.title}（${moneyText(lowestPrice(only), lang)} 起）有 ${values.join('、')} 可选。`,
          );
          parts.push(productPart(only));
          break;
        }
        // Four are shown, of a search that stops at a few more: beyond four the count is not known, so the answer
        // does not give one ("3 matches" must never hide a fifth) and asks for a wish that narrows the list.
        const more = result.products.length > list.length;
        // A budget already given is not asked for again.
        const budgeted = intent.entities.maxPrice !== undefined || intent.entities.minPrice !== undefined;
        // "有没有大码的衬衫", "anything in XL?": the values asked are named, so the list says what it was narrowed by.
        // A size written as a number is said as one ("in size 32", "有 42 码的"): a bare "32" reads as anything.
        const sized = (value: string) => (/^\d{1,2}(?:\.5)?$/.test(value) ? (en ? `size ${value}` : `${value} 码`) : value);
        const values = [...new Set((intent.entities.options ?? []).map((option) => sized(colorWord(option.value, en ? 'en' : 'zh-CN'))))].join(' / ');
        const matching = en
          ? `of the matches${values ? ` in ${values}` : ''}`
          : values
            ? `有${/^[\w]/.test(values) ? ' ' : ''}${values}${/[\w]$/.test(values) ? ' ' : ''}的商品`
            : '符合条件的商品';
        texts.push(
          en
            ? more
              ? `Here are ${list.length} ${matching}: ${names.join(', ')}. Tell me ${budgeted ? 'what else matters' : 'a budget or what matters most'} to narrow it down.`
              : `${list.length} match${list.length > 1 ? 'es' : ''}${values ? ` in ${values}` : ''}: ${names.join(', ')}.`
            : more
              ? `为您找到多款${matching}，先看这 ${list.length} 款：${names.join('、')}。告诉我${budgeted ? '其他' : '预算或其他'}要求，可以帮您缩小范围。`
              : `为您找到 ${list.length} 款${matching}：${names.join('、')}。`,
        );
        parts.push(...list.map((product) => productPart(product)));
        break;
      }
      case 'get_order_info': {
        const refunds = asksRefundStatus(intent.text);
        if (!result.orders.length) {
          if (refunds) texts.push(en ? 'There is no refund on your account right now.' : '您的账户下暂时没有退款中或已退款的订单。');
          else texts.push(en ? 'There are no orders in your account yet.' : '您的账户下暂时没有订单。');
          break;
        }
        // "says delivered but I never got it" looks up the one order last delivered, not the latest orders.
        if (result.latest && !refunds && !saysDeliveredNotReceived(intent.text)) texts.push(en ? 'Your latest orders:' : '您最近的订单：');
        // "这个订单付了多少", "how much did I pay for the X9?": each order's total after its line.
        const total = asksOrderTotal(intent.text, !!intent.entities.orderId);
        // An order not paid yet has an amount due, not one paid. "我那个平板多少钱买的" of an order holding more: the
        // tablet's line first, then the order's total.
        const { productIds: named = [], type: namedType } = intent.entities;
        const line = (order: Order) => {
          const lines = order.lines.filter(
            (item) => named.includes(item.productId) || (!!namedType && filedUnder(lexicon.productTypes?.get(item.productId), namedType)),
          );
          if (order.lines.length < 2 || lines.length !== 1) return '';
          const { title, quantity, unitPrice } = lines[0]!;
          const price = moneyText({ amount: unitPrice.amount * quantity, currency: unitPrice.currency }, lang);
          return en ? ` The ${title} came to ${price} of it.` : `其中 ${title} ${price}，`;
        };
        const paid = (order: Order) =>
          !total
            ? ''
            : order.status === 'pending_payment'
              ? en
                ? ` Amount due: ${moneyText(order.total, lang)}.`
                : `待支付 ${moneyText(order.total, lang)}。`
              : en
                ? ` You paid ${moneyText(order.total, lang)}.${line(order)}`
                : `${line(order)}订单实付 ${moneyText(order.total, lang)}。`;
        // "what size is it?" of the order in view: the options its items were bought in.
        const options = asksOrderedOption(intent.text);
        texts.push(
          ...result.orders.map((order) =>
            refunds
              ? refundAnswer(order, lang, result.timeZone)
              : (options && orderedOptions(order, named, intent.text, lang)) || `${orderLine(order, lang)}${paid(order)}`,
          ),
        );
        parts.push(...result.orders.map(orderPart));
        // "the shirt I bought has a hole": the order, then its return or exchange one tap away.
        const damaged =
          result.orders.length === 1
            ? (damagedItemOffer(intent.text, result.orders[0]!, lang, {
                ...(lexicon.warrantyMonths ? { warrantyMonths: lexicon.warrantyMonths } : {}),
                named,
                timeZone: result.timeZone,
                now: Date.now(),
              }) ?? notReceivedOffer(intent.text, result.orders[0]!, lang))
            : undefined;
        if (damaged) {
          texts.push(damaged.text);
          parts.push(damaged.part);
        }
        const [only, ...more] = result.orders;
        if (!damaged && only && !more.length && asksToHurry(intent.text)) {
          if (only.status === 'paid') hurried();
          // "KF…能快点吗" of a parcel on its way: the courier, chased by a person.
          if (only.status === 'shipped') {
            texts.push(replies.chasedParcel(lang));
            parts.push({ type: 'quick_replies', replies: [personReply(lang)] });
          }
        }
        break;
      }
      case 'get_logistics_info': {
        const { order, logistics, timeZone } = result;
        const latest = [...logistics.events].sort((a, b) => b.time - a.time)[0];
        const eta =
          logistics.estimatedDelivery && order.status === 'shipped'
            ? en
              ? ` Expected by ${shopTime(logistics.estimatedDelivery, lang, timeZone)}.`
              : `预计 ${shopTime(logistics.estimatedDelivery, lang, timeZone)} 前送达。`
            : '';
        const last = latest
          ? en
            ? ` Latest: ${latest.description}${latest.location ? ` (${latest.location})` : ''}, ${shopTime(latest.time, lang, timeZone)}.`
            : `最新进展：${shopTime(latest.time, lang, timeZone)} ${latest.location ? `${latest.location} ` : ''}${latest.description}。`
          : '';
        // "will they arrive before Saturday?": yes or no from the expected date, then the tracking.
        const byDay = order.status === 'shipped' ? arrivalDayAsked(intent.text) : undefined;
        if (byDay !== undefined) texts.push(arrivalByDayLead(byDay, logistics.estimatedDelivery, Date.now(), timeZone, lang));
        texts.push(
          orderLine(order, lang) +
            (en
              ? ` ${logistics.carrier} ${logistics.trackingNumber}: ${logistics.status}.`
              : `${logistics.carrier} ${logistics.trackingNumber}：${logistics.status}。`) +
            last +
            eta,
        );
        parts.push(orderPart(order), logisticsPart(logistics));
        // Chased while still on its way: say what can be done, and offer the person who can chase the courier.
        if (order.status === 'shipped' && chasesParcel(intent.text)) {
          texts.push(replies.chasedParcel(lang));
          parts.push({ type: 'quick_replies', replies: [personReply(lang)] });
        }
        break;
      }
    }
  }
  // "and the tees?" right after the linen shirt's order: that they are in it, before the order's answer again.
  const sameOrder = sameOrderLead(intent, results, lang);
  // "which one sells best?" where nothing is marked so: say it, before what there is.
  const unmarked = standingUnmarkedLead(intent, results, lang);
  // "are they chlorine resistant?" of the listed ones: how many say so, then what each says (feature-of-many.ts).
  const inventory = results.flatMap((result) => (result.status === 'ok' && result.tool === 'get_inventory_info' ? [result.product] : []));
  const ofMany = intent.type === 'params_query' && inventory.length === results.length ? featureOfMany(inventory, intent.text, lang, lexicon) : undefined;
  if (ofMany) personAsked = ofMany.person;
  const merged = ofMany ? ofMany.lines : mergeUnsaid(texts, unsaid, lang);
  // "is it chlorine resistant?" that a listing does not answer: never a "no"; a person from the shop can check.
  if (ofMany ? personAsked : personAsked || [...unsaid.values()].some((left) => left.unsaid.person)) {
    merged.push(unsaidPersonLine(lang));
    parts.push({ type: 'quick_replies', replies: [replies.askForHuman(lang)] });
  }
  return {
    index,
    text: joinTexts([sameOrder, unmarked, ...merged].filter(Boolean), en),
    parts: parts.slice(0, 12),
    resolved,
    ...(unoffered.length ? { unoffered } : {}),
  };
}

/** "Which is cheaper?", "哪个便宜", "更划算": the comparison leads with the lower price, promotions taken off. */
const CHEAPER = /便宜|实惠|划算|省钱|\b(cheaper|cheapest|less expensive|lower price|better (deal|value)|more affordable)\b/i;

/**
 * Which of the compared products costs least once promotions are taken off; that they cost the same when all do;
 * empty when only the cheapest few tie.
 */
function cheaperOf(priced: ReadonlyArray<{ product: { title: string }; after: Money }>, lang: AnswerLanguage): string {
  const sorted = [...priced].sort((a, b) => a.after.amount - b.after.amount);
  const [first, second] = sorted;
  if (!first || !second || first.after.currency !== second.after.currency) return '';
  // "which is cheaper?" of two at ₹1290: neither, which is the answer.
  const same = sorted.every((one) => one.after.amount === first.after.amount && one.after.currency === first.after.currency);
  if (same)
    return lang === 'en'
      ? `They cost the same: ${moneyText(first.after, lang)} each.`
      : `${sorted.length === 2 ? '两' : '这几'}款价格相同，都是 ${moneyText(first.after, lang)}。`;
  if (first.after.amount === second.after.amount) return '';
  const gap = moneyText({ amount: second.after.amount - first.after.amount, currency: first.after.currency }, lang);
  // "哪个最便宜" of several: the cheapest of them, then the next, not a pair.
  if (priced.length > 2)
    return lang === 'en'
      ? `The cheapest of these is the ${first.product.title} at ${moneyText(first.after, lang)}; next is the ${second.product.title} at ${moneyText(second.after, lang)}.`
      : `这几款中最便宜的是 ${first.product.title}：${moneyText(first.after, lang)}，其次是 ${second.product.title} ${moneyText(second.after, lang)}。`;
  return lang === 'en'
    ? `The ${first.product.title} is cheaper: ${moneyText(first.after, lang)} against ${moneyText(second.after, lang)} for the ${second.product.title}. That is ${gap} less.`
    : `${first.product.title} 更便宜：${moneyText(first.after, lang)}，${second.product.title} ${moneyText(second.after, lang)}，便宜 ${gap}。`;
}

/**
 * "Pro贵多少", "how much more is the Pro?": how much the product asked about costs against the other compared one,
 * promotions taken off (what the shopper would pay). The product asked about is the one a word of its own title names
 * ("Pro"); otherwise the dearer one, or the cheaper for "便宜多少" / "how much less". Empty unless exactly two products in
 * one currency.
 */
function priceGapOf(priced: ReadonlyArray<{ product: { title: string }; after: Money }>, question: string, lang: AnswerLanguage): string {
  if (priced.length !== 2 || priced[0]!.after.currency !== priced[1]!.after.currency) return '';
  const [one, two] = priced as [(typeof priced)[number], (typeof priced)[number]];
  const text = question.toLowerCase();
  const namesOwnWord = (self: { title: string }, other: { title: string }) => {
    const others = titleWords(other.title);
    return [...titleWords(self.title)].some((word) => !others.has(word) && text.includes(word));
  };
  const [byOne, byTwo] = [namesOwnWord(one.product, two.product), namesOwnWord(two.product, one.product)];
  const [cheap, dear] = one.after.amount <= two.after.amount ? [one, two] : [two, one];
  const [asked, other] = byOne !== byTwo ? (byOne ? [one, two] : [two, one]) : ASKS_LESS.test(question) ? [cheap, dear] : [dear, cheap];
  const gap = { amount: Math.abs(asked.after.amount - other.after.amount), currency: asked.after.currency };
  if (!gap.amount)
    return lang === 'en'
      ? `The ${asked.product.title} and the ${other.product.title} cost the same: ${moneyText(asked.after, lang)}.`
      : `${asked.product.title} 和 ${other.product.title} 价格相同：${moneyText(asked.after, lang)}。`;
  const dearer = asked.after.amount > other.after.amount;
  return lang === 'en'
    ? `The ${asked.product.title} costs ${moneyText(gap, lang)} ${dearer ? 'more' : 'less'} than the ${other.product.title}: ${moneyText(asked.after, lang)} against ${moneyText(other.after, lang)}.`
    : `${asked.product.title} 比 ${other.product.title} ${dearer ? '贵' : '便宜'} ${moneyText(gap, lang)}：${moneyText(asked.after, lang)} 对 ${moneyText(other.after, lang)}。`;
}

/** "便宜多少", "how much less / cheaper": the gap is asked from the cheaper side. */
const ASKS_LESS = /便宜|\bhow much (?:less|cheaper)\b/i;

/** A title's words, lower-cased ("Find X9 Pro" → find, x9, pro). */
function titleWords(title: string): Set<string> {
  return new Set(
    title
      .toLowerCase()
      .split(/[\s/·,，()（）-]+/)
      .filter(Boolean),
  );
}

/** The products of a search below a price, the nearest price first (the step down the shopper asked for). */
const nearestFirst = (products: readonly ProductView[]) => [...products].sort((a, b) => lowestPrice(b).amount - lowestPrice(a).amount);

/** "有没有便宜点的": what costs less than the reference, or that nothing of its kind does. */
function cheaperThanAnswer(reference: ProductView, found: readonly ProductView[], lang: AnswerLanguage): string {
  const en = lang === 'en';
  const price = moneyText(lowestPrice(reference), lang);
  if (!found.length)
    return en
      ? `The ${reference.title} (from ${price}) is already the cheapest of its kind here.`
      : `${reference.title}（${price} 起）已经是同类中最便宜的了。`;
  const list = nearestFirst(found).slice(0, 4);
  const names = list.map((p) => fromPrice(p, lang));
  const more = found.length > list.length;
  return en
    ? `Cheaper than the ${reference.title} (from ${price}): ${names.join(', ')}${more ? ', and more' : ''}.`
    : `比 ${reference.title}（${price} 起）便宜的有：${names.join('、')}${more ? ' 等' : ''}。`;
}

/** The option group a stock question asks to see ("what sizes are left?" → the Size group's index), if the product has it. */
function askedGroup(product: ProductView, text: string): number | undefined {
  const kind = ASKS_SIZES.test(text) ? 'size' : ASKS_COLOURS.test(text) ? 'colour' : undefined;
  const index = kind ? product.options.findIndex((group) => optionGroupKind(group.name) === kind) : -1;
  if (index >= 0) return index;
  // "which fits does the linen shirt come in?", "亚麻衬衫有哪些版型": a group named as the product names it.
  const named = product.options.findIndex((group) => namesOptionGroup(text, group.name));
  return named >= 0 ? named : undefined;
}

/** The texts of one turn, with the products whose listings leave the same thing unsaid answered in one sentence. */
function mergeUnsaid(texts: readonly string[], unsaid: ReadonlyMap<number, { title: string; unsaid: Unsaid }>, lang: AnswerLanguage): string[] {
  const groups = new Map<string, number[]>();
  for (const [at, { unsaid: left }] of unsaid) groups.set(unsaidKey(left), [...(groups.get(unsaidKey(left)) ?? []), at]);
  const merged = new Map<number, string | undefined>();
  for (const places of groups.values()) {
    if (places.length < 2) continue;
    const titles = places.map((at) => unsaid.get(at)!.title);
    places.forEach((at, order) => merged.set(at, order === 0 ? unsaidOfMany(unsaid.get(at)!.unsaid, titles, lang) : undefined));
  }
  return texts.flatMap((text, at) => (merged.has(at) ? (merged.get(at) === undefined ? [] : [merged.get(at)!]) : [text]));
}

/**
 * The answers of one turn as one text: Chinese sentences run on after their full stop; one ending in the catalog's own
 * words ("…with 14k gold bead.") goes on a line of its own, so the next product's answer does not run into it.
 */
function joinTexts(texts: readonly string[], en: boolean): string {
  return texts.reduce((all, text) => (!all ? text : en ? `${all} ${text}` : /[。！？）」]$/.test(all) ? all + text : `${all}\n${text}`), '');
}

/** A product in a list, with the price it starts from: "Linen Shirt (from $59)", "Linen Shirt（$59 起）". */
function fromPrice(product: ProductView, lang: AnswerLanguage): string {
  const price = moneyText(lowestPrice(product), lang);
  return lang === 'en' ? `${product.title} (from ${price})` : `${product.title}（${price} 起）`;
}
