import { withoutProducts, type ProductLexicon } from './product-lexicon.js';
import { normalizeText } from './normalize-text.js';
import { BASIC_COLORS, valueMatches } from '../commerce/match-color.js';

/**
 * "怎么下单", "X8怎么买", "帮我下单", "how do I order this?", "where can I buy the X8", and "add it to my cart" /
 * "加入购物车", which the assistant cannot do for the shopper: how to buy, not what a
 * product is. The rules read these as a how-to, a spec or a policy question; the answer is the shop's own ordering
 * article when it has one, and otherwise how checkout works, with the product in focus.
 */
const HOW_TO_BUY =
  /(?:怎么|怎样|如何)(?:下单|购买|买|订购|拍下?)|在哪(?:里|儿)?(?:下单|买|购买)|(?:去)?哪里(?:能|可以)?(?:下单|买)|(?:帮|给)我下(?:个)?单|(?:帮|替)我(?:买|拍)|(?:能|可以)直接下单|\bhow (?:do|can|could|should) (?:i|we) (?:order|buy|purchase|check ?out|place (?:an|my|the) order)\b|\bhow to (?:order|buy|purchase|check ?out)\b|\bwhere (?:can|do|could) (?:i|we) (?:buy|order|purchase)\b|\b(?:can|could) you (?:order|buy|place (?:an|the) order)\b|\bplace (?:an|the) order for me\b|\b(?:add|put)\b.{0,40}?\b(?:to|in|into) (?:my |the |your )?(?:shopping )?(?:cart|basket|bag)\b|(?:加入|加到|加进|放进|放到|放入|添加到)(?:我的)?购物车|帮我加购/i;

