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

/** "The cheapest are the Wren Ring and the Ivy Ring, both at $24.", "最便宜的是 Wren Ring 和 Ivy Ring，都是 $24 起。" */
export function tiedAnswer(tied: readonly ProductView[], end: PriceEnd, lang: AnswerLanguage): string {
  const price = moneyText(end === 'cheapest' ? lowestPrice(tied[0]!) : highestPrice(tied[0]!), lang);
  const titles = tied.map((product) => product.title);
  if (lang === 'en') {
    const named = titles.map((title) => `the ${title}`);
    const list = `${named.slice(0, -1).join(', ')} and ${named.at(-1)}`;
    return `The ${end === 'cheapest' ? 'cheapest' : 'most expensive'} are ${list}, ${tied.length === 2 ? 'both' : 'all'} at ${price}.`;
  }
  const list = `${titles.slice(0, -1).join('、')} 和 ${titles.at(-1)}`;
  return end === 'cheapest' ? `最便宜的是 ${list}，都是 ${price} 起。` : `最贵的是 ${list}，都是 ${price}。`;
}
