import { optionGroupKind } from '../../shop/option-group-kind.js';
import { ASKS_COLOURS, ASKS_SIZES } from '../dialogue/reference-cues.js';
import type { ProductView } from '../tools/tool-results.js';
import type { AnswerLanguage } from './answer-language.js';

/**
 * "what colours does it come in?" about a product sold in sizes only: the listing offers no colour to choose, which the
 * answer says before the stock it does list (rather than the sizes, as if they were colours). Empty when the product
 * has a group of the kind asked, or the question asks none; an attribute of that kind is the one it comes in.
 */
export function groupNotListed(product: Pick<ProductView, 'title' | 'options' | 'attributes'>, text: string, lang: AnswerLanguage): string {
  const kind = ASKS_COLOURS.test(text) ? 'colour' : ASKS_SIZES.test(text) ? 'size' : undefined;
  if (!kind || product.options.some((group) => optionGroupKind(group.name) === kind)) return '';
  // Sold in one colour, which an attribute names (Shopify's "Color" metafield: "teal"): that is the answer.
  const named = Object.entries(product.attributes).find(([name]) => optionGroupKind(name) === kind)?.[1];
  if (named)
    return lang === 'en'
      ? `The ${product.title} comes in one ${kind}: ${named}. `
      : `${product.title} 只有一种${kind === 'colour' ? '颜色' : '尺码'}：${named}。`;
  if (lang === 'en') return `The ${product.title} has no ${kind} to choose from. `;
  return `${product.title} 没有可选的${kind === 'colour' ? '颜色' : '尺码'}。`;
}
