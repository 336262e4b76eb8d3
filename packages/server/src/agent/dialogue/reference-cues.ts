import { BASIC_COLORS } from '../../adapters/commerce/match-color.js';
import { containsWord, withoutProducts, type ProductLexicon } from '../../adapters/rules/product-lexicon.js';
import { normalizeText } from '../../adapters/rules/normalize-text.js';

// Words that carry no question of their own: "那X8呢", "and the X8?", "what about in blue?", "X8 的呢".
const FILLER_ZH = /那么|那|还有|再|呢|的|吗|啊|呀|吧|嗯|哦|么|款|个|一下|看看|[?？!！,，.。~～\s]/g;
const FILLER_EN = /\b(?:and|the|a|an|what|how|about|of|in|with|for|then|one|ones|version|model|ok|okay|so|please|pls)\b|[?!,.~]/g;
// How shoppers name an option whatever the catalog calls it ("尺码M呢", "in colour blue").
const OPTION_WORDS = /尺码|码数|尺寸|颜色|配色|\b(?:size|colou?r)\b/g;
// "in black?" right after a question about a product is "and in black?"; so is "black?" / "黑色?", asked with a
// question mark, and "黑色的" ("the black ones"), where a bare "black" / "黑色" is not.
const ELLIPSIS_MARKER = /^(?:那么?|还有|再问一下|and\b|in\b|what about\b|how about\b)|呢\s*[?？]?$|[?？]\s*$|色的\s*[。.]?$/i;

// Each basic colour as a word to drop, compiled once (this runs on every message that names a product).
const COLOR_WORDS = BASIC_COLORS.map((basic) => [new RegExp(`${basic.zh}色?`, 'g'), new RegExp(basic.pattern.source, 'gi')] as const);

/** The text with product names, option values and colour words removed: what is left of the question itself. */
export function questionWords(text: string, lexicon: ProductLexicon): string {
  let rest = withoutProducts(normalizeText(text), lexicon);
  const before = rest;
  for (const word of lexicon.optionValues) if (containsWord(rest, word.key)) rest = rest.split(word.key).join(' ');
  // "and in size M?" names the option it changes: with a value given, the option's name asks nothing of its own
  // (while "and what sizes?" still asks about sizes).
  if (rest !== before) {
    for (const name of lexicon.optionNames ?? []) if (containsWord(rest, name)) rest = rest.split(name).join(' ');
    rest = rest.replace(OPTION_WORDS, ' ');
  }
  for (const [zh, en] of COLOR_WORDS) rest = rest.replace(zh, ' ').replace(en, ' ');
  return rest.replace(FILLER_EN, ' ').replace(FILLER_ZH, '').trim();
}

/**
 * Whether a message only names a product or an option and asks nothing of its own ("那X8呢", "and the X8?", "X8",
 * "那白色的呢", "and in blue?", "black?"): it keeps the last question. An option alone needs a marker ("那…呢", "and…",
 * a question mark), since a bare "白色" is too vague to be read as a follow-up.
 */
export function isElliptical(text: string, lexicon: ProductLexicon, namesProduct: boolean): boolean {
  if (questionWords(text, lexicon).length > 0) return false;
  return namesProduct || ELLIPSIS_MARKER.test(normalizeText(text).trim());
}

/**
 * "哪个拍照更好", "电池哪个大", "which one is better for photos", "which has the bigger battery": a choice among the
 * products in focus. "哪个多少钱" asks each one's price, not which costs more.
 */
export const WHICH_IS_BETTER =
  /哪(?:个|款|一个|一款|台|部|副|件).*(?:更|好|强|适合|值得|推荐|大|小|长|久|快|轻|薄|重|便宜|贵|划算|耐用|高|低|多(?!少))|\bwhich\b.*\b(?:better|best|more|most|longer|longest|faster|fastest|cheaper|lighter|lightest|bigger|biggest|larger|largest|smaller|smallest|heavier|heaviest|higher|highest|lower|lowest|lasts?|should|recommend)\b/i;

/** "Pro贵多少", "差价多少", "how much more is the Pro?": the price gap between the products in focus. */
export const PRICE_GAP =
  /(?:贵|便宜|差)(?:了)?多少|差价|价差|\bhow much (?:more|less|cheaper|extra)\b|\b(?:price )?difference in price\b|\bprice (?:difference|gap)\b/i;

