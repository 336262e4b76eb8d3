import type { ProductView } from '../tools/tool-results.js';
import type { AnswerLanguage } from './answer-language.js';

/**
 * "有哪些手机" showed four, then "哪个最轻" ranked every phone: when the first of the ranking was not among those
 * shown, the answer says so, or the shopper would wonder where it came from. Empty when it was shown.
 */
export function rankedBeyondShown(first: ProductView, shown: readonly string[], kind: string | undefined, lang: AnswerLanguage): string {
  if (shown.includes(first.productId)) return '';
  if (lang === 'en') return `The ${first.title} was not among the ${shown.length} shown before: this ranks all the ${kind ?? 'matches'}.`;
  return `${first.title} 不在刚才列出的 ${shown.length} 款里：这是在全部${kind ?? '符合条件的商品'}中排的。`;
}