// "I'll take it", "我要了", "就它了": the whole message decides to buy the product in focus; how to is the answer.
const DECIDES_TO_BUY =
  /^(?:ok(?:ay)?|great|perfect|nice|good|alright|then)?[,\s]*(?:i(?:'ll| will|'d like to| would like to| want to| wanna)? (?:take|buy|get|order) (?:it|this|that|this one|that one|them|one|both)|(?:i'll|i will|let me) go (?:with|for) (?:it|this|that|this one|that one))[\s,]*(?:please|then|thanks|thank you)?[\s.!]*$|^(?:好的?|行|那)?[，,\s]*(?:我)?(?:就)?(?:要|买|拍|下单)(?:这个|这款|这件|这双|这台|它|了)(?:吧|了)?[。.!！~～\s]*$|^(?:那)?就(?:它|这个|这款|这件|这双|这台)(?:吧|了)[。.!！~～\s]*$/i;

/** Whether a message asks how to buy (see {@link HOW_TO_BUY}), or decides to buy the product in focus ("I'll take it"). */
export function asksHowToBuy(text: string): boolean {
  return HOW_TO_BUY.test(text) || DECIDES_TO_BUY.test(text.trim());
}

// "ok I'll take the M", "I'd like the black one", "那我要M码的", "就要黑色的吧": a decision to buy said with the option
// values chosen, not a product named.
const DECIDES_PREFIX =
  /^(?:(?:ok(?:ay)?|great|perfect|nice|good|alright|then|yes|yeah)[,\s]+)?i(?:'ll| will|'d| would| want to| wanna)? ?(?:like|take|buy|get|order|go with|go for)\b|^(?:(?:好的?|行|那|嗯)[，,\s]*)?(?:我)?(?:就|想)?(?:要买|要拍|想买|要|买|拍|选)(?!退|换|修|发票|开|取消|改)|^(?:(?:好的?|行|那|嗯)[，,\s]*)?就(?!是|这样|算|好|行)/i;
// What may stand beside the values in such a decision: articles, "size", measure words, thanks.
const AROUND_VALUES = /\b(?:the|a|an|one|ones|pair|it|in|size|colou?r|please|then|thanks|thank you)\b|码|号|色|的|款|件|双|个|吧|了|呢|[，,。.!！~～?？\s]/gi;

/** The words after the opening of a decision to buy ("I'll take", "那我要", "那就"), lower-cased; none when it opens otherwise. */
function decisionRest(text: string): string | undefined {
  const trimmed = normalizeText(text).trim();
  const prefix = DECIDES_PREFIX.exec(trimmed);
  return prefix ? trimmed.slice(prefix[0].length).toLowerCase() : undefined;
}

/**
 * Every word a message may name these values by, as the search reads them: the values, the names the lexicon gives
 * them ("frost white" for 雾凇白), and the basic colour words a value matches ("gold" for 星光金).
 */
function valueWords(values: readonly string[], lexicon: Pick<ProductLexicon, 'optionValues'>): Array<string | RegExp> {
  const names = lexicon.optionValues.filter((word) => values.includes(word.value)).map((word) => word.key);
  const colours = BASIC_COLORS.filter((basic) => values.some((value) => valueMatches([value], basic.en) || valueMatches([value], basic.zh)));
  const words = [...new Set([...values.map((value) => value.toLowerCase()), ...names])].sort((a, b) => b.length - a.length);
  return [...words, ...colours.flatMap((basic) => [new RegExp(basic.pattern.source, 'gi'), basic.zh])];
}

/** A value as a whole Latin word ("l", not the l of "please"; "m" of "M码"); a Chinese one wherever it stands ("黑色的"). */
function asWord(value: string): RegExp {
  const escaped = value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return /^[\p{Script=Han}]/u.test(value) ? new RegExp(escaped, 'gu') : new RegExp(`(?<![a-z0-9])${escaped}(?![a-z0-9])`, 'gi');
}

/** Whether only the values, by any of their names, and the words that stand beside values are left. */
function onlyValues(rest: string, values: readonly string[], lexicon: Pick<ProductLexicon, 'optionValues'>): boolean {
  let left = rest;
  for (const word of valueWords(values, lexicon)) left = left.replace(typeof word === 'string' ? asWord(word) : word, ' ');
  return left.replace(AROUND_VALUES, '') === '';
}

/**
 * Whether the whole message decides to buy the product in focus in the option values it names ("I'll take the M" with
 * M read as a value, "I will take the gold one" with gold read as 星光金): the decision words and those values, nothing else.
 */
export function decidesToBuyIn(text: string, values: readonly string[], lexicon: Pick<ProductLexicon, 'optionValues'>): boolean {
  const rest = decisionRest(text);
  return rest !== undefined && values.length > 0 && onlyValues(rest, values, lexicon);
}

/**
 * "I'll take the X9", "那就X9吧", "我要Pad 3 灰色的": a decision to buy the product the message names (in the values it
 * names), nothing else. Without a product named ("就这样吧", "我要退货") it is not one. `partOf` is the title of the
 * one product the message names by part of it ("I'll take the plain one" of the Plain Sand Tee): its words name it too.
 */
export function decidesToBuyNamed(text: string, lexicon: ProductLexicon, values: readonly string[], partOf?: string): boolean {
  const rest = decisionRest(text);
  if (rest === undefined) return false;
  const unnamed = partOf ? withoutWordsOf(partOf, withoutProducts(rest, lexicon)) : withoutProducts(rest, lexicon);
  return unnamed !== rest && onlyValues(unnamed, values, lexicon);
}

/** The text without any whole word of a title ("the plain one in m" less "Plain Sand Tee": "the one in m"). */
function withoutWordsOf(title: string, text: string): string {
  const words = new Set(title.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []);
  return text
    .split(/(\s+)/)
    .filter((word) => !words.has(word.toLowerCase()))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

// "the cheaper one", "the one with the bigger battery", "续航好的那个", "轻一点的吧": one described, of those in view.
const ONE_DESCRIBED =
  /^(?:the\s+)?(?:[a-z-]+\s+){0,2}one\s*(?:please|then|thanks)?[\s.!]*$|^(?:the\s+)?one\s+(?:with|that|which)\b|\S的(?:那|这)?(?:个|款|台|件|双|部|条|只)?(?:吧|了)?[。.!！~～\s]*$/i;

/**
 * The words describing which one, when the whole message decides to buy one of the products in view by what it is
 * ("I'll take the cheaper one", "那我买续航好的那个"); none otherwise. Which one they pick is the dialogue's to say.
 */
export function decidesToBuyOneOf(text: string): string | undefined {
  const rest = decisionRest(text)?.trim();
  return rest && ONE_DESCRIBED.test(rest) ? rest : undefined;
}

/**
 * Whether a message decides to buy, or asks how to ({@link asksHowToBuy}): in the values it names, the product it names,
 * or — once the dialogue has picked it (`productIds` is one) — the one it describes ("I'll take the cheaper one") or
 * names by part of its title ("I'll take the plain one").
 */
export function decidesToBuy(text: string, lexicon: ProductLexicon, values: readonly string[], productIds: readonly string[]): boolean {
  if (asksHowToBuy(text) || decidesToBuyIn(text, values, lexicon)) return true;
  return productIds.length === 1 && (decidesToBuyOneOf(text) !== undefined || decidesToBuyNamed(text, lexicon, values, lexicon.names.get(productIds[0]!)));
}
