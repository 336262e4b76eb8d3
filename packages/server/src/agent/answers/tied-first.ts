import { highestPrice, lowestPrice } from '../../shop/product-price.js';
import type { ProductView } from '../tools/tool-results.js';
import type { AnswerLanguage } from './answer-language.js';
import { moneyText } from './money-text.js';

/** Which end of the prices a search was ranked by. */
export type PriceEnd = 'cheapest' | 'priciest';

/**
 * The products of a ranked search that share the first one's price: the cheapest by their lowest price; the most
 * expensive only when each has one price, the same ("$85–$120 depending on the options" ties with nothing).
 */
export function tiedFirst(ranked: readonly ProductView[], end: PriceEnd): ProductView[] {
  const [first] = ranked;
  if (!first) return [];
  const priceOf = (product: ProductView) => (end === 'cheapest' ? lowestPrice(product).amount : highestPrice(product).amount);
  const single = (product: ProductView) => lowestPrice(product).amount === highestPrice(product).amount;
  if (end === 'priciest' && !single(first)) return [first];
  return ranked.filter((product) => priceOf(product) === priceOf(first) && (end === 'cheapest' || single(product)));
}

/** How many tied products are named in full; beyond it, three are named and the rest counted. */
const NAMED_IN_FULL = 4;

/**
 * "The cheapest are the Wren Ring and the Ivy Ring, both at $24.", "最便宜的是 Wren Ring 和 Ivy Ring，都是 $24 起。"; of
 * more than four, three and how many more ("and 2 more"), or "and more" when every product the search returned ties
 * (`complete` false: the search stops at a few, so more may share the price).
 */
export function tiedAnswer(tied: readonly ProductView[], end: PriceEnd, lang: AnswerLanguage, complete = true): string {
  const price = moneyText(end === 'cheapest' ? lowestPrice(tied[0]!) : highestPrice(tied[0]!), lang);
  const titles = tied.map((product) => product.title);
  const named = titles.length > NAMED_IN_FULL ? titles.slice(0, 3) : titles;
  const rest = titles.length - named.length;
  if (lang === 'en') {
    const the = named.map((title) => `the ${title}`);
    const list = rest ? `${the.join(', ')} and ${complete ? `${rest} more` : 'more'}` : `${the.slice(0, -1).join(', ')} and ${the.at(-1)}`;
    return `The ${end === 'cheapest' ? 'cheapest' : 'most expensive'} are ${list}, ${tied.length === 2 ? 'both' : 'all'} at ${price}.`;
  }
  const list = rest ? `${named.join('、')} ${complete ? `等 ${titles.length} 款` : '等多款'}` : `${named.slice(0, -1).join('、')} 和 ${named.at(-1)}`;
  return end === 'cheapest' ? `最便宜的是 ${list}，都是 ${price} 起。` : `最贵的是 ${list}，都是 ${price}。`;
}
