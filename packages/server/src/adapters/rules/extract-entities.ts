import { audienceWished, withoutAudienceWords } from './audience-words.js';
import { letterSize, sizeAtEnd, sizeNumber } from './size-number.js';
import { LEAST, MOST } from './superlative-words.js';
import { optionGroupKind } from '../../shop/option-group-kind.js';
import { choiceBySideWords } from './choice-by-side-words.js';
import type { Entities, OptionFilter } from '../../ports/intent.js';
import { BASIC_COLORS, basicColorOf } from '../commerce/match-color.js';
import { eachPartialName, MAX_CANDIDATES, matchPartialName } from './partial-names.js';
import { containsWord, escapeRegExp, findProducts, type ProductLexicon } from './product-lexicon.js';
import { ORDER_NUMBER, orderIdOf, standingAlone, UNLABELLED_ORDER_NUMBER } from '../../shop/model/order-number.js';
import { normalizeName } from '../commerce/match-products.js';
import { DIGIT_TRACKING_NUMBER, TRACKING_NUMBER } from '../../shop/model/tracking-number.js';
import { describedKind } from './described-kind.js';
import { withoutFitWords } from './does-not-fit.js';
import { fabricBesideKind } from './fabric-beside-kind.js';

// An order number that needs no label: hyphenated (TL-10251), a Shopify name (#1251), or a letter prefix and 6+
// digits (KF10010001, SO12345678) unless the shop names a product so (a model or SKU written the same way).
const UNLABELLED_ORDER_ID = new RegExp(standingAlone(`(${UNLABELLED_ORDER_NUMBER})`), 'gi');
const LABELLED_ORDER_ID = new RegExp(
  String.raw`(?:订单号?|单号|order(?:\s*(?:#|no\.?|number|id))?)\s*[:：#]?\s*(${ORDER_NUMBER}|\d{4,5}(?!\s*(?:元|块|以[内下上]|左右)))(?![a-z0-9-])`,
  'i',
);
// "in black?", "and in white?", "what about in grey?": an option asked of what was just shown.
const COLOUR_ASKED = /^\s*(?:(?:and|but|what about|how about)\s+)?in\s+\S+\s*\??\s*$/i;
// The s a word's apostrophe joins to it ("what's", "it's", "Emma's"): no size S.
const APOSTROPHE_S = /(?<=[a-z])['’]s(?![a-z0-9])/gi;
const TRACKING = new RegExp(String.raw`(?<![a-z0-9])(${TRACKING_NUMBER})(?![a-z0-9])`, 'i');
const DIGIT_TRACKING = new RegExp(String.raw`(?<![a-z0-9-])(${DIGIT_TRACKING_NUMBER})(?![a-z0-9-])`, 'i');
// "快递单号 …", "tracking number …": the digits labelled as a parcel's, not an order's ("单号" alone reads as an order's).
const PARCEL_LABEL = /(?:快递|物流|运)单号|\btracking (?:number|no\.?|#)/i;
// Where a parcel is asked after: "where is …", "track …", "…到哪了", "物流 …", "包裹 …".
const ASKS_AFTER_PARCEL = /\bwhere(?:'s| is| are)\b|\btrack(?:ing)?\b|\b(?:parcel|package|shipment)\b|到哪|物流|快递|运单|包裹/i;

// "序列号SN2024A1B2C3", "my serial number is SN20240512889", "IMEI 86…": a device's serial, not an order; "SN" and
// digits is how serial numbers are printed.
const SERIAL_BEFORE = /(?:序列号|串号|sn\s*码|s\/n|imei|serial(?:\s*(?:number|no\.?|#))?)\s*(?:is|是|为|:|：)?\s*$/i;
const SERIAL_SHAPE = /^sn\d/i;

/** The first order number typed without a label that is neither the parcel's tracking number, a serial, nor a product's name. */
function unlabelledOrderIds(text: string, tracking: string | undefined, lexicon: ProductLexicon): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(UNLABELLED_ORDER_ID)) {
    const typed = match[1];
    if (typed!.toUpperCase() === tracking) continue;
    if (SERIAL_SHAPE.test(typed!) || SERIAL_BEFORE.test(text.slice(0, match.index))) continue;
    const key = normalizeName(typed!);
    if (!lexicon.entries.some((entry) => entry.key === key)) found.push(typed!);
  }
  return found;
}
// "KF10010001和KF10010003到哪了": a lookup answers each order named, up to this many.
const MAX_ORDERS_NAMED = 5;
const CN_DIGITS: Record<string, number> = { 一: 1, 二: 2, 两: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9, 十: 10 };
// Asking for the lowest-priced of something is shop-independent; what the something is comes from the lexicon.
const CHEAPEST = /最便宜|最实惠|最低价|价格最低|最划算|\b(cheapest|least expensive|lowest[- ]priced?|lowest price)\b/i;
// "最贵的连衣裙", "what is your most expensive dress?", "and the priciest?": the top of the range.
const PRICIEST = /最贵|价格最高|最高价|\b(most expensive|priciest|highest[- ]priced?|highest price|most costly)\b/i;
// An amount a budget word or a currency leads or closes ("under 30", "$30", "30 dollars", "3000以内"): never an option value.
const BUDGET_NUMBER =
  /(?:\b(?:under|below|less than|up to|within|cheaper than|no more than|over|above|more than|at least|around|about|roughly|max(?:imum)?)\s*|预算|不超过|低于|少于|不到|超过|高于)[¥￥$€£]?\s*\d+(?:\.\d+)?|[¥￥$€£]\s*\d+(?:\.\d+)?|\d+(?:\.\d+)?\s*(?:以内|以下|之内|以上|左右|上下|块|元|\s*dollars?\b|\s*bucks\b)/gi;
// "30以内的", "不超过30": a limit written right after or before the number is a budget too (a count says what it counts
// between them: "7天以内").
const SMALL_BUDGET = /^\s*(?:under|below|less than|cheaper than|no more than)\b|^\s*(?:不超过|低于|少于|不到|预算)|^[\d.]+\s*(?:以内|以下|之内|封顶)$/i;
const COUNT_AFTER =
  /^\s*(?:(?:days?|weeks?|months?|years?|hours?|minutes?|mins?|items?|pcs|pieces?|times?|kg|g|cm|mm|m|inch(?:es)?|in|gb|tb|mah|w|%|")(?![a-z])|天|日|周|个|件|次|小时|分钟|年|岁|斤|公斤|克|米|厘米|寸)/i;
const AMOUNT = String.raw`(\d+(?:\.\d+)?(?:\s*[千万]|[kw](?![a-z]))?|[一二两三四五六七八九十][千万])`;
interface PricePatterns {
  /** The currency itself: a sign or one of the shop's currency words. */
  unit: RegExp;
  upper: RegExp[];
  lower: RegExp[];
  around: RegExp[];
  between: RegExp;
}

// Amount patterns with the shop's own currency words (its lexicon.yaml: "dollars", "bucks"), built once per lexicon.
const pricePatterns = new WeakMap<ProductLexicon, PricePatterns>();
function patternsOf(lexicon: ProductLexicon): PricePatterns {
  const cached = pricePatterns.get(lexicon);
  if (cached) return cached;
  const unit = lexicon.currencyWords.length
    ? `(?:${[...lexicon.currencyWords]
        .sort((a, b) => b.length - a.length)
        .map(escapeRegExp)
        .join('|')})`
    : '(?!)';
  const sign = String.raw`[¥￥$€£]?`;
  const built: PricePatterns = {
    unit: new RegExp(`[¥￥$€£]|${unit}`, 'i'),
    upper: [
      new RegExp(`${AMOUNT}\\s*${unit}?\\s*(?:以内|以下|之内|内|封顶)`, 'i'),
      new RegExp(`(?:不超过|低于|少于|不到|预算|under|below|less than|within|up to|max(?:imum)?|cheaper than|no more than)\\s*${sign}\\s*${AMOUNT}`, 'i'),
    ],
    lower: [new RegExp(`${AMOUNT}\\s*${unit}?\\s*(?:以上|起步)`, 'i'), new RegExp(`(?:超过|高于|over|above|more than|at least)\\s*${sign}\\s*${AMOUNT}`, 'i')],
    around: [new RegExp(`${AMOUNT}\\s*${unit}?\\s*(?:左右|上下)`, 'i'), new RegExp(`(?:around|about|roughly)\\s*${sign}\\s*${AMOUNT}`, 'i')],
    between: new RegExp(`${AMOUNT}\\s*(?:-|~|到|至|and|to)\\s*${AMOUNT}\\s*(?:${unit}|之间)?`, 'i'),
  };
  pricePatterns.set(lexicon, built);
  return built;
}

/** Parses "3000", "3k", "3千", "三千", "0.3万" into an amount in the currency's main unit. */
export function parseAmount(raw: string): number | undefined {
  const text = raw.replace(/\s+/g, '').toLowerCase();
  const cn = /^([一二两三四五六七八九十])([千万])$/.exec(text);
  if (cn) return CN_DIGITS[cn[1]!]! * (cn[2] === '千' ? 1000 : 10000);
  const match = /^(\d+(?:\.\d+)?)(k|千|w|万)?$/.exec(text);
  if (!match) return undefined;
  const unit = match[2] === 'k' || match[2] === '千' ? 1000 : match[2] === 'w' || match[2] === '万' ? 10000 : 1;
  return Math.round(Number(match[1]) * unit);
}

function priceRange(text: string, lexicon: ProductLexicon): Pick<Entities, 'minPrice' | 'maxPrice'> {
  const { upper, lower, around, between: BETWEEN, unit } = patternsOf(lexicon);
  // Below 50 a bare number is a count of days or items ("7 天以内"); with the currency ("under 40 dollars") it is a budget.
  const plausible = (value: number | undefined, match: RegExpExecArray) =>
    value !== undefined &&
    value <= 100_000 &&
    (value >= 50 ||
      (value >= 1 && unit.test(text.slice(match.index, match.index + match[0].length + 12))) ||
      // "tees under 30": an English budget word before a small number is a budget unless a count follows ("within 7 days").
      (value >= 1 && SMALL_BUDGET.test(match[0]) && !COUNT_AFTER.test(text.slice(match.index + match[0].length))))
      ? value
      : undefined;
  const between = BETWEEN.exec(text);
  if (between) {
    const a = plausible(parseAmount(between[1]!), between);
    const b = plausible(parseAmount(between[2]!), between);
    if (a !== undefined && b !== undefined) return { minPrice: Math.min(a, b), maxPrice: Math.max(a, b) };
  }
  const first = (patterns: RegExp[]) => {
    for (const pattern of patterns) {
      const match = pattern.exec(text);
      const value = match ? plausible(parseAmount(match[1] ?? ''), match) : undefined;
      if (value !== undefined) return value;
    }
    return undefined;
  };
  const max = first(upper);
  if (max !== undefined) return { maxPrice: max };
  const min = first(lower);
  if (min !== undefined) return { minPrice: min };
  const near = first(around);
  if (near !== undefined) return { minPrice: Math.round(near * 0.85), maxPrice: Math.round(near * 1.15) };
  return {};
}

// The words that hold no colour, listed once per lexicon rather than for every clause.
const notColor = new WeakMap<ProductLexicon, string[]>();
const NOT_COLOUR_WORDS = ['金额', '红包', '银行', '银联', '明白', '白天', '蓝牙', '灰尘', '红外', '粉丝'];

function notColorWords(lexicon: ProductLexicon): string[] {
  let words = notColor.get(lexicon);
  if (!words) {
    words = [
      ...lexicon.intentCues.flatMap(({ cue }) => (typeof cue === 'string' ? [cue] : [])),
      ...lexicon.attributeCues.flatMap(({ names }) => names),
      // Everyday words holding a colour's character: "银行卡", "明白了", "蓝牙" name no colour.
      ...NOT_COLOUR_WORDS,
    ].map((word) => word.toLowerCase());
    notColor.set(lexicon, words);
  }
  return words;
}

/** Words that set two things side by side: "X or Y", "X 和 Y", "X 还是 Y", "X vs Y". */
const CHOICE_BETWEEN = /\b(or|vs\.?|versus|and|compared? (to|with))\b|还是|和|跟|与|对比|比较/i;

/** The text without the full titles of the products already found in it, so that a part of another title can be matched. */
function withoutTitles(text: string, productIds: readonly string[], lexicon: ProductLexicon): string {
  return productIds.reduce((rest, productId) => {
    const title = lexicon.names.get(productId)?.toLowerCase();
    return title ? rest.split(title).join(' ') : rest;
  }, text);
}

/**
 * "the oxford or the linen": a choice between two (or more) products, each side named by a part of a title. A part
 * several titles share means the one of the same type as a product another side names alone (the linen of the Oxford
 * shirt's type is the Linen Shirt). Undefined unless every side comes down to one product of its own.
 */
function choiceByParts(text: string, lexicon: ProductLexicon): string[] | undefined {
  const sides = eachPartialName(text, lexicon);
  if (sides.length < 2) return undefined;
  const sure = sides.filter((side) => side.productIds.length === 1).map((side) => side.productIds[0]!);
  const types = new Set(sure.flatMap((id) => lexicon.productTypes?.get(id) ?? []));
  const picked = sides.map((side) => {
    if (side.productIds.length === 1) return side.productIds[0];
    const ofType = side.productIds.filter((id) => !sure.includes(id) && types.has(lexicon.productTypes?.get(id) ?? ''));
    return ofType.length === 1 ? ofType[0] : undefined;
  });
  if (picked.some((id) => id === undefined)) return undefined;
  const ids = [...new Set(picked as string[])];
  return ids.length >= 2 ? ids.slice(0, MAX_CANDIDATES) : undefined;
}

/** Extracts every entity the rules know from one clause. */
export function extractEntities(text: string, lexicon: ProductLexicon): Entities {
  const entities: Entities = {};
  // Digits alone are a FedEx or USPS parcel only asked after as one, and not an order labelled so ("订单号 …").
  const digits = ASKS_AFTER_PARCEL.test(text) ? DIGIT_TRACKING.exec(text)?.[1] : undefined;
  const labelledOrder = !PARCEL_LABEL.test(text) && LABELLED_ORDER_ID.exec(text)?.[1] === digits;
  const tracking = TRACKING.exec(text)?.[1] ?? (digits && !labelledOrder ? digits : undefined);
  if (tracking) entities.trackingNumber = tracking.toUpperCase();
  const unlabelled = unlabelledOrderIds(text, entities.trackingNumber, lexicon);
  const orderId = unlabelled[0] ?? LABELLED_ORDER_ID.exec(text)?.[1];
  if (orderId && orderId.toUpperCase() !== entities.trackingNumber) entities.orderId = orderIdOf(orderId);
  const more = [...new Set(unlabelled.map(orderIdOf))].filter((id) => id !== entities.orderId).slice(0, MAX_ORDERS_NAMED - 1);
  if (entities.orderId && more.length) entities.moreOrderIds = more;
  // Identifiers are removed first so their digits are never read as models, option values or prices.
  const withoutTracking = tracking ? text.replace(TRACKING, ' ').split(tracking).join(' ') : text;
  const rest = unlabelled.reduce((remaining, typed) => remaining.replace(typed, ' '), withoutTracking).replace(LABELLED_ORDER_ID, ' ');
  const productIds = findProducts(rest, lexicon);
  // The words that name a product by part of its title ("the grey loop tee"): no option asked for.
  let namingPhrase: string | undefined;
  let colourAsked = false;
  if (productIds.length) {
    entities.productIds = productIds;
    // "the linen shirt or the oxford": the other product of a choice named by a part of its title only.
    if (CHOICE_BETWEEN.test(rest)) {
      const other = matchPartialName(withoutTitles(rest, productIds, lexicon), lexicon)?.productIds;
      if (other?.length === 1 && !productIds.includes(other[0]!)) entities.productIds = [...productIds, other[0]!];
    }
  } else {
    // "which is cheaper, the oxford or the linen?": each side named by a part of its own title.
    // "compare the slim jeans and the straight jeans": or by words of one title each, apart in it.
    const choice = CHOICE_BETWEEN.test(rest) ? (choiceByParts(rest, lexicon) ?? choiceBySideWords(rest, lexicon)) : undefined;
    const named = choice ? undefined : matchPartialName(rest, lexicon);
    // "in black?" after a list of polos asks for black polos, not which of "Black Twill Cargo Pants" and "White & Black
    // Zipper Shacket" is meant: a bare colour after "in" is the colour asked.
    colourAsked = !!named && COLOUR_ASKED.test(rest) && !!basicColorOf(named.phrase.trim());
    const partial = colourAsked ? undefined : named;
    if (partial) namingPhrase = partial.phrase;
    if (choice) entities.productIds = choice;
    if (partial) entities.candidates = partial.productIds.slice(0, MAX_CANDIDATES);
    // A word several titles share ("top", "girls") is also what a search for them looks for in titles.
    if (partial && partial.productIds.length > 1) entities.named = partial.phrase.toLowerCase();
  }
  // The text is lower-cased: "frost white" names the catalog's "Frost White"; each value once, longest name first.
  // "men's shirts": the s of the possessive is no size S, nor is any audience word an option value.
  // "it is too small" names no size S: how something fits is not an option value.
  // Nor is the s of "what's the status?", "it's", "Emma's": a size S is written on its own, never after an apostrophe.
  let unclaimed = withoutFitWords(withoutAudienceWords(rest)).replace(APOSTROPHE_S, ' ');
  // "tees under 30": a number after a budget word is the budget, not the size 30 of a pair of trousers.
  // So is one with the shop's currency word ("10美元以内", "under 40 bucks"), not the size 10.
  const prices = patternsOf(lexicon);
  const budgetless = [prices.between, ...prices.upper, ...prices.lower, ...prices.around].reduce(
    (text, pattern) => text.replace(pattern, ' '),
    rest.replace(BUDGET_NUMBER, ' '),
  );
  // "how much is the grey loop tee?": the grey of the title names the product, it asks for no grey.
  const titled = withoutTitles(namingPhrase ? rest.split(namingPhrase).join(' ') : rest, entities.productIds ?? [], lexicon);
  const options: OptionFilter[] = [];
  for (const word of lexicon.optionValues) {
    if (!containsWord(unclaimed, word.key) || !containsWord(budgetless, word.key) || !containsWord(titled, word.key)) continue;
    unclaimed = unclaimed.split(word.key).join(' ');
    if (!options.some((option) => option.value === word.value)) options.push({ value: word.value });
  }
  // "有42码的鞋吗" where no product comes in 42: still a size asked, which the search then says it does not have,
  // rather than a list of shoes that reads as if they came in 42.
  // ("in 34?" is looked for first: whether the catalog sells sizes reads all its values, for the few messages it matters to.)
  const written = sizeNumber(budgetless);
  const atEnd = written ? undefined : sizeAtEnd(budgetless);
  const size = written ?? (atEnd && sellsSizes(lexicon) ? atEnd : undefined);
  if (size && !options.some((option) => option.value === size) && !lexicon.optionGroupsOf?.has(size)) options.push({ value: size });
  // "which tees come in xxl?" of a shop selling S–XL: the same, for a letter size of a catalog that sells letter sizes.
  const letter = letterSize(titled);
  if (letter && !options.some((option) => option.value.toUpperCase() === letter) && sellsLetterSizes(lexicon)) options.push({ value: letter });
  // A basic colour ("白色", "white") the catalog's values did not already cover, as its Chinese character.
  // The shop's own cue words (a fault named after a colour, an attribute) and money words ("红包") hold no colour.
  // Most of these words are not in a given message: testing first spares a split and a join of the text for each.
  const colorWords = notColorWords(lexicon).reduce(
    (text, word) => (text.includes(word) ? text.split(word).join(' ') : text),
    titled === rest ? unclaimed : withoutTitles(namingPhrase ? unclaimed.split(namingPhrase).join(' ') : unclaimed, entities.productIds ?? [], lexicon),
  );
  for (const basic of BASIC_COLORS) {
    const covered = options.some(
      (option) =>
        option.value.includes(basic.zh) ||
        basic.pattern.test(option.value) ||
        BASIC_COLORS.some((shade) => shade.shadeOf === basic.zh && shade.zh === option.value),
    );
    if (!covered && (colorWords.includes(basic.zh) || basic.pattern.test(colorWords))) options.push({ value: basic.zh });
  }
  if (options.length) entities.options = options;
  Object.assign(entities, priceRange(unclaimed, lexicon));
  if (lexicon.promotionWords.some((word) => containsWord(rest, word))) entities.promotion = true;
  const ranked = rankedAttribute(rest, lexicon);
  if (ranked) entities.ranked = ranked;
  const typeWord = lexicon.types.find((word) => containsWord(rest, word.key));
  const byTitle = !entities.productIds && !entities.candidates && !colourAsked;
  // "衬衫外套" holds 衬衫 (the type Shirts): a longer kind word the titles answer to (shacket), holding the type's word,
  // is the kind asked — the longest kind word first.
  const longer =
    typeWord && byTitle
      ? lexicon.titleWords?.find((word) => word.key.length > typeWord.key.length && word.key.includes(typeWord.key) && containsWord(unclaimed, word.key))
      : undefined;
  if (typeWord && !longer) {
    entities.type = typeWord.value;
    const fabric = byTitle ? fabricBesideKind(unclaimed, typeWord.key, lexicon.titleWords) : undefined;
    if (fabric) entities.named = fabric;
  } else if (byTitle) {
    const named = longer?.value ?? lexicon.titleWords?.find((word) => containsWord(unclaimed, word.key))?.value;
    if (named) entities.named = named;
  }
  if (CHEAPEST.test(rest)) entities.cheapest = true;
  else if (PRICIEST.test(rest)) entities.priciest = true;
  // A tag that is the title word searched for ("tops": titles with Top) would narrow the search to the products a shop
  // happened to tag so; the titles are what that word can trust.
  // A tag that only repeats an option value asked ("leopard tops" on a shop tagging some LEOPARD) is that value, which a
  // variant or that tag meets: as a tag too it would leave out the leopard tops not tagged so.
  const asked = new Set(options.map((option) => option.value.toLowerCase()));
  // A tag that names the spec ranked ("续航" in "哪款手机续航最好") would rank only the products tagged so, where the
  // longest-lasting may carry no such tag: the ranking is over the kind.
  const rankedCue = ranked ? lexicon.attributeCues.find((cue) => cue.names.includes(ranked.attribute))?.pattern : undefined;
  const tags = lexicon.tagCues
    .filter(({ tag, pattern }) => pattern.test(rest) && !(entities.named && pattern.test(entities.named)) && !asked.has(tag.toLowerCase()))
    .filter(({ tag }) => !rankedCue?.test(tag))
    .map(({ tag }) => tag);
  if (tags.length) entities.tags = tags;
  // "anything for kids?", "女款的T恤": who the products are for, where the shop says that of any; the audience word is
  // then that wish, not a title word searched for ("girls" in two titles).
  const audience = lexicon.recordsAudience ? audienceWished(rest) : undefined;
  if (audience) {
    entities.audience = audience;
    if (entities.named && audienceWished(entities.named)) delete entities.named;
    // A tag that says who ("Kids") is the audience asked, which its title or columns say of other products too.
    const others = entities.tags?.filter((tag) => !audienceWished(tag.toLowerCase()));
    if (others?.length) entities.tags = others;
    else delete entities.tags;
  }
  return describedKind(rest, entities, lexicon) ?? entities;
}

/** Whether the catalog sells sizes written as letters (S, M, XL…), so a letter size it lacks is still a size asked. */
function sellsLetterSizes(lexicon: ProductLexicon): boolean {
  return [...(lexicon.optionGroupsOf?.keys() ?? [])].some((value) => /^(?:x{0,4}[sml]|[2-6]x[sl])$/i.test(value.trim()));
}

/** Whether any product of the catalog is sold in sizes (an option group of the size kind). */
function sellsSizes(lexicon: ProductLexicon): boolean {
  return [...(lexicon.optionGroupsOf?.values() ?? [])].some((groups) => groups.some((group) => optionGroupKind(group) === 'size'));
}

/** "哪款手机最轻", "which phone has the biggest battery?": the attribute a superlative asks about, if the shop's cues name one. */
function rankedAttribute(text: string, lexicon: ProductLexicon): Entities['ranked'] {
  const order = LEAST.test(text) ? 'least' : MOST.test(text) ? 'most' : undefined;
  const attribute = order ? lexicon.attributeCues.find((cue) => cue.pattern.test(text))?.names[0] : undefined;
  return order && attribute ? { attribute, order } : undefined;
}
