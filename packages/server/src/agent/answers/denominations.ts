import type { ProductView } from '../tools/tool-results.js';
import type { AnswerLanguage } from './answer-language.js';
import { inRunningText } from './in-running-text.js';

// An option value that is itself an amount: "$10.00", "25 USD", "₹500", "€1,15".
const AMOUNT = /^(?:[$€£¥₹]|[A-Z]{3}\s?)?\s?\d{1,6}(?:[.,]\d{1,2})?\s?(?:[A-Z]{3}|元)?$/;

/**
 * "how much is the gift card?" of a product sold in amounts (a gift card's denominations, a package protection's
 * tiers): the amounts, as the shop writes them ("The Saltmarsh Gift Card comes in $10.00 and $25.00."), rather than
 * "from $10, up to $25", which hides the ones between. Undefined for any other product.
 */
export function denominationsAnswer(product: ProductView, lang: AnswerLanguage): string | undefined {
  if (product.options.length !== 1 || product.promotions.length) return undefined;
  const values = product.options[0]!.values;
  if (values.length < 2 || !values.every((value) => AMOUNT.test(value.trim()))) return undefined;
  if (lang !== 'en') return `${product.title} 有 ${inRunningText(values, lang)} 可选。`;
  return `The ${product.title} comes in ${inRunningText(values, lang)}.`;
}