/** "X9和X9 Pro有什么区别", "Pro多了什么", "what is the difference?", "what does the Pro have that the X9 does not?". */
export const ASKS_DIFFERENCE = /区别|不同|差别|差异|多了(?:什么|啥|哪些)|\bdifferen(?:ce|ces|t)\b|\bdiffer\b|\bhave that\b.{0,40}\b(?:does ?n[o']t|lacks?)\b/i;

/** "哪个颜色好看", "which size is better": a choice among a product's options, not between products. */
export const CHOOSES_OPTION = /颜色|配色|尺码|码数|版本|\b(?:colou?rs?|sizes?|versions?)\b/i;

/** "what sizes are left?", "有哪些尺码": a question that asks to see a product's sizes. */
export const ASKS_SIZES = /尺码|码数|尺寸|几码|什么码|\bsizes?\b/i;

/** "what colours?", "有哪些颜色": a question that asks to see a product's colours. */
export const ASKS_COLOURS = /颜色|配色|\bcolou?rs?\b/i;

/** A message that is only a position in a list ("第二个", "the second one", "2nd"). */
export const ONLY_ORDINAL =
  /^\s*(?:(?:and|what about|how about|那么?|还有)\s*)?(?:第\s*[一二两三四五1-5]\s*(?:个|笔|单|条)?|最后一(?:个|笔|单)|(?:the\s+)?(?:first|second|third|fourth|fifth|1st|2nd|3rd|4th|5th|last)(?:\s+one)?)\s*(?:吧|呢|please)?\s*[.。!！?？]?\s*$/i;

/** "那个订单", "这单" ("这单能取消吗", not "这单品"), "this order", "the order", "it": the order in focus. */
export const THAT_ORDER = /(?:这|那|该|上)(?:个|笔|一个)?(?:订单|单子)|(?:这|那|该)一?笔?单(?![品价元据])|\b(?:this|that|the same|the|my last)\s+order\b/i;

/** Words for "order" in either language. */
export const ORDER_WORD = /订单|单子|\borders?\b/i;

/**
 * "最新的那个订单", "最近一笔", "my latest order", "what did I order last time?", "上次买的": the newest of the shopper's
 * orders (not the last place of their orders listed newest first).
 */
const NEWEST =
  /最新(?:的|一)?(?:个|笔|单|订单|那)|最近(?:的)?一(?:个|笔|单)|最近的(?:那个|那笔)?(?:订单|单子)|刚(?:下|买)的(?:那个|那笔)?(?:订单|单子)|(?:上次|上一次|上回)(?:下单|买|订|的订单)|\b(?:latest|newest|most recent)\b|\b(?:order(?:ed)?|bought|placed|purchased?) last time\b|\blast time i (?:ordered|bought|purchased)\b|\bmy last (?:order|purchase)\b/i;

const ZH_ORDINALS: Record<string, number> = { 一: 1, 二: 2, 两: 2, 三: 3, 四: 4, 五: 5, '1': 1, '2': 2, '3': 3, '4': 4, '5': 5 };
const EN_ORDINALS: Record<string, number> = { first: 1, '1st': 1, second: 2, '2nd': 2, third: 3, '3rd': 3, fourth: 4, '4th': 4, fifth: 5, '5th': 5 };

/** The position a message picks from the list last shown ("第二个订单" → 2, "the last order" → -1), if any. */
export function ordinalOf(text: string): number | undefined {
  const zh = /第\s*([一二两三四五1-5])\s*(?:个|笔|单|条)?/.exec(text);
  if (zh) return ZH_ORDINALS[zh[1]!];
  // Order lists are shown newest first: the latest is the first.
  if (NEWEST.test(text)) return 1;
  if (/最后一(?:个|笔|单)|最下面/.test(text)) return -1;
  const en = /\b(first|second|third|fourth|fifth|1st|2nd|3rd|4th|5th|last)\b/i.exec(text);
  if (en) return en[1]!.toLowerCase() === 'last' ? -1 : EN_ORDINALS[en[1]!.toLowerCase()];
  return undefined;
}

/** Every position a message names in the list last shown, in the order named ("第一个和第三个" → [1, 3], "the first or the last" → [1, -1]). */
export function ordinalsOf(text: string): number[] {
  const positions: number[] = [];
  for (const match of text.matchAll(/第\s*([一二两三四五1-5])|最后一(?:个|笔|单)|\b(first|second|third|fourth|fifth|1st|2nd|3rd|4th|5th|last)\b/gi)) {
    if (match[1]) positions.push(ZH_ORDINALS[match[1]]!);
    else if (match[2]) positions.push(match[2].toLowerCase() === 'last' ? -1 : EN_ORDINALS[match[2].toLowerCase()]!);
    else positions.push(-1);
  }
  return positions;
}

/** "这个能退吗", "那个订单可以换吗": whether the order in focus can be returned or exchanged (the workflow checks and says). */
// "能退吗", "能换吗", and a size or colour changed ("能把尺码改成M吗", "能改成M码吗"): which is an exchange.
export const CAN_RETURN_IT =
  /(?:能|可以|可不可以|能不能)(?:把)?(退|换|(?:尺码|码数|尺寸|颜色)改|改(?:成|到|为)\s?(?:[XSML]{1,3}|\d{2})\s?码?|改(?:个|一下)?(?:尺码|码数|尺寸|颜色))/i;

/** Pronouns and demonstratives that point at something already discussed ("它", "这个", "this one", "it"). */
export const POINTS_BACK = /它|这个|那个|这款|那款|这台|那台|这件|那件|\b(?:it|its|this one|that one|this|that|they|them|those|these)\b/i;

export { priceExtremeOf, priceRankOf } from '../../adapters/rules/price-pick.js';
